import { Card, Heading, Icon, Section, Text, Tiles, type IconName } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** The marketing claims of spec.md §1, one card each. */
export const advantages = [
  { id: 'minimum', icon: 'wallet' },
  { id: 'rent', icon: 'calendar' },
  { id: 'growth', icon: 'trendingUp' },
  { id: 'trade', icon: 'sort' },
  { id: 'licensed', icon: 'bank' },
  { id: 'documents', icon: 'file' },
] as const satisfies readonly { id: string; icon: IconName }[];

export function AdvantagesSection() {
  const t = useIntl().formatMessage;
  return (
    <Section landmark title={t({ id: 'home.advantages.title' })}>
      <Tiles as="ul" minColumnSize={300}>
        {advantages.map(({ id, icon }) => (
          <Card key={id} as="li" phone="same" gap="sm">
            <span className={styles.advantageIcon}>
              <Icon name={icon} size={24} />
            </span>
            <Heading level={3}>{t({ id: `home.advantages.${id}.title` })}</Heading>
            <Text tone="muted">{t({ id: `home.advantages.${id}.body` })}</Text>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}
