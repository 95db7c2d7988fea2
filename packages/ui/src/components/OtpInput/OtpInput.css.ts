import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { fieldGap } from '../Field/Field.css';

/** Label, boxes and error sit further apart than in a text field, and hug the boxes at the reading start. */
export const field = style({
  vars: { [fieldGap]: vars.space.sm },
  alignItems: 'flex-start',
});

export const boxes = style({
  display: 'inline-flex',
  gap: vars.space.sm,
});

export const box = style({
  inlineSize: '48px',
  blockSize: '56px',
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Six boxes and their gaps still fit a 320px phone.
    'screen and (max-width: 360px)': { inlineSize: '40px', blockSize: '48px' },
  },
});
