import type { Dashboard } from '@sahm/domain';
import { Alert, Button, Card, ConfirmDialog, Heading, Money, Stack, Text, useToast, useUI } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { cancelWithdrawal } from '../api';

export interface WalletCardProps {
  balance: Dashboard['balance'];
  pendingWithdrawal: Dashboard['pendingWithdrawal'];
  /** After a change: the dashboard is fetched again. */
  onChanged: () => unknown;
}

/** The wallet: available (spendable) and held, and a pending withdrawal with Cancel behind a confirmation (spec.md §4). */
/** The pending withdrawal's Cancel button, which the withdraw card's notice leads to. */
export const PENDING_WITHDRAWAL_CANCEL_ID = 'pending-withdrawal-cancel';

export function WalletCard({ balance, pendingWithdrawal, onChanged }: WalletCardProps) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const toast = useToast();
  // One key per confirmation: a retried cancel is answered once.
  const [cancelKey, setCancelKey] = useState(newIdempotencyKey);

  return (
    <Card as="section" aria-labelledby="wallet-title" data-testid="wallet-card">
      <Heading level={2} size={4} id="wallet-title">
        {t({ id: 'dashboard.wallet.title' })}
      </Heading>
      <Stack gap="xxs">
        <Text size="sm" tone="muted">
          {t({ id: 'dashboard.wallet.available' })}
        </Text>
        <Text size="lg" weight="bold" data-testid="wallet-available">
          <Money value={balance.available} />
        </Text>
      </Stack>
      <Stack gap="xxs">
        <Text size="sm" tone="muted">
          {t({ id: 'dashboard.wallet.held' })}
        </Text>
        <Text weight="semibold" data-testid="wallet-held">
          <Money value={balance.held} />
        </Text>
        <Text size="sm" tone="muted">
          {t({ id: 'dashboard.wallet.heldHint' })}
        </Text>
      </Stack>
      {pendingWithdrawal && (
        <Alert tone="warning" title={t({ id: 'dashboard.withdrawal.pendingTitle' })}>
          <Stack gap="sm" alignItems="flex-start">
            <Text>
              {t(
                { id: 'dashboard.withdrawal.pendingText' },
                { amount: format.money(pendingWithdrawal.amount), date: format.date(pendingWithdrawal.createdAt) },
              )}
            </Text>
            <ConfirmDialog
              trigger={
                <Button variant="secondary" size="sm" id={PENDING_WITHDRAWAL_CANCEL_ID}>
                  {t({ id: 'dashboard.withdrawal.cancel' })}
                </Button>
              }
              tone="danger"
              title={t({ id: 'dashboard.withdrawal.confirmTitle' })}
              message={t({ id: 'dashboard.withdrawal.confirmText' }, { amount: format.money(pendingWithdrawal.amount) })}
              confirmLabel={t({ id: 'dashboard.withdrawal.confirmYes' })}
              cancelLabel={t({ id: 'dashboard.withdrawal.confirmNo' })}
              errorMessage={(error) => (error instanceof Error ? error.message : undefined)}
              onConfirm={async () => {
                const { message } = await cancelWithdrawal(cancelKey);
                setCancelKey(newIdempotencyKey());
                toast.show({ tone: 'success', message: message ?? t({ id: 'dashboard.withdrawal.canceled' }) });
                await onChanged();
              }}
            />
          </Stack>
        </Alert>
      )}
    </Card>
  );
}
