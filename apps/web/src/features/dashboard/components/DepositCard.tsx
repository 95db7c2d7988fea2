import { checkDepositAmount, MIN_DEPOSIT_IQD, paymentProviders, type PaymentProviderName, type StartedPayment } from '@sahm/domain';
import { Button, Card, Heading, Select, Stack, Text, TextField, useToast, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFocusOnMount, useFocusOnReturn } from '../../../lib/stepFocus';
import { ProviderPayment, useProviderName } from '../../../components/ProviderPayment/ProviderPayment';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { startDeposit } from '../api';
import { amountErrorOf, checkAmount } from './amount';

export interface DepositCardProps {
  /** After a payment ends one way or another: the dashboard is fetched again. */
  onChanged: () => unknown;
  /** Leaves for FastPay's or the card provider's page (tests pass their own). */
  navigate?: (url: string) => void;
}

/**
 * Deposit (spec.md §2, §5): an amount of at least 10,000 and a provider,
 * FastPay by default. FastPay and card leave for the provider's page, which
 * comes back to /success or /failure; FIB shows its QR code here, counts
 * down and follows the payment to its end.
 */
export function DepositCard({ onChanged, navigate }: DepositCardProps) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const toast = useToast();
  const providerName = useProviderName();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentProviderName>('fastpay');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const { keyFor, done } = useIdempotencyKey();
  const amountRef = useRef<HTMLInputElement>(null);
  const providerRef = useRef<HTMLDivElement>(null);
  // The provider's screen replaces the form (and its button), and the form comes back after it: focus follows.
  useFocusOnMount(providerRef, started !== null, 'heading');
  useFocusOnReturn(started !== null, amountRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmount(checkDepositAmount, amount, locale);
    if (!checked.ok) {
      setError(checked.error);
      amountRef.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const body = { amount: checked.amount, paymentWith: method };
      const payment = await startDeposit(body, keyFor(body));
      done();
      setStarted(payment);
    } catch (failure) {
      const text = amountErrorOf(failure, t({ id: 'shell.error.server' }));
      setError(text);
      toast.show({ tone: 'error', message: text });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="deposit-title" data-testid="deposit-card">
      <Heading level={2} size={4} id="deposit-title">
        {t({ id: 'dashboard.deposit.title' })}
      </Heading>
      {started ? (
        <div ref={providerRef}>
          <ProviderPayment
            payment={started}
            navigate={navigate}
            completedText={<Text>{t({ id: 'dashboard.deposit.completed' }, { amount: format.money(started.amount) })}</Text>}
            onSettled={() => void onChanged()}
            onClose={() => {
              setStarted(null);
              setAmount('');
            }}
          />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="deposit-title">
          <Stack gap="md">
            <Text size="sm" tone="muted">
              {t({ id: 'dashboard.deposit.lead' })}
            </Text>
            <TextField
              ref={amountRef}
              label={t({ id: 'dashboard.deposit.amount' })}
              hint={t({ id: 'dashboard.deposit.amountHint' }, { min: format.money(MIN_DEPOSIT_IQD) })}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              required
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                if (error) setError(undefined);
              }}
              error={error}
            />
            <Select
              label={t({ id: 'dashboard.deposit.method' })}
              name="paymentWith"
              value={method}
              onValueChange={setMethod}
              options={paymentProviders.map((p) => ({ value: p, label: providerName(p) }))}
            />
            <Button type="submit" loading={sending} leading="plus">
              {t({ id: 'dashboard.deposit.submit' })}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
