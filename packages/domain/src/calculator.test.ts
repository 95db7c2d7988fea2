import { describe, expect, it } from 'vitest';
import { calculateReturns, calculatorRanges, clampToRange } from './calculator';

describe('calculateReturns', () => {
  it('with the defaults (100,000 IQD, 30% growth, 10% rent) gives the five-year table', () => {
    const rows = calculateReturns({ amount: 100_000, growthPercent: 30, rentalRatePercent: 10 });
    expect(rows).toEqual([
      { year: 1, rentalIncome: 10_000, appreciation: 6_000, total: 16_000 },
      { year: 2, rentalIncome: 20_000, appreciation: 12_000, total: 32_000 },
      { year: 3, rentalIncome: 30_000, appreciation: 18_000, total: 48_000 },
      { year: 4, rentalIncome: 40_000, appreciation: 24_000, total: 64_000 },
      { year: 5, rentalIncome: 50_000, appreciation: 30_000, total: 80_000 },
    ]);
  });

  it('rental income = amount × rate × years, exact on half-percent steps', () => {
    const rows = calculateReturns({ amount: 100_000_000, growthPercent: 1, rentalRatePercent: 7.5 });
    expect(rows[2]!.rentalIncome).toBe(22_500_000);
    expect(rows[4]!.rentalIncome).toBe(37_500_000);
  });

  it('appreciation = amount × growth × years ÷ 5, so year 5 is the full growth', () => {
    const rows = calculateReturns({ amount: 2_500_000, growthPercent: 100, rentalRatePercent: 1 });
    expect(rows[0]!.appreciation).toBe(500_000);
    expect(rows[4]!.appreciation).toBe(2_500_000);
  });

  it('rounds to whole dinars', () => {
    const rows = calculateReturns({ amount: 100_000, growthPercent: 7, rentalRatePercent: 1.5 });
    for (const r of rows) {
      expect(Number.isInteger(r.rentalIncome)).toBe(true);
      expect(Number.isInteger(r.appreciation)).toBe(true);
      expect(r.total).toBe(r.rentalIncome + r.appreciation);
    }
  });
});

describe('clampToRange', () => {
  it('snaps typed amounts onto the 100,000 grid inside the range', () => {
    expect(clampToRange(250_001, calculatorRanges.amount)).toBe(300_000);
    expect(clampToRange(5, calculatorRanges.amount)).toBe(100_000);
    expect(clampToRange(1e12, calculatorRanges.amount)).toBe(100_000_000);
    expect(clampToRange(Number.NaN, calculatorRanges.amount)).toBe(100_000);
  });

  it('keeps half steps for the rental rate', () => {
    expect(clampToRange(7.3, calculatorRanges.rentalRate)).toBe(7.5);
    expect(clampToRange(0, calculatorRanges.rentalRate)).toBe(1);
    expect(clampToRange(20, calculatorRanges.rentalRate)).toBe(15);
  });
});
