import { vars } from '@sahm/tokens';
import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const fieldLayouts = ['stacked', 'inline'] as const;

/**
 * The space between the label, hint, control and message. A control that
 * needs more room (the code boxes of OtpInput) sets it on its field; the empty
 * message region takes the same amount back, so it never adds a gap.
 */
export const fieldGap = createVar();
const gap = fallbackVar(fieldGap, vars.space.xs);

export const field = recipe({
  base: { display: 'flex', minInlineSize: 0 },
  variants: {
    layout: {
      // Label, hint, control, message one under the other.
      stacked: { flexDirection: 'column', gap },
      // The control at the reading start, its label beside it (checkboxes, radios, switches).
      inline: { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.sm },
    },
  },
  defaultVariants: { layout: 'stacked' },
});
export type FieldVariants = NonNullable<RecipeVariants<typeof field>>;

/** Label, hint and message of an inline field, lined up with the label text rather than the control. */
export const inlineBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** Beside its control, the label reads as body text and is the control's larger click target. */
export const inlineLabel = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

// A link inside an inline label (e.g. to the Terms and Conditions) reads as a link.
globalStyle(`${inlineLabel} a`, {
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

globalStyle(`${inlineLabel} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

export const requiredMarker = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

/** Stays in the accessibility tree while empty (so a new message is announced) without adding a gap. */
export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${gap})` } },
});
