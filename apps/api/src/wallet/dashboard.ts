import type { Dashboard } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';

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
}

/**
 * Every wallet statistic of spec.md §3 in one statement, from the ledger (the
 * source of truth; postings on the user's two wallet accounts):
 * - deposits: credits to available by deposit and cash_deposit entries. When a
 *   provider payment bought tokens at once (0007_payments.sql deposits it and
 *   then buys from the wallet), the part it spent is a purchase, not a
 *   deposit: each deposit counts net of its payment's outcome.spent.
 * - spent: debits of available by purchase, trade and gift entries (what
 *   actually left the wallet, gift fees included); the payment method is the
 *   one on the history row of that entry (a provider-paid purchase shows its
 *   provider), else wallet.
 * - withdrawn: held paid out by withdrawal_payout entries.
 * - rent and selling revenue: credits to available by rent and trade entries
 *   (selling net of the trading fee).
 * deposits and spending are MATERIALIZED: inlined, each row's provider or
 * method subquery ran once per FILTER that reads it (four times).
 */
const statsSql = (userId: string) => sql<StatsRow>`
  WITH acct AS (
    SELECT id, kind, balance FROM ledger_accounts WHERE user_id = ${userId} AND kind IN ('user_available', 'user_held')
  ), mine AS (
    SELECT p.entry_id, p.amount, a.kind AS account, e.kind AS entry_kind
      FROM postings p JOIN acct a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
  ), deposits AS MATERIALIZED (
    SELECT m.amount - coalesce((pay.outcome->>'spent')::bigint, 0) AS net,
           (SELECT la.provider FROM postings q JOIN ledger_accounts la ON la.id = q.account_id
             WHERE q.entry_id = m.entry_id AND la.kind = 'provider_cash' LIMIT 1) AS provider
      FROM mine m LEFT JOIN payments pay ON pay.entry_id = m.entry_id AND pay.user_id = ${userId}
     WHERE m.account = 'user_available' AND m.entry_kind IN ('deposit', 'cash_deposit') AND m.amount > 0
  ), spending AS MATERIALIZED (
    SELECT -m.amount AS cost,
           coalesce((SELECT t.payment_with FROM transactions t
                      WHERE t.entry_id = m.entry_id AND t.user_id = ${userId} AND t.type IN ('buy', 'token_purchase', 'gift') LIMIT 1), 'wallet') AS method
      FROM mine m
     WHERE m.account = 'user_available' AND m.entry_kind IN ('purchase', 'trade', 'gift') AND m.amount < 0
  )
  SELECT
    (SELECT coalesce(sum(balance) FILTER (WHERE kind = 'user_available'), 0) FROM acct)::bigint AS available,
    (SELECT coalesce(sum(balance) FILTER (WHERE kind = 'user_held'), 0) FROM acct)::bigint AS held,
    (SELECT coalesce(sum((h.tokens + h.listed) * (pr.valuation / pr.total_tokens)), 0)
       FROM holdings h JOIN properties pr ON pr.id = h.property_id WHERE h.user_id = ${userId})::bigint AS assets,
    d.deposited, d.deposits, d.biggest, d.via_cash, d.via_fastpay, d.via_fib, d.via_card,
    (SELECT coalesce(-sum(amount), 0) FROM mine WHERE account = 'user_held' AND entry_kind = 'withdrawal_payout')::bigint AS withdrawn,
    s.spent, s.spent_wallet, s.spent_fastpay, s.spent_fib, s.spent_card,
    (SELECT coalesce(sum(amount), 0) FROM mine WHERE account = 'user_available' AND entry_kind = 'rent' AND amount > 0)::bigint AS rent,
    (SELECT coalesce(sum(amount), 0) FROM mine WHERE account = 'user_available' AND entry_kind = 'trade' AND amount > 0)::bigint AS selling,
    (SELECT jsonb_build_object('id', w.id, 'amount', w.amount, 'createdAt', w.created_at)
       FROM withdrawal_requests w WHERE w.user_id = ${userId} AND w.status = 'pending') AS pending
  FROM (
    SELECT coalesce(sum(net), 0)::bigint AS deposited,
           count(*)::bigint AS deposits,
           coalesce(max(net), 0)::bigint AS biggest,
           coalesce(sum(net) FILTER (WHERE provider = 'cash'), 0)::bigint AS via_cash,
           coalesce(sum(net) FILTER (WHERE provider = 'fastpay'), 0)::bigint AS via_fastpay,
           coalesce(sum(net) FILTER (WHERE provider = 'fib'), 0)::bigint AS via_fib,
           coalesce(sum(net) FILTER (WHERE provider = 'card'), 0)::bigint AS via_card
      FROM deposits WHERE net > 0
  ) d, (
    SELECT coalesce(sum(cost), 0)::bigint AS spent,
           coalesce(sum(cost) FILTER (WHERE method = 'wallet'), 0)::bigint AS spent_wallet,
           coalesce(sum(cost) FILTER (WHERE method = 'fastpay'), 0)::bigint AS spent_fastpay,
           coalesce(sum(cost) FILTER (WHERE method = 'fib'), 0)::bigint AS spent_fib,
           coalesce(sum(cost) FILTER (WHERE method = 'card'), 0)::bigint AS spent_card
      FROM spending
  ) s`;

/**
 * Tokens held and their value at each year's end, from the first year the
 * user held tokens to this year: tokens from the token ledger, valued at the
 * property's last valuation of that year (this year: the current price).
 */
const chartSql = (userId: string) => sql<{ year: number; tokens: number; value: number }>`
  WITH moves AS (
    SELECT property_id, extract(year FROM created_at AT TIME ZONE ${sql.lit(IRAQ_TZ)})::int AS yr,
           sum(CASE WHEN to_user = ${userId} THEN tokens ELSE -tokens END) AS delta
      FROM token_movements WHERE to_user = ${userId} OR from_user = ${userId}
     GROUP BY 1, 2
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

/** GET /user/dashboard: balance, pending withdrawal, statistics and the tokens/value chart, in two statements. */
export async function dashboard(ctx: AppContext, userId: string): Promise<Dashboard> {
  const [stats, chart] = await Promise.all([statsSql(userId).execute(ctx.db), chartSql(userId).execute(ctx.db)]);
  const s = stats.rows[0]!;
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
    chart: chart.rows.map((r) => ({ year: r.year, tokens: r.tokens, value: r.value })),
  };
}
