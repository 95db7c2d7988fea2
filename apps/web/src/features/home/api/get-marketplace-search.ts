import type { PropertyView } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** GET /user/marketplace/search?search=: properties by name, city or address. */
export const marketplaceSearchKey = (text: string) => `/user/marketplace/search?search=${encodeURIComponent(text)}`;

export async function getMarketplaceSearch(text: string): Promise<PropertyView[]> {
  return (await api<PropertyView[]>(marketplaceSearchKey(text))).data;
}

/**
 * Nothing is fetched for blank text; other text is sent as typed (the server normalizes it). Every new text fetches, even one seen a
 * moment ago (spec.md §2: every change of search text triggers a fetch); the
 * previous results stay on screen meanwhile.
 */
export function useMarketplaceSearch(text: string) {
  return useSWR<PropertyView[]>(text.trim() ? marketplaceSearchKey(text) : null, () => getMarketplaceSearch(text), {
    dedupingInterval: 0,
    keepPreviousData: true,
  });
}
