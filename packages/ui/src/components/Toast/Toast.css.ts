import { vars } from '@sahm/tokens';
import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const toastTones = ['success', 'error', 'info', 'warning'] as const;

const reduceMotion = '(prefers-reduced-motion: reduce)';

// Block-axis and opacity only, so entering looks the same in both directions.
const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// The swipe delta is the pointer's own movement, so it is right in either direction.
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))', opacity: 1 },
  to: { transform: 'translateX(var(--radix-toast-swipe-end-x))', opacity: 0 },
});

/** How far down the toasts start: the block-end edge of the bar they keep clear of (ToastProvider's `clearOf`). */
export const clearance = createVar();

/** Fixed at the top corner at the reading end (top-right in LTR, top-left in RTL), below the bar named by `clearOf`. */
export const viewport = style({
  position: 'fixed',
  insetBlockStart: fallbackVar(clearance, '0px'),
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '400px',
  maxInlineSize: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.sm,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-state="open"]': { animation: `${enter} ${vars.motion.medium} ease-out` },
      '&[data-state="closed"]': { animation: `${leave} ${vars.motion.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.fast} ease-out` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.fast} ease-out` },
    },
    '@media': { [reduceMotion]: { animation: 'none !important', transition: 'none !important' } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.accent },
      warning: { borderInlineStartColor: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});
export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.accent },
      warning: { color: vars.color.warning },
    },
  },
});

export const text = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: '2px',
});

export const title = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const message = style({ color: vars.color.text, lineHeight: vars.font.lineHeight.body });

export const close = style({ marginBlockStart: `calc(-1 * ${vars.space.xs})` });
