import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const descriptionListLayouts = ['rows', 'tiles'] as const;
export const descriptionValueSizes = ['md', 'lg'] as const;

/** Rows: one label–value pair under the other. */
export const rows = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, margin: 0 });

/** Tiles: the pairs in columns, as many as fit (the grid itself comes from Tiles). */
export const tiles = style({ margin: 0 });

/** A pair on one line: the label at the reading start, the value at the end; the value wraps under the label when both do not fit. */
export const rowItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

/** A pair in a tile: the label above its value. */
export const tileItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere', minInlineSize: 0 },
  variants: {
    size: { md: { fontSize: vars.font.size.md }, lg: { fontSize: vars.font.size.lg } },
  },
  defaultVariants: { size: 'md' },
});

/** In a row the value ends the line, and its own text keeps to the line's end when it wraps. */
export const rowValue = style({ textAlign: 'end', marginInlineStart: 'auto' });
