import type { GiftType, OrderBook, OrderBookSort, PaymentMethodChoice, StartedPayment, WalletBalance } from '@sahm/domain';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api';

/** GET /user/transaction/balance: what the wallet can pay now (available) and what is held. */
export const balanceKey = '/user/transaction/balance';

export function useBalance(enabled: boolean) {
  return useSWR<WalletBalance>(enabled ? balanceKey : null);
}

/** A purchase, trade or gift either happened at once (the wallet) or waits for a provider (fastpay, fib, card). */
export type TradeResult = { kind: 'done'; message: string } | { kind: 'provider'; payment: StartedPayment };

async function money(path: string, body: Record<string, unknown>, idempotencyKey: string): Promise<TradeResult> {
  const res = await api<Record<string, unknown>>(path, {
    method: 'POST',
    body,
    idempotencyKey,
  });
  if (typeof res.data.paymentId === 'string' && res.data.status === 'pending') return { kind: 'provider', payment: res.data as unknown as StartedPayment };
  return { kind: 'done', message: res.message ?? '' };
}

/** POST /user/marketplace/invest: tokens from the platform. */
export const invest = (
  body: {
    propertyId: string;
    numberOfTokens: number;
    paymentWith: PaymentMethodChoice;
    userAgreement: boolean;
  },
  key: string
) => money('/user/marketplace/invest', body, key);

/** POST /user/marketplace/approve-bid: part or all of someone's order. */
export const approveBid = (
  body: {
    orderId: string;
    numberOfTokens: number;
    paymentWith: PaymentMethodChoice;
    userAgreement: boolean;
  },
  key: string
) => money('/user/marketplace/approve-bid', body, key);

/** POST /user/marketplace/gift: tokens I hold, or new ones, to a registered user's phone; a 1% fee. */
export const gift = (
  body: {
    propertyId: string;
    receiver: string;
    numberOfTokens: number;
    type: GiftType;
    paymentWith: PaymentMethodChoice;
    userAgreement: boolean;
  },
  key: string
) => money('/user/marketplace/gift', body, key);

/** POST /user/marketplace/re-sell: free tokens listed publicly, or offered privately to a phone (`receiver`). */
export async function resell(
  body: {
    propertyId: string;
    numberOfTokens: number;
    pricePerToken: number;
    receiver?: string;
  },
  key: string
) {
  return (
    (
      await api<{ orderId: string }>('/user/marketplace/re-sell', {
        method: 'POST',
        body,
        idempotencyKey: key,
      })
    ).message ?? ''
  );
}

/** POST /user/marketplace/cancel-order: my public order withdrawn; its unfilled tokens come back. */
export async function cancelOrder(body: { orderId: string; propertyId: string }, key: string) {
  return (
    (
      await api<unknown>('/user/marketplace/cancel-order', {
        method: 'POST',
        body,
        idempotencyKey: key,
      })
    ).message ?? ''
  );
}

/** GET the order book one page at a time, sorted as asked; `mine` only my own open orders. */
export const ORDER_PAGE = 10;
export const orderPagePath = (propertyId: string, { sort, skip, filter }: { sort: OrderBookSort; skip: number; filter: 'all' | 'mine' }) =>
  `/user/marketplace/details/${encodeURIComponent(propertyId)}/re-sell/list?limit=${ORDER_PAGE}&skip=${skip}&sort=${sort}&filter=${filter}`;

export function useOrderPage(propertyId: string, query: { sort: OrderBookSort; skip: number; filter: 'all' | 'mine' }, signedIn: boolean, enabled = true) {
  const path = orderPagePath(propertyId, query);
  return useSWR(enabled ? [path, signedIn ? 'user' : 'guest'] : null, async () => (await api<OrderBook>(path)).data, { keepPreviousData: true });
}

/** After a trade: the property (my holding, tokens left), its order book, my balance and my account are fetched again. */
export function useRefreshTrading() {
  const { mutate } = useSWRConfig();
  const prefix = '/user/marketplace/details/';
  return () =>
    mutate((key) => {
      const first = Array.isArray(key) ? key[0] : key;
      return typeof first === 'string' && (first.startsWith(prefix) || first === balanceKey || first.startsWith('/user/user/'));
    });
}
