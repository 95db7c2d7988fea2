import { transactionTypes } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AppContext } from '../src/context';
import { registerUser, snapshot } from './helpers';

let phoneCounter = 0;

/** A signed-in investor who passed KYC and phone verification. */
export async function makeInvestor(app: FastifyInstance, ctx: AppContext) {
  const user = await registerUser(app, ctx);
  phoneCounter += 1;
  const mobile = `7${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(3, '0')}`;
  await ctx.db
    .updateTable('users')
    .set({ kyc_status: 'verified', is_phone_verified: true, country_code: '+964', mobile_number: mobile, full_name: 'Test Investor', date_of_birth: '1990-01-01' })
    .where('id', '=', user.id)
    .execute();
  return { ...user, phone: { countryCode: '+964', mobileNumber: mobile } };
}

/** Credits a wallet the way a branch cash deposit does: a balanced entry from the cash account. */
export async function creditWallet(ctx: AppContext, userId: string, amount: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const entry = await trx.insertInto('journal_entries').values({ kind: 'cash_deposit' }).returning('id').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO postings (entry_id, account_id, amount)
      SELECT ${entry.id}::bigint, id, ${-amount}::bigint FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash'
      UNION ALL
      SELECT ${entry.id}::bigint, id, ${amount}::bigint FROM ledger_accounts WHERE kind = 'user_available' AND user_id = ${userId}`.execute(trx);
  });
}

export async function balanceOf(ctx: AppContext, userId: string) {
  const rows = await ctx.db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  return {
    available: rows.find((r) => r.kind === 'user_available')?.balance ?? 0,
    held: rows.find((r) => r.kind === 'user_held')?.balance ?? 0,
  };
}

/** A funded property with the platform holding `platformTokens` (the rest unsold too). */
export async function propertyWithTokens(ctx: AppContext, slug: string, { total = 10_000, price = 10_000, locked = false } = {}) {
  return ctx.db
    .insertInto('properties')
    .values({
      slug,
      name: JSON.stringify({ en: `Test ${slug}` }),
      city: JSON.stringify({ en: 'Baghdad' }),
      property_type: 'residential',
      is_locked: locked,
      is_hot: false,
      is_recently_added: false,
      is_residential: true,
      is_trending: false,
      total_tokens: total,
      platform_tokens: total,
      valuation: total * price,
      property_value: total * price,
      area_sqm: '100',
      cover_image: '/x.svg',
    })
    .returning(['id', 'total_tokens'])
    .executeTakeFirstOrThrow();
}

/**
 * The money invariants of issue 4, checked against the whole database:
 * every entry sums to zero; no negative user balance or holding; balances
 * equal their postings; all accounts sum to zero; per property, platform
 * inventory + holdings = total tokens; every holding is explained by its
 * token movements.
 */
export async function expectInvariants(ctx: AppContext) {
  const q = async (text: string) => (await ctx.pool.query(text)).rows;
  expect(await q(`SELECT entry_id, sum(amount) AS total FROM postings GROUP BY entry_id HAVING sum(amount) <> 0`)).toEqual([]);
  expect(await q(`SELECT id, kind, balance FROM ledger_accounts WHERE kind IN ('user_available', 'user_held') AND balance < 0`)).toEqual([]);
  expect(
    await q(`SELECT a.id, a.balance, coalesce(sum(p.amount), 0) AS posted FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
             GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`),
  ).toEqual([]);
  expect((await q(`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts`))[0].total).toBe('0');
  expect(await q(`SELECT user_id, property_id FROM holdings WHERE tokens < 0 OR listed < 0`)).toEqual([]);
  expect(
    await q(`SELECT p.id, p.total_tokens, p.platform_tokens, coalesce(sum(h.tokens + h.listed), 0) AS held
             FROM properties p LEFT JOIN holdings h ON h.property_id = p.id
             GROUP BY p.id HAVING p.platform_tokens + coalesce(sum(h.tokens + h.listed), 0) <> p.total_tokens`),
  ).toEqual([]);
  // What each user's running totals keep: wallet_stats, plus the rent and rent rows kept on their
  // wallet (runs paid in parts, migration 0040), which only wallets may keep.
  expect(
    await q(`SELECT id, kind, rent_paid, rent_rows FROM ledger_accounts
             WHERE kind <> 'user_available' AND (rent_paid <> 0 OR rent_rows <> 0)`),
  ).toEqual([]);
  const keptStats = `(SELECT coalesce(w.user_id, a.user_id) AS user_id, ${[...WALLET_FIGURES, ...transactionTypes.map((t) => `rows_${t}`)]
    .filter((c) => c !== 'rent' && c !== 'rows_rent')
    .map((c) => `w.${c}`)
    .join(', ')},
      coalesce(w.rent, 0) + coalesce(a.rent_paid, 0) AS rent, coalesce(w.rows_rent, 0) + coalesce(a.rent_rows, 0) AS rows_rent
    FROM wallet_stats w FULL JOIN (SELECT user_id, rent_paid, rent_rows FROM ledger_accounts
                                    WHERE kind = 'user_available' AND (rent_paid <> 0 OR rent_rows <> 0)) a ON a.user_id = w.user_id)`;
  // Each user's history rows by type (migration 0032) equal a recount of transactions.
  const recountRows = transactionTypes.map((t) => `count(*) FILTER (WHERE type = '${t}') AS rows_${t}`).join(', ');
  const rowsDiffer = transactionTypes.map((t) => `(coalesce(k.rows_${t}, 0) <> coalesce(c.rows_${t}, 0))`).join(' OR ');
  expect(
    await q(`SELECT coalesce(k.user_id, c.user_id) AS user_id, to_jsonb(k) AS kept, to_jsonb(c) AS counted
             FROM ${keptStats} k FULL JOIN (SELECT user_id, ${recountRows} FROM transactions GROUP BY user_id) c ON c.user_id = k.user_id
             WHERE ${rowsDiffer}`),
  ).toEqual([]);
  expect(
    await q(`WITH moved AS (
               SELECT to_user AS user_id, property_id, tokens FROM token_movements WHERE to_user IS NOT NULL
               UNION ALL
               SELECT from_user, property_id, -tokens FROM token_movements WHERE from_user IS NOT NULL)
             SELECT h.user_id, h.property_id, h.tokens + h.listed AS held, coalesce(sum(m.tokens), 0) AS moved
             FROM holdings h LEFT JOIN moved m ON m.user_id = h.user_id AND m.property_id = h.property_id
             GROUP BY h.user_id, h.property_id, h.tokens, h.listed
             HAVING h.tokens + h.listed <> coalesce(sum(m.tokens), 0)`),
  ).toEqual([]);
  // The dashboard's running totals (migration 0028) equal a recount of the whole ledger and token ledger.
  const recount = WALLET_FIGURES.map((c) => `${c === 'biggest' ? 'max' : 'sum'}(${c}) AS ${c}`).join(', ');
  const differs = WALLET_FIGURES.map((c) => `(coalesce(k.${c}, 0) <> coalesce(c.${c}, 0))`).join(' OR ');
  expect(
    await q(`SELECT coalesce(k.user_id, c.user_id) AS user_id, to_jsonb(k) AS kept, to_jsonb(c) AS counted
             FROM ${keptStats} k FULL JOIN (SELECT user_id, ${recount} FROM wallet_figures_by_entry GROUP BY user_id) c ON c.user_id = k.user_id
             WHERE ${differs}`),
  ).toEqual([]);
  expect(
    await q(`WITH moved AS (
               SELECT to_user AS user_id, property_id, created_at, tokens AS delta FROM token_movements WHERE to_user IS NOT NULL
               UNION ALL
               SELECT from_user, property_id, created_at, -tokens FROM token_movements WHERE from_user IS NOT NULL),
             counted AS (
               SELECT user_id, extract(year FROM created_at AT TIME ZONE 'Asia/Baghdad')::int AS year, property_id, sum(delta) AS delta
               FROM moved GROUP BY 1, 2, 3)
             SELECT coalesce(k.user_id, c.user_id) AS user_id, coalesce(k.year, c.year) AS year, k.delta AS kept, c.delta AS counted
             FROM token_years k FULL JOIN counted c ON c.user_id = k.user_id AND c.year = k.year AND c.property_id = k.property_id
             WHERE coalesce(k.delta, 0) <> coalesce(c.delta, 0)`),
  ).toEqual([]);
}

/** The running totals of wallet_stats (migration 0028). */
const WALLET_FIGURES = [
  'deposited',
  'deposits',
  'biggest',
  'via_cash',
  'via_fastpay',
  'via_fib',
  'via_card',
  'withdrawn',
  'spent',
  'spent_wallet',
  'spent_fastpay',
  'spent_fib',
  'spent_card',
  'rent',
  'selling',
];

/** snapshot() plus the money and market tables, for "a refused request changes nothing". */
export async function fullSnapshot(ctx: AppContext) {
  const out = await snapshot(ctx);
  for (const table of ['orders', 'transactions', 'ledger_accounts', 'postings', 'journal_entries', 'token_movements', 'idempotency_keys', 'wallet_stats', 'token_years']) {
    const { rows } = await ctx.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t`);
    out[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

/** Every holding's listed tokens are exactly its open orders' unfilled tokens. */
export async function expectOrdersBalanced(ctx: AppContext) {
  const { rows } = await ctx.pool.query(`
    SELECT h.user_id, h.property_id, h.listed, coalesce(sum(o.tokens_remaining) FILTER (WHERE o.status = 'open'), 0) AS open
    FROM holdings h LEFT JOIN orders o ON o.seller_id = h.user_id AND o.property_id = h.property_id
    GROUP BY h.user_id, h.property_id, h.listed
    HAVING h.listed <> coalesce(sum(o.tokens_remaining) FILTER (WHERE o.status = 'open'), 0)`);
  expect(rows).toEqual([]);
}

