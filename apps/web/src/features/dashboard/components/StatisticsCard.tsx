import type { Dashboard } from '@sahm/domain';
import { Card, Heading, Money, Stack, Tiles, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from '../Dashboard.css';

type Statistics = Dashboard['statistics'];

/** The statistics of spec.md §3, in its order; all amounts but the number of deposits. */
const order: ReadonlyArray<keyof Statistics> = [
  'assetsValuation',
  'moneyDeposited',
  'withdrawn',
  'spent',
  'spentThroughWallet',
  'spentThroughFastpay',
  'spentThroughFib',
  'spentThroughCard',
  'rentRevenue',
  'sellingRevenue',
  'numberOfDeposits',
  'biggestDeposit',
  'depositedViaBranches',
  'depositedViaFastpay',
  'depositedViaFib',
  'depositedViaCard',
];

/** Statistics from the ledger (spec.md §3) as label–value pairs. */
export function StatisticsCard({ statistics }: { statistics: Statistics }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Card as="section" aria-labelledby="stats-title">
      <Heading level={2} size={4} id="stats-title">
        {t({ id: 'dashboard.stats.title' })}
      </Heading>
      <Tiles as="dl" minColumnSize={180} space="md">
        {order.map((key) => (
          <Stack key={key} gap="xxs" data-stat={key}>
            <dt className={styles.statLabel}>{t({ id: `dashboard.stats.${key}` })}</dt>
            <dd className={styles.statValue}>{key === 'numberOfDeposits' ? format.number(statistics[key]) : <Money value={statistics[key]} />}</dd>
          </Stack>
        ))}
      </Tiles>
    </Card>
  );
}
