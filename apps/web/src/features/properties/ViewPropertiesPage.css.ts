import { style } from '@vanilla-extract/css';

/** The filter is a short field, not the page's width. */
export const search = style({ maxInlineSize: '480px', inlineSize: '100%' });
