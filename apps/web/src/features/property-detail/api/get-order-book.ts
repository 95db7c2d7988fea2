import type { OrderBook } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** Orders shown at first, and the most the API returns in one page. */
export const ORDER_BOOK_PAGE = 20;
export const ORDER_BOOK_MAX = 100;

/** GET /user/marketplace/details/:id/re-sell/list: the property's open public sell orders, newest first. */
export const orderBookPath = (propertyId: string, limit: number) =>
  `/user/marketplace/details/${encodeURIComponent(propertyId)}/re-sell/list?limit=${limit}&sort=new&filter=all`;

export const orderBookKey = (propertyId: string, limit: number, signedIn: boolean) => [orderBookPath(propertyId, limit), signedIn ? 'user' : 'guest'] as const;

export async function getOrderBook(propertyId: string, limit: number): Promise<OrderBook> {
  return (await api<OrderBook>(orderBookPath(propertyId, limit))).data;
}

export function useOrderBook(propertyId: string | null, limit: number, signedIn: boolean) {
  return useSWR(propertyId ? orderBookKey(propertyId, limit, signedIn) : null, () => getOrderBook(propertyId!, limit), { keepPreviousData: true });
}
