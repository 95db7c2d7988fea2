import { Stack, Tiles } from '@sahm/ui';
import type { ReactNode } from 'react';
import * as styles from '../PropertyDetail.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: tiles in sections, label–value rows in the side cards. */
export function Facts({ items, layout = 'grid' }: { items: readonly Fact[]; layout?: 'grid' | 'rows' }) {
  const facts = items.map((item) =>
    layout === 'grid' ? (
      <Stack key={item.label} gap="xxs">
        <dt className={styles.factLabel}>{item.label}</dt>
        <dd className={styles.factValue}>{item.value}</dd>
      </Stack>
    ) : (
      <Stack key={item.label} direction="row" justifyContent="space-between" gap="md">
        <dt className={styles.factLabel}>{item.label}</dt>
        <dd className={styles.factValue}>{item.value}</dd>
      </Stack>
    ),
  );
  if (layout === 'rows') return <dl className={styles.rows}>{facts}</dl>;
  return (
    <Tiles as="dl" minColumnSize={160} space="md">
      {facts}
    </Tiles>
  );
}
