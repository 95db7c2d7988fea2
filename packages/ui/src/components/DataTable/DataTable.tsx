import { useId, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { IconName } from '../Icon/Icon';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './DataTable.css';

export type DataTableAlign = (typeof css.dataTableAligns)[number];

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  /** The column's header, and the label of its value in a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** `end` for figures (amounts, counts), so their digits line up; `start` by default. */
  align?: DataTableAlign;
  /** Keep the value on one line (dates, amounts). */
  nowrap?: boolean;
  /** The row's name (a person, a property): a row header, and a card's title on narrow containers. One column at most. */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table (and the card list). */
  caption: string;
  /** Show the caption above the table (by default it only names it for screen readers). */
  captionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** Rows in the order to show them: the server sorts and filters. */
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row) => string;
  /** Buttons for one row, in a last column (and at the foot of its card). */
  actions?: (row: Row) => ReactNode;
  /** The header of the actions column; the library's "Action" by default. */
  actionsHeader?: string;
  /** Filters or a search above the table. */
  toolbar?: ReactNode;
  /** First load: skeleton rows, and the table is marked busy. */
  loading?: boolean;
  /** More pages on the server: shows "Load more". */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: the button shows its spinner. */
  loadingMore?: boolean;
  emptyIcon?: IconName;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  className?: string;
}

const SKELETON_ROWS = 4;

/**
 * Rows of records with columns the screen chooses (people, requests,
 * properties, runs): a table on wide containers and a list of cards on
 * narrow ones (≤ 576px of its own width), with loading, empty and
 * "load more" states. For the money history use TransactionTable.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader,
  toolbar,
  loading = false,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  emptyIcon = 'file',
  emptyTitle,
  emptyDescription,
  emptyAction,
  className,
}: DataTableProps<Row>) {
  const { t } = useUI();
  const captionId = useId();
  const isEmpty = !loading && rows.length === 0;
  const primary = columns.find((column) => column.primary);
  const others = columns.filter((column) => column !== primary);
  const skeletonRows = Array.from({ length: SKELETON_ROWS }, (_, i) => `skeleton-${i}`);
  const cellClass = (column: DataTableColumn<Row>) =>
    [css.cell, css.align[column.align ?? 'start'], column.nowrap ? css.nowrap : '', column.primary ? css.primary : ''].filter(Boolean).join(' ');

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      {toolbar && <div className={css.toolbar}>{toolbar}</div>}
      {loading && <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>}
      {isEmpty ? (
        <EmptyState icon={emptyIcon} title={emptyTitle ?? t('emptyTitle')} description={emptyDescription} action={emptyAction} />
      ) : (
        <>
          {/* Focusable so keyboard users can scroll the columns that do not fit (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
          <div className={css.tableScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={css.table}>
              <caption id={captionId} className={captionVisible ? undefined : visuallyHidden}>
                {caption}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={[css.headerCell, css.align[column.align ?? 'start']].join(' ')}>
                      {column.header}
                    </th>
                  ))}
                  {actions && (
                    <th scope="col" className={[css.headerCell, css.align.end].join(' ')}>
                      {actionsHeader ?? t('dataTableActions')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {loading
                  ? skeletonRows.map((key) => (
                      <tr key={key}>
                        {columns.map((column) => (
                          <td key={column.key} className={css.cell}>
                            <Skeleton inlineSize={column.primary ? '8em' : '4em'} />
                          </td>
                        ))}
                        {actions && <td className={css.cell} />}
                      </tr>
                    ))
                  : rows.map((row) => {
                      const key = rowKey(row);
                      return (
                        <tr key={key} data-row-key={key}>
                          {columns.map((column) =>
                            column.primary ? (
                              <th key={column.key} scope="row" className={cellClass(column)}>
                                {column.cell(row)}
                              </th>
                            ) : (
                              <td key={column.key} className={cellClass(column)}>
                                {column.cell(row)}
                              </td>
                            ),
                          )}
                          {actions && (
                            <td className={[css.cell, css.align.end].join(' ')}>
                              <div className={css.actions}>{actions(row)}</div>
                            </td>
                          )}
                        </tr>
                      );
                    })}
              </tbody>
            </table>
          </div>
          <ul className={css.cards} aria-label={caption}>
            {loading
              ? skeletonRows.map((key) => (
                  <li key={key} className={css.card}>
                    <Skeleton inlineSize="60%" />
                    <Skeleton inlineSize="90%" />
                    <Skeleton inlineSize="75%" />
                  </li>
                ))
              : rows.map((row) => {
                  const key = rowKey(row);
                  return (
                    <li key={key} className={css.card} data-row-key={key}>
                      {primary && <div className={css.primary}>{primary.cell(row)}</div>}
                      <dl className={css.cardFields}>
                        {others.map((column) => (
                          <div key={column.key} className={css.cardField}>
                            <dt className={css.cardLabel}>{column.header}</dt>
                            <dd className={css.cardValue}>{column.cell(row)}</dd>
                          </div>
                        ))}
                      </dl>
                      {actions && <div className={css.actions}>{actions(row)}</div>}
                    </li>
                  );
                })}
          </ul>
        </>
      )}
      {hasMore && !loading && (
        <div className={css.footer}>
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {t('dataTableLoadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
