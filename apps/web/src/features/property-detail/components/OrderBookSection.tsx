import { orderBookSorts, type OrderBookItem, type OrderBookSort } from '@sahm/domain';
import { Badge, Button, Dialog, EmptyState, Money, Select, Skeleton, Stack, Text, useUI, VisuallyHidden } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_PAGE, useOrderPage } from '../api/trade';
import * as styles from '../PropertyDetail.css';
import { BuyFromOrder } from '../trade/BuyFromOrder';
import { CancelOrderButton } from '../trade/MyOrders';
import { DetailCard } from './DetailCard';

/**
 * The property's order book (decisions.md §5): open public sell orders,
 * sorted newest, most shares, cheapest or my offers first, a page at a
 * time. Signed in, someone else's order can be bought in part or whole
 * through the payment-method screen, and my own cancelled after a
 * confirmation.
 */
export function OrderBookSection({ propertyId, signedIn, navigate }: { propertyId: string; signedIn: boolean; navigate?: (url: string) => void }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [sort, setSort] = useState<OrderBookSort>('new');
  const [skip, setSkip] = useState(0);
  const [buying, setBuying] = useState<OrderBookItem | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useOrderPage(propertyId, { sort, skip, filter: 'all' }, signedIn);
  const sorts = signedIn ? orderBookSorts : orderBookSorts.filter((s) => s !== 'myOffers');

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
  } else if (data.total === 0) {
    body = <EmptyState icon="wallet" title={t({ id: 'detail.orders.empty' })} description={t({ id: 'detail.orders.emptyHint' })} />;
  } else {
    const pages = Math.max(1, Math.ceil(data.total / ORDER_PAGE));
    const page = Math.floor(skip / ORDER_PAGE) + 1;
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={isValidating || undefined}>
            <VisuallyHidden as="caption">{t({ id: 'detail.orders.caption' }, { count: data.total })}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'detail.orders.seller' })}</th>
                <th scope="col">{t({ id: 'detail.orders.tokens' })}</th>
                <th scope="col">{t({ id: 'detail.orders.price' })}</th>
                <th scope="col">{t({ id: 'detail.orders.total' })}</th>
                {signedIn && (
                  <th scope="col">
                    <VisuallyHidden>{t({ id: 'trade.order.actions' })}</VisuallyHidden>
                  </th>
                )}
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
                  {signedIn && (
                    <td>
                      {order.action === 'cancel' ? (
                        <CancelOrderButton order={order} />
                      ) : (
                        <Button
                          size="sm"
                          onClick={() => setBuying(order)}
                          aria-label={t(
                            { id: 'trade.order.buyLabel' },
                            {
                              tokens: order.numberOfTokens,
                              seller: order.seller.username,
                            }
                          )}
                        >
                          {t({ id: 'trade.order.buy' })}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Text size="sm" tone="muted">
          {t(
            { id: 'detail.orders.shown' },
            {
              shown: format.number(data.items.length),
              total: data.total,
            }
          )}
          {data.tradingFeeBps > 0 && (
            <>
              {' · '}
              {t(
                { id: 'detail.orders.fee' },
                {
                  fee: format.percent(data.tradingFeeBps / 100, data.tradingFeeBps % 100 === 0 ? 0 : 2),
                }
              )}
            </>
          )}
        </Text>
        {pages > 1 && (
          <nav aria-label={t({ id: 'trade.order.paging' })}>
            <Stack direction="row" gap="sm" alignItems="center" flexWrap="wrap">
              <Button size="sm" variant="secondary" leading="chevronStart" disabled={page <= 1} onClick={() => setSkip(Math.max(0, skip - ORDER_PAGE))}>
                {t({ id: 'trade.order.previous' })}
              </Button>
              <Text size="sm" aria-live="polite">
                {t({ id: 'trade.order.page' }, { page: format.number(page), pages: format.number(pages) })}
              </Text>
              <Button size="sm" variant="secondary" trailing="chevronEnd" disabled={page >= pages} onClick={() => setSkip(skip + ORDER_PAGE)}>
                {t({ id: 'trade.order.next' })}
              </Button>
            </Stack>
          </nav>
        )}
        {buying && (
          <Dialog
            open
            onOpenChange={(open) => {
              if (!open) setBuying(null);
            }}
            title={t({ id: 'trade.order.title' })}
            description={t({ id: 'trade.order.from' }, { seller: buying.seller.username })}
          >
            <BuyFromOrder order={buying} tradingFeeBps={data.tradingFeeBps} navigate={navigate} onClose={() => setBuying(null)} />
          </Dialog>
        )}
      </>
    );
  }

  return (
    <DetailCard title={t({ id: 'detail.orders.title' })}>
      <Select
        label={t({ id: 'trade.order.sort' })}
        name="sort"
        size="sm"
        value={sort}
        onValueChange={(value) => {
          setSort(value);
          setSkip(0);
        }}
        options={sorts.map((s) => ({
          value: s,
          label: t({ id: `trade.order.sort.${s}` }),
        }))}
      />
      {body}
    </DetailCard>
  );
}
