import { Box, type BoxProps } from '../Box/Box';
import { card, type cardElements, type CardVariants } from './Card.css';

/** Box atoms a card takes for its content's layout; its surface (padding, colour, corners) is the card's own. */
type CardLayoutProps = Omit<
  BoxProps,
  | 'as'
  | 'padding'
  | 'paddingBlock'
  | 'paddingInline'
  | 'paddingBlockStart'
  | 'paddingBlockEnd'
  | 'paddingInlineStart'
  | 'paddingInlineEnd'
  | 'backgroundColor'
  | 'borderRadius'
>;

export interface CardProps extends CardLayoutProps, CardVariants {
  /**
   * `div` (default); `section` or `article` for a named part of the page
   * (give it `aria-labelledby`), `li` as an item of a list of cards
   * (Tiles `as="ul"`), `aside` or `nav` where that is what it is.
   */
  as?: (typeof cardElements)[number];
}

/**
 * A block of the page on its own surface: `raised` (default, framed and
 * lifted), `outline`, `muted`, `accent` or `highlight`. Its content is a
 * column with a `gap` of `md` unless told otherwise (`display`,
 * `flexDirection`, `gap`, `alignItems`, `textAlign` are Box's atoms).
 *
 * Padding is `xl` by default. On phones (576px or less) the card follows
 * `phone`: `compact` (default) takes one step less padding, as the page's
 * gutters do; `same` keeps it; `flat` drops the frame altogether (padding,
 * border, background, shadow) so the content uses the page's width: a
 * sign-in form is a card on a desktop and the page itself on a phone.
 *
 * Replaces the web app's copies of one card style (`card`, `statCard`,
 * `member`, `cta`, `block`, `partner` in About and Contact, `hero`, `intro`,
 * `advantage` and `calculatorCard` in Home, `section` and `browser` in
 * Install, `card` and `highlightCard` in Property detail, the sign-in `card`
 * and the legal pages' `toc`).
 */
export function Card({
  as = 'div',
  tone,
  padding,
  phone,
  display = 'flex',
  flexDirection = 'column',
  gap = 'md',
  className,
  ...rest
}: CardProps) {
  return (
    <Box
      as={as}
      display={display}
      flexDirection={flexDirection}
      gap={gap}
      className={[card({ tone, padding, phone }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
