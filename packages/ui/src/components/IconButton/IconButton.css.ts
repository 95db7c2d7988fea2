import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const iconButtonVariants = ['ghost', 'outline', 'solid'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    color: vars.color.text,
    backgroundColor: 'transparent',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surfaceRaised },
      solid: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
    },
    size: {
      sm: { inlineSize: '32px', blockSize: '32px' },
      md: { inlineSize: '40px', blockSize: '40px' },
      lg: { inlineSize: '48px', blockSize: '48px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** The count on the corner at the reading end (top right in English, top left in Arabic and Kurdish). */
export const countBadge = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-4px',
  minInlineSize: '20px',
  blockSize: '20px',
  paddingInline: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  pointerEvents: 'none',
});
