// The history rows' index by reference leaves rent rows out (migration 0036):
// a rent run wrote one key per holder, all the same run, into it, and nobody
// looks rent rows up that way. Its readers are the payment and withdrawal
// functions, which find a payment's or request's rows by reference; each must
// still use the index. These run the real functions on a user with a long
// history and read their plans (auto_explain, at notice level, for the
// statements inside them), so a reader whose conditions no longer imply the
// index's predicate (not rent) shows up as a plan that does not use it.
// LOAD 'auto_explain' needs a superuser, which the embedded server's role is
// (as test/rent-bulk-checks' CREATE ROLE needs too).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { creditWallet, makeInvestor, propertyWithTokens } from './money-helpers';
import { fundedProperty } from './rent-helpers';

const { app, ctx } = await createTestApp();

/** The plans of the statements that find history rows by reference, while `body` runs; rolled back. */
async function referencePlans(body: (c: pg.PoolClient) => Promise<void>): Promise<string[]> {
  const c = await ctx.pool.connect();
  const plans: string[] = [];
  const onNotice = (n: { message?: string }) => {
    const text = n.message ?? '';
    if (/Query Text:[\s\S]*\btransactions\b[\s\S]*reference_id\s*=/.test(text) && !/INSERT INTO transactions/.test(text)) plans.push(text);
  };
  c.on('notice', onNotice);
  try {
    await c.query('BEGIN');
    await c.query(`LOAD 'auto_explain'`);
    await c.query(`SET LOCAL auto_explain.log_min_duration = 0`);
    await c.query(`SET LOCAL auto_explain.log_nested_statements = on`);
    await c.query(`SET LOCAL auto_explain.log_level = 'notice'`);
    await c.query(`SET LOCAL enable_seqscan = off`);
    await body(c);
    return plans;
  } finally {
    await c.query('ROLLBACK');
    c.off('notice', onNotice);
    c.release();
  }
}

/** A user whose history is long (other rows of every kind but rent), so finding one payment's rows by user is the worse plan. */
async function longHistory(userId: string) {
  await ctx.pool.query(
    `INSERT INTO transactions (user_id, type, status, amount, payment_with, reference_id)
     SELECT $1, (ARRAY['deposit', 'withdraw', 'buy', 'sell'])[1 + i % 4], 'completed', 1000, 'cash', gen_random_uuid()
       FROM generate_series(1, 3000) i`,
    [userId],
  );
  await ctx.pool.query('ANALYZE transactions');
}

async function pendingPayment(userId: string, purpose: string, amount: number, details: object, history: { type: string; propertyId?: string; tokens?: number }) {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `INSERT INTO payments (user_id, provider, purpose, amount, details, valid_until)
     VALUES ($1, 'fastpay', $2, $3, $4, now() + interval '10 minutes') RETURNING id`,
    [userId, purpose, amount, JSON.stringify(details)],
  );
  const id = rows[0]!.id;
  await ctx.pool.query(
    `INSERT INTO transactions (user_id, type, status, property_id, tokens, amount, payment_with, reference_id)
     VALUES ($1, $2, 'pending', $3, $4, $5, 'fastpay', $6)`,
    [userId, history.type, history.propertyId ?? null, history.tokens ?? null, amount, id],
  );
  return id;
}

const usesIndex = (plan: string) => /transactions_reference_idx/.test(plan);
/** The functions' own statements (the test's reads are parameterized: $1). */
const inFunctions = (plans: string[]) => plans.filter((p) => !p.includes('$1'));

