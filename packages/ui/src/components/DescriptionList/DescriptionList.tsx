import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Tiles } from '../Tiles/Tiles';
import { label as labelClass, rowItem, rows, rowValue, tileItem, tiles, value as valueClass, type descriptionListLayouts, type descriptionValueSizes } from './DescriptionList.css';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** React's key when the label is not a string. */
  key?: string;
  /** data-* attributes for the pair's element (tests, analytics). */
  data?: Readonly<Record<`data-${string}`, string>>;
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  items: readonly DescriptionItem[];
  /**
   * `rows` (default): each pair on one line, the label at the reading start
   * and the value at the end (a card's facts, a payment's details). `tiles`:
   * each label above its value, in as many columns of `minColumnSize` as fit
   * (a statistics card, a property's facts).
   */
  layout?: (typeof descriptionListLayouts)[number];
  /** Tiles only: the narrowest a column may be, in pixels (160 by default). */
  minColumnSize?: number;
  /** `lg` for headline figures (a wallet's statistics); `md` by default. */
  valueSize?: (typeof descriptionValueSizes)[number];
  ref?: Ref<HTMLDListElement>;
}

/**
 * Label–value pairs as a description list (`dl`, each pair a `div` of its
 * `dt` and `dd`): screen readers announce the list and its count, then each
 * term with its value. The label is muted and small, the value in the
 * text's colour and semibold; a long value wraps rather than widening the
 * card. Logical alignment only: in Arabic and Kurdish the label is at the
 * right and the value at the left.
 */
export function DescriptionList({ items, layout = 'rows', minColumnSize = 160, valueSize = 'md', className, ref, ...rest }: DescriptionListProps) {
  const pairs = items.map((item, index) => (
    <div key={item.key ?? (typeof item.label === 'string' ? item.label : index)} className={layout === 'rows' ? rowItem : tileItem} {...item.data}>
      <dt className={labelClass}>{item.label}</dt>
      <dd className={layout === 'rows' ? `${valueClass({ size: valueSize })} ${rowValue}` : valueClass({ size: valueSize })}>{item.value}</dd>
    </div>
  ));
  if (layout === 'tiles') {
    return (
      <Tiles {...rest} as="dl" ref={ref as Ref<HTMLElement>} minColumnSize={minColumnSize} space="md" className={[tiles, className].filter(Boolean).join(' ')}>
        {pairs}
      </Tiles>
    );
  }
  return (
    <dl {...rest} ref={ref} className={[rows, className].filter(Boolean).join(' ')}>
      {pairs}
    </dl>
  );
}
