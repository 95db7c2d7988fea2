import { Badge, Button, EmptyState, Money, Skeleton, useUI } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_BOOK_MAX, ORDER_BOOK_PAGE, useOrderBook } from '../api/get-order-book';
import * as styles from '../PropertyDetail.css';
import { Section } from './Section';

/** The property's order book: open public sell orders from other investors (read-only in this release). */
export function OrderBookSection({ propertyId, signedIn }: { propertyId: string; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [limit, setLimit] = useState(ORDER_BOOK_PAGE);
  const { data, error, isLoading, isValidating, mutate } = useOrderBook(propertyId, limit, signedIn);

  let body;
  if (error && !data) {
    body = (
      <div role="alert" className={styles.factsSingle}>
        <p className={styles.text}>{t({ id: 'shell.error.page' })}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t({ id: 'shell.error.retry' })}
          </Button>
        </div>
      </div>
    );
  } else if (isLoading || !data) {
    body = (
      <div aria-busy="true" className={styles.factsSingle}>
        <span className={styles.visuallyHidden}>{t({ id: 'shell.loading' })}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} blockSize={28} />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    body = <EmptyState icon="wallet" title={t({ id: 'detail.orders.empty' })} description={t({ id: 'detail.orders.emptyHint' })} />;
  } else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t({ id: 'detail.orders.caption' }, { count: data.total })}</caption>
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
        <p className={styles.muted}>
          {t({ id: 'detail.orders.shown' }, { shown: format.number(data.items.length), total: format.number(data.total) })}
          {data.tradingFeeBps > 0 && (
            <>
              {' · '}
              {t({ id: 'detail.orders.fee' }, { fee: format.percent(data.tradingFeeBps / 100, data.tradingFeeBps % 100 === 0 ? 0 : 2) })}
            </>
          )}
        </p>
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

  return <Section title={t({ id: 'detail.orders.title' })}>{body}</Section>;
}
