import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { visuallyHidden, type visuallyHiddenElements } from './VisuallyHidden.css';

export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render: `span` (default) inside a line of text, `div`
   * around blocks (a chart's data table), a heading level for a page whose
   * title is shown some other way, `caption` as a table's first child.
   */
  as?: VisuallyHiddenElement;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Text for screen readers only: extra words for an icon or a link ("opens in
 * a new tab"), a table caption, a heading the page shows as a picture, a
 * live status message. It stays in the accessibility tree and in the reading
 * order; only its box is hidden.
 *
 * Replaces the `visuallyHidden` styles copied into the web app
 * (`Auth.css.ts`, `PropertyDetail.css.ts`, and the inline styles of the
 * hidden headings in `SignedInPage.tsx` and `RouteError.tsx`), and the
 * library's own private class.
 */
export function VisuallyHidden({ as = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return createElement(as, { ...rest, className: [visuallyHidden, className].filter(Boolean).join(' ') }, children);
}
