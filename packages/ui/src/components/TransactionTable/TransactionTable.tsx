import {
  transactionSorts,
  transactionStatuses,
  transactionTypes,
  type TransactionPaymentMethod,
  type TransactionSort,
  type TransactionStatus,
  type TransactionType,
} from '@sahm/domain';
import { useId, type ReactNode } from 'react';
import type { UIMessageKey } from '../../i18n';
import { useUI } from '../../provider/UIProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { IconName } from '../Icon/Icon';
import { Money } from '../Money/Money';
import { Select } from '../Select/Select';
import { Skeleton } from '../Skeleton/Skeleton';
import * as css from './TransactionTable.css';

export const transactionColumns = ['time', 'type', 'asset', 'tokens', 'amount', 'paymentWith', 'status', 'action'] as const;
export type TransactionColumn = (typeof transactionColumns)[number];

export interface TransactionRow {
  id: string;
  /** ISO 8601 timestamp. */
  time: string;
  /** The server's spelling (domain's transactionTypes). */
  type: TransactionType;
  /** The property (or wallet) the transaction concerns. */
  asset: ReactNode;
  tokens?: number;
  /** Whole dinars. */
  amount: number | bigint;
  /** fastpay is the instant-payment provider, fib the bank-app provider (spec.md §5). */
  paymentWith?: TransactionPaymentMethod;
  /** The server spells "in progress" both ways; both are accepted. */
  status: TransactionStatus | 'in progress';
  action?: ReactNode;
}

/** Maps a status as the server sends it ("in progress", "InProgress", "cancelled") to ours. */
export function normalizeTransactionStatus(status: string): TransactionStatus | undefined {
  const key = status.trim().toLowerCase().replace(/[\s_-]+/g, '');
  const known = key === 'cancelled' ? 'canceled' : key;
  return (transactionStatuses as readonly string[]).includes(known) ? (known as TransactionStatus) : undefined;
}

const typeKeys: Record<TransactionType, UIMessageKey> = {
  buy: 'transactionTableTypeBuy',
  sell: 'transactionTableTypeSell',
  receive: 'transactionTableTypeReceive',
  rent: 'transactionTableTypeRent',
  revenue: 'transactionTableTypeRevenue',
  token_purchase: 'transactionTableTypeTokenPurchase',
  deposit: 'transactionTableTypeDeposit',
  withdraw: 'transactionTableTypeWithdraw',
  gift: 'transactionTableTypeGift',
  received: 'transactionTableTypeReceived',
};

/** Tone and icon per status, so colour is never the only cue. */
const statusLook: Record<TransactionStatus, { key: UIMessageKey; tone: BadgeProps['tone']; icon: IconName }> = {
  success: { key: 'transactionTableStatusSuccess', tone: 'success', icon: 'success' },
  completed: { key: 'transactionTableStatusCompleted', tone: 'success', icon: 'success' },
  pending: { key: 'transactionTableStatusPending', tone: 'warning', icon: 'clock' },
  inprogress: { key: 'transactionTableStatusInprogress', tone: 'warning', icon: 'clock' },
  failed: { key: 'transactionTableStatusFailed', tone: 'danger', icon: 'error' },
  rejected: { key: 'transactionTableStatusRejected', tone: 'danger', icon: 'alert' },
  canceled: { key: 'transactionTableStatusCanceled', tone: 'neutral', icon: 'close' },
};

const paymentKeys: Record<TransactionPaymentMethod, UIMessageKey> = {
  cash: 'transactionTablePaymentCash',
  wallet: 'transactionTablePaymentWallet',
  fastpay: 'transactionTablePaymentFastpay',
  fib: 'transactionTablePaymentFib',
  card: 'transactionTablePaymentCard',
  platform: 'transactionTablePaymentPlatform',
};

const sortKeys: Record<TransactionSort, UIMessageKey> = {
  newest: 'transactionTableSortNewest',
  oldest: 'transactionTableSortOldest',
  sharesAsc: 'transactionTableSortSharesAsc',
  sharesDesc: 'transactionTableSortSharesDesc',
  amountAsc: 'transactionTableSortAmountAsc',
  amountDesc: 'transactionTableSortAmountDesc',
};

