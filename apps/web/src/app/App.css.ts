import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({ fontSize: vars.font.size.xl, color: vars.color.accent });

export const title = style({ fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });
