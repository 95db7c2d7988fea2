import type { Dashboard } from '@sahm/domain';

/** Statistics of an account that has done nothing yet. */
export const zeroStatistics: Dashboard['statistics'] = {
  assetsValuation: 0,
  moneyDeposited: 0,
  withdrawn: 0,
  spent: 0,
  spentThroughWallet: 0,
  spentThroughFastpay: 0,
  spentThroughFib: 0,
  spentThroughCard: 0,
  rentRevenue: 0,
  sellingRevenue: 0,
  numberOfDeposits: 0,
  biggestDeposit: 0,
  depositedViaBranches: 0,
  depositedViaFastpay: 0,
  depositedViaFib: 0,
  depositedViaCard: 0,
};

/** A dashboard answer: 2,500,000 IQD available, two deposits, two years of holdings; `overrides` replace whole fields. */
export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    balance: { available: 2_500_000, held: 0, currency: 'IQD' },
    pendingWithdrawal: null,
    statistics: { ...zeroStatistics, moneyDeposited: 3_000_000, numberOfDeposits: 2, biggestDeposit: 2_000_000, assetsValuation: 1_200_000 },
    chart: [
      { year: 2025, tokens: 10, value: 1_000_000 },
      { year: 2026, tokens: 12, value: 1_200_000 },
    ],
    ...overrides,
  };
}
