import {
  TRANSACTION_PAGE_SIZE,
  type TransactionPage,
  type TransactionSort,
  type TransactionStatus,
  type TransactionType,
} from '@sahm/domain';
import useSWRInfinite from 'swr/infinite';
import { api, ApiError } from '../../lib/api';
import { getToken, savedLocale } from '../../lib/storage';

/** The three lists of spec.md §7 Transactions, by the screen's tab. */
export const transactionLists = ['all', 'wallet', 'gift'] as const;
export type TransactionList = (typeof transactionLists)[number];

const listPaths: Record<TransactionList, string> = {
  all: '/user/transaction/list',
  wallet: '/user/transaction/wallet-transaction',
  gift: '/user/transaction/gift-transaction',
};

export interface TransactionFilters {
  sort: TransactionSort;
  type: TransactionType | 'all';
  status: TransactionStatus | 'all';
  propertyId: string;
  /** YYYY-MM-DD, a day in Iraq (the API reads it so); empty for none. */
  from: string;
  to: string;
}

export const noFilters: TransactionFilters = { sort: 'newest', type: 'all', status: 'all', propertyId: '', from: '', to: '' };

/** The query string the API reads (the same for the lists and the CSV export). */
export function filterQuery(filters: TransactionFilters): URLSearchParams {
  const q = new URLSearchParams();
  q.set('sort', filters.sort);
  if (filters.type !== 'all') q.set('type', filters.type);
  if (filters.status !== 'all') q.set('status', filters.status);
  if (filters.propertyId) q.set('propertyId', filters.propertyId);
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  return q;
}

/** GET …?limit=8&…&cursor=: one page of a list. */
export function pagePath(list: TransactionList, filters: TransactionFilters, cursor?: string): string {
  const q = filterQuery(filters);
  q.set('limit', String(TRANSACTION_PAGE_SIZE));
  if (cursor) q.set('cursor', cursor);
  return `${listPaths[list]}?${q.toString()}`;
}

/** A list's pages, 8 rows each, following the keyset cursor ("Load more" adds the next page). */
export function useTransactionPages(list: TransactionList, filters: TransactionFilters) {
  return useSWRInfinite<TransactionPage>(
    (index, previous: TransactionPage | null) => {
      if (index === 0) return pagePath(list, filters);
      if (!previous?.nextCursor) return null;
      return pagePath(list, filters, previous.nextCursor);
    },
    (path: string) => api<TransactionPage>(path).then((r) => r.data),
    { revalidateFirstPage: false },
  );
}

/** GET /user/transaction/export.csv: the whole filtered list as CSV. */
export const csvExportPath = (list: TransactionList, filters: TransactionFilters) => {
  const q = filterQuery(filters);
  q.set('list', list);
  return `/user/transaction/export.csv?${q.toString()}`;
};

/** GET /user/transaction/statement?year=: the yearly statement as PDF, in the caller's language. */
export const statementPath = (year: number) => `/user/transaction/statement?year=${year}`;

/**
 * Fetches a file the API sends only with the session's token and hands it to
 * the browser as a download. Failures carry the server's localized message.
 */
export async function downloadFile(path: string, fallbackName: string, noResponse: string): Promise<void> {
  const headers: Record<string, string> = { 'accept-language': savedLocale() };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { headers });
  } catch {
    throw new ApiError(0, 'NO_RESPONSE', noResponse);
  }
  if (res.status !== 200) {
    const json = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, json.code ?? 'SERVER_ERROR', json.message ?? noResponse);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
