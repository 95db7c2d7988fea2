import type { PropertyDetails } from '@sahm/domain';
import { Icon, Stack, Text, useUI } from '@sahm/ui';

/** The property's address and city after a map pin; a long address wraps beside the pin. */
export function Location({ details }: { details: Pick<PropertyDetails, 'address' | 'city'> }) {
  // Arabic, Sorani and Badini separate with the Arabic comma, like their catalogs.
  const comma = useUI().locale === 'en' ? ', ' : '، ';
  return (
    <Text as="div" tone="muted">
      <Stack direction="row" alignItems="center" gap="xs">
        <Icon name="mapPin" size={16} />
        {details.address}
        {comma}
        {details.city}
      </Stack>
    </Text>
  );
}