describe('the history index by reference (rent rows left out)', () => {
  it('leaves a rent run’s rows out and keeps everything else', async () => {
    const { rows } = await ctx.pool.query<{ def: string }>(`SELECT pg_get_indexdef('transactions_reference_idx'::regclass) AS def`);
    expect(rows[0]!.def).toMatch(/WHERE \(\(reference_id IS NOT NULL\) AND \(type <> 'rent'::text\)\)/);
  });

  it('serves closing a payment that will not be paid (its pending rows)', async () => {
    const user = await makeInvestor(app, ctx);
    await longHistory(user.id);
    const id = await pendingPayment(user.id, 'deposit', 20_000, {}, { type: 'deposit' });
    const plans = await referencePlans(async (c) => {
      await c.query(`SELECT * FROM sahm_close_payment($1, 'failed')`, [id]);
      expect((await c.query(`SELECT status FROM transactions WHERE reference_id = $1`, [id])).rows).toEqual([{ status: 'failed' }]);
    });
    expect(inFunctions(plans)).toHaveLength(1);
    expect(inFunctions(plans).filter((p) => !usesIndex(p))).toEqual([]);
  });

  it('serves settling a deposit, a purchase that completes, one that cannot, and a gift', async () => {
    const user = await makeInvestor(app, ctx);
    const friend = await makeInvestor(app, ctx);
    await longHistory(user.id);
    const forSale = await propertyWithTokens(ctx, `ref-idx-${randomUUID().slice(0, 8)}`);
    const held = await fundedProperty(ctx, `ref-idx-held-${randomUUID().slice(0, 8)}`, [{ userId: user.id, tokens: 50 }]);

    const deposit = await pendingPayment(user.id, 'deposit', 20_000, {}, { type: 'deposit' });
    const bought = await pendingPayment(user.id, 'invest', 100_000, { propertyId: forSale.id, tokens: 10 }, { type: 'buy', propertyId: forSale.id, tokens: 10 });
    const gone = await pendingPayment(user.id, 'invest', 100_000, { propertyId: randomUUID(), tokens: 10 }, { type: 'buy', tokens: 10 });
    const gift = await pendingPayment(
      user.id,
      'gift',
      50_000,
      { type: 'holding', receiver: `${friend.phone.countryCode}${friend.phone.mobileNumber}`, propertyId: held.id, tokens: 5, feeBps: 100 },
      { type: 'gift', propertyId: held.id, tokens: 5 },
    );

    const plans = await referencePlans(async (c) => {
      const outcome = async (id: string) => (await c.query(`SELECT purchase FROM sahm_settle_payment($1)`, [id])).rows[0]?.purchase ?? null;
      expect(await outcome(deposit)).toBeNull();
      expect(await outcome(bought)).toBe('completed');
      expect(await outcome(gone)).toBe('PROPERTY_NOT_FOUND');
      expect(await outcome(gift)).toBe('completed');
      const history = async (id: string) =>
        (await c.query(`SELECT type, status FROM transactions WHERE reference_id = $1 ORDER BY type, status`, [id])).rows;
      expect(await history(deposit)).toEqual([{ type: 'deposit', status: 'completed' }]);
      expect(await history(bought)).toEqual([{ type: 'buy', status: 'success' }]);
      expect(await history(gone)).toEqual([
        { type: 'buy', status: 'failed' },
        { type: 'deposit', status: 'completed' },
      ]);
      expect(await history(gift)).toEqual([{ type: 'deposit', status: 'completed' }]);
    });
    // The deposit's update (type deposit), the purchase's (type buy), the failed purchase's (pending),
    // the gift's pending row dropped (pending).
    expect(inFunctions(plans)).toHaveLength(4);
    expect(inFunctions(plans).filter((p) => !usesIndex(p))).toEqual([]);
  });

  it('serves cancelling a withdrawal request', async () => {
    const user = await makeInvestor(app, ctx);
    await longHistory(user.id);
    await creditWallet(ctx, user.id, 100_000);
    await ctx.pool.query(`SELECT * FROM sahm_withdrawal_request($1, 40000, 10000)`, [user.id]);
    const plans = await referencePlans(async (c) => {
      await c.query(`SELECT * FROM sahm_withdrawal_cancel($1)`, [user.id]);
    });
    expect(inFunctions(plans)).toHaveLength(1);
    expect(inFunctions(plans).filter((p) => !usesIndex(p))).toEqual([]);
  });

  it('does not serve a lookup that may find rent rows (the predicate is real)', async () => {
    const user = await makeInvestor(app, ctx);
    await longHistory(user.id);
    const plans = await referencePlans(async (c) => {
      await c.query(`SELECT count(*) FROM transactions WHERE reference_id = $1 AND user_id = $2`, [randomUUID(), user.id]);
    });
    expect(plans).toHaveLength(1);
    expect(usesIndex(plans[0]!)).toBe(false);
  });
});
