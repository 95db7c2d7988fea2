import type { OrderBookItem } from '@sahm/domain';
import { Button, ConfirmDialog, Heading, Money, Skeleton, Stack, Text, useToast, useUI, VisuallyHidden } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { keepFocusIn } from '../../../lib/stepFocus';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { cancelOrder, useOrderPage, useRefreshTrading } from '../api/trade';
import { errorText } from './input';

/** My open public orders of this property, each with Cancel behind a confirmation (spec.md §4: listed, then cancelled on confirmation). */
export function MyOrders({ propertyId }: { propertyId: string }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useOrderPage(propertyId, { sort: 'new', skip: 0, filter: 'mine' }, true);
  let body;
  if (error && !data) {
    body = (
      <Stack role="alert" gap="xs">
        <Text size="sm">{t({ id: 'shell.error.page' })}</Text>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void mutate()}>
            {t({ id: 'shell.error.retry' })}
          </Button>
        </div>
      </Stack>
    );
  } else if (isLoading || !data) {
    body = (
      <Stack aria-busy="true" gap="xs">
        <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
        <Skeleton blockSize={28} />
      </Stack>
    );
  } else if (data.items.length === 0) {
    body = (
      <Text size="sm" tone="muted">
        {t({ id: 'trade.mine.empty' })}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" role="list">
        {data.items.map((order) => (
          <MyOrder key={order.orderId} order={order} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="my-orders">
      <Heading level={3} size={4}>
        {t({ id: 'trade.mine.title' })}
      </Heading>
      {body}
    </Stack>
  );
}

function MyOrder({ order }: { order: OrderBookItem }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Stack role="listitem" direction="row" justifyContent="space-between" alignItems="center" gap="sm" flexWrap="wrap">
      <Stack gap="xxs">
        <Text>
          {t(
            { id: 'trade.mine.order' },
            {
              tokens: order.numberOfTokens,
              price: format.money(order.pricePerToken),
            }
          )}
        </Text>
        <Text size="sm" tone="muted">
          <Money value={order.total} />
        </Text>
      </Stack>
      <CancelOrderButton order={order} />
    </Stack>
  );
}

/** Cancel one of my public orders, after a confirmation; its unfilled tokens come back. */
export function CancelOrderButton({ order }: { order: OrderBookItem }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const toast = useToast();
  const refresh = useRefreshTrading();
  const mark = useId();
  const what = t(
    { id: 'trade.mine.order' },
    {
      tokens: order.numberOfTokens,
      price: format.money(order.pricePerToken),
    }
  );
  return (
    <ConfirmDialog
      title={t({ id: 'trade.mine.cancelTitle' })}
      message={t({ id: 'trade.mine.cancelText' }, { order: what })}
      confirmLabel={t({ id: 'trade.mine.cancelConfirm' })}
      cancelLabel={t({ id: 'trade.mine.keep' })}
      tone="danger"
      errorMessage={(error) => errorText(error, t({ id: 'shell.error.server' }))}
      onConfirm={async () => {
        // Cancelling is idempotent by nature (a closed order stays closed); the key still makes a lost answer's retry a replay.
        const message = await cancelOrder({ orderId: order.orderId, propertyId: order.propertyId }, newIdempotencyKey());
        toast.show({ tone: 'success', message });
        // The order's row, with the Cancel button the dialog gives focus back to, goes with the refresh.
        const place = document.querySelector(`[data-cancel-order="${mark}"]`)?.closest<HTMLElement>('section, main');
        if (place) keepFocusIn(place);
        void refresh();
      }}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t({ id: 'trade.mine.cancelLabel' }, { order: what })} data-cancel-order={mark}>
          {t({ id: 'trade.mine.cancel' })}
        </Button>
      }
    />
  );
}
