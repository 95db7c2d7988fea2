/** Property list grouping of spec.md §4, shared by the api (list call) and tests. */

export interface GroupableProperty {
  isLocked: boolean;
  isHot: boolean;
  isRecentlyAdded: boolean;
  isResidential: boolean;
  isTrending: boolean;
  isFunded: boolean;
}

export const propertyGroups = ['locked', 'hot', 'recentlyAdded', 'residential', 'trending', 'funded', 'nonFunded', 'all'] as const;
export type PropertyGroup = (typeof propertyGroups)[number];

/**
 * Locked properties go to `locked` only (never `all`). Otherwise the first of
 * hot, recently added, residential, trending that applies; then funded or
 * nonFunded; and `all`.
 */
export function groupsOf(p: GroupableProperty): PropertyGroup[] {
  if (p.isLocked) return ['locked'];
  const groups: PropertyGroup[] = [];
  if (p.isHot) groups.push('hot');
  else if (p.isRecentlyAdded) groups.push('recentlyAdded');
  else if (p.isResidential) groups.push('residential');
  else if (p.isTrending) groups.push('trending');
  groups.push(p.isFunded ? 'funded' : 'nonFunded', 'all');
  return groups;
}

export function groupProperties<T extends GroupableProperty>(items: readonly T[]): Record<PropertyGroup, T[]> {
  const out = Object.fromEntries(propertyGroups.map((g) => [g, [] as T[]])) as Record<PropertyGroup, T[]>;
  for (const item of items) for (const g of groupsOf(item)) out[g].push(item);
  return out;
}
