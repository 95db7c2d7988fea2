import { breakpoints, vars } from '@sahm/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;
const reduceMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  animation: `${fadeIn} ${vars.motion.medium} ease-out`,
  '@media': { [reduceMotion]: { animation: 'none' } },
});

// Centred with `inset: 0; margin: auto` rather than translate(-50%), which
// would pull the box the wrong way in right-to-left pages.
export const content = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    blockSize: 'fit-content',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.xl})`,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    zIndex: vars.zIndex.modal,
    animation: `${popIn} ${vars.motion.medium} ease-out`,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    '@media': {
      [reduceMotion]: { animation: 'none' },
      // Phones: a sheet across the full width from the bottom edge, nearly full height.
      [phone]: {
        insetBlockStart: 'auto',
        inlineSize: '100%',
        maxBlockSize: `calc(100dvh - ${vars.space.xl})`,
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
      },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: `min(400px, calc(100vw - 2 * ${vars.space.lg}))` },
      md: { inlineSize: `min(560px, calc(100vw - 2 * ${vars.space.lg}))` },
      // The large dialog takes the whole phone screen.
      lg: {
        inlineSize: `min(800px, calc(100vw - 2 * ${vars.space.lg}))`,
        '@media': { [phone]: { blockSize: '100dvh', maxBlockSize: '100dvh', borderRadius: 0 } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.md,
  '@media': { [phone]: { paddingInline: vars.space.lg, paddingBlockStart: vars.space.lg } },
});

export const heading = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Room for the close button's touch target beside a one-line title.
  paddingBlockStart: vars.space.sm,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

// The close button's own padding would push it off the header's edge line.
export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({
  flex: '1 1 auto',
  overflowY: 'auto',
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.lg,
  '@media': { [phone]: { paddingInline: vars.space.lg } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.xl,
  paddingBlockStart: vars.space.sm,
  '@media': { [phone]: { paddingInline: vars.space.lg, paddingBlockEnd: vars.space.lg } },
});
