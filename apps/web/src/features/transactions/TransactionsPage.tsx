import type { MarketplaceList, Party, TransactionItem } from '@sahm/domain';
import {
  Button,
  ConfirmDialog,
  PageBlock,
  Section,
  Select,
  Stack,
  Tabs,
  Text,
  TextField,
  TextLink,
  TransactionTable,
  useToast,
  useUI,
  type TransactionRow,
} from '@sahm/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR from 'swr';
import { paths } from '../../config/paths';
import { api, ApiError } from '../../lib/api';
import {
  csvExportPath,
  downloadFile,
  noFilters,
  statementPath,
  transactionLists,
  useTransactionPages,
  type TransactionFilters,
  type TransactionList,
} from './api';
import { RentBreakdown } from './RentBreakdown';
import { LoadError } from '../../components/LoadError/LoadError';

/** The file format's name, the same in every language. */
const CSV = 'CSV';

/** Years a statement can be asked for: this one and the four before it. */
const STATEMENT_YEARS = 5;

/** The history (spec.md §2 Transactions): three lists, sorts, filters, 8 a page, CSV and the yearly PDF statement. */
export default function TransactionsPage() {
  const t = useIntl().formatMessage;
  const [list, setList] = useState<TransactionList>('all');
  // Each list keeps its own filters; the CSV exports the list on screen as filtered.
  const [filtersOf, setFiltersOf] = useState<Record<TransactionList, TransactionFilters>>({ all: noFilters, wallet: noFilters, gift: noFilters });
  return (
    <PageBlock as="section" aria-labelledby="transactions-title" paddingBlock="xl">
      <Section level={1} headingId="transactions-title" title={t({ id: 'transactions.title' })} lead={t({ id: 'transactions.lead' })} space="sm">
        <Exports list={list} filters={filtersOf[list]} />
      </Section>
      <Tabs
        label={t({ id: 'transactions.lists' })}
        value={list}
        onValueChange={(value) => setList(value as TransactionList)}
        tabs={transactionLists.map((value) => ({
          value,
          label: t({ id: `transactions.list.${value}` }),
          content: <History list={value} filters={filtersOf[value]} onFiltersChange={(next) => setFiltersOf((all) => ({ ...all, [value]: next }))} />,
        }))}
      />
    </PageBlock>
  );
}

/** The CSV of the list on screen and the yearly statement, downloaded with the session's token. */
function Exports({ list, filters }: { list: TransactionList; filters: TransactionFilters }) {
  const t = useIntl().formatMessage;
  const toast = useToast();
  const { format } = useUI();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const noResponse = t({ id: 'shell.error.noResponse' });

  const run = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      if (kind === 'csv') await downloadFile(csvExportPath(list, filters), `sahm-transactions-${list}.csv`, noResponse);
      else await downloadFile(statementPath(Number(year)), `sahm-statement-${year}.pdf`, noResponse);
      toast.show({ tone: 'success', message: t({ id: kind === 'csv' ? 'transactions.export.csvReady' : 'transactions.export.pdfReady' }, { format: CSV }) });
    } catch (error) {
      toast.show({ tone: 'error', message: error instanceof ApiError ? error.message : noResponse });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" flexWrap="wrap" gap="sm" alignItems="flex-end">
      <Button variant="secondary" leading="download" loading={busy === 'csv'} onClick={() => void run('csv')}>
        {t({ id: 'transactions.export.csv' }, { format: CSV })}
      </Button>
      <Select
        label={t({ id: 'transactions.export.year' })}
        value={year}
        onValueChange={setYear}
        options={Array.from({ length: STATEMENT_YEARS }, (_, i) => ({ value: String(thisYear - i), label: format.number(thisYear - i, { useGrouping: false }) }))}
      />
      <Button variant="secondary" leading="file" loading={busy === 'pdf'} onClick={() => void run('pdf')}>
        {t({ id: 'transactions.export.pdf' })}
      </Button>
    </Stack>
  );
}

