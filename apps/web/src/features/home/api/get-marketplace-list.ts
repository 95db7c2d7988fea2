import type { MarketplaceList } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** GET /user/marketplace/list: every property group at once (the home page's lists). */
export const marketplaceListKey = '/user/marketplace/list';

export async function getMarketplaceList(): Promise<Partial<MarketplaceList>> {
  return (await api<Partial<MarketplaceList>>(marketplaceListKey)).data;
}

export function useMarketplaceList() {
  return useSWR<Partial<MarketplaceList>>(marketplaceListKey, getMarketplaceList);
}
