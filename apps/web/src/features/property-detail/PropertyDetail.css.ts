import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;
const narrow = `screen and (max-width: 1023px)`;

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '2fr 1fr',
  gridAutoRows: 'minmax(0, auto)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { gridTemplateColumns: '1fr 1fr' } },
});

export const galleryItem = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  aspectRatio: '16 / 10',
  selectors: {
    '&:first-child': { gridRow: 'span 2' },
  },
  '@media': { [phone]: { selectors: { '&:first-child': { gridColumn: '1 / -1', gridRow: 'auto' } } } },
});

/** A thumbnail is a plain button around its photo: it opens the photos full screen. */
export const galleryButton = style({ display: 'block', inlineSize: '100%', blockSize: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in' });

export const galleryImage = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

/** Main column of sections and a side column of cards; one column below 1024px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Not sticky: taller than a laptop's screen, a sticky column kept Sell and Gift out of view until the page's end. */
export const aside = style({
  gridColumn: 2,
  gridRow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  '@media': { [narrow]: { gridColumn: 1, gridRow: 'auto' } },
});

export const sections = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  '@media': { [narrow]: { gridRow: 'auto' } },
});

export const steps = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const linkList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A username may break anywhere: it is the one column that can give up width. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

export const chartBox = style({ blockSize: '280px', inlineSize: '100%', minInlineSize: 0 });

export const tourFrame = style({ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: vars.radius.lg });
