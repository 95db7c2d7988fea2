import { vars } from '@sahm/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const dropdownMenuItemTones = ['default', 'danger'] as const;
export const dropdownMenuAligns = ['start', 'center', 'end'] as const;

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  minInlineSize: '200px',
  maxInlineSize: 'calc(100vw - 16px)',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  animation: `${appear} ${vars.motion.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '40px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});
export type DropdownMenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const itemLabel = style({ flex: '1 1 auto' });

export const current = style({ color: vars.color.accent });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  backgroundColor: vars.color.border,
});
