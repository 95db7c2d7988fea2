import { breakpoints, vars } from '@sahm/tokens';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';

/** The table measures its own box, so it turns into cards in any narrow layout, not only on narrow screens. */
const tableContainer = createContainer();
const narrow = `${tableContainer} (max-width: ${breakpoints.mobile}px)`;

export const root = style({
  containerType: 'inline-size',
  containerName: tableContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Scrolls sideways when the columns do not fit, instead of clipping. */
export const tableScroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@container': { [narrow]: { display: 'none' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const headerCell = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const cell = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
  verticalAlign: 'middle',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

/** Text reads from the start; figures line up at the end, where their last digits meet. */
export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });
export const dataTableAligns = ['start', 'end'] as const;

export const nowrap = style({ whiteSpace: 'nowrap' });

export const primary = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const cards = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.md,
  '@container': { [narrow]: { display: 'flex' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const cardField = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const cardLabel = style({ color: vars.color.textMuted, flexShrink: 0 });

export const cardValue = style({ margin: 0, textAlign: 'end', minInlineSize: 0, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
