import type { PropertyDetails } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** GET /user/marketplace/details/:id (id or slug). Sent with the token when signed in, so the answer carries `owned`. */
export const propertyDetailsPath = (id: string) => `/user/marketplace/details/${encodeURIComponent(id)}`;

/** The cache key also says whether the caller is signed in: the answer differs (the caller's share). */
export const propertyDetailsKey = (id: string, signedIn: boolean) => [propertyDetailsPath(id), signedIn ? 'user' : 'guest'] as const;

export async function getPropertyDetails(id: string): Promise<PropertyDetails> {
  return (await api<PropertyDetails>(propertyDetailsPath(id))).data;
}

export function usePropertyDetails(id: string | null, signedIn: boolean) {
  return useSWR(id ? propertyDetailsKey(id, signedIn) : null, () => getPropertyDetails(id!));
}
