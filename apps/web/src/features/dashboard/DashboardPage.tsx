import { PageBlock, Section, Skeleton, Stack, Tiles } from '@sahm/ui';
import { Suspense, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { lazyChunk, useLoadAfterPaint } from '../../lib/afterPaint';
import { LoadError } from '../../components/LoadError/LoadError';
import { useDashboard } from './api';
import { ChartCard } from './components/ChartCard';
import { StatisticsCard } from './components/StatisticsCard';
import { WalletCard } from './components/WalletCard';

// The money forms are their own chunk, fetched right after the first paint (the welcome and the
// skeletons), which waits for neither it nor the dashboard's data; by the time the data is in, they
// mostly are too. They check amounts with @sahm/domain's zod-free form rules, so the chunk brings no zod.
const moneyForms = lazyChunk(() => import('./components/MoneyForms'));
const DepositCard = moneyForms.part((m) => m.DepositCard);
const WithdrawCard = moneyForms.part((m) => m.WithdrawCard);
const formSkeleton = <Skeleton shape="rect" blockSize={260} />;

/**
 * /dashboard (spec.md §2): welcome; the wallet with available and held and a
 * pending withdrawal; deposit and withdraw; the statistics of spec.md §3;
 * tokens and asset value by year. Refreshed after each money action and
 * whenever a notification arrives (app/layout/session).
 */
export default function DashboardPage() {
  const t = useIntl().formatMessage;
  const { profile } = useAuth();
  const { data: latest, error, isLoading, mutate } = useDashboard();
  // SWR hands over new data as a synchronous update, rendered in one long task; deferred, the cards are
  // rendered in a transition, in slices (the skeleton stays until they are ready).
  const deferred = useDeferredValue(latest);
  const data = latest === undefined ? undefined : deferred;
  const name = profile?.fullName?.trim() || profile?.username;
  const refresh = () => mutate();
  useLoadAfterPaint(moneyForms.load);

  return (
    <PageBlock as="section" width="wide" space="xl" aria-labelledby="dashboard-title">
      <Section
        level={1}
        headingId="dashboard-title"
        title={name ? t({ id: 'dashboard.welcome' }, { name }) : t({ id: 'dashboard.welcomeAnonymous' })}
        lead={t({ id: 'dashboard.lead' })}
      />
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data || isLoading ? (
        <Stack gap="lg" aria-busy="true" aria-label={t({ id: 'shell.loading' })}>
          <Tiles minColumnSize={280} space="lg">
            <Skeleton shape="rect" blockSize={260} />
            <Skeleton shape="rect" blockSize={260} />
            <Skeleton shape="rect" blockSize={260} />
          </Tiles>
          <Skeleton shape="rect" blockSize={320} />
        </Stack>
      ) : (
        <>
          <Tiles minColumnSize={280} space="lg" alignItems="flex-start">
            <WalletCard balance={data.balance} pendingWithdrawal={data.pendingWithdrawal} onChanged={refresh} />
            <Suspense fallback={formSkeleton}>
              <DepositCard onChanged={refresh} />
            </Suspense>
            <Suspense fallback={formSkeleton}>
              <WithdrawCard hasPending={!!data.pendingWithdrawal} onChanged={refresh} />
            </Suspense>
          </Tiles>
          <StatisticsCard statistics={data.statistics} />
          <ChartCard chart={data.chart} />
        </>
      )}
    </PageBlock>
  );
}
