import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    // Its words' width in any parent: a column flex or a grid cell would otherwise stretch it across.
    inlineSize: 'fit-content',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.body,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.neutral, backgroundColor: vars.color.neutralSurface },
      accent: { color: vars.color.accent, backgroundColor: vars.color.accentSurface },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
      danger: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
