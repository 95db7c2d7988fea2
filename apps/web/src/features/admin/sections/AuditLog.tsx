import type { AdminUserPage, AuditLogEntry } from '@sahm/domain';
import { Button, DataTable, Heading, Money, Select, Stack, Text, TextField, useUI } from '@sahm/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, usePagedList } from '../api';
import { errorOf, LoadFailed, useLocalDigits, When } from '../parts';

const ALL = 'all';

/**
 * An action's or a target's words (admin.audit.action.* / admin.audit.target.*);
 * the code itself for one the console has no words for yet, so nothing logged is hidden.
 */
function useAuditWords() {
  const intl = useIntl();
  return (kind: 'action' | 'target', code: string) => {
    const id = `admin.audit.${kind}.${code}`;
    return id in intl.messages ? intl.formatMessage({ id }) : code;
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * What an entry's details say (apps/api/src/admin and the money functions of
 * src/db/functions write them), as label and value: amounts, branch, reason,
 * month and rent figures, valuations, search, files, the fields a property
 * edit changed. Record ids are left out: the target column names the record.
 */
function EntryDetails({ details }: { details: Record<string, unknown> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { format } = useUI();
  const lines: [label: string, value: ReactNode][] = [];
  const money = (key: string, label: string) => {
    const value = count(details[key]);
    if (value !== undefined) lines.push([label, <Money key={key} value={value} />]);
  };
  const words = (key: string, label: string) => {
    const value = text(details[key]);
    if (value !== undefined) lines.push([label, <bdi key={key}>{value}</bdi>]);
  };
  const number = (key: string, label: string) => {
    const value = count(details[key]);
    if (value !== undefined) lines.push([label, format.number(value)]);
  };
  const change = (from: string, to: string, label: string) => {
    const [a, b] = [count(details[from]), count(details[to])];
    if (a !== undefined && b !== undefined)
      lines.push([label, t({ id: 'admin.audit.detail.change' }, { from: <Money key={from} value={a} />, to: <Money key={to} value={b} /> })]);
  };

  money('amount', t({ id: 'admin.col.amount' }));
  words('branch', t({ id: 'admin.branch' }));
  words('reason', t({ id: 'admin.reason' }));
  const disabledAt = text(details.disabledAt);
  if (disabledAt) lines.push([t({ id: 'admin.audit.detail.disabledAt' }), <When key="disabledAt" value={disabledAt} />]);
  number('sessionsRevoked', t({ id: 'admin.audit.detail.sessions' }));
  const period = text(details.period);
  if (period) lines.push([t({ id: 'admin.rent.month' }), format.date(`${period}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' })]);
  money('gross', t({ id: 'admin.rent.gross' }));
  money('fee', t({ id: 'admin.rent.fee' }));
  money('paid', t({ id: 'admin.rent.paid' }));
  number('holders', t({ id: 'admin.rent.holders' }));
  words('name', t({ id: 'admin.properties.name' }));
  number('totalTokens', t({ id: 'admin.properties.totalTokens' }));
  money('valuation', t({ id: 'admin.valuation.title' }));
  change('from', 'to', t({ id: 'admin.valuation.title' }));
  change('pricePerTokenFrom', 'pricePerTokenTo', t({ id: 'admin.properties.price' }));
  const changes = details.changes;
  if (changes && typeof changes === 'object') {
    const fields = Object.keys(changes).map((field) => {
      const id = `admin.properties.${field}`;
      return id in intl.messages ? t({ id }) : field;
    });
    if (fields.length) lines.push([t({ id: 'admin.audit.detail.changed' }), intl.formatList(fields)]);
  }
  words('search', t({ id: 'admin.audit.detail.search' }));
  number('found', t({ id: 'admin.audit.detail.found' }));
  words('title', t({ id: 'admin.audit.detail.title' }));
  const kind = text(details.kind);
  if (kind) lines.push([t({ id: 'admin.files.kind' }), `admin.files.kind.${kind}` in intl.messages ? t({ id: `admin.files.kind.${kind}` }) : kind]);
  if (Array.isArray(details.files)) lines.push([t({ id: 'admin.audit.detail.files' }), format.number(details.files.length)]);
  words('file', t({ id: 'admin.audit.detail.file' }));

  if (lines.length === 0) return <span>—</span>;
  return (
    <Stack gap="xxs">
      {lines.map(([label, value], index) => (
        <Text key={`${index}-${label}`} as="span" size="sm">
          {t({ id: 'admin.audit.detail' }, { label, value })}
        </Text>
      ))}
    </Stack>
  );
}

/** The audit log: every admin action in the reader's words with its details, filtered by admin, action (the code is sent) and dates. */
export default function AuditLog(_: SectionProps) {
  const t = useIntl().formatMessage;
  const word = useAuditWords();
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
              options={[{ value: ALL, label: t({ id: 'admin.audit.anyAction' }) }, ...(actions ?? []).map((a) => ({ value: a, label: word('action', a) }))]}
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
          { key: 'action', header: t({ id: 'admin.audit.action' }), cell: (r) => word('action', r.action) },
          {
            key: 'target',
            header: t({ id: 'admin.audit.target' }),
            cell: (r) => (
              <>
                {word('target', r.targetType)}
                {r.targetId && (
                  <>
                    {' '}
                    <bdi>{r.targetId.slice(0, 8)}</bdi>
                  </>
                )}
              </>
            ),
          },
          { key: 'details', header: t({ id: 'admin.audit.details' }), cell: (r) => <EntryDetails details={r.details} /> },
        ]}
      />
    </Stack>
  );
}
