import { palette, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

/**
 * A scanner needs dark modules on a light quiet zone whatever the theme: the
 * frame stays white in the dark theme too.
 */
export const frame = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  backgroundColor: palette.white,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto' });

export const code = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  color: vars.color.text,
});

export const codeLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
