import type { PropertyView } from '@sahm/domain';
import { Box, PropertyCard, Tiles } from '@sahm/ui';
import { useIntl } from 'react-intl';
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
      <Tiles as="ul" minColumnSize={260} aria-busy="true" aria-label={label ?? t({ id: 'properties.loading' })}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Box key={i} as="li" display="flex" flexDirection="column">
            <PropertyCard loading />
          </Box>
        ))}
      </Tiles>
    );
  }
  return (
    <Tiles as="ul" minColumnSize={260} aria-label={label}>
      {/* Each card fills its row's height. */}
      {properties.map((property) => (
        <Box key={property._id} as="li" display="flex" flexDirection="column">
          <PropertyTile property={property} headingLevel={headingLevel} />
        </Box>
      ))}
    </Tiles>
  );
}
