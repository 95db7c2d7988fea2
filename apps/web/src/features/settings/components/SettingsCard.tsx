import { Card, Heading, Stack, Text } from '@sahm/ui';
import type { ReactNode } from 'react';
import * as styles from '../Settings.css';

/**
 * One part of /settings: a card named by its heading, with an optional line
 * under it. Its `id` (config/paths settingsSections) is what a link to the
 * part points at, e.g. /settings#settings-phone.
 */
export function SettingsCard({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" id={id} className={styles.linkTarget} aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Heading level={2} size={3} id={`${id}-title`}>
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </Stack>
      {children}
    </Card>
  );
}
