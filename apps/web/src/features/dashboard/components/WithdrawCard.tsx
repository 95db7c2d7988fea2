import { checkWithdrawalAmount, MIN_WITHDRAWAL_IQD } from '@sahm/domain';
import { Alert, Button, Card, Heading, Stack, Text, TextField, useToast, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFocusOnReturn, useFocusWhen } from '../../../lib/stepFocus';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { requestWithdrawal } from '../api';
import { amountErrorOf, checkAmount } from './amount';
import { PENDING_WITHDRAWAL_CANCEL_ID } from './WalletCard';

export interface WithdrawCardProps {
  /** A request is already waiting: at most one at a time (decisions.md §7). */
  hasPending: boolean;
  onChanged: () => unknown;
}

/** Brings the wallet card's pending request into view, its Cancel button focused. */
function goToPendingWithdrawal() {
  const cancel = document.getElementById(PENDING_WITHDRAWAL_CANCEL_ID);
  cancel?.scrollIntoView({ block: 'center' });
  cancel?.focus({ preventScroll: true });
}

/** Withdraw (spec.md §4): an amount moves to held until an admin pays it out at a branch; one pending request at a time. */
export function WithdrawCard({ hasPending, onChanged }: WithdrawCardProps) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { keyFor, done } = useIdempotencyKey();
  const amountRef = useRef<HTMLInputElement>(null);
  const pendingRef = useRef<HTMLDivElement>(null);
  // A request sent replaces the form (and its button) with the pending notice; a cancelled one brings the form back.
  useFocusWhen(hasPending, pendingRef);
  useFocusOnReturn(hasPending, amountRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmount(checkWithdrawalAmount, amount, locale);
    if (!checked.ok) {
      setError(checked.error);
      amountRef.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const { message } = await requestWithdrawal(checked.amount, keyFor({ amount: checked.amount }));
      done();
      setAmount('');
      toast.show({ tone: 'success', message: message ?? t({ id: 'dashboard.withdraw.sent' }) });
      await onChanged();
    } catch (failure) {
      const text = amountErrorOf(failure, t({ id: 'shell.error.server' }));
      setError(text);
      toast.show({ tone: 'error', message: text });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="withdraw-title" data-testid="withdraw-card">
      <Heading level={2} size={4} id="withdraw-title">
        {t({ id: 'dashboard.withdraw.title' })}
      </Heading>
      <Text size="sm" tone="muted">
        {t({ id: 'dashboard.withdraw.lead' })}
      </Text>
      {hasPending ? (
        <div ref={pendingRef} tabIndex={-1}>
          <Alert tone="info">
            <Stack gap="sm" alignItems="flex-start">
              <Text>{t({ id: 'dashboard.withdraw.onePending' })}</Text>
              {/* The request and its Cancel are in the wallet card: a screen up on a phone. */}
              <Button variant="secondary" size="sm" onClick={goToPendingWithdrawal}>
                {t({ id: 'dashboard.withdraw.showPending' })}
              </Button>
            </Stack>
          </Alert>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="withdraw-title">
          <Stack gap="md">
            <TextField
              ref={amountRef}
              label={t({ id: 'dashboard.withdraw.amount' })}
              hint={t({ id: 'dashboard.withdraw.amountHint' }, { min: format.money(MIN_WITHDRAWAL_IQD) })}
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
            <Button type="submit" variant="secondary" loading={sending} leading="bank">
              {t({ id: 'dashboard.withdraw.submit' })}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
