import { vars } from '@sahm/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import * as base from '../../styles/responsiveTable.css';

/** The library's one table look (bordered, scrolls sideways, cards when its own box is narrow). */
export { cards, card, cardFields, cardField, footer, headerCell, cell, nowrap, root, table, tableScroller } from '../../styles/responsiveTable.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Text reads from the start; figures line up at the end, where their last digits meet. */
export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });
export const dataTableAligns = ['start', 'end'] as const;

export const primary = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/** A label keeps its width; a long value (an e-mail, a reference) wraps instead of pushing the card wider. */
export const cardLabel = style([base.cardLabel, { flexShrink: 0 }]);
export const cardValue = style([base.cardValue, { minInlineSize: 0, overflowWrap: 'anywhere' }]);
