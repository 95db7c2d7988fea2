import { breakpoints, vars } from '@sahm/tokens';
import { createContainer, style } from '@vanilla-extract/css';

/**
 * One look for the library's tables (TransactionTable, DataTable): a bordered
 * table that scrolls sideways when its columns do not fit, turning into a list
 * of cards when its own box is narrow (a container query, so it follows the
 * layout it sits in, not only the screen).
 */
const tableContainer = createContainer();
/** Container condition for "this table's box is phone-narrow"; use under `'@container'`. */
export const narrow = `${tableContainer} (max-width: ${breakpoints.mobile}px)`;

export const root = style({
  containerType: 'inline-size',
  containerName: tableContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
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

export const nowrap = style({ whiteSpace: 'nowrap' });

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

export const cardLabel = style({ color: vars.color.textMuted });

export const cardValue = style({ margin: 0, textAlign: 'end' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
