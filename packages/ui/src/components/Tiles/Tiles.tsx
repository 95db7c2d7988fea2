import { createElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { sprinkles } from '../../styles/sprinkles.css';
import { tiles, type tilesAlignments, type tilesElements, type tilesSpaces } from './Tiles.css';

export interface TilesProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * The narrowest a column may be, in pixels: as many columns as fit the
   * width at this size or more, and one column when even one does not fit
   * (a 375px phone), never a horizontal scroll.
   */
  minColumnSize: number;
  /**
   * With fewer tiles than columns, share the row between them (CSS
   * `auto-fit`). By default the empty columns are kept (`auto-fill`), so a
   * short list's tiles are as wide as a full list's.
   */
  stretch?: boolean;
  /** Between rows and columns; `lg` by default. */
  space?: (typeof tilesSpaces)[number];
  /** Tiles of one row share its height (`stretch`, default) or sit at its start or centre. */
  alignItems?: (typeof tilesAlignments)[number];
  /** `div` (default); `ul` or `ol` for a list of cards (each child an `li`); `dl` for label–value pairs (each child a `div`). */
  as?: (typeof tilesElements)[number];
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Equal columns that wrap as the width allows: property cards, team
 * members, facts, footer columns. The children are the tiles; each may
 * shrink to its column (min-inline-size 0). Columns follow the reading
 * direction, so the first tile is at the right in Arabic and Kurdish.
 *
 * Replaces the web app's `repeat(auto-fill, minmax(…))` grids (`PropertyGrid`,
 * About's `grid` and `partners`, Home's `cards`, Install's `browsers`,
 * Property detail's `facts` and `related`, the footer's `footerGrid`).
 */
// The return type is written out: inferred from createElement it names csstype, which the published declarations cannot reach.
export function Tiles({ minColumnSize, stretch = false, space = 'lg', alignItems, as = 'div', className, style, children, ...rest }: TilesProps): ReactElement {
  const columns = `repeat(${stretch ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${minColumnSize}px), 1fr))`;
  return createElement(
    as,
    {
      ...rest,
      className: [tiles, sprinkles({ gap: space, alignItems }), className].filter(Boolean).join(' '),
      style: { gridTemplateColumns: columns, ...style },
    },
    children,
  );
}