const columnKeys: Record<TransactionColumn, UIMessageKey> = {
  time: 'transactionTableColumnTime',
  type: 'transactionTableColumnType',
  asset: 'transactionTableColumnAsset',
  tokens: 'transactionTableColumnTokens',
  amount: 'transactionTableColumnAmount',
  paymentWith: 'transactionTableColumnPaymentWith',
  status: 'transactionTableColumnStatus',
  action: 'transactionTableColumnAction',
};

/** Which column the server's current order runs by, for aria-sort. */
const sortedColumn: Record<TransactionSort, { column: TransactionColumn; order: 'ascending' | 'descending' }> = {
  newest: { column: 'time', order: 'descending' },
  oldest: { column: 'time', order: 'ascending' },
  sharesAsc: { column: 'tokens', order: 'ascending' },
  sharesDesc: { column: 'tokens', order: 'descending' },
  amountAsc: { column: 'amount', order: 'ascending' },
  amountDesc: { column: 'amount', order: 'descending' },
};

const SKELETON_ROWS = 4;

export interface TransactionTableProps {
  /** Rows in the order to show them: the server sorts and filters. */
  rows: readonly TransactionRow[];
  /** Names the table; defaults to the library's "Transactions". */
  caption?: string;
  /** Show the caption above the table (by default it only names it for screen readers). */
  captionVisible?: boolean;
  /** The server's current order; shown in the sort control and as aria-sort on its column. */
  sort?: TransactionSort;
  /** Renders the sort control; called with the chosen option. */
  onSortChange?: (sort: TransactionSort) => void;
  typeFilter?: TransactionType | 'all';
  /** Renders the type filter. */
  onTypeFilterChange?: (type: TransactionType | 'all') => void;
  statusFilter?: TransactionStatus | 'all';
  /** Renders the status filter. */
  onStatusFilterChange?: (status: TransactionStatus | 'all') => void;
  /** First load: skeleton rows, and the table is marked busy. */
  loading?: boolean;
  /** More pages on the server: shows "Load more". */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: the button shows its spinner. */
  loadingMore?: boolean;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** IANA time zone for the time column (e.g. Asia/Baghdad); the device's by default. */
  timeZone?: string;
  className?: string;
}

/**
 * The transaction history: a table on wide containers and a list of cards on
 * narrow ones (≤ 576px of its own width), with server-driven sort and
 * filters, loading, empty and "load more" states.
 */
