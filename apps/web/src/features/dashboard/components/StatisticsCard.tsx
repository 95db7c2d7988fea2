import type { Dashboard } from '@sahm/domain';
import { Card, DescriptionList, Heading, Money, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';

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
      <DescriptionList
        layout="tiles"
        minColumnSize={180}
        valueSize="lg"
        items={order.map((key) => ({
          label: t({ id: `dashboard.stats.${key}` }),
          value: key === 'numberOfDeposits' ? format.number(statistics[key]) : <Money value={statistics[key]} />,
          data: { 'data-stat': key },
        }))}
      />
    </Card>
  );
}
