import { Badge, Button, EmptyState, Money, Skeleton, Stack, Text, useUI, VisuallyHidden } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_BOOK_MAX, ORDER_BOOK_PAGE, useOrderBook } from '../api/get-order-book';
import * as styles from '../PropertyDetail.css';
import { DetailCard } from './DetailCard';

/** The property's order book: open public sell orders from other investors (read-only in this release). */
export function OrderBookSection({ propertyId, signedIn }: { propertyId: string; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [limit, setLimit] = useState(ORDER_BOOK_PAGE);
  const { data, error, isLoading, isValidating, mutate } = useOrderBook(propertyId, limit, signedIn);

  let body;
  if (error && !data) {
    body = (
      <Stack role="alert" gap="sm">
        <Text>{t({ id: 'shell.error.page' })}</Text>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t({ id: 'shell.error.retry' })}
          </Button>
        </div>
      </Stack>
    );
  } else if (isLoading || !data) {
    body = (
      <Stack aria-busy="true" gap="sm">
        <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} blockSize={28} />
        ))}
      </Stack>
    );
  } else if (data.items.length === 0) {
    body = <EmptyState icon="wallet" title={t({ id: 'detail.orders.empty' })} description={t({ id: 'detail.orders.emptyHint' })} />;
  } else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <VisuallyHidden as="caption">{t({ id: 'detail.orders.caption' }, { count: data.total })}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'detail.orders.seller' })}</th>
                <th scope="col">{t({ id: 'detail.orders.tokens' })}</th>
                <th scope="col">{t({ id: 'detail.orders.price' })}</th>
                <th scope="col">{t({ id: 'detail.orders.total' })}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order.orderId}>
                  <td className={styles.breakAnywhere}>
                    <bdi>{order.seller.username}</bdi>
                    {order.owned && (
                      <>
                        {' '}
                        <Badge tone="accent">{t({ id: 'detail.orders.yours' })}</Badge>
                      </>
                    )}
                  </td>
                  <td>
                    <bdi>{format.number(order.numberOfTokens)}</bdi>
                  </td>
                  <td>
                    <Money value={order.pricePerToken} />
                  </td>
                  <td>
                    <Money value={order.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Text size="sm" tone="muted">
          {t({ id: 'detail.orders.shown' }, { shown: format.number(data.items.length), total: format.number(data.total) })}
          {data.tradingFeeBps > 0 && (
            <>
              {' · '}
              {t({ id: 'detail.orders.fee' }, { fee: format.percent(data.tradingFeeBps / 100, data.tradingFeeBps % 100 === 0 ? 0 : 2) })}
            </>
          )}
        </Text>
        {data.total > data.items.length && limit < ORDER_BOOK_MAX && (
          <div>
            <Button variant="secondary" size="sm" loading={isValidating} onClick={() => setLimit((l) => Math.min(ORDER_BOOK_MAX, l + ORDER_BOOK_PAGE))}>
              {t({ id: 'detail.orders.more' })}
            </Button>
          </div>
        )}
      </>
    );
  }

  return <DetailCard title={t({ id: 'detail.orders.title' })}>{body}</DetailCard>;
}
