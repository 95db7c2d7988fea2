import { style } from '@vanilla-extract/css';

export const money = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
