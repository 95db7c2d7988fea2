import { style } from '@vanilla-extract/css';

/** The chart keeps its height while its code loads: no layout shift. */
export const chartBox = style({ blockSize: '280px', inlineSize: '100%', minInlineSize: 0 });
