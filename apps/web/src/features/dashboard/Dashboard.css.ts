import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const statLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const statValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text });
/** The chart keeps its height while its code loads: no layout shift. */
export const chartBox = style({ blockSize: '280px', inlineSize: '100%', minInlineSize: 0 });
