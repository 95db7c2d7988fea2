import { withdrawalStatuses, type AdminWithdrawal, type WithdrawalStatus } from '@sahm/domain';
import { Button, DataTable, Heading, Money, Select, Stack } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, post, usePagedList } from '../api';
import { keepFocusInSection, LoadFailed, StatusBadge, TextDialog, useAction, When } from '../parts';

type Decision = { kind: 'paid' | 'reject'; row: AdminWithdrawal; key: string };

/** Withdrawals: the pending requests (or any status); mark one paid out at a named branch, or reject it with a reason. */
export default function Withdrawals(_: SectionProps) {
  const t = useIntl().formatMessage;
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const list = usePagedList<AdminWithdrawal>(adminKeys.withdrawals, { status, sort: status === 'pending' ? 'oldest' : 'newest' });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const { mutate } = useSWRConfig();
  const run = useAction();

  const decide = async (decision: Decision, text: string) => {
    const { kind, row, key } = decision;
    const body = kind === 'paid' ? { branch: text } : { reason: text };
    const result = await run(() => post(`${adminKeys.withdrawals}/${row.id}/${kind === 'paid' ? 'paid' : 'reject'}`, body, { idempotencyKey: key }));
    if (!result.ok) throw result.error;
    keepFocusInSection();
    list.refresh();
    await mutate(adminKeys.summary);
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.withdrawals' })}</Heading>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.withdrawals.caption' })}
          toolbar={
            <Select<WithdrawalStatus>
              label={t({ id: 'admin.filter.status' })}
              value={status}
              onValueChange={setStatus}
              options={withdrawalStatuses.map((value) => ({ value, label: t({ id: `admin.status.${value}` }) }))}
            />
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="wallet"
          emptyTitle={t({ id: 'admin.withdrawals.empty' })}
          columns={[
            { key: 'user', header: t({ id: 'admin.col.person' }), cell: (r) => r.user.fullName ?? r.user.username, primary: true },
            { key: 'email', header: t({ id: 'admin.col.email' }), cell: (r) => <bdi>{r.user.email}</bdi> },
            { key: 'amount', header: t({ id: 'admin.col.amount' }), cell: (r) => <Money value={r.amount} />, align: 'end', nowrap: true },
            { key: 'sent', header: t({ id: 'admin.col.sent' }), cell: (r) => <When value={r.createdAt} />, nowrap: true },
            {
              key: 'status',
              header: t({ id: 'admin.col.status' }),
              cell: (r) => (
                <Stack gap="xxs">
                  <StatusBadge status={r.status} />
                  {r.branch && <span>{r.branch}</span>}
                  {r.reason && <span>{r.reason}</span>}
                </Stack>
              ),
            },
          ]}
          actions={(r) =>
            r.status === 'pending' ? (
              <>
                <Button size="sm" leading="check" onClick={() => setDeciding({ kind: 'paid', row: r, key: newIdempotencyKey() })}>
                  {t({ id: 'admin.withdrawals.markPaid' })}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeciding({ kind: 'reject', row: r, key: newIdempotencyKey() })}>
                  {t({ id: 'admin.reject' })}
                </Button>
              </>
            ) : null
          }
        />
      )}
      {deciding && (
        <TextDialog
          open
          onOpenChange={(o) => !o && setDeciding(null)}
          title={t({ id: deciding.kind === 'paid' ? 'admin.withdrawals.paidTitle' : 'admin.withdrawals.rejectTitle' })}
          description={t(
            { id: 'admin.withdrawals.who' },
            { name: deciding.row.user.fullName ?? deciding.row.user.username, amount: <Money key="m" value={deciding.row.amount} /> },
          )}
          label={t({ id: deciding.kind === 'paid' ? 'admin.branch' : 'admin.reason' })}
          field={deciding.kind === 'paid' ? 'branch' : 'reason'}
          multiline={deciding.kind === 'reject'}
          tone={deciding.kind === 'paid' ? 'primary' : 'danger'}
          submitLabel={t({ id: deciding.kind === 'paid' ? 'admin.withdrawals.markPaid' : 'admin.reject' })}
          onSubmit={(text) => decide(deciding, text)}
        />
      )}
    </Stack>
  );
}
