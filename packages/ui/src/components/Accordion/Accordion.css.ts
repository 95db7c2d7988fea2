import { vars } from '@sahm/tokens';
import { keyframes, style } from '@vanilla-extract/css';

export const accordionTypes = ['single', 'multiple'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

const reduceMotion = '(prefers-reduced-motion: reduce)';

const open = keyframes({ from: { blockSize: 0 }, to: { blockSize: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { blockSize: 'var(--radix-accordion-content-height)' }, to: { blockSize: 0 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBlockEnd: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '56px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.body,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.medium}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reduceMotion]: { transition: 'none' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.medium} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.medium} ease-out` },
  },
  '@media': { [reduceMotion]: { animation: 'none !important' } },
});

export const answer = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
});
