import type {
  AdminCashDepositPage,
  AdminContactMessagePage,
  AdminProperty,
  AdminPropertyPage,
  AdminSummary,
  AdminUserDetails,
  AdminUserPage,
  AdminWithdrawalPage,
  AuditLogPage,
  KycRequestDetail,
  KycRequestPage,
  RentRunHistoryPage,
  RentRunResult,
  ValuationResult,
} from '@sahm/domain';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, type ApiOptions } from '../../lib/api';

/** The console's calls (apps/api/src/admin/README.md): everything under /api/admin. */
export const adminKeys = {
  summary: '/admin/summary',
  kycRequests: '/admin/kyc-requests',
  withdrawals: '/admin/withdrawals',
  cashDeposits: '/admin/cash-deposits',
  users: '/admin/users',
  properties: '/admin/properties',
  rentRuns: '/admin/rent-runs',
  contactMessages: '/admin/contact-messages',
  auditLog: '/admin/audit-log',
} as const;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A query string from the filters that are set. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Tells every mounted list to fetch its pages again (an event of the admin
 * room): SWR's global mutate() does not reach useSWRInfinite's keys.
 */
export const listRefresh = new EventTarget();

/**
 * A list paged by cursor: the first page for the filters, "load more" for the
 * next. `mutate()` refetches every loaded page (after an action, or an event
 * of the admin room).
 */
export function usePagedList<T>(path: string | null, query: Record<string, string | undefined> = {}) {
  const getKey = (index: number, previous: Page<T> | null) => {
    if (path === null) return null;
    if (index > 0 && !previous?.nextCursor) return null;
    return withQuery(path, { ...query, cursor: index > 0 ? (previous?.nextCursor ?? undefined) : undefined });
  };
  const result = useSWRInfinite<Page<T>>(getKey, { revalidateFirstPage: true });
  const { data, size, setSize, isLoading, isValidating, error, mutate } = result;
  const items = data?.flatMap((page) => page.items) ?? [];
  const hasMore = !!data?.[data.length - 1]?.nextCursor;
  const loadMore = useCallback(() => void setSize(size + 1), [setSize, size]);
  useEffect(() => {
    const refresh = () => void mutate();
    listRefresh.addEventListener('refresh', refresh);
    return () => listRefresh.removeEventListener('refresh', refresh);
  }, [mutate]);
  return {
    items,
    error: error as Error | undefined,
    loading: isLoading,
    loadingMore: isValidating && !!data && size > data.length,
    hasMore,
    loadMore,
    refresh: () => void mutate(),
  };
}

export const useSummary = () => useSWR<AdminSummary>(adminKeys.summary, { refreshInterval: 60_000 });
export type {
  AdminCashDepositPage,
  AdminContactMessagePage,
  AdminPropertyPage,
  AdminUserPage,
  AdminWithdrawalPage,
  AuditLogPage,
  KycRequestPage,
  RentRunHistoryPage,
};

export const useKycRequest = (id: string | null) => useSWR<KycRequestDetail>(id ? `${adminKeys.kycRequests}/${id}` : null);
export const useUserDetails = (id: string | null) => useSWR<AdminUserDetails>(id ? `${adminKeys.users}/${id}` : null);
export const useProperty = (id: string | null) => useSWR<AdminProperty>(id ? `${adminKeys.properties}/${id}` : null);

export const post = <T,>(path: string, body: unknown = {}, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { method: 'POST', body, ...options });

export const runRent = (period: string, dryRun: boolean, idempotencyKey?: string) =>
  post<RentRunResult>(adminKeys.rentRuns, { period, dryRun }, { idempotencyKey });

export const setValuation = (propertyId: string, value: number) => post<ValuationResult>(`${adminKeys.properties}/${propertyId}/valuation`, { value });

/**
 * A picture of an identity request: its link works only with the admin's
 * session, so it is fetched with the token and shown from memory.
 */
export async function fetchProtectedImage(url: string, token: string | null, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error(String(res.status));
  return URL.createObjectURL(await res.blob());
}
