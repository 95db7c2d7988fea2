import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const intro = style({ flex: '1 1 320px', minInlineSize: 0 });

/** The native app, announced as coming soon: a dashed outline, for something not there yet. */
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

export const nativeAppIcon = style({ color: vars.color.accent });

/** In the accordion's muted text: the steps read as body text. */
export const steps = style({
  margin: 0,
  color: vars.color.text,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
