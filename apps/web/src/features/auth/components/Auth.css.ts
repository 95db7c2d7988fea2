import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

/** A card on wide screens; on phones the form uses the whole width (six code boxes need 328px). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  inlineSize: '100%',
  maxInlineSize: '460px',
  minInlineSize: 0,
  padding: vars.space.xxl,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [phone]: { padding: 0, border: 'none', boxShadow: 'none', backgroundColor: 'transparent' },
  },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const footnote = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The form-level error (spec.md §8: a failed login keeps the server's message as the auth error). */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const alertIcon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const checklistItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const resend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
