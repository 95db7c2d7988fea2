import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  minInlineSize: 0,
  '@media': { [phone]: { padding: vars.space.lg, gap: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 320px', minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.body });

/** The native app, announced as coming soon. */
export const nativeApp = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: '1 1 260px',
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const nativeAppIcon = style({ flexShrink: 0, color: vars.color.accent });

export const nativeAppTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const browsers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const browserTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const installRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
