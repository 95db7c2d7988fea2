import { style } from '@vanilla-extract/css';

export const visuallyHiddenElements = ['span', 'div', 'p', 'h1', 'h2', 'h3', 'h4', 'caption'] as const;

/**
 * Hidden on screen, read by screen readers: one pixel, clipped, out of the
 * flow. Not `display: none` or `visibility: hidden`, which hide from screen
 * readers too.
 */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});
