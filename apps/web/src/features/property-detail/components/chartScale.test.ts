import type { AppLocale } from '@sahm/domain';
import { getFormatters } from '@sahm/ui';
import { describe, expect, it } from 'vitest';
import { dateTickIndexes, labelRoom, priceScale } from './chartScale';

/** Gaps between neighbours. */
const steps = (values: readonly number[]) => values.slice(1).map((value, i) => value - values[i]!);

/** 24 month-start dates from Jan 2025, as the price history has them. */
const months = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2025, i, 1)).toISOString().slice(0, 10));

describe('date labels', () => {
  it('are evenly spaced, end on the latest point, and never closer than a label’s room', () => {
    for (const plotWidth of [200, 311, 560, 737, 1000]) {
      const room = 100;
      const indexes = dateTickIndexes(months.length, plotWidth, room);
      expect(indexes.at(-1)).toBe(months.length - 1);
      expect(new Set(steps(indexes)).size).toBeLessThanOrEqual(1);
      const pixelsApart = (steps(indexes)[0] ?? months.length) * (plotWidth / (months.length - 1));
      expect(pixelsApart).toBeGreaterThanOrEqual(room);
      // And no sparser than needed: one step less would crowd them.
      const step = steps(indexes)[0];
      if (step && step > 1) expect((step - 1) * (plotWidth / (months.length - 1))).toBeLessThan(room);
    }
  });

  it('labels every point when there is room, one when there is a single point, none without data', () => {
    expect(dateTickIndexes(4, 900, 100)).toEqual([0, 1, 2, 3]);
    expect(dateTickIndexes(1, 900, 100)).toEqual([0]);
    expect(dateTickIndexes(0, 900, 100)).toEqual([]);
  });

  it('leave Arabic and Kurdish month names more room than English ones, so they never overprint at desktop width', () => {
    const shortDate = (locale: AppLocale, date: string) => getFormatters(locale).date(date, { month: 'short', year: 'numeric' });
    const room = (locale: AppLocale) => labelRoom(months.map((date) => shortDate(locale, date)));
    expect(room('ar')).toBeGreaterThan(room('en'));
    expect(room('kr')).toBeGreaterThan(room('en'));
    // A 1280 px page's chart (about 740 px of plot): fewer Arabic labels than English ones.
    const count = (locale: AppLocale) => dateTickIndexes(months.length, 740, room(locale)).length;
    expect(count('ar')).toBeLessThan(count('en'));
  });
});

describe('price ticks', () => {
  it('step evenly by a round amount from the plot’s floor to its top, covering every price', () => {
    const prices = [118_400, 121_000, 125_250, 131_900, 129_000, 136_750];
    const scale = priceScale(prices);
    expect(scale.ticks[0]).toBe(scale.min);
    expect(scale.ticks.at(-1)).toBe(scale.max);
    expect(new Set(steps(scale.ticks)).size).toBe(1);
    expect(scale.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(scale.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(scale.ticks.length).toBeGreaterThanOrEqual(3);
    expect(scale.ticks.length).toBeLessThanOrEqual(7);
    // Round numbers: the step is 1, 2, 2.5 or 5 times a power of ten.
    const step = steps(scale.ticks)[0]!;
    expect([1, 2, 2.5, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
  });

  it('a flat history still gets a band around its price; nothing goes below zero', () => {
    const flat = priceScale([100_000, 100_000]);
    expect(flat.min).toBeLessThan(100_000);
    expect(flat.max).toBeGreaterThan(100_000);
    expect(new Set(steps(flat.ticks)).size).toBe(1);
    expect(priceScale([5, 900]).min).toBe(0);
  });
});
