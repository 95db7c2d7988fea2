import type { ReactNode } from 'react';
import * as styles from '../PropertyDetail.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: a grid in sections, label-value rows in the side cards. */
export function Facts({ items, layout = 'grid' }: { items: readonly Fact[]; layout?: 'grid' | 'rows' }) {
  return (
    <dl className={layout === 'grid' ? styles.facts : styles.factsSingle}>
      {items.map((item) => (
        <div key={item.label} className={layout === 'grid' ? styles.fact : styles.factRow}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
