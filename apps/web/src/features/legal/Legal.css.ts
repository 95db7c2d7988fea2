import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const narrow = 'screen and (max-width: 900px)';

/** The table of contents beside the text; above it below 900px. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

/** Stays in view under the sticky header while the text scrolls. */
export const toc = style({ position: 'sticky', insetBlockStart: '88px', '@media': { [narrow]: { position: 'static' } } });

// Numbered in the text, in the locale's digits, like the section headings.
export const tocList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const body = style({ minInlineSize: 0, maxInlineSize: '760px' });

/** A section the contents link to: its heading lands a little below the sticky header (the page's scroll padding, app/document.css, clears the header itself). */
export const section = style({ scrollMarginBlockStart: '16px' });
