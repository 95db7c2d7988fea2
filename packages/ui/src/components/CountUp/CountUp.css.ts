import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const countUpSizes = ['inherit', 'display'] as const;

export const countUp = recipe({
  base: {
    // Equal-width digits, so the number does not jiggle while it counts.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      inherit: {},
      display: {
        fontSize: vars.font.size.display,
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
        color: vars.color.accent,
      },
    },
  },
  defaultVariants: { size: 'inherit' },
});
export type CountUpVariants = NonNullable<RecipeVariants<typeof countUp>>;
