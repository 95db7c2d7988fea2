import { vars } from '@sahm/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

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

export const label = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

globalStyle(`${label} a`, {
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

globalStyle(`${label} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  // Lines the message up with the label text, past the box and its gap.
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});
