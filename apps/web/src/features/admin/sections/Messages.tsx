import { contactMessageStatuses, type AdminContactMessage } from '@sahm/domain';
import { Button, DataTable, Heading, Select, Stack } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, post, usePagedList } from '../api';
import { LoadFailed, StatusBadge, useAction, When } from '../parts';

type Status = (typeof contactMessageStatuses)[number];

/** Contact messages: the contact form's inbox; mark one handled. */
export default function Messages(_: SectionProps) {
  const t = useIntl().formatMessage;
  const [status, setStatus] = useState<Status>('unhandled');
  const list = usePagedList<AdminContactMessage>(adminKeys.contactMessages, { status });
  const [busy, setBusy] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const run = useAction();

  const handled = async (row: AdminContactMessage) => {
    setBusy(row.id);
    const result = await run(() => post(`${adminKeys.contactMessages}/${row.id}/handled`));
    setBusy(null);
    if (result.ok) {
      list.refresh();
      await mutate(adminKeys.summary);
    }
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t({ id: 'admin.nav.messages' })}</Heading>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.messages.caption' })}
          toolbar={
            <Select<Status>
              label={t({ id: 'admin.filter.status' })}
              value={status}
              onValueChange={setStatus}
              options={contactMessageStatuses.map((value) => ({ value, label: t({ id: `admin.status.${value}` }) }))}
            />
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="mail"
          emptyTitle={t({ id: 'admin.messages.empty' })}
          columns={[
            { key: 'name', header: t({ id: 'admin.col.person' }), cell: (r) => r.name, primary: true },
            { key: 'email', header: t({ id: 'admin.col.email' }), cell: (r) => <bdi>{r.email}</bdi> },
            { key: 'message', header: t({ id: 'admin.messages.message' }), cell: (r) => <span style={{ whiteSpace: 'pre-line' }}>{r.message}</span> },
            { key: 'sent', header: t({ id: 'admin.col.sent' }), cell: (r) => <When value={r.createdAt} />, nowrap: true },
            { key: 'status', header: t({ id: 'admin.col.status' }), cell: (r) => <StatusBadge status={r.handledAt ? 'handled' : 'unhandled'} /> },
          ]}
          actions={(r) =>
            r.handledAt ? null : (
              <Button size="sm" variant="secondary" leading="check" loading={busy === r.id} onClick={() => void handled(r)}>
                {t({ id: 'admin.messages.markHandled' })}
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}