export function TransactionTable({
  rows,
  caption,
  captionVisible = false,
  sort = 'newest',
  onSortChange,
  typeFilter = 'all',
  onTypeFilterChange,
  statusFilter = 'all',
  onStatusFilterChange,
  loading = false,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  emptyTitle,
  emptyDescription,
  emptyAction,
  timeZone,
  className,
}: TransactionTableProps) {
  const { t, format } = useUI();
  const captionId = useId();
  const name = caption ?? t('transactionTableCaption');
  const columns = transactionColumns.filter((column) => column !== 'action' || rows.some((row) => row.action));
  const sorted = sortedColumn[sort];
  const isEmpty = !loading && rows.length === 0;

  const none = (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('transactionTableNone')}</VisuallyHidden>
    </>
  );

  const statusBadge = (status: TransactionRow['status']) => {
    const known = normalizeTransactionStatus(status);
    if (!known) return <Badge tone="neutral">{status}</Badge>;
    const look = statusLook[known];
    return (
      <Badge tone={look.tone} icon={look.icon} data-status={known}>
        {t(look.key)}
      </Badge>
    );
  };

  /** The content of one column for one row, shared by the table and the cards. */
  const cellContent = (row: TransactionRow, column: TransactionColumn): ReactNode => {
    switch (column) {
      case 'time':
        return (
          <time dateTime={row.time} className={css.nowrap}>
            {format.date(row.time, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
          </time>
        );
      case 'type':
        return t(typeKeys[row.type]);
      case 'asset':
        return <span className={css.asset}>{row.asset}</span>;
      case 'tokens':
        return row.tokens === undefined ? none : format.number(row.tokens);
      case 'amount':
        return <Money value={row.amount} />;
      case 'paymentWith':
        return row.paymentWith ? t(paymentKeys[row.paymentWith]) : none;
      case 'status':
        return statusBadge(row.status);
      case 'action':
        return row.action ?? null;
    }
  };

  const toolbar = (onSortChange || onTypeFilterChange || onStatusFilterChange) && (
    <div className={css.toolbar}>
      {onSortChange && (
        <Select<TransactionSort>
          className={css.toolbarField}
          label={t('transactionTableSortLabel')}
          value={sort}
          onValueChange={onSortChange}
          options={transactionSorts.map((value) => ({ value, label: t(sortKeys[value]) }))}
        />
      )}
      {onTypeFilterChange && (
        <Select<TransactionType | 'all'>
          className={css.toolbarField}
          label={t('transactionTableTypeFilterLabel')}
          value={typeFilter}
          onValueChange={onTypeFilterChange}
          options={[
            { value: 'all', label: t('transactionTableAllTypes') },
            ...transactionTypes.map((value) => ({ value, label: t(typeKeys[value]) })),
          ]}
        />
      )}
      {onStatusFilterChange && (
        <Select<TransactionStatus | 'all'>
          className={css.toolbarField}
          label={t('transactionTableStatusFilterLabel')}
          value={statusFilter}
          onValueChange={onStatusFilterChange}
          options={[
            { value: 'all', label: t('transactionTableAllStatuses') },
            ...transactionStatuses.map((value) => ({ value, label: t(statusLook[value].key) })),
          ]}
        />
      )}
    </div>
  );

  const skeletonRows = Array.from({ length: SKELETON_ROWS }, (_, i) => `skeleton-${i}`);

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      {toolbar}
      {loading && (
        <VisuallyHidden role="status">
          {t('loading')}
        </VisuallyHidden>
      )}
      {isEmpty ? (
        <EmptyState
          icon="file"
          title={emptyTitle ?? t('transactionTableEmptyTitle')}
          description={emptyDescription ?? t('transactionTableEmptyDescription')}
          action={emptyAction}
        />
      ) : (
        <>
          {/* Focusable so keyboard users can scroll the columns that do not fit (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
          <div className={css.tableScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={css.table}>
              <caption id={captionId} className={captionVisible ? undefined : visuallyHidden}>
                {name}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={css.headerCell}
                      aria-sort={sorted.column === column ? sorted.order : undefined}
                    >
                      {t(columnKeys[column])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {loading
                  ? skeletonRows.map((key) => (
                      <tr key={key}>
                        {columns.map((column) => (
                          <td key={column} className={css.cell}>
                            <Skeleton inlineSize={column === 'asset' ? '8em' : '4em'} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : rows.map((row) => (
                      <tr key={row.id} data-row-id={row.id}>
                        {columns.map((column) => (
                          <td key={column} className={[css.cell, column === 'amount' ? css.nowrap : ''].join(' ')}>
                            {cellContent(row, column)}
                          </td>
                        ))}
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
          <ul className={css.cards} aria-label={name}>
            {loading
              ? skeletonRows.map((key) => (
                  <li key={key} className={css.card}>
                    <Skeleton inlineSize="60%" />
                    <Skeleton inlineSize="90%" />
                    <Skeleton inlineSize="75%" />
                  </li>
                ))
              : rows.map((row) => (
                  <li key={row.id} className={css.card} data-row-id={row.id}>
                    <div className={css.cardHeader}>
                      {cellContent(row, 'asset')}
                      {cellContent(row, 'status')}
                    </div>
                    <dl className={css.cardFields}>
                      {(['time', 'type', 'tokens', 'amount', 'paymentWith'] as const).map((column) => (
                        <div key={column} className={css.cardField}>
                          <dt className={css.cardLabel}>{t(columnKeys[column])}</dt>
                          <dd className={css.cardValue}>{cellContent(row, column)}</dd>
                        </div>
                      ))}
                    </dl>
                    {row.action && <div className={css.cardAction}>{row.action}</div>}
                  </li>
                ))}
          </ul>
        </>
      )}
      {hasMore && !loading && (
        <div className={css.footer}>
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {t('transactionTableLoadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
