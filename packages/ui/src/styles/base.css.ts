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
