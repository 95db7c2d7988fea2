import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const progressTones = ['accent', 'success'] as const;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

/** The fill grows along the inline axis, so it starts at the reading start (the right in RTL). */
export const indicator = recipe({
  base: {
    blockSize: '100%',
    borderRadius: vars.radius.full,
    transition: `inline-size ${vars.motion.medium} ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent },
      success: { backgroundColor: vars.color.success },
    },
  },
  defaultVariants: { tone: 'accent' },
});
export type IndicatorVariants = NonNullable<RecipeVariants<typeof indicator>>;
