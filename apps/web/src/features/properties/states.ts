import type { PropertyGroup } from '@sahm/domain';
import { propertyListStates, type PropertyListState } from '../../config/paths';

/** Which API group each /view-properties category shows (spec.md §2, §4). */
export const stateGroups: Record<PropertyListState, PropertyGroup> = {
  Hot: 'hot',
  Residential: 'residential',
  Recently: 'recentlyAdded',
  Trading: 'trending',
  Funded: 'funded',
  Available: 'nonFunded',
  Locked: 'locked',
  All: 'all',
};

export function isPropertyListState(value: unknown): value is PropertyListState {
  return typeof value === 'string' && (propertyListStates as readonly string[]).includes(value);
}

/** Navigation state as the "View all" buttons send it: `{ state: 'Funded' }`. */
export interface ViewPropertiesNavigationState {
  state: PropertyListState;
}

/**
 * The category: the URL's ?state= first (reload-safe and shareable), then the
 * navigation state, then All.
 */
export function resolveListState(fromUrl: string | null, navigationState: unknown): PropertyListState {
  if (isPropertyListState(fromUrl)) return fromUrl;
  const fromNavigation = (navigationState as Partial<ViewPropertiesNavigationState> | null)?.state;
  return isPropertyListState(fromNavigation) ? fromNavigation : 'All';
}
