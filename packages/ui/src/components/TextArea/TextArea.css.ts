import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** The multi-line control; label, hint and error come from Field. */
export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '160px',
  resize: 'vertical',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  textAlign: 'start',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});
