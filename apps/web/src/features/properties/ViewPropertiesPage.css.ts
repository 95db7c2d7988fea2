import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  '@media': { [phone]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xl } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const search = style({ maxInlineSize: '480px', inlineSize: '100%' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
