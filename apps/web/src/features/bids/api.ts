import type { BidAction, BidList, WalletBalance } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../lib/api';

/** The two lists of the Bids screen (spec.md §2): offers sent to me, offers I sent. */
export const bidTabs = ['received', 'requested'] as const;
export type BidTab = (typeof bidTabs)[number];

export const BID_PAGE = 50;
export const bidListPath = (tab: BidTab) => `/user/user/${tab}-bid?limit=${BID_PAGE}`;
export const balancePath = '/user/transaction/balance';

const fetchData = <T>(path: string) => api<T>(path).then((r) => r.data);

export function useBids(tab: BidTab) {
  return useSWR<BidList>(bidListPath(tab), fetchData<BidList>);
}

export function useBalance(enabled: boolean) {
  return useSWR<WalletBalance>(enabled ? balancePath : null, fetchData<WalletBalance>);
}

/** spec.md §4: accept calls approve-bid, reject calls cancel-bid, cancel calls refund-request. */
export const actionPaths: Record<BidAction, string> = {
  accept: '/user/marketplace/approve-bid',
  reject: '/user/marketplace/cancel-bid',
  cancel: '/user/marketplace/refund-request',
};

/** Runs a bid action; money calls carry an Idempotency-Key so a retried click moves nothing twice. */
export function runBidAction(action: BidAction, body: Record<string, unknown>, idempotencyKey: string) {
  return api<unknown>(actionPaths[action], { method: 'POST', body, idempotencyKey });
}

/** Afterwards the list reloads as "requested" for cancel and "received" otherwise (spec.md §4). */
export const tabAfter = (action: BidAction): BidTab => (action === 'cancel' ? 'requested' : 'received');

export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
