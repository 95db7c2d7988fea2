import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const value = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  blockSize: '24px',
  inlineSize: '100%',
  // Lets pointer drags move the thumb instead of scrolling the page on touch screens.
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  blockSize: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const range = style({
  position: 'absolute',
  blockSize: '100%',
  backgroundColor: vars.color.accent,
});

export const thumb = style({
  display: 'block',
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { boxShadow: `0 0 0 4px ${vars.color.accentSurface}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
