// A property with more holders than one transaction pays is paid in parts
// (migration 0033): the run's transaction takes the holdings and writes the
// payouts, then each part is paid in a transaction of its own, several at
// once. Every holder is still paid exactly once, from the holdings at the run,
// whoever pays a part, however often, and after a crash between parts.
import { rentFee, splitRent } from '@sahm/domain';
import { describe, expect, it, vi } from 'vitest';
import { partSize, payRent } from '../src/rent/runs';
import { runUntilKilled } from './crash-helpers';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, expectOrdersBalanced, fullSnapshot, makeInvestor } from './money-helpers';
import { availableOf, fundedProperty, insertInvestors, monthsAgo, platformBalance } from './rent-helpers';

const { app, ctx, databaseUrl } = await createTestApp();

const RENT = 1_234_567;
const FEE_BPS = 750;

/** `count` holders of 1–13 tokens, and what a month pays each (in their order). */
async function property(slug: string, count: number) {
  const users = await insertInvestors(ctx, count);
  const tokens = users.map((_, j) => 1 + ((j * 7) % 13));
  const p = await fundedProperty(ctx, slug, users.map((userId, j) => ({ userId, tokens: tokens[j]! })), { monthlyRent: RENT, feeBps: FEE_BPS });
  const split = splitRent(RENT - rentFee(RENT, FEE_BPS), tokens);
  return { users, tokens, id: p.id, payouts: split.payouts, leftover: split.leftover };
}

/** The run's transaction alone, as payRent's call makes it, with parts of `partHolders`: nobody is paid yet. */
async function runInParts(propertyId: string, period: string, partHolders: number) {
  const { rows } = await ctx.pool.query(`SELECT outcome, run_id FROM sahm_rent_pay($1, $2, NULL, 100000, 100, 50, 150, $3)`, [
    [propertyId],
    `${period}-01`,
    partHolders,
  ]);
  expect(rows).toEqual([{ outcome: 'paid', run_id: expect.any(String) }]);
  return rows[0].run_id as string;
}

const partsOf = async (runId: string) =>
  (
    await ctx.pool.query(
      `SELECT part, entry_id, holders::text[] AS holders, payouts::bigint[]::text[] AS payouts, paid, paid_at IS NOT NULL AS paid_yet
         FROM rent_run_parts WHERE run_id = $1 ORDER BY part`,
      [runId],
    )
  ).rows as { part: number; entry_id: string; holders: string[]; payouts: string[]; paid: number; paid_yet: boolean }[];

const payPart = async (runId: string, part: number, client: { query: typeof ctx.pool.query } = ctx.pool) =>
  (await client.query(`SELECT outcome, holders, paid FROM sahm_rent_pay_part($1, $2)`, [runId, part])).rows[0] as { outcome: string; holders: number; paid: number };

