import type { Dashboard } from '@sahm/domain';
import { Button, Card, EmptyState, Heading, Money, Skeleton, Stack, Text, Tiles, useUI, VisuallyHidden } from '@sahm/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Deferred } from '../../../lib/deferred';

// nivo is heavy: the chart is its own chunk, fetched and drawn when the card comes near the
// viewport (on a phone it is below the wallet, deposit, withdrawal and statistics cards), or
// once the page is idle; the table for screen readers is there from the start.
const YearChart = lazy(() => import('./YearChart'));

/** Tokens and asset value at each year's end (spec.md §2): two charts for the eye, one table for screen readers. */
export function ChartCard({ chart }: { chart: Dashboard['chart'] }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const owned = chart.some((p) => p.tokens > 0 || p.value > 0);
  const year = (y: number) => format.number(y, { useGrouping: false });
  return (
    <Card as="section" aria-labelledby="chart-title">
      <Heading level={2} size={4} id="chart-title">
        {t({ id: 'dashboard.chart.title' })}
      </Heading>
      {!owned ? (
        <EmptyState
          icon="trendingUp"
          title={t({ id: 'dashboard.chart.empty' })}
          action={
            <Button asChild variant="secondary">
              <Link to={paths.viewProperties.getHref()}>{t({ id: 'dashboard.chart.browse' })}</Link>
            </Button>
          }
        />
      ) : (
        <>
          {/* Drawn only when it comes near: two charts are a long task on a phone, and their figures are in the table below for everyone else. */}
          <Deferred estimatedBlockSize={300} onlyNear>
            <Tiles minColumnSize={280} space="lg">
              {(['tokens', 'value'] as const).map((series) => (
                <Stack key={series} gap="xs">
                  <Text size="sm" weight="semibold" tone="muted">
                    {t({ id: `dashboard.chart.${series}` })}
                  </Text>
                  <Suspense fallback={<Skeleton shape="rect" blockSize={280} />}>
                    <YearChart
                      points={chart.map((p) => ({ year: p.year, value: p[series] }))}
                      seriesLabel={t({ id: `dashboard.chart.${series}` })}
                      kind={series === 'value' ? 'money' : 'count'}
                    />
                  </Suspense>
                </Stack>
              ))}
            </Tiles>
          </Deferred>
          {/* The wrapper hides it: a table ignores a 1px width and would widen the page. */}
          <VisuallyHidden as="div">
            <table>
              <caption>{t({ id: 'dashboard.chart.caption' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'dashboard.chart.year' })}</th>
                  <th scope="col">{t({ id: 'dashboard.chart.tokens' })}</th>
                  <th scope="col">{t({ id: 'dashboard.chart.value' })}</th>
                </tr>
              </thead>
              <tbody>
                {chart.map((p) => (
                  <tr key={p.year}>
                    <th scope="row">{year(p.year)}</th>
                    <td>{format.number(p.tokens)}</td>
                    <td>
                      <Money value={p.value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
