import type { PricePoint } from '@sahm/domain';
import { Money, Skeleton, Text, useUI, VisuallyHidden } from '@sahm/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Deferred } from '../../../lib/deferred';
import { DetailCard } from './DetailCard';

// nivo is heavy: the chart is its own chunk, fetched only when a detail page shows it.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

/** The token price over time: a chart for the eye, the same figures as a table for screen readers. */
export function PriceHistorySection({ points }: { points: readonly PricePoint[] }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.history.title' })}>
      {points.length === 0 ? (
        <Text size="sm" tone="muted">
          {t({ id: 'detail.history.none' })}
        </Text>
      ) : (
        <>
          {/* Drawn only when it comes near: a long task on a phone, and its figures are in the table below for everyone else. */}
          <Deferred estimatedBlockSize={280} onlyNear>
            <Suspense fallback={<Skeleton shape="rect" blockSize={280} />}>
              <PriceHistoryChart points={points} seriesLabel={t({ id: 'detail.history.series' })} unitLabel={t({ id: 'detail.history.unit' })} />
            </Suspense>
          </Deferred>
          {/* The wrapper hides it: a table ignores a 1px width and would widen the page. */}
          <VisuallyHidden as="div">
            <table>
              <caption>{t({ id: 'detail.history.caption' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'detail.history.date' })}</th>
                  <th scope="col">{t({ id: 'detail.history.value' })}</th>
                  <th scope="col">{t({ id: 'detail.history.series' })}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.date}>
                    <th scope="row">{format.date(point.date)}</th>
                    <td>
                      <Money value={point.value} />
                    </td>
                    <td>
                      <Money value={point.pricePerToken} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </DetailCard>
  );
}
