import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const alertTones = ['info', 'success', 'warning', 'critical'] as const;

/**
 * The live region. While it has nothing to say it is taken out of the flow,
 * so an empty Alert kept in a form adds no gap, yet stays in the
 * accessibility tree to announce the message that fills it.
 */
export const region = style({
  selectors: { '&:empty': { position: 'absolute' } },
});

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    // A long server message or e-mail address wraps instead of overflowing a phone screen.
    overflowWrap: 'break-word',
  },
  variants: {
    tone: {
      info: { color: vars.color.accent, backgroundColor: vars.color.accentSurface },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
      critical: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'info' },
});
export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

/** Centred on the first line of text, however many lines follow. */
export const icon = style({ marginBlockStart: `calc((${vars.font.lineHeight.body} * 1em - 16px) / 2)` });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });
