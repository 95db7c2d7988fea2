import type { MarketplaceList, PropertyGroup, PropertyView } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** GET /user/marketplace/list?group=<name>: one property group (the /view-properties screen). */
export const marketplaceGroupKey = (group: PropertyGroup) => `/user/marketplace/list?group=${group}`;

export async function getMarketplaceGroup(group: PropertyGroup): Promise<PropertyView[]> {
  const { data } = await api<Partial<MarketplaceList>>(marketplaceGroupKey(group));
  return data[group] ?? [];
}

export function useMarketplaceGroup(group: PropertyGroup) {
  return useSWR<PropertyView[]>(marketplaceGroupKey(group), () => getMarketplaceGroup(group));
}
