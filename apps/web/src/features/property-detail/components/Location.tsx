import type { PropertyDetails } from '@sahm/domain';
import { Icon, Stack, Text } from '@sahm/ui';

/** The property's address and city after a map pin; a long address wraps beside the pin. */
export function Location({ details }: { details: Pick<PropertyDetails, 'address' | 'city'> }) {
  return (
    <Text as="div" tone="muted">
      <Stack direction="row" alignItems="center" gap="xs">
        <Icon name="mapPin" size={16} />
        {details.address}, {details.city}
      </Stack>
    </Text>
  );
}
