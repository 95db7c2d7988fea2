import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const label = style({ margin: 0, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text });
