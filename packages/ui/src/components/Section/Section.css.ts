import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { contentWidths } from '../PageBlock/PageBlock.css';

export const sectionSpaces = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const sectionLevels = [1, 2, 3, 4] as const;

export const section = recipe({
  base: { display: 'flex', flexDirection: 'column', minInlineSize: 0 },
  variants: {
    // Between the header and the content, and between the content's blocks.
    space: {
      xs: { gap: vars.space.xs },
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
      xxl: { gap: vars.space.xxl },
    },
  },
  defaultVariants: { space: 'lg' },
});
export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

/** The title block and, at the reading end, the section's actions; the actions wrap under it when there is no room. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** Eyebrow, heading and lead, kept to a readable measure. */
export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minInlineSize: 0,
  maxInlineSize: contentWidths.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
