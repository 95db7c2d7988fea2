import { vars } from '@sahm/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'display'] as const;
export const textTones = ['neutral', 'muted', 'accent', 'success', 'warning', 'critical'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;
export const textElements = ['p', 'span', 'div'] as const;

/** The colour of each tone; shared with Heading so both speak the same tones. */
export const toneColors = {
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  critical: { color: vars.color.danger },
} as const satisfies Record<(typeof textTones)[number], object>;

/** Logical alignment only: start and end follow the reading direction. */
export const alignments = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const satisfies Record<(typeof textAligns)[number], object>;

export const text = recipe({
  base: {
    margin: 0,
    lineHeight: vars.font.lineHeight.body,
    // Long words (e-mail addresses, long translations) wrap instead of overflowing a phone screen.
    overflowWrap: 'break-word',
  },
  // Without a size, tone, weight or alignment, the text keeps its surroundings' (body text, an Alert's colour).
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      /** A card's headline figure (an expected return, a total), set tight. */
      display: { fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight },
    },
    tone: toneColors,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: alignments,
  },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
