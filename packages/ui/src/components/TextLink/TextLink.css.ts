import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const textLinkTones = ['accent', 'neutral'] as const;

export const textLink = recipe({
  base: {
    textUnderlineOffset: '3px',
    // A long e-mail address or URL breaks instead of widening a phone screen.
    overflowWrap: 'anywhere',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
    },
  },
  variants: {
    tone: {
      /** A link in running text or under a form: the accent colour, underlined, so it never depends on colour alone. */
      accent: {
        color: vars.color.accent,
        fontWeight: vars.font.weight.semibold,
        textDecoration: 'underline',
        selectors: { '&:hover': { color: vars.color.accentHover } },
      },
      /** One of a list of links (a footer, a menu), where the list says they are links: body text, underlined on hover. */
      neutral: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
    /** With a leading icon: icon and words on one line, centred on each other. */
    withIcon: {
      true: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', withIcon: false },
});
export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;
