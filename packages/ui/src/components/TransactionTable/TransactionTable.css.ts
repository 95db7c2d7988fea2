import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import * as base from '../../styles/responsiveTable.css';

/** The library's one table look (bordered, scrolls sideways, cards when its own box is narrow). */
export { cards, card, cardFields, cardField, cardLabel, cardValue, footer, nowrap, root, table, tableScroller } from '../../styles/responsiveTable.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const toolbarField = style({
  flex: '1 1 180px',
  maxInlineSize: '260px',
  '@container': { [base.narrow]: { maxInlineSize: 'none' } },
});

/** Every column reads from the start. */
export const headerCell = style([base.headerCell, { textAlign: 'start' }]);
export const cell = style([base.cell, { textAlign: 'start' }]);

export const asset = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardAction = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlockStart: vars.space.xs,
});
