import { cashDepositRequestStatuses, type AdminCashDeposit, type CashDepositRequestStatus } from '@sahm/domain';
import { Button, ConfirmDialog, DataTable, Heading, Money, Select, Stack, Text, useUI } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, post, usePagedList, useSummary } from '../api';
import { keepFocusInSection, LoadFailed, StatusBadge, TextDialog, useAction, When } from '../parts';

/**
 * Cash deposits awaiting a second admin (four eyes, decisions.md §13): an
 * admin who neither recorded the deposit nor owns the account approves it
 * (the wallet is credited) or rejects it with a reason.
 */
export default function CashDeposits(_: SectionProps) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [status, setStatus] = useState<CashDepositRequestStatus>('pending');
  const list = usePagedList<AdminCashDeposit>(adminKeys.cashDeposits, { status });
  const { data: summary } = useSummary();
  const [approving, setApproving] = useState<{ row: AdminCashDeposit; key: string } | null>(null);
  const [rejecting, setRejecting] = useState<{ row: AdminCashDeposit; key: string } | null>(null);
  const { mutate } = useSWRConfig();
  const run = useAction();

  const after = async () => {
    keepFocusInSection();
    list.refresh();
    await mutate(adminKeys.summary);
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.cash' })}</Heading>
      {summary && <Text tone="muted">{t({ id: 'admin.cash.rule' }, { threshold: format.money(summary.cashDepositApprovalThreshold) })}</Text>}
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.cash.caption' })}
          toolbar={
            <Select<CashDepositRequestStatus>
              label={t({ id: 'admin.filter.status' })}
              value={status}
              onValueChange={setStatus}
              options={cashDepositRequestStatuses.map((value) => ({ value, label: t({ id: `admin.status.${value}` }) }))}
            />
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="bank"
          emptyTitle={t({ id: 'admin.cash.empty' })}
          columns={[
            { key: 'user', header: t({ id: 'admin.col.person' }), cell: (r) => r.user.fullName ?? r.user.username, primary: true },
            { key: 'amount', header: t({ id: 'admin.col.amount' }), cell: (r) => <Money value={r.amount} />, align: 'end', nowrap: true },
            { key: 'branch', header: t({ id: 'admin.branch' }), cell: (r) => r.branch },
            { key: 'by', header: t({ id: 'admin.cash.recordedBy' }), cell: (r) => <bdi>{r.requestedBy.email}</bdi> },
            { key: 'sent', header: t({ id: 'admin.col.sent' }), cell: (r) => <When value={r.createdAt} />, nowrap: true },
            { key: 'status', header: t({ id: 'admin.col.status' }), cell: (r) => <StatusBadge status={r.status} /> },
          ]}
          actions={(r) =>
            r.canDecide ? (
              <>
                <Button size="sm" leading="check" onClick={() => setApproving({ row: r, key: newIdempotencyKey() })}>
                  {t({ id: 'admin.approve' })}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRejecting({ row: r, key: newIdempotencyKey() })}>
                  {t({ id: 'admin.reject' })}
                </Button>
              </>
            ) : r.status === 'pending' ? (
              <Text size="sm" tone="muted">
                {t({ id: 'admin.cash.notYours' })}
              </Text>
            ) : null
          }
        />
      )}
      {approving && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setApproving(null)}
          title={t({ id: 'admin.cash.approveTitle' })}
          message={t(
            { id: 'admin.cash.approveMessage' },
            { amount: format.money(approving.row.amount), name: approving.row.user.fullName ?? approving.row.user.username, branch: approving.row.branch },
          )}
          confirmLabel={t({ id: 'admin.approve' })}
          onConfirm={async () => {
            const result = await run(() => post(`${adminKeys.cashDeposits}/${approving.row.id}/approve`, {}, { idempotencyKey: approving.key }));
            if (!result.ok) throw result.error;
            await after();
          }}
          errorMessage={(error) => (error instanceof Error ? error.message : t({ id: 'admin.failed' }))}
        />
      )}
      {rejecting && (
        <TextDialog
          open
          onOpenChange={(o) => !o && setRejecting(null)}
          title={t({ id: 'admin.cash.rejectTitle' })}
          label={t({ id: 'admin.reason' })}
          field="reason"
          multiline
          tone="danger"
          submitLabel={t({ id: 'admin.reject' })}
          onSubmit={async (reason) => {
            const result = await run(() => post(`${adminKeys.cashDeposits}/${rejecting.row.id}/reject`, { reason }, { idempotencyKey: rejecting.key }));
            if (!result.ok) throw result.error;
            await after();
          }}
        />
      )}
    </Stack>
  );
}
