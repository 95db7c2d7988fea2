import type { OrderBookItem } from '@sahm/domain';
import { Button, Money, Stack, Text, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { approveBid } from '../api/trade';
import { checkTokens } from './input';
import { useFocusOnReturn } from '../../../lib/stepFocus';
import { PaymentStep } from './PaymentStep';
import { TokenStepper } from './TokenStepper';

/**
 * Buying part or all of someone's order (decisions.md §5): the count (all of
 * it to start with), then the same payment-method screen as a purchase from
 * the platform, with the trading fee the seller pays shown before confirming.
 */
export function BuyFromOrder({
  order,
  tradingFeeBps,
  onClose,
  navigate,
}: {
  order: OrderBookItem;
  tradingFeeBps: number;
  onClose: () => void;
  navigate?: (url: string) => void;
}) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const [typed, setTyped] = useState(() => format.number(order.numberOfTokens));
  const [error, setError] = useState<string>();
  const [tokens, setTokens] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnReturn(tokens !== null, inputRef);
  const checked = checkTokens(typed, locale, order.numberOfTokens);
  const fee = format.percent(tradingFeeBps / 100, tradingFeeBps % 100 === 0 ? 0 : 2);

  if (tokens !== null) {
    return (
      <PaymentStep
        summary={[
          {
            label: t({ id: 'trade.summary.tokens' }),
            value: <bdi>{format.number(tokens)}</bdi>,
          },
          {
            label: t({ id: 'detail.orders.price' }),
            value: <Money value={order.pricePerToken} />,
          },
          { label: t({ id: 'trade.order.fee' }), value: <bdi>{fee}</bdi> },
        ]}
        amount={tokens * order.pricePerToken}
        intent={{ orderId: order.orderId, tokens }}
        navigate={navigate}
        completedText={<Text>{t({ id: 'trade.buy.completed' }, { tokens })}</Text>}
        pay={(choice, key) =>
          approveBid(
            {
              orderId: order.orderId,
              numberOfTokens: tokens,
              paymentWith: choice.paymentWith,
              userAgreement: true,
            },
            key
          )
        }
        onBack={() => setTokens(null)}
        onDone={onClose}
      />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    setTokens(checked.value);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t({ id: 'trade.order.title' })}>
      <Stack gap="md">
        <TokenStepper
          inputRef={inputRef}
          label={t({ id: 'trade.tokens.label' })}
          hint={t({ id: 'trade.tokens.hint' }, { max: order.numberOfTokens })}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            setError(undefined);
          }}
          error={error}
          max={order.numberOfTokens}
        />
        <Stack direction="row" justifyContent="space-between" gap="md" aria-live="polite">
          <Text tone="muted">{t({ id: 'trade.pay.total' })}</Text>
          {checked.ok ? <Money value={checked.value * order.pricePerToken} /> : <Text tone="muted">—</Text>}
        </Stack>
        <Text size="sm" tone="muted">
          {t({ id: 'trade.order.feeNote' }, { fee })}
        </Text>
        <Button type="submit" leading="wallet">
          {t({ id: 'trade.buy.continue' })}
        </Button>
      </Stack>
    </form>
  );
}
