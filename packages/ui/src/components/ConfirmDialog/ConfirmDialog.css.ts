import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const confirmTones = ['default', 'danger'] as const;

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '1px' });
