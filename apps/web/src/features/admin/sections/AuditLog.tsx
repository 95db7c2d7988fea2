import type { AdminUserPage, AuditLogEntry } from '@sahm/domain';
import { Button, DataTable, Heading, Select, Stack, TextField } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, usePagedList } from '../api';
import { errorOf, LoadFailed, useLocalDigits, When } from '../parts';

const ALL = 'all';

/** The audit log: every admin action, filtered by admin, action and dates. */
export default function AuditLog(_: SectionProps) {
  const t = useIntl().formatMessage;
  const digits = useLocalDigits();
  const [adminId, setAdminId] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const [dates, setDates] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState({ from: '', to: '' });
  const { data: admins } = useSWR<AdminUserPage>(`${adminKeys.users}?role=admin&limit=100`);
  const { data: actions } = useSWR<string[]>(`${adminKeys.auditLog}/actions`);
  const list = usePagedList<AuditLogEntry>(adminKeys.auditLog, {
    adminId: adminId === ALL ? undefined : adminId,
    action: action === ALL ? undefined : action,
    from: applied.from || undefined,
    to: applied.to || undefined,
  });

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.audit' })}</Heading>
      {list.error && !errorOf(list.error, 'from') && !errorOf(list.error, 'to') && <LoadFailed error={list.error} onRetry={list.refresh} />}
      <DataTable
        caption={t({ id: 'admin.audit.caption' })}
        toolbar={
          <>
            <Select
              label={t({ id: 'admin.audit.admin' })}
              value={adminId}
              onValueChange={setAdminId}
              options={[{ value: ALL, label: t({ id: 'admin.audit.anyAdmin' }) }, ...(admins?.items ?? []).map((a) => ({ value: a.id, label: a.email }))]}
            />
            <Select
              label={t({ id: 'admin.audit.action' })}
              value={action}
              onValueChange={setAction}
              options={[{ value: ALL, label: t({ id: 'admin.audit.anyAction' }) }, ...(actions ?? []).map((a) => ({ value: a, label: a }))]}
            />
            <form
              onSubmit={(e) => {
                e.preventDefault();
                setApplied(dates);
              }}
            >
              <Stack direction="row" gap="sm" alignItems="flex-end" flexWrap="wrap">
                <TextField
                  label={t({ id: 'admin.audit.from' })}
                  hint={t({ id: 'admin.dateHint' }, { example: digits('2026-11-01') })}
                  dir="ltr"
                  value={dates.from}
                  onChange={(e) => setDates((d) => ({ ...d, from: e.target.value }))}
                  error={errorOf(list.error, 'from')}
                />
                <TextField
                  label={t({ id: 'admin.audit.to' })}
                  hint={t({ id: 'admin.dateHint' }, { example: digits('2026-11-01') })}
                  dir="ltr"
                  value={dates.to}
                  onChange={(e) => setDates((d) => ({ ...d, to: e.target.value }))}
                  error={errorOf(list.error, 'to')}
                />
                <Button type="submit" variant="secondary" leading="filter">
                  {t({ id: 'admin.audit.apply' })}
                </Button>
              </Stack>
            </form>
          </>
        }
        rows={list.error ? [] : list.items}
        rowKey={(r) => String(r.id)}
        loading={list.loading}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        emptyIcon="file"
        emptyTitle={t({ id: 'admin.audit.empty' })}
        columns={[
          { key: 'when', header: t({ id: 'admin.audit.when' }), cell: (r) => <When value={r.createdAt} />, nowrap: true },
          { key: 'admin', header: t({ id: 'admin.audit.admin' }), cell: (r) => <bdi>{r.admin.email}</bdi>, primary: true },
          { key: 'action', header: t({ id: 'admin.audit.action' }), cell: (r) => <bdi>{r.action}</bdi> },
          { key: 'target', header: t({ id: 'admin.audit.target' }), cell: (r) => <bdi>{`${r.targetType}${r.targetId ? ` ${r.targetId.slice(0, 8)}` : ''}`}</bdi> },
        ]}
      />
    </Stack>
  );
}
