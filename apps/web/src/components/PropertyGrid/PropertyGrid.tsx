import type { PropertyView } from '@sahm/domain';
import { PropertyCard } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from './PropertyGrid.css';
import { PropertyTile } from '../PropertyTile/PropertyTile';

export interface PropertyGridProps {
  properties?: readonly PropertyView[];
  /** Shows skeleton cards instead, busy for assistive technology. */
  loading?: boolean;
  skeletons?: number;
  headingLevel?: 2 | 3 | 4;
  /** Names the list for screen readers. */
  label?: string;
}

/** Property cards in a responsive grid: one column on phones, more as the width allows. */
export function PropertyGrid({ properties = [], loading = false, skeletons = 4, headingLevel = 3, label }: PropertyGridProps) {
  const t = useIntl().formatMessage;
  if (loading) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={label ?? t({ id: 'properties.loading' })}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className={styles.item}>
            <PropertyCard loading />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {properties.map((property) => (
        <li key={property._id} className={styles.item}>
          <PropertyTile property={property} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
