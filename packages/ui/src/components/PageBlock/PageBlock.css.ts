import { breakpoints, vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const pageBlockWidths = ['full', 'wide', 'medium', 'narrow'] as const;
export const pageBlockSpaces = ['none', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export const pageBlockPaddings = ['xl', 'xxl'] as const;

/** At or below: phones, where gutters and gaps step down one size. */
export const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

/**
 * The widths screens are laid out at. The tokens have breakpoints but no
 * content widths yet; these are the figures the screens use today.
 */
export const contentWidths = {
  /** As wide as the app's main area. */
  full: 'none',
  /** Marketing and information pages (about, contact, legal). */
  wide: '1200px',
  /** A comfortable reading measure: page headers and long text. */
  medium: '760px',
  /** A single form (sign-in steps); fits six code boxes with the card's padding. */
  narrow: '460px',
} as const satisfies Record<(typeof pageBlockWidths)[number], string>;

export const pageBlock = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    minInlineSize: 0,
    marginInline: 'auto',
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.xl,
    '@media': { [phone]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg } },
  },
  variants: {
    width: {
      full: { maxInlineSize: contentWidths.full },
      wide: { maxInlineSize: contentWidths.wide },
      medium: { maxInlineSize: contentWidths.medium },
      narrow: { maxInlineSize: contentWidths.narrow },
    },
    // The space between the page's blocks, one size less on phones.
    space: {
      none: { gap: 0 },
      md: { gap: vars.space.md, '@media': { [phone]: { gap: vars.space.sm } } },
      lg: { gap: vars.space.lg, '@media': { [phone]: { gap: vars.space.md } } },
      xl: { gap: vars.space.xl, '@media': { [phone]: { gap: vars.space.lg } } },
      xxl: { gap: vars.space.xxl, '@media': { [phone]: { gap: vars.space.xl } } },
      xxxl: { gap: vars.space.xxxl, '@media': { [phone]: { gap: vars.space.xxl } } },
    },
    // The space above and below the page's content.
    paddingBlock: {
      /** 24px at every width: a dense screen whose first screen counts (a property's page). */
      xl: { paddingBlock: vars.space.xl },
      /** The base: 32px, 24px on phones. */
      xxl: {},
    },
  },
  defaultVariants: { width: 'full', space: 'xl', paddingBlock: 'xxl' },
});
export type PageBlockVariants = NonNullable<RecipeVariants<typeof pageBlock>>;
