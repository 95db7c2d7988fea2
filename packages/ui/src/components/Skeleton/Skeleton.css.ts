import { vars } from '@sahm/tokens';
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceMuted,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm, blockSize: '1em', marginBlock: '0.3em' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
