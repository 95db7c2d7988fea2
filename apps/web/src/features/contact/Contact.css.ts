import { breakpoints, vars } from '@sahm/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  '@media': { [phone]: { paddingInline: vars.space.lg, gap: vars.space.xl } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxInlineSize: '760px' });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(240px, 360px) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
  '@media': { [phone]: { padding: vars.space.lg } },
});

export const block = style([card, { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.md }]);

export const blockIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accent,
});

export const blockBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const blockTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const blockText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere', fontStyle: 'normal' });

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const formTitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

const statusBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.medium,
});

export const status = styleVariants({
  success: [statusBase, { color: vars.color.success, backgroundColor: vars.color.successSurface }],
  error: [statusBase, { color: vars.color.danger, backgroundColor: vars.color.dangerSurface }],
});

// The message box: the same look as the library's TextField, for a multi-line value.

