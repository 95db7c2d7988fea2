import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  // min() keeps one column inside a 375px screen without overflow.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const item = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
