import { describe, expect, it } from 'vitest';
import { resolveListState, stateGroups } from './states';

describe('the /view-properties category', () => {
  it('comes from the URL first, then the navigation state, then All', () => {
    expect(resolveListState('Hot', { state: 'Funded' })).toBe('Hot');
    expect(resolveListState(null, { state: 'Funded' })).toBe('Funded');
    expect(resolveListState('nonsense', { state: 'Locked' })).toBe('Locked');
    expect(resolveListState(null, null)).toBe('All');
    expect(resolveListState(null, { state: 'hot' })).toBe('All');
  });

  it('maps each state to its API group', () => {
    expect(stateGroups).toEqual({
      Hot: 'hot',
      Residential: 'residential',
      Recently: 'recentlyAdded',
      Trading: 'trending',
      Funded: 'funded',
      Available: 'nonFunded',
      Locked: 'locked',
      All: 'all',
    });
  });
});