/** One list with its filters: the library's TransactionTable, the server sorting, filtering and paging. */
function History({
  list,
  filters,
  onFiltersChange,
}: {
  list: TransactionList;
  filters: TransactionFilters;
  onFiltersChange: (filters: TransactionFilters) => void;
}) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [draftTo, setDraftTo] = useState(filters.to);
  const rangeError = filters.from && draftTo && draftTo < filters.from ? t({ id: 'transactions.filter.rangeError' }) : undefined;
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useTransactionPages(list, filters);
  const properties = usePropertyOptions();
  const set = (patch: Partial<TransactionFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  const items = useMemo(() => data?.flatMap((page) => page.items) ?? [], [data]);
  const rows = items.map((item) => toRow(item, t, () => void mutate()));
  const last = data?.[data.length - 1];
  const loadingMore = isValidating && size > (data?.length ?? 0);

  return (
    <Stack gap="md">
      <Stack direction="row" flexWrap="wrap" gap="sm" alignItems="flex-start">
        <Select
          label={t({ id: 'transactions.filter.property' })}
          value={filters.propertyId || 'all'}
          onValueChange={(value) => set({ propertyId: value === 'all' ? '' : value })}
          options={[{ value: 'all', label: t({ id: 'transactions.filter.allProperties' }) }, ...properties]}
        />
        <TextField type="date" label={t({ id: 'transactions.filter.from' })} value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        <TextField
          type="date"
          label={t({ id: 'transactions.filter.to' })}
          value={draftTo}
          min={filters.from || undefined}
          error={rangeError}
          onChange={(e) => {
            const to = e.target.value;
            setDraftTo(to);
            if (!filters.from || !to || to >= filters.from) set({ to });
          }}
        />
        {filtered && (
          <Button
            variant="ghost"
            leading="close"
            onClick={() => {
              onFiltersChange(noFilters);
              setDraftTo('');
            }}
          >
            {t({ id: 'transactions.filter.clear' })}
          </Button>
        )}
      </Stack>
      {error && !data ? (
        <LoadError title={t({ id: 'transactions.error' })} error={error} onRetry={() => void mutate()} />
      ) : (
        <TransactionTable
          caption={t({ id: `transactions.caption.${list}` })}
          rows={rows}
          loading={isLoading && !data}
          sort={filters.sort}
          onSortChange={(sort) => set({ sort })}
          typeFilter={filters.type}
          onTypeFilterChange={(type) => set({ type })}
          statusFilter={filters.status}
          onStatusFilterChange={(status) => set({ status })}
          hasMore={Boolean(last?.nextCursor)}
          loadingMore={loadingMore}
          onLoadMore={() => void setSize(size + 1)}
          emptyTitle={t({ id: filtered ? 'transactions.empty.filteredTitle' : 'transactions.empty.title' })}
          emptyDescription={t({ id: filtered ? 'transactions.empty.filteredText' : 'transactions.empty.text' })}
          emptyAction={
            !filtered && (
              <Button asChild>
                <Link to={paths.viewProperties.getHref('Available')}>{t({ id: 'transactions.empty.browse' })}</Link>
              </Button>
            )
          }
        />
      )}
      {last && items.length > 0 && (
        <Text size="sm" tone="muted" role="status">
          {t({ id: 'transactions.shown' }, { shown: format.number(items.length), total: format.number(last.total) })}
        </Text>
      )}
    </Stack>
  );
}

/** Every property of the catalogue, for the property filter. */
function usePropertyOptions() {
  const { data } = useSWR<Partial<MarketplaceList>>('/user/marketplace/list');
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const group of Object.values(data ?? {})) for (const p of group ?? []) if (!seen.has(p._id)) seen.set(p._id, p.name);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [data]);
}

type Translate = ReturnType<typeof useIntl>['formatMessage'];

function partyName(party: Party, t: Translate): string {
  if (party === 'platform') return t({ id: 'transactions.party.platform' });
  if (party === 'you') return t({ id: 'transactions.party.you' });
  return party.username;
}

function toRow(item: TransactionItem, t: Translate, reload: () => void): TransactionRow {
  const parties = item.seller && item.buyer ? t({ id: 'transactions.parties' }, { seller: partyName(item.seller, t), buyer: partyName(item.buyer, t) }) : null;
  return {
    id: item.id,
    time: item.time,
    type: item.type,
    asset: (
      <Stack gap="xxs" as="span">
        {item.asset ? (
          <TextLink asChild>
            <Link to={paths.propertyDetail.getHref(item.asset.propertyId)}>{item.asset.name}</Link>
          </TextLink>
        ) : (
          <span>{t({ id: 'transactions.wallet' })}</span>
        )}
        {parties && (
          <Text as="span" size="sm" tone="muted" data-testid="parties">
            {parties}
          </Text>
        )}
      </Stack>
    ),
    tokens: item.tokens ?? undefined,
    amount: item.amount,
    paymentWith: item.paymentWith,
    status: item.status,
    action: item.rent ? <RentBreakdown rent={item.rent} property={item.asset?.name ?? ''} /> : item.action === 'cancel' ? <CancelWithdrawal onDone={reload} /> : undefined,
  };
}

/** A pending withdrawal's own action: cancel it (spec.md §4), after a confirmation. */
function CancelWithdrawal({ onDone }: { onDone: () => void }) {
  const t = useIntl().formatMessage;
  const toast = useToast();
  return (
    <ConfirmDialog
      tone="danger"
      title={t({ id: 'transactions.withdrawal.confirmTitle' })}
      message={t({ id: 'transactions.withdrawal.confirmText' })}
      confirmLabel={t({ id: 'transactions.withdrawal.confirm' })}
      errorMessage={(error) => (error instanceof ApiError ? error.message : t({ id: 'shell.error.noResponse' }))}
      onConfirm={async () => {
        const res = await api('/user/user/cancel-withdrawal-request', { method: 'PUT' });
        toast.show({ tone: 'success', message: res.message ?? t({ id: 'transactions.withdrawal.canceled' }) });
        onDone();
      }}
      trigger={
        <Button size="sm" variant="secondary">
          {t({ id: 'transactions.withdrawal.cancel' })}
        </Button>
      }
    />
  );
}
