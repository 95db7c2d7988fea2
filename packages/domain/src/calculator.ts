/**
 * The investment calculator (spec.md §9): estimates shown on the home page
 * and the standalone calculator. Pure functions; the UI only renders them.
 */

export interface Range {
  min: number;
  max: number;
  step: number;
  default: number;
}

export const calculatorRanges = {
  /** Amount invested, IQD. */
  amount: { min: 100_000, max: 100_000_000, step: 100_000, default: 100_000 },
  /** Property value growth over five years, percent. */
  growth: { min: 1, max: 100, step: 1, default: 30 },
  /** Annual rental return, percent. */
  rentalRate: { min: 1, max: 15, step: 0.5, default: 10 },
} as const satisfies Record<string, Range>;

export const CALCULATOR_YEARS = [1, 2, 3, 4, 5] as const;

export interface CalculatorInput {
  /** IQD invested. */
  amount: number;
  /** Five-year value growth, percent (1..100). */
  growthPercent: number;
  /** Annual rental return, percent (1..15, steps of 0.5). */
  rentalRatePercent: number;
}

export interface CalculatorRow {
  year: number;
  /** amount × rate × years */
  rentalIncome: number;
  /** amount × growth × years ÷ 5 */
  appreciation: number;
  /** rental income + appreciation */
  total: number;
}

/** Rounds to whole dinars; the only rounding in the calculator. */
const dinars = (value: number) => Math.round(value);

export function calculateReturns({ amount, growthPercent, rentalRatePercent }: CalculatorInput): CalculatorRow[] {
  return CALCULATOR_YEARS.map((year) => {
    // Percent values are scaled to integers first so 0.5 steps stay exact.
    const rentalIncome = dinars((amount * Math.round(rentalRatePercent * 10) * year) / 1000);
    const appreciation = dinars((amount * growthPercent * year) / (100 * 5));
    return { year, rentalIncome, appreciation, total: rentalIncome + appreciation };
  });
}

/** Snaps a value into a range on its step grid (typed amounts land on a valid value). */
export function clampToRange(value: number, range: Range): number {
  if (!Number.isFinite(value)) return range.default;
  const stepped = Math.round((value - range.min) / range.step) * range.step + range.min;
  const clamped = Math.min(range.max, Math.max(range.min, stepped));
  // Avoid 7.500000001 from float steps.
  return Number(clamped.toFixed(4));
}
