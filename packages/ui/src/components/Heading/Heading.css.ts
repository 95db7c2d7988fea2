import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { alignments, toneColors } from '../Text/Text.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingTones = ['neutral', 'muted', 'accent', 'success', 'warning', 'critical'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'break-word',
    selectors: {
      // Screens move focus to the page heading (tabIndex -1) when a step opens: a ring for keyboard users only.
      '&:focus': { outline: 'none' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
    },
  },
  variants: {
    size: {
      /** The page title. */
      1: { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold },
      /** A section of the page. */
      2: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
      /** A card or a group inside a section. */
      3: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
      /** A small block: a contact detail, a fact. */
      4: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
    },
    tone: toneColors,
    align: alignments,
  },
  defaultVariants: { size: 1, tone: 'neutral' },
});
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
