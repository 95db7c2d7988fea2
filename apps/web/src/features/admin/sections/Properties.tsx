import type { AdminProperty } from '@sahm/domain';
import { Badge, Button, DataTable, Heading, Money, Stack, TextField, useUI } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, usePagedList } from '../api';
import { LoadFailed, StatusBadge } from '../parts';
import { PropertyEditor } from './PropertyEditor';

/** Properties: the list; a new one, or one opened, in the editor. */
export default function Properties({ id, open }: SectionProps) {
  return id ? <PropertyEditor id={id === 'new' ? null : id} onClose={() => open(null)} onCreated={(created) => open(created)} /> : <PropertyList open={open} />;
}

function PropertyList({ open }: { open: (id: string) => void }) {
  const t = useIntl().formatMessage;
  const { format, locale } = useUI();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = usePagedList<AdminProperty>(adminKeys.properties, { search });

  return (
    <Stack gap="lg">
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="sm">
        <Heading level={2}>{t({ id: 'admin.nav.properties' })}</Heading>
        <Button leading="plus" onClick={() => open('new')}>
          {t({ id: 'admin.properties.new' })}
        </Button>
      </Stack>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.refresh} />
      ) : (
        <DataTable
          caption={t({ id: 'admin.properties.caption' })}
          toolbar={
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch(draft.trim());
              }}
            >
              <Stack direction="row" gap="sm" alignItems="flex-end" flexWrap="wrap">
                <TextField type="search" label={t({ id: 'admin.properties.search' })} value={draft} onChange={(e) => setDraft(e.target.value)} />
                <Button type="submit" variant="secondary" leading="search">
                  {t({ id: 'admin.search' })}
                </Button>
              </Stack>
            </form>
          }
          rows={list.items}
          rowKey={(r) => r.id}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          emptyIcon="building"
          emptyTitle={t({ id: 'admin.properties.empty' })}
          columns={[
            { key: 'name', header: t({ id: 'admin.col.property' }), cell: (r) => r.displayName, primary: true },
            // The reader's language, else the English the investors see in its place.
            { key: 'city', header: t({ id: 'admin.properties.city' }), cell: (r) => <bdi>{r.city[locale] || r.city.en}</bdi> },
            {
              key: 'tokens',
              header: t({ id: 'admin.properties.sold' }),
              cell: (r) => t({ id: 'admin.properties.soldOf' }, { sold: format.number(r.soldTokens), total: format.number(r.totalTokens) }),
              align: 'end',
              nowrap: true,
            },
            { key: 'price', header: t({ id: 'admin.properties.price' }), cell: (r) => <Money value={r.pricePerToken} />, align: 'end', nowrap: true },
            {
              key: 'state',
              header: t({ id: 'admin.col.status' }),
              cell: (r) => (
                <Stack direction="row" gap="xxs" flexWrap="wrap">
                  {r.isLocked && <StatusBadge status="locked" />}
                  {r.isRented && <Badge tone="success">{t({ id: 'admin.properties.isRented' })}</Badge>}
                  {r.isFunded && <Badge tone="accent">{t({ id: 'admin.properties.funded' })}</Badge>}
                  {/* Neither locked nor funded: on sale to investors (the column was empty). */}
                  {!r.isLocked && !r.isFunded && <Badge>{t({ id: 'admin.properties.open' })}</Badge>}
                </Stack>
              ),
            },
          ]}
          actions={(r) => (
            <Button size="sm" variant="secondary" onClick={() => open(r.id)}>
              {t({ id: 'admin.properties.edit' }, { name: r.displayName })}
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
