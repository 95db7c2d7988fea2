import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: vars.color.surface });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.accent,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    // Just above phone width the Arabic Login and Signup buttons need the room.
    [`screen and (max-width: 768px)`]: { gap: vars.space.xs, paddingInline: vars.space.lg },
    [phone]: { paddingInline: vars.space.lg },
  },
});

export const brand = style({
  flexShrink: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const desktopOnly = style({ '@media': { [phone]: { display: 'none' } } });
export const phoneOnly = style({ display: 'none', '@media': { [phone]: { display: 'inline-flex' } } });

export const nav = style({ display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.xs });

// Between phone and desktop widths the search box gives up room first (down to its icon), so the header stays one line.
export const search = style({ flex: '1 1 auto', minInlineSize: '40px', maxInlineSize: '420px', marginInlineStart: 'auto' });
export const searchText = style({ minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const searchButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' });

// A screen's loading state and its content take about the same room, so the
// footer does not jump when data arrives (layout shift).
export const main = style({ flex: '1 0 auto', inlineSize: '100%', maxInlineSize: '1440px', marginInline: 'auto', minBlockSize: '100vh' });

/** The footer's band: its colour and padding come from Box. */
export const footer = style({ marginBlockStart: vars.space.xxxl, borderBlockStart: `1px solid ${vars.color.border}` });

export const footerContent = style({ maxInlineSize: '1440px', marginInline: 'auto' });
