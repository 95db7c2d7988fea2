import type { Dashboard } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { prepared } from '../db/database';

/** Years (charts) are counted in Iraq's time. */
export const IRAQ_TZ = 'Asia/Baghdad';

interface StatsRow {
  available: number;
  held: number;
  assets: number;
  deposited: number;
  deposits: number;
  biggest: number;
  via_cash: number;
  via_fastpay: number;
  via_fib: number;
  via_card: number;
  withdrawn: number;
  spent: number;
  spent_wallet: number;
  spent_fastpay: number;
  spent_fib: number;
  spent_card: number;
  rent: number;
  selling: number;
  pending: { id: string; amount: number; createdAt: string } | null;
  chart: { year: number; tokens: number; value: number }[];
}

/**
 * Every wallet statistic of spec.md §3 and the chart in one statement: the balances and the
 * assets' value now, the running totals of wallet_stats (kept at each commit
 * from the ledger, the source of truth, as the view wallet_figures_by_entry
 * says each posting counts; migration 0028), plus the rent kept on the wallet
 * itself (runs paid in parts, migration 0040), and any pending withdrawal. Its
 * cost no longer grows with the user's history.
 */
const statsSql = (userId: string) => sql<StatsRow>`
  SELECT
    coalesce(wa.balance, 0)::bigint AS available,
    (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'user_held')::bigint AS held,
    (SELECT coalesce(sum((h.tokens + h.listed) * (pr.valuation / pr.total_tokens)), 0)
       FROM holdings h JOIN properties pr ON pr.id = h.property_id WHERE h.user_id = ${userId})::bigint AS assets,
    coalesce(w.deposited, 0) AS deposited, coalesce(w.deposits, 0) AS deposits, coalesce(w.biggest, 0) AS biggest,
    coalesce(w.via_cash, 0) AS via_cash, coalesce(w.via_fastpay, 0) AS via_fastpay, coalesce(w.via_fib, 0) AS via_fib, coalesce(w.via_card, 0) AS via_card,
    coalesce(w.withdrawn, 0) AS withdrawn,
    coalesce(w.spent, 0) AS spent, coalesce(w.spent_wallet, 0) AS spent_wallet, coalesce(w.spent_fastpay, 0) AS spent_fastpay,
    coalesce(w.spent_fib, 0) AS spent_fib, coalesce(w.spent_card, 0) AS spent_card,
    (coalesce(w.rent, 0) + coalesce(wa.rent_paid, 0))::bigint AS rent, coalesce(w.selling, 0) AS selling,
    (SELECT jsonb_build_object('id', r.id, 'amount', r.amount, 'createdAt', r.created_at)
       FROM withdrawal_requests r WHERE r.user_id = ${userId} AND r.status = 'pending') AS pending,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('year', c.year, 'tokens', c.tokens, 'value', c.value) ORDER BY c.year), '[]'::jsonb)
       FROM (${chartSql(userId)}) c) AS chart
  FROM (SELECT 1) one LEFT JOIN wallet_stats w ON w.user_id = ${userId}
  LEFT JOIN ledger_accounts wa ON wa.user_id = ${userId} AND wa.kind = 'user_available'`;

/**
 * Tokens held and their value at each year's end, from the first year the
 * user held tokens to this year: tokens from the token ledger (its net
 * movements per property and year, token_years, migration 0028), valued at
 * the property's last valuation of that year (this year: the current price).
 */
const chartSql = (userId: string) => sql<{ year: number; tokens: number; value: number }>`
  WITH moves AS (
    SELECT property_id, year AS yr, delta FROM token_years WHERE user_id = ${userId}
  ), bounds AS (
    SELECT min(yr) AS first, extract(year FROM now() AT TIME ZONE ${sql.lit(IRAQ_TZ)})::int AS last FROM moves
  ), grid AS (
    SELECT y.yr, pr.id AS property_id, pr.total_tokens, pr.valuation, b.last,
           (SELECT coalesce(sum(m.delta), 0) FROM moves m WHERE m.property_id = pr.id AND m.yr <= y.yr) AS tokens
      FROM bounds b
      CROSS JOIN LATERAL generate_series(b.first, b.last) AS y (yr)
      CROSS JOIN (SELECT DISTINCT property_id FROM moves) d
      JOIN properties pr ON pr.id = d.property_id
     WHERE b.first IS NOT NULL
  )
  SELECT g.yr AS year,
         sum(g.tokens)::bigint AS tokens,
         sum(g.tokens * (CASE WHEN g.yr = g.last THEN g.valuation ELSE coalesce(
             (SELECT ph.valuation FROM price_history ph WHERE ph.property_id = g.property_id AND ph.valued_on <= make_date(g.yr, 12, 31)
               ORDER BY ph.valued_on DESC LIMIT 1),
             (SELECT ph.valuation FROM price_history ph WHERE ph.property_id = g.property_id ORDER BY ph.valued_on LIMIT 1),
             g.valuation) END / g.total_tokens))::bigint AS value
    FROM grid g
   GROUP BY g.yr
   ORDER BY g.yr`;

/**
 * GET /user/dashboard: balance, pending withdrawal, statistics and the
 * tokens/value chart, in one prepared statement (its text is the same for
 * every user; planning it took four times as long as running it).
 */
export async function dashboard(ctx: AppContext, userId: string): Promise<Dashboard> {
  const s = (await prepared<StatsRow>(ctx.pool, statsSql(userId).compile(ctx.db)))[0]!;
  return {
    balance: { available: s.available, held: s.held, currency: 'IQD' },
    pendingWithdrawal: s.pending
      ? { id: s.pending.id, amount: Number(s.pending.amount), createdAt: new Date(s.pending.createdAt).toISOString() }
      : null,
    statistics: {
      assetsValuation: s.assets,
      moneyDeposited: s.deposited,
      withdrawn: s.withdrawn,
      spent: s.spent,
      spentThroughWallet: s.spent_wallet,
      spentThroughFastpay: s.spent_fastpay,
      spentThroughFib: s.spent_fib,
      spentThroughCard: s.spent_card,
      rentRevenue: s.rent,
      sellingRevenue: s.selling,
      numberOfDeposits: s.deposits,
      biggestDeposit: s.biggest,
      depositedViaBranches: s.via_cash,
      depositedViaFastpay: s.via_fastpay,
      depositedViaFib: s.via_fib,
      depositedViaCard: s.via_card,
    },
    chart: s.chart.map((r) => ({ year: r.year, tokens: r.tokens, value: r.value })),
  };
}
