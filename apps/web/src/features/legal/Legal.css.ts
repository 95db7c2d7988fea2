import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
  alignItems: 'start',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  '@media': {
    'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
    [phone]: { paddingInline: vars.space.lg },
  },
});

export const header = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxInlineSize: '760px' });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const toc = style({
  position: 'sticky',
  insetBlockStart: '88px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { 'screen and (max-width: 900px)': { position: 'static' } },
});

export const tocTitle = style({ margin: 0, fontSize: vars.font.size.md });

// Numbered in the text, in the locale's digits, like the section headings.
export const tocList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tocLink = style({
  color: vars.color.accent,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0, maxInlineSize: '760px' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginBlockStart: '88px' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });

export const email = style({ color: vars.color.accent, fontWeight: vars.font.weight.medium });
