import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { pageBlock, type PageBlockVariants } from './PageBlock.css';

export const pageBlockElements = ['div', 'section', 'article'] as const;

export interface PageBlockProps extends HTMLAttributes<HTMLElement>, PageBlockVariants {
  /**
   * `div` (default). `section` or `article` when the page's content is one
   * named region (give it `aria-labelledby` pointing at its h1); the app's
   * layout already provides `<main>`.
   */
  as?: (typeof pageBlockElements)[number];
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The container every screen's content sits in: centred, at most `width`
 * wide (`full` by default: the whole main area), with the page's gutters
 * (24px at the sides and 32px above and below, one step less on phones) and
 * `space` between its blocks (also one step less on phones). Screens put
 * Sections in it and write no page CSS of their own. `paddingBlock="xl"`
 * keeps 24px above and below at every width, for a dense screen whose
 * first screen counts (a property's page, the signed-in area).
 *
 * Replaces the `page` styles of the web app's screens (About, Auth, Contact,
 * Home, Legal, Properties, Property detail) and the inline padding of
 * `SignedInPage.tsx`.
 */
export function PageBlock({ as = 'div', width, space, paddingBlock, className, children, ...rest }: PageBlockProps) {
  return createElement(
    as,
    { ...rest, className: [pageBlock({ width, space, paddingBlock }), className].filter(Boolean).join(' ') },
    children,
  );
}
