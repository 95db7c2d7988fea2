import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sahm/tokens';

/** The UIProvider root: typography and colours every component inherits. */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

/** Visible keyboard focus shared by every interactive primitive. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * What a screen focuses itself to tell the person where they now are (tabindex -1: a step's form,
 * a notice), reached from the keyboard: the same ring as every control, clear of its content, instead
 * of the browser's own, drawn tight against the edges. Without specificity (:where), so a component's
 * own focus style (a heading's, a dialog's, a menu item's) still wins.
 */
globalStyle(`:where(${root} [tabindex="-1"]:focus-visible, ${root}[tabindex="-1"]:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '4px',
});
