import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const propertyPriceKinds = ['property', 'asset'] as const;
export const propertyCardBadges = ['hot', 'funded'] as const;
export const propertyCardHeadingLevels = [2, 3, 4] as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    inlineSize: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
  },
  variants: {
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
        selectors: {
          '&:has(a:hover)': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
        },
        '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const imageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  color: vars.color.textMuted,
});

/** A soft, blurred wash in place of a locked property's photo, so nothing of it shows. */
export const lockedWash = style({
  position: 'absolute',
  inset: '-16px',
  backgroundColor: vars.color.accentSurface,
  backgroundImage: `radial-gradient(circle at 30% 35%, ${vars.color.accent} 0 18%, transparent 40%), radial-gradient(circle at 72% 70%, ${vars.color.borderStrong} 0 16%, transparent 42%), linear-gradient(160deg, ${vars.color.surfaceMuted}, ${vars.color.accentSurface})`,
  filter: 'blur(14px)',
  opacity: 0.7,
});

export const lockedLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const lockedIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

export const lockedText = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const type = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { ':lang(ar) &, :lang(ckb) &, :lang(kmr) &': { textTransform: 'none', letterSpacing: 'normal' } },
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/**
 * The stretched link: the name is the only link, and its ::after covers the
 * whole card so the card is clickable while the rest stays plain text.
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '3px' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const fact = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const skeletonMedia = style({ position: 'absolute', inset: 0 });

/** A locked card's note in place of the prices. */
export const lockedNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
