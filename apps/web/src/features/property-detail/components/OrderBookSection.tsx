import { orderBookSorts, type OrderBookItem, type OrderBookSort } from '@sahm/domain';
import { Badge, Button, DataTable, Dialog, EmptyState, Money, Select, Skeleton, Stack, Text, useUI, VisuallyHidden, type DataTableColumn } from '@sahm/ui';
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
  // A table where the card is wide, a card per order where it is phone-narrow (the library's DataTable):
  // five columns with the buy or cancel button did not fit 375 px, and the button was cut off at the edge.
  const columns: DataTableColumn<OrderBookItem>[] = [
    {
      key: 'seller',
      header: t({ id: 'detail.orders.seller' }),
      primary: true,
      cell: (order) => (
        <>
          <bdi className={styles.breakAnywhere}>{order.seller.username}</bdi>
          {order.owned && (
            <>
              {' '}
              <Badge tone="accent">{t({ id: 'detail.orders.yours' })}</Badge>
            </>
          )}
        </>
      ),
    },
    { key: 'tokens', header: t({ id: 'detail.orders.tokens' }), align: 'end', cell: (order) => <bdi>{format.number(order.numberOfTokens)}</bdi> },
    { key: 'price', header: t({ id: 'detail.orders.price' }), align: 'end', nowrap: true, cell: (order) => <Money value={order.pricePerToken} /> },
    { key: 'total', header: t({ id: 'detail.orders.total' }), align: 'end', nowrap: true, cell: (order) => <Money value={order.total} /> },
  ];

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
        {/* Busy while another page or order of the book is on its way. */}
        <div aria-busy={isValidating || undefined}>
          <DataTable
            caption={t({ id: 'detail.orders.caption' }, { count: format.number(data.total) })}
            columns={columns}
            rows={data.items}
            rowKey={(order) => order.orderId}
            actionsHeader={t({ id: 'trade.order.actions' })}
            actions={
              signedIn
                ? (order) =>
                    order.action === 'cancel' ? (
                      <CancelOrderButton order={order} />
                    ) : (
                      <Button
                        size="sm"
                        onClick={() => setBuying(order)}
                        aria-label={t({ id: 'trade.order.buyLabel' }, { tokens: order.numberOfTokens, seller: order.seller.username })}
                      >
                        {t({ id: 'trade.order.buy' })}
                      </Button>
                    )
                : undefined
            }
          />
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