describe('a rent run paid in parts', () => {
  it('takes parts of at most a call, as many as the connections paying them divide', () => {
    expect(partSize(20_000, 20_000, 2)).toBe(20_000);
    expect(partSize(100_000, 20_000, 2)).toBe(16_667);
    expect(partSize(100_000, 20_000, 1)).toBe(20_000);
    expect(partSize(30, 7, 2)).toBe(5);
    expect(partSize(20, 7, 1)).toBe(7);
    expect(partSize(41, 20, 2)).toBe(11);
  });

  it('pays each part in a transaction of its own, each holder exactly their share once; history, notifications, totals and accruals as in one piece', async () => {
    const { users, id, payouts, leftover } = await property('rent-parts', 30);
    // Two holders already have running totals (the others get a row), one accrues toward auto-reinvest.
    await ctx.pool.query(`INSERT INTO wallet_stats (user_id) SELECT unnest($1::uuid[])`, [users.slice(0, 2)]);
    await ctx.pool.query(`INSERT INTO auto_reinvest (user_id, enabled) VALUES ($1, true)`, [users[5]]);
    const revenueBefore = await platformBalance(ctx, 'platform_revenue');
    const cashBefore = await platformBalance(ctx, 'provider_cash');
    const period = monthsAgo(1);

    const published = vi.spyOn(ctx.notifier, 'publishTransaction');
    const result = await payRent(ctx, period, { propertyIds: [id], maxHoldersPerCall: 7 });
    const publishedAt = published.mock.calls.map(([at]) => at);
    published.mockRestore();
    const item = result.items.find((i) => i.propertyId === id)!;
    const paid = payouts.reduce((s, x) => s + x, 0);
    expect(item).toMatchObject({ outcome: 'paid', holders: 30, paid, leftover, fee: rentFee(RENT, FEE_BPS) });
    expect(await availableOf(ctx, users)).toEqual(payouts);

    // Six parts of five (30 holders, at most 7 a part, two at once), in ascending user id, all paid, summing to the run.
    const parts = await partsOf(item.runId!);
    expect(parts.map((p) => [p.part, p.holders.length, p.paid_yet])).toEqual([0, 1, 2, 3, 4, 5].map((k) => [k, 5, true]));
    expect(parts.flatMap((p) => p.holders)).toEqual([...users].sort());
    expect(parts.reduce((s, p) => s + Number(p.paid), 0)).toBe(paid);
    const payoutOf = new Map(users.map((u, j) => [u, payouts[j]!]));
    for (const p of parts) expect(p.payouts.map(Number)).toEqual(p.holders.map((h) => payoutOf.get(h)));
    const run = (await ctx.pool.query(`SELECT payout_entry_id FROM rent_runs WHERE id = $1`, [item.runId])).rows[0];
    expect(run.payout_entry_id).toBe(parts[0]!.entry_id);
    // Each part's notifications reach the holders online as the part commits (the run's own call wrote none).
    const times = await ctx.pool.query(`SELECT paid_at::text AS at FROM rent_run_parts WHERE run_id = $1 ORDER BY part`, [item.runId]);
    expect(publishedAt.slice(1).sort()).toEqual(times.rows.map((r) => r.at).sort());

    // One rent row each, in its part's entry; one notification each.
    const { rows: history } = await ctx.pool.query(
      `SELECT user_id, amount, entry_id FROM transactions WHERE type = 'rent' AND reference_id = $1 ORDER BY user_id`,
      [item.runId],
    );
    const entryOf = new Map(parts.flatMap((p) => p.holders.map((h) => [h, p.entry_id])));
    expect(history).toEqual([...users].sort().map((u) => ({ user_id: u, amount: payoutOf.get(u), entry_id: entryOf.get(u) })));
    const notes = await ctx.pool.query(`SELECT count(*)::int AS n FROM notifications WHERE code = 'NOTIFY_RENT_PAID' AND user_id = ANY ($1)`, [users]);
    expect(notes.rows[0].n).toBe(30);
    const accrued = await ctx.pool.query(`SELECT amount FROM rent_accruals WHERE user_id = $1 AND property_id = $2`, [users[5], id]);
    expect(accrued.rows).toEqual([{ amount: payouts[5] }]);

    // The pool is empty again; revenue took the fee and the leftover; the cash account paid the gross.
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(0);
    expect((await platformBalance(ctx, 'platform_revenue')) - revenueBefore).toBe(RENT - paid);
    expect((await platformBalance(ctx, 'provider_cash')) - cashBefore).toBe(-RENT);
    await expectInvariants(ctx);

    // The month is paid: a second run pays nobody, and nor does paying a part again.
    const before = await fullSnapshot(ctx);
    const again = await payRent(ctx, period, { propertyIds: [id], maxHoldersPerCall: 7 });
    expect(again.items.find((i) => i.propertyId === id)?.outcome).toBe('already_paid');
    expect(await payPart(item.runId!, 2)).toEqual({ outcome: 'already_paid', holders: 5, paid: Number(parts[2]!.paid) });
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('keeps a holder\'s rent from a run in parts on their wallet, beside the balance; the dashboard and the history count it with rent paid in one piece', async () => {
    const holder = await makeInvestor(app, ctx);
    const others = await insertInvestors(ctx, 11);
    const big = await fundedProperty(ctx, 'rent-parts-kept', [holder.id, ...others].map((userId, j) => ({ userId, tokens: 2 + j })), {
      monthlyRent: RENT,
      feeBps: FEE_BPS,
    });
    const small = await fundedProperty(ctx, 'rent-parts-kept-small', [{ userId: holder.id, tokens: 4 }, { userId: others[0]!, tokens: 6 }], {
      monthlyRent: 500_001,
      feeBps: 0,
    });
    const inParts = splitRent(RENT - rentFee(RENT, FEE_BPS), [holder.id, ...others].map((_, j) => 2 + j));
    const inOne = splitRent(500_001, [4, 6]);
    const period = monthsAgo(1);
    const paidInParts = await payRent(ctx, period, { propertyIds: [big.id], maxHoldersPerCall: 5 });
    const runId = paidInParts.items[0]!.runId!;
    expect((await partsOf(runId)).length).toBeGreaterThan(1);
    expect((await payRent(ctx, period, { propertyIds: [small.id] })).items[0]).toMatchObject({ outcome: 'paid' });
    expect((await ctx.pool.query(`SELECT count(*)::int AS n FROM rent_run_parts WHERE run_id = (SELECT id FROM rent_runs WHERE property_id = $1)`, [small.id])).rows[0].n).toBe(0);

    // The part's rent went to the wallet's own totals; the run in one piece's to wallet_stats.
    const wallet = (await ctx.pool.query(`SELECT rent_paid::int, rent_rows::int FROM ledger_accounts WHERE kind = 'user_available' AND user_id = $1`, [holder.id])).rows[0];
    expect(wallet).toEqual({ rent_paid: inParts.payouts[0], rent_rows: 1 });
    const stats = (await ctx.pool.query(`SELECT rent::int, rows_rent::int FROM wallet_stats WHERE user_id = $1`, [holder.id])).rows[0];
    expect(stats).toEqual({ rent: inOne.payouts[0], rows_rent: 1 });

    const dashboard = (await call(app, 'GET', '/api/user/user/dashboard', { token: holder.token })).json().data;
    expect(dashboard.statistics.rentRevenue).toBe(inParts.payouts[0]! + inOne.payouts[0]!);
    expect(dashboard.balance.available).toBe(inParts.payouts[0]! + inOne.payouts[0]!);
    for (const [query, total] of [['?type=rent', 2], ['', 2], ['?type=buy', 0]] as const) {
      const page = (await call(app, 'GET', `/api/user/transaction/wallet-transaction${query}`, { token: holder.token })).json().data;
      expect([query, page.total]).toEqual([query, total]);
    }
    // A holder paid only in parts, with no running totals otherwise, has them counted too.
    const onlyParts = (await ctx.pool.query(`SELECT rent_paid::int, rent_rows::int FROM ledger_accounts WHERE kind = 'user_available' AND user_id = $1`, [others[5]])).rows[0];
    expect(onlyParts).toEqual({ rent_paid: inParts.payouts[6], rent_rows: 1 });
    await expectInvariants(ctx);
  });

  it('stores the parts\' arrays as they are, not compressed (written once, read once), and pays from them', async () => {
    const { users, id, payouts } = await property('rent-parts-stored', 200);
    const runId = await runInParts(id, monthsAgo(1), 100);
    // 100 holders a part: each row is past the size at which PostgreSQL would compress it (migration 0039).
    const { rows } = await ctx.pool.query(
      `SELECT part, pg_column_size(p.*) AS size, pg_column_compression(holders) AS holders, pg_column_compression(tokens) AS tokens,
              pg_column_compression(payouts) AS payouts
         FROM rent_run_parts p WHERE run_id = $1 ORDER BY part`,
      [runId],
    );
    expect(rows.map((r) => r.size > 2_000)).toEqual([true, true]);
    expect(rows.map(({ part, holders, tokens, payouts: compressed }) => ({ part, holders, tokens, payouts: compressed }))).toEqual([
      { part: 0, holders: null, tokens: null, payouts: null },
      { part: 1, holders: null, tokens: null, payouts: null },
    ]);
    expect((await payPart(runId, 0)).outcome).toBe('paid');
    expect((await payPart(runId, 1)).outcome).toBe('paid');
    expect(await availableOf(ctx, users)).toEqual(payouts);
    await expectInvariants(ctx);
  });

  it('two payers of one part at once: one pays it, the other finds it paid; the next run pays the parts left', async () => {
    const { users, id, payouts } = await property('rent-parts-race', 12);
    const period = monthsAgo(2);
    const runId = await runInParts(id, period, 4);
    // The run's transaction paid nobody: the holders' share waits in the pool.
    expect(await availableOf(ctx, users)).toEqual(users.map(() => 0));
    const parts = await partsOf(runId);
    expect(parts.map((p) => [p.holders.length, p.paid_yet])).toEqual([[4, false], [4, false], [4, false]]);
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(payouts.reduce((s, x) => s + x, 0));
    await expectInvariants(ctx);

    const [a, b] = [await ctx.pool.connect(), await ctx.pool.connect()];
    try {
      const outcomes = await Promise.all([payPart(runId, 1, a), payPart(runId, 1, b)]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already_paid', 'paid']);
    } finally {
      a.release();
      b.release();
    }
    const payoutOf = new Map(users.map((u, j) => [u, payouts[j]!]));
    const inPart1 = new Set(parts[1]!.holders);
    expect(await availableOf(ctx, users)).toEqual(users.map((u) => (inPart1.has(u) ? payoutOf.get(u) : 0)));
    await expectInvariants(ctx);

    // Any later run, of any month or property, first pays what an earlier one left.
    const other = await property('rent-parts-other', 2);
    await payRent(ctx, period, { propertyIds: [other.id] });
    expect(await availableOf(ctx, users)).toEqual(payouts);
    expect((await partsOf(runId)).every((p) => p.paid_yet)).toBe(true);
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(0);
    await expectInvariants(ctx);
  });

  it('pays the holders at the run: tokens sold between the run and a part earn their seller that month', async () => {
    const seller = await makeInvestor(app, ctx);
    const buyer = await makeInvestor(app, ctx);
    const [other] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'rent-parts-sold', [{ userId: seller.id, tokens: 60 }, { userId: other!, tokens: 40 }], { monthlyRent: 1_000_000, feeBps: 0 });
    await creditWallet(ctx, buyer.id, 1_000_000);
    const runId = await runInParts(p.id, monthsAgo(3), 1);
    expect(await partsOf(runId)).toHaveLength(2);

    // After the run, before its parts are paid, the seller sells 20 tokens to the buyer.
    const listed = await call(app, 'POST', '/api/user/marketplace/re-sell', { token: seller.token, body: { propertyId: p.id, numberOfTokens: 20, pricePerToken: 10_000 } });
    expect(listed.statusCode).toBe(201);
    const bought = await call(app, 'POST', '/api/user/marketplace/approve-bid', {
      token: buyer.token,
      body: { orderId: listed.json().data.orderId, numberOfTokens: 20, paymentWith: 'wallet', userAgreement: true },
    });
    expect(bought.statusCode).toBe(200);
    const before = await availableOf(ctx, [seller.id, buyer.id, other!]);

    await payRent(ctx, monthsAgo(3), { propertyIds: [] });
    const after = await availableOf(ctx, [seller.id, buyer.id, other!]);
    // At the run the seller held 60 and the buyer none: 10,000 IQD a token.
    expect(after.map((a, i) => a - before[i]!)).toEqual([600_000, 0, 400_000]);
    await expectInvariants(ctx);
    await expectOrdersBalanced(ctx);
  });

  it('pays a run in one piece when a holder will reinvest (the trades need every wallet of the run)', async () => {
    const { users, id, payouts } = await property('rent-parts-reinvest', 6);
    await ctx.pool.query(`INSERT INTO auto_reinvest (user_id, enabled) VALUES ($1, true)`, [users[0]]);
    await ctx.pool.query(`INSERT INTO rent_accruals (user_id, property_id, amount) VALUES ($1, $2, $3)`, [users[0], id, 100_000 - payouts[0]!]);
    const { rows } = await ctx.pool.query(`SELECT outcome, run_id FROM sahm_rent_pay($1, $2, NULL, 100000, 100, 50, 150, 1)`, [[id], `${monthsAgo(4)}-01`]);
    expect(rows[0].outcome).toBe('paid');
    expect(await partsOf(rows[0].run_id)).toEqual([]);
    // Paid in the run's transaction; with no sell order to buy from, the rent stays in the wallet and the accrual with it.
    expect(await availableOf(ctx, users)).toEqual(payouts);
    await expectInvariants(ctx);
  });
});

describe('a part that fails', () => {
  it('is reported, writes nothing and stays unpaid; the other parts are paid', async () => {
    const { users, id, payouts } = await property('rent-parts-fail', 9);
    const period = monthsAgo(6);
    const runId = await runInParts(id, period, 3);
    const before = (await partsOf(runId))[1]!;
    // A holder who is nobody (no user, no wallet) in part 1: it cannot be paid.
    await ctx.pool.query(`UPDATE rent_run_parts SET holders[2] = gen_random_uuid() WHERE run_id = $1 AND part = 1`, [runId]);
    const errors: { details: object; message: string }[] = [];
    const log = { error: (details: object, message: string) => errors.push({ details, message }) };

    await payRent(ctx, period, { propertyIds: [id], log });
    expect(errors).toMatchObject([{ message: 'rent run part failed', details: { runId, part: 1, propertyId: id, err: { message: expect.stringMatching(/LEDGER_ACCOUNT_MISSING/) } } }]);
    const parts = await partsOf(runId);
    expect(parts.map((p) => p.paid_yet)).toEqual([true, false, true]);
    const inPart1 = new Set(before.holders);
    const payoutOf = new Map(users.map((u, j) => [u, payouts[j]!]));
    expect(await availableOf(ctx, users)).toEqual(users.map((u) => (inPart1.has(u) ? 0 : payoutOf.get(u))));
    const rows = await ctx.pool.query(`SELECT count(*)::int AS n FROM transactions WHERE reference_id = $1 AND entry_id = $2`, [runId, before.entry_id]);
    expect(rows.rows[0].n).toBe(0);
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(Number(before.paid));
    await expectInvariants(ctx);
    // What a job retrying the month sees: the property failed, so pg-boss runs it again.
    const retried = await payRent(ctx, period, { propertyIds: [id], log });
    expect(retried.items.find((i) => i.propertyId === id)?.outcome).toBe('failed');

    // Mended, the next run pays it, and every holder has their share once.
    await ctx.pool.query(`UPDATE rent_run_parts SET holders = $2 WHERE run_id = $1 AND part = 1`, [runId, before.holders]);
    expect((await payRent(ctx, period, { propertyIds: [id], log })).items.find((i) => i.propertyId === id)?.outcome).toBe('already_paid');
    expect(await availableOf(ctx, users)).toEqual(payouts);
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(0);
    await expectInvariants(ctx);
  });
});

describe('a rent worker killed between two parts of a run', () => {
  it('has paid the first part and nothing of the rest; run again, it pays every holder exactly once', async () => {
    const { users, id, payouts } = await property('rent-parts-crash', 20);
    const period = monthsAgo(5);
    const crashed = await runUntilKilled('crash-rent', [databaseUrl, period, 'parts', id]);
    expect(crashed.signal, crashed.output).toBe('SIGKILL');
    const [, runId, part] = /^part ([0-9a-f-]{36}) (\d+)$/m.exec(crashed.output) ?? [];
    expect(part, crashed.output).toBe('0');

    // 20 holders in parts of at most 7: three parts; the first paid, its holders only.
    const parts = await partsOf(runId!);
    expect(parts.map((p) => [p.holders.length, p.paid_yet])).toEqual([[7, true], [7, false], [6, false]]);
    const payoutOf = new Map(users.map((u, j) => [u, payouts[j]!]));
    const first = new Set(parts[0]!.holders);
    expect(await availableOf(ctx, users)).toEqual(users.map((u) => (first.has(u) ? payoutOf.get(u) : 0)));
    expect(await platformBalance(ctx, 'property_rent_pool', id)).toBe(Number(parts[1]!.paid) + Number(parts[2]!.paid));
    await expectInvariants(ctx);

    // The restarted worker: the same run again.
    const result = await payRent(ctx, period, { propertyIds: [id], maxHoldersPerCall: 7 });
    expect(result.items.find((i) => i.propertyId === id)?.outcome).toBe('already_paid');
    expect(await availableOf(ctx, users)).toEqual(payouts);
    const notes = await ctx.pool.query(`SELECT count(*)::int AS n FROM notifications WHERE code = 'NOTIFY_RENT_PAID' AND user_id = ANY ($1)`, [users]);
    expect(notes.rows[0].n).toBe(20);
    await expectInvariants(ctx);
  });
});
