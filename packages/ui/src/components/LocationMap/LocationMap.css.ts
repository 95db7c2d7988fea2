import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const frame = style({ position: 'relative', minInlineSize: 0 });

/** The map itself: tiles under a pin, clipped to a rounded box; the map is never mirrored (north is up, east is right). */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '280px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'grab',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tile = style({
  position: 'absolute',
  inlineSize: '256px',
  blockSize: '256px',
  maxInlineSize: 'none',
  pointerEvents: 'none',
});

/** The pin's tip sits on the spot. */
export const pin = style({
  position: 'absolute',
  display: 'inline-flex',
  transform: 'translate(-50%, -100%)',
  color: vars.color.danger,
  filter: `drop-shadow(0 1px 1px ${vars.color.borderStrong})`,
  pointerEvents: 'none',
});

export const controls = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const attribution = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const attributionLink = style({ color: 'inherit' });
