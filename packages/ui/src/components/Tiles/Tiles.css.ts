import { globalStyle, style } from '@vanilla-extract/css';

export const tilesElements = ['div', 'ul', 'ol', 'dl'] as const;
export const tilesSpaces = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const tilesAlignments = ['stretch', 'flex-start', 'center'] as const;

/** A grid with no list markers or list indent, whatever element it is. */
export const tiles = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

// A tile may shrink below its content's width (a long word, a wide table) instead of widening the grid.
globalStyle(`${tiles} > *`, { minInlineSize: 0 });
