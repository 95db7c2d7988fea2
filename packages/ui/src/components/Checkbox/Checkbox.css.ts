import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** The box itself; its label, hint and error come from Field's inline layout. */
export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  // Centres the box on the first line of a label that may wrap.
  marginBlockStart: `calc((${vars.font.lineHeight.body} * 1em - 20px) / 2)`,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onAccent,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[aria-invalid="true"]:not([data-state="checked"])': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indicator = style({ display: 'inline-flex' });
