import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, Sprinkles {
  /** The element to render: section, article, ul, … */
  as?: 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'ul' | 'ol' | 'li' | 'span' | 'p';
  children?: ReactNode;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** A layout element whose spacing and alignment come from the theme, in logical terms. */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) (sprinkleKeys.has(key) ? atoms : native)[key] = value;
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes }, children);
}
