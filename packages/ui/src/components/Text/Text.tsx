import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { text, type textElements, type TextVariants } from './Text.css';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, TextVariants {
  /** `p` (default) for a paragraph, `span` inside a line, `div` around other blocks. */
  as?: (typeof textElements)[number];
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Body text in the theme's sizes, tones and weights, with no stray margins.
 * `size="lg" tone="muted"` is a page's lead paragraph, `size="sm" tone="muted"`
 * a caption or note, `tone="critical"` an inline error, `size="display"
 * weight="bold" tone="accent"` a card's headline figure. Size, tone, weight
 * and alignment are each inherited when not given, so Text inside an Alert
 * or a Button takes their colour. Alignment is logical: `start` is the left
 * in English and the right in Arabic and Kurdish.
 *
 * Replaces the web app's one-off paragraph styles (`lead`, `muted`, `text`,
 * `paragraph`, `description`, `footnote`, `count`, `bigFigure` in the screens' `*.css.ts`).
 */
export function Text({ as = 'p', size, tone, weight, align, className, children, ...rest }: TextProps) {
  return createElement(as, { ...rest, className: [text({ size, tone, weight, align }), className].filter(Boolean).join(' ') }, children);
}
