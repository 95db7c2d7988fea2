import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { phone } from '../PageBlock/PageBlock.css';

export const cardTones = ['raised', 'outline', 'muted', 'accent', 'highlight'] as const;
export const cardPaddings = ['lg', 'xl', 'xxl'] as const;
export const cardPhoneModes = ['compact', 'same', 'flat'] as const;
export const cardElements = ['div', 'section', 'article', 'aside', 'nav', 'li'] as const;

/**
 * The card's surface only: colour, frame and padding. Its layout (flex
 * column, gap, alignment) comes from Box's atoms, so a screen can change it
 * through props without two classes competing for the same property.
 */
export const card = recipe({
  base: { minInlineSize: 0, borderRadius: vars.radius.lg },
  variants: {
    tone: {
      /** On the page, lifted: a framed block of its own (a form, a fact sheet, an advantage). */
      raised: { backgroundColor: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm },
      /** Framed but flat: a part of the page that need not stand out (a calculator, a browser's steps). */
      outline: { backgroundColor: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` },
      /** A quiet background band, no frame: guidance, a table of contents. */
      muted: { backgroundColor: vars.color.surfaceMuted },
      /** The accent's surface, no frame: a hero, a call to action, a key figure. */
      accent: { backgroundColor: vars.color.accentSurface },
      /** Raised, on the accent's surface with an accent frame: what is the visitor's own (their holding). */
      highlight: { backgroundColor: vars.color.accentSurface, border: `1px solid ${vars.color.accent}`, boxShadow: vars.shadow.sm },
    },
    padding: {
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
      xxl: { padding: vars.space.xxl },
    },
    // After tone and padding, so the phone rules win at phone widths.
    phone: {
      compact: {},
      same: {},
      flat: {
        '@media': { [phone]: { padding: 0, border: 'none', boxShadow: 'none', backgroundColor: 'transparent' } },
      },
    },
  },
  // One step less padding on phones, as the page's gutters do (lg is already the phone size).
  compoundVariants: [
    { variants: { padding: 'xl', phone: 'compact' }, style: { '@media': { [phone]: { padding: vars.space.lg } } } },
    { variants: { padding: 'xxl', phone: 'compact' }, style: { '@media': { [phone]: { padding: vars.space.xl } } } },
  ],
  defaultVariants: { tone: 'raised', padding: 'xl', phone: 'compact' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
