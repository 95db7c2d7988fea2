import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const countdownVariants = ['units', 'compact'] as const;

export const root = style({ display: 'inline-flex', alignItems: 'center' });

export const units = style({ display: 'flex', gap: vars.space.sm });

export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: '64px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const value = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const unitLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const compact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

// hh:mm:ss reads left to right in every language, so it is isolated as LTR.
export const clockText = style({ fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' });
