import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const tabsActivationModes = ['automatic', 'manual'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
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
