import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const tabsActivationModes = ['automatic', 'manual'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** How far an edge with tabs hidden behind it fades out (and how much room a selected tab keeps from it). */
export const FADE_PX = 40;
const fade = (side: 'start' | 'end' | 'both', towards: 'right' | 'left') => {
  const solid = '#000';
  const stops =
    side === 'both'
      ? `transparent, ${solid} ${FADE_PX}px, ${solid} calc(100% - ${FADE_PX}px), transparent`
      : side === 'end'
        ? `${solid} calc(100% - ${FADE_PX}px), transparent`
        : `transparent, ${solid} ${FADE_PX}px`;
  return `linear-gradient(to ${towards}, ${stops})`;
};

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  // A tab focused with the arrow keys is scrolled clear of the fades.
  scrollPaddingInline: `${FADE_PX}px`,
  // TabList marks the edges that hide tabs; the gradient runs in the reading direction.
  selectors: {
    '&[data-more-end]': { maskImage: fade('end', 'right') },
    '&[data-more-start]': { maskImage: fade('start', 'right') },
    '&[data-more-start][data-more-end]': { maskImage: fade('both', 'right') },
    '&[data-more-end]:dir(rtl)': { maskImage: fade('end', 'left') },
    '&[data-more-start]:dir(rtl)': { maskImage: fade('start', 'left') },
    '&[data-more-start][data-more-end]:dir(rtl)': { maskImage: fade('both', 'left') },
  },
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  minBlockSize: '44px',
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  // The selected underline is drawn on the list's border line.
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: '-1px',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.accent, borderBlockEndColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
