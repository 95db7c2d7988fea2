import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { heading, type headingLevels, type headingTones } from './Heading.css';
import type { textAligns } from '../Text/Text.css';

export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** Its place in the page outline: renders `<h1>` to `<h4>`. */
  level: HeadingLevel;
  /** How big it looks, from 1 (page title) to 4; defaults to `level`. */
  size?: HeadingLevel;
  /** Defaults to `neutral`, the body text colour. */
  tone?: (typeof headingTones)[number];
  /** Logical: `start` follows the reading direction. Inherited when not given. */
  align?: (typeof textAligns)[number];
  children: ReactNode;
  /** To move focus to the heading (give it `tabIndex={-1}` too) when a screen or a step opens. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading whose element (its level in the outline) and look (its size) are
 * chosen apart: a dialog's title can be an `<h2>` that looks like size 3, a
 * card in a section an `<h3>`. Margins are zero; space comes from the layout
 * around it (Section, Stack).
 *
 * Replaces the web app's `title`, `heading`, `sectionTitle`, `sectionHeading`,
 * `cardTitle`, `blockTitle` and `formTitle` styles (About, Auth, Contact,
 * Home, Install, Legal, Properties, Property detail).
 */
export function Heading({ level, size = level, tone, align, className, children, ...rest }: HeadingProps) {
  return createElement(
    `h${level}`,
    { ...rest, className: [heading({ size, tone, align }), className].filter(Boolean).join(' ') },
    children,
  );
}
