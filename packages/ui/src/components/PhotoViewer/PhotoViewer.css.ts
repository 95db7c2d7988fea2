import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const overlay = style({ position: 'fixed', inset: 0, backgroundColor: '#0b0f14f2', zIndex: vars.zIndex.modal });

/** The whole screen: a bar (count, close), the photo, and the two arrows at its sides. */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  color: '#ffffff',
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const count = style({ fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

/** The stage: swipes across it change the photo; a finger still scrolls nothing behind it. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: 0,
  paddingInline: vars.space.xxl,
  paddingBlockEnd: vars.space.lg,
  touchAction: 'pan-y',
});

export const photo = style({ maxInlineSize: '100%', maxBlockSize: '100%', objectFit: 'contain', userSelect: 'none' });

export const previous = style({ position: 'absolute', insetInlineStart: vars.space.sm, insetBlockStart: '50%', transform: 'translateY(-50%)' });

export const next = style({ position: 'absolute', insetInlineEnd: vars.space.sm, insetBlockStart: '50%', transform: 'translateY(-50%)' });

export const lightButton = style({ backgroundColor: vars.color.surfaceRaised, color: vars.color.text });
