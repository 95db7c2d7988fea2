import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { menuLink, menuList } from './MenuList.css';

export interface MenuListProps extends HTMLAttributes<HTMLUListElement> {
  /** `<li>` elements, each holding a MenuLink or a TextLink. */
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/**
 * A list of links one under another, without bullets or indent: a side
 * menu's entries (each a MenuLink) or a footer's column of TextLinks.
 *
 * Replaces the web app's `sideList` (the side menu and the footer).
 */
export function MenuList({ className, children, ...rest }: MenuListProps) {
  return (
    <ul className={[menuList, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </ul>
  );
}

export interface MenuLinkProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The icon before the words (at the reading start). */
  icon?: IconName;
  /** The page the visitor is on: marked for the eye (accent, semibold) and for screen readers (`aria-current="page"`). */
  current?: boolean;
  /** Renders the single child (the router's `Link`) with the row's look, instead of a `<button>`. */
  asChild?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One row of a menu: a link to a page (with `asChild` around the router's
 * `Link`) or an action such as Logout (a button), with its icon, across the
 * menu's width and a finger's height. The current page is marked.
 *
 * ```tsx
 * <MenuList>
 *   <li><MenuLink asChild icon="home" current><Link to="/home">Home</Link></MenuLink></li>
 *   <li><MenuLink icon="logout" onClick={logout}>Logout</MenuLink></li>
 * </MenuList>
 * ```
 *
 * Replaces the web app's `sideLink` (the side menu).
 */
export function MenuLink({ icon, current, asChild = false, className, children, ...rest }: MenuLinkProps) {
  const props = { className: [menuLink, className].filter(Boolean).join(' '), 'aria-current': current ? ('page' as const) : undefined };
  const glyph = icon && <Icon name={icon} />;
  if (asChild) {
    return (
      <Slot {...props} {...(rest as HTMLAttributes<HTMLElement>)}>
        {glyph}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <button type="button" {...props} {...rest}>
      {glyph}
      {children}
    </button>
  );
}
