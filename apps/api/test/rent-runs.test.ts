import { rentBreakdown, rentFee, splitRent, type PropertyDetails, type RentRunHistoryPage, type RentRunResult, type TransactionPage } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { groupCalls, payRent } from '../src/rent/runs';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, expectOrdersBalanced, fullSnapshot, makeInvestor } from './money-helpers';
import { availableOf, fundedProperty, insertInvestors, lastMonth, monthsAgo, platformBalance } from './rent-helpers';
import { makeAdmin } from './wallet-helpers';

const { app, ctx } = await createTestApp();
const admin = await makeAdmin(app, ctx);

const runRent = (body: object, token = admin.token, lang?: string) => call(app, 'POST', '/api/admin/rent-runs', { token, body, lang });
const itemOf = (result: RentRunResult, propertyId: string) => result.items.find((i) => i.propertyId === propertyId)!;

describe('groupCalls: the calls a month is paid in', () => {
  const props = (holders: number[]) => holders.map((h, i) => ({ id: `p${String(i).padStart(4, '0')}`, holders: h }));
  const sizes = (calls: string[][], due: { id: string; holders: number }[]) => {
    const by = new Map(due.map((p) => [p.id, p.holders]));
    return calls.map((c) => c.reduce((sum, id) => sum + by.get(id)!, 0));
  };

  it('splits 1,000 properties of 100 holders into six even calls for two connections, not five and a lone last one', () => {
    const due = props(Array.from({ length: 1_000 }, () => 100));
    const calls = groupCalls(due, 20_000, 200, 2);
    expect(calls).toHaveLength(6);
    expect(Math.max(...calls.map((c) => c.length)) - Math.min(...calls.map((c) => c.length))).toBeLessThanOrEqual(1);
    expect(calls.flat()).toEqual(due.map((p) => p.id));
    expect(groupCalls(due, 20_000, 200, 1)).toHaveLength(5);
  });

  it('keeps every call within both limits, each property once and in order, a property over the limit alone', () => {
    const due = props([5, 30_000, 7, 7, 19_999, 1, 1, 12_000, 12_000, 0, 3, 25_000]);
    for (const concurrency of [1, 2, 3]) {
      const calls = groupCalls(due, 20_000, 3, concurrency);
      expect(calls.flat(), `concurrency ${concurrency}`).toEqual(due.map((p) => p.id));
      for (const [i, size] of sizes(calls, due).entries()) {
        const call = calls[i]!;
        if (call.length === 1) continue;
        expect(size, `concurrency ${concurrency}, call ${call.join(',')}`).toBeLessThanOrEqual(20_000);
        expect(call.length).toBeLessThanOrEqual(3);
      }
      expect(calls).toContainEqual(['p0001']);
      expect(calls).toContainEqual(['p0011']);
    }
  });

  it('pays a small month in one call (not shared out below 1,000 holders a call), and nothing for no properties', () => {
    expect(groupCalls(props([3, 4, 5]), 20_000, 200, 2)).toEqual([['p0000', 'p0001', 'p0002']]);
    expect(groupCalls(props([900, 900]), 20_000, 200, 2)).toEqual([['p0000', 'p0001']]);
    expect(groupCalls(props([1_000, 1_000]), 20_000, 200, 2)).toEqual([['p0000'], ['p0001']]);
    expect(groupCalls(props([3]), 20_000, 200, 2)).toEqual([['p0000']]);
    expect(groupCalls([], 20_000, 200, 2)).toEqual([]);
  });
});

describe('POST /api/admin/rent-runs', () => {
  it('with dryRun shows what each holder would get and pays nothing', async () => {
    const users = await insertInvestors(ctx, 3);
    const p = await fundedProperty(ctx, 'rent-preview', users.map((userId, i) => ({ userId, tokens: [1, 1, 1][i]! })), { monthlyRent: 1005, feeBps: 1000 });
    const before = await fullSnapshot(ctx);

    const res = await runRent({ period: lastMonth(), dryRun: true, propertyIds: [p.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Preview only: no rent has been paid');
    const item = itemOf(res.json().data, p.id);
    // 1005 gross, 10% fee = 100.5 → 101 (half up), 904 net over three equal holders: 301 each, 1 dinar to the platform.
    expect(item).toMatchObject({ outcome: 'ready', gross: 1005, fee: 101, net: 904, paid: 903, leftover: 1, holders: 3, tokens: 3, perToken: 301.3333, runId: null });
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('pays each holder their largest-remainder share, the fee and leftover to revenue, once; history, notifications and audit follow', async () => {
    const tokens = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];
    const users = await insertInvestors(ctx, tokens.length);
    const rent = 12_345_679;
    const feeBps = 875;
    const p = await fundedProperty(ctx, 'rent-pay', users.map((userId, i) => ({ userId, tokens: tokens[i]! })), { monthlyRent: rent, feeBps });
    const revenueBefore = await platformBalance(ctx, 'platform_revenue');
    const cashBefore = await platformBalance(ctx, 'provider_cash');
    const period = monthsAgo(2);

    const res = await runRent({ period, dryRun: false, propertyIds: [p.id] }, admin.token, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم دفع الإيجار');
    const item = itemOf(res.json().data, p.id);

    const fee = rentFee(rent, feeBps);
    const { payouts, leftover } = splitRent(rent - fee, tokens);
    expect(item).toMatchObject({ outcome: 'paid', gross: rent, fee, net: rent - fee, leftover, holders: tokens.length, tokens: 608, paid: rent - fee - leftover });
    expect(item.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await availableOf(ctx, users)).toEqual(payouts);
    expect((await platformBalance(ctx, 'platform_revenue')) - revenueBefore).toBe(fee + leftover);
    expect((await platformBalance(ctx, 'provider_cash')) - cashBefore).toBe(-rent);
    expect(await platformBalance(ctx, 'property_rent_pool', p.id)).toBe(0);

    // A rent history row for each holder, with the run's breakdown.
    const rows = await ctx.db.selectFrom('transactions').selectAll().where('property_id', '=', p.id).where('type', '=', 'rent').orderBy('amount').execute();
    expect(rows.map((r) => r.amount)).toEqual([...payouts].sort((a, b) => a - b));
    expect(rows.every((r) => r.reference_id === item.runId && r.status === 'completed' && r.payment_with === 'platform')).toBe(true);
    // A notification in each holder's language: stored as a code, with the amount.
    const notes = await ctx.db.selectFrom('notifications').selectAll().where('user_id', 'in', users).where('code', '=', 'NOTIFY_RENT_PAID').execute();
    expect(notes).toHaveLength(tokens.length);
    expect(notes.find((n) => n.user_id === users[11])?.params).toEqual({ property: { en: 'Rent rent-pay', ar: 'إيجار rent-pay' }, amount: payouts[11]!, tokens: 233 });
    // The audit log names the admin and the run.
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'rent_run.pay').where('target_id', '=', item.runId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: admin.id, target_type: 'rent_run', details: { period, gross: rent, fee, leftover } });
    await expectInvariants(ctx);

    // The second run of the same month pays nobody.
    const again = await runRent({ period, dryRun: false, propertyIds: [p.id] });
    expect(again.statusCode).toBe(200);
    expect(itemOf(again.json().data, p.id)).toMatchObject({ outcome: 'already_paid', runId: item.runId, paid: item.paid });
    expect(again.json().data.totals.properties).toBe(0);
    expect(await availableOf(ctx, users)).toEqual(payouts);
    expect(await ctx.db.selectFrom('rent_runs').select('id').where('property_id', '=', p.id).execute()).toHaveLength(1);
    await expectInvariants(ctx);
  });

  it('refuses a second run of the same month in the database itself: the unique constraint', async () => {
    const users = await insertInvestors(ctx, 2);
    const p = await fundedProperty(ctx, 'rent-unique', users.map((userId) => ({ userId, tokens: 5 })));
    const period = lastMonth();
    await payRent(ctx, period, { propertyIds: [p.id] });
    const run = await ctx.db.selectFrom('rent_runs').selectAll().where('property_id', '=', p.id).executeTakeFirstOrThrow();
    await expect(
      ctx.pool.query(
        `INSERT INTO rent_runs (property_id, period, gross, fee_bps, fee, paid, leftover, holders, tokens, collection_entry_id, payout_entry_id)
         VALUES ($1, $2, 1, 0, 0, 1, 0, 1, 1, $3, $4)`,
        [p.id, run.period, run.collection_entry_id, run.payout_entry_id],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'rent_runs_once_per_month' });
    // Called directly for a property already paid, the function pays nothing more.
    const { rows } = await ctx.pool.query(`SELECT outcome FROM sahm_rent_pay(ARRAY[$1]::uuid[], $2::date, NULL, 100000, 0, 50, 200, 20000)`, [p.id, run.period]);
    expect(rows).toEqual([{ outcome: 'already_paid' }]);
    expect(await availableOf(ctx, users)).toEqual([450_000, 450_000]);
  });

  it('two runs of the same month at once pay every holder exactly once', async () => {
    const users = await insertInvestors(ctx, 40);
    const props = [];
    for (let i = 0; i < 4; i++) props.push(await fundedProperty(ctx, `rent-race-${i}`, users.map((userId, j) => ({ userId, tokens: 1 + ((i + j) % 7) }))));
    const ids = props.map((p) => p.id);
    const period = monthsAgo(3);
    const results = await Promise.all([
      payRent(ctx, period, { propertyIds: ids, maxPropertiesPerCall: 1 }),
      payRent(ctx, period, { propertyIds: [...ids].reverse(), maxPropertiesPerCall: 2 }),
      payRent(ctx, period, { propertyIds: ids }),
    ]);
    const paid = results.flatMap((r) => r.items.filter((i) => i.outcome === 'paid').map((i) => i.propertyId));
    expect(paid.sort()).toEqual([...ids].sort());
    const expected = users.map(() => 0);
    for (let i = 0; i < props.length; i++) {
      const { payouts } = splitRent(1_000_000 - 100_000, users.map((_, j) => 1 + ((i + j) % 7)));
      payouts.forEach((amount, j) => (expected[j]! += amount));
    }
    expect(await availableOf(ctx, users)).toEqual(expected);
    expect((await ctx.db.selectFrom('rent_runs').select('id').where('property_id', 'in', ids).execute()).length).toBe(4);
    await expectInvariants(ctx);
  });

  it('takes the holdings at the run: tokens sold before it earn the buyer that month’s rent; listed tokens earn their seller', async () => {
    const seller = await makeInvestor(app, ctx);
    const buyer = await makeInvestor(app, ctx);
    const [other] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'rent-sold', [{ userId: seller.id, tokens: 60 }, { userId: other!, tokens: 40 }], { monthlyRent: 1_000_000, feeBps: 0 });
    await creditWallet(ctx, buyer.id, 1_000_000);

    // The seller lists 30 at the current price; the buyer takes 20 of them.
    const listed = await call(app, 'POST', '/api/user/marketplace/re-sell', { token: seller.token, body: { propertyId: p.id, numberOfTokens: 30, pricePerToken: 10_000 } });
    expect(listed.statusCode).toBe(201);
    const orderId = listed.json().data.orderId as string;
    const bought = await call(app, 'POST', '/api/user/marketplace/approve-bid', {
      token: buyer.token,
      body: { orderId, numberOfTokens: 20, paymentWith: 'wallet', userAgreement: true },
    });
    expect(bought.statusCode).toBe(200);
    const before = await availableOf(ctx, [seller.id, buyer.id, other!]);

    const res = await runRent({ period: lastMonth(), dryRun: false, propertyIds: [p.id] });
    expect(itemOf(res.json().data, p.id)).toMatchObject({ outcome: 'paid', holders: 3, tokens: 100, paid: 1_000_000, leftover: 0 });
    const after = await availableOf(ctx, [seller.id, buyer.id, other!]);
    // Seller: 30 free + 10 still listed = 40 tokens; buyer 20; other 40. 10,000 IQD a token.
    expect(after.map((a, i) => a - before[i]!)).toEqual([400_000, 200_000, 400_000]);
    await expectInvariants(ctx);
    await expectOrdersBalanced(ctx);
  });

  it('skips properties that are not funded, not rented or have no rent, and says why', async () => {
    const users = await insertInvestors(ctx, 2);
    const notRented = await fundedProperty(ctx, 'rent-not-rented', [{ userId: users[0]!, tokens: 10 }], { rented: false });
    const noRent = await fundedProperty(ctx, 'rent-none', [{ userId: users[0]!, tokens: 10 }], { monthlyRent: 0 });
    const unfunded = await fundedProperty(ctx, 'rent-unfunded', [{ userId: users[1]!, tokens: 10 }]);
    await ctx.pool.query(`UPDATE properties SET total_tokens = total_tokens + 5, platform_tokens = 5, valuation = valuation + 50000 WHERE id = $1`, [unfunded.id]);
    const res = await runRent({ period: lastMonth(), dryRun: false, propertyIds: [notRented.id, noRent.id, unfunded.id] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as RentRunResult;
    expect(itemOf(data, notRented.id).outcome).toBe('not_rented');
    expect(itemOf(data, noRent.id).outcome).toBe('no_rent');
    expect(itemOf(data, unfunded.id).outcome).toBe('not_funded');
    expect(data.totals.properties).toBe(0);
    expect(await availableOf(ctx, users)).toEqual([0, 0]);
  });

  it('refuses a month that has not started, a malformed month and a missing dryRun; only admins may run', async () => {
    const next = new Date(Date.now() + 3 * 3_600_000);
    const nextMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const future = await runRent({ period: nextMonth, dryRun: true });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('RENT_PERIOD_FUTURE');
    for (const body of [{ period: '2025-13', dryRun: true }, { period: '2025-1', dryRun: false }, { period: 202501, dryRun: true }, { period: lastMonth() }]) {
      const res = await runRent(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const investor = await makeInvestor(app, ctx);
    expect((await runRent({ period: lastMonth(), dryRun: true }, investor.token)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/admin/rent-runs', { body: { period: lastMonth(), dryRun: true } })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/rent-runs', () => {
  it('lists the runs newest first with their breakdown, by month and property, paged by cursor', async () => {
    const users = await insertInvestors(ctx, 2);
    const a = await fundedProperty(ctx, 'rent-history-a', users.map((userId) => ({ userId, tokens: 3 })), { monthlyRent: 700_000, feeBps: 1500 });
    const b = await fundedProperty(ctx, 'rent-history-b', users.map((userId) => ({ userId, tokens: 3 })));
    await runRent({ period: monthsAgo(5), dryRun: false, propertyIds: [a.id] });
    await payRent(ctx, monthsAgo(5), { propertyIds: [b.id] }); // the schedule's way: no admin
    await runRent({ period: monthsAgo(4), dryRun: false, propertyIds: [a.id] });

    const first = await call(app, 'GET', `/api/admin/rent-runs?limit=2&period=${monthsAgo(5)}`, { token: admin.token });
    expect(first.statusCode).toBe(200);
    const page = first.json().data as RentRunHistoryPage;
    expect(page.items.map((i) => i.property.id)).toEqual([b.id, a.id]);
    expect(page.items[0]).toMatchObject({ trigger: 'schedule', admin: null, period: monthsAgo(5) });
    expect(page.items[1]).toMatchObject({
      trigger: 'admin',
      admin: { id: admin.id, email: admin.email },
      ...rentBreakdown(700_000, 1500, 6),
      paid: 595_000,
      leftover: 0,
      holders: 2,
      tokens: 6,
    });

    const byProperty = await call(app, 'GET', `/api/admin/rent-runs?propertyId=${a.id}&limit=1`, { token: admin.token });
    const p1 = byProperty.json().data as RentRunHistoryPage;
    expect(p1.items.map((i) => i.period)).toEqual([monthsAgo(4)]);
    const p2 = (await call(app, 'GET', `/api/admin/rent-runs?propertyId=${a.id}&limit=1&cursor=${p1.nextCursor}`, { token: admin.token })).json().data;
    expect(p2.items.map((i: { period: string }) => i.period)).toEqual([monthsAgo(5)]);
    expect(p2.nextCursor).toBeNull();

    expect((await call(app, 'GET', '/api/admin/rent-runs?cursor=nonsense', { token: admin.token })).statusCode).toBe(400);
  });
});

describe('the rent breakdown for holders', () => {
  it('shows on the property page (gross, fee, net, per token, the last run, my last rent) and on each rent row of my history', async () => {
    const holder = await makeInvestor(app, ctx);
    const [other] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'rent-breakdown', [{ userId: holder.id, tokens: 25 }, { userId: other!, tokens: 75 }], { monthlyRent: 2_000_001, feeBps: 1000 });
    const guest = (await call(app, 'GET', `/api/user/marketplace/details/${p.id}`)).json().data as PropertyDetails;
    expect(guest.rent).toEqual({ ...rentBreakdown(2_000_001, 1000, 100), isRented: true, isFunded: true, lastRun: null, myLastPayout: null });

    const period = lastMonth();
    await runRent({ period, dryRun: false, propertyIds: [p.id] });
    const mine = (await call(app, 'GET', `/api/user/marketplace/details/${p.id}`, { token: holder.token })).json().data as PropertyDetails;
    const { payouts } = splitRent(2_000_001 - rentFee(2_000_001, 1000), [25, 75]);
    expect(mine.rent.lastRun).toMatchObject({ period, gross: 2_000_001, fee: 200_000, net: 1_800_001, perToken: 18_000.01, holders: 2 });
    expect(mine.rent.myLastPayout).toEqual({ period, tokens: 25, amount: payouts[0] });

    const history = (await call(app, 'GET', '/api/user/transaction/wallet-transaction?type=rent', { token: holder.token })).json().data as TransactionPage;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      type: 'rent',
      amount: payouts[0],
      tokens: 25,
      asset: { propertyId: p.id },
      rent: { period, gross: 2_000_001, feePercent: 10, fee: 200_000, net: 1_800_001, perToken: 18_000.01, tokens: 25 },
    });
    const dashboard = (await call(app, 'GET', '/api/user/user/dashboard', { token: holder.token })).json().data;
    expect(dashboard.statistics.rentRevenue).toBe(payouts[0]);
    const list = (await call(app, 'GET', '/api/user/user/notification-list', { token: holder.token, lang: 'kr' })).json().data;
    const note = (list.items as { code: string; message: string }[]).find((n) => n.code === 'NOTIFY_RENT_PAID')!;
    expect(note.message).toContain('کرێ');
    // The amount in the reader's digits (glossary.md): Arabic-Indic in kr.
    expect(note.message).toContain(payouts[0]!.toLocaleString('ar-u-nu-arab'));
  });
});

describe('Idempotency-Key on POST /api/admin/rent-runs', () => {
  it('replays the first answer for the same key and body, refuses another body under it', async () => {
    const users = await insertInvestors(ctx, 2);
    const p = await fundedProperty(ctx, 'rent-idempotent', users.map((userId) => ({ userId, tokens: 1 })), { monthlyRent: 10_000, feeBps: 0 });
    const body = { period: monthsAgo(6), dryRun: false, propertyIds: [p.id] };
    const headers = { 'idempotency-key': 'rent-run-key-1' };
    const first = await call(app, 'POST', '/api/admin/rent-runs', { token: admin.token, body, headers });
    expect(first.statusCode).toBe(200);
    expect(itemOf(first.json().data, p.id).outcome).toBe('paid');
    const replay = await call(app, 'POST', '/api/admin/rent-runs', { token: admin.token, body, headers });
    expect(replay.json()).toEqual(first.json());
    const other = await call(app, 'POST', '/api/admin/rent-runs', { token: admin.token, body: { ...body, period: monthsAgo(7) }, headers });
    expect(other.statusCode).toBe(409);
    expect(await availableOf(ctx, users)).toEqual([5_000, 5_000]);
  });
});

describe('the history by type leaves rent rows out (transactions_user_type_idx, migration 0041)', () => {
  /**
   * The indexes a user's rows of these types could be read through, newest first, with the
   * history's by-time index (transactions_user_idx) out of the way, in a transaction rolled
   * back: whether the by-type index can serve them at all, whatever a small table's costs.
   */
  const indexFor = async (userId: string, types: string[]) => {
    const c = await ctx.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL enable_seqscan = off');
      await c.query('DROP INDEX transactions_user_idx');
      const { rows } = await c.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) SELECT id FROM transactions WHERE user_id = $1 AND type IN (${types.map((t) => `'${t}'`).join(', ')}) ORDER BY created_at DESC, id DESC LIMIT 20`,
        [userId],
      );
      const names: string[] = [];
      const walk = (node: { 'Index Name'?: string; Plans?: unknown[] }) => {
        if (node['Index Name']) names.push(node['Index Name']);
        for (const child of node.Plans ?? []) walk(child as typeof node);
      };
      walk((rows[0]!['QUERY PLAN'] as [{ Plan: { Plans?: unknown[] } }])[0].Plan);
      return names;
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  };

  it('serves a user’s deposits and purchases through it, and their rent, which a run writes for every holder, by time', async () => {
    const [user] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, `by-type-${Date.now()}`, [{ userId: user!, tokens: 10 }]);
    const period = monthsAgo(9);
    await payRent(ctx, period, { propertyIds: [p.id] });
    const { rows } = await ctx.pool.query<{ type: string }>(`SELECT type FROM transactions WHERE user_id = $1 ORDER BY type`, [user]);
    expect(rows.map((r) => r.type)).toEqual(['rent']);

    expect(await indexFor(user!, ['deposit'])).toContain('transactions_user_type_idx');
    expect(await indexFor(user!, ['buy', 'token_purchase', 'receive', 'received'])).toContain('transactions_user_type_idx');
    // Rent rows are not in it: a list of them, alone or among other types, is read by time.
    expect(await indexFor(user!, ['rent'])).not.toContain('transactions_user_type_idx');
    expect(await indexFor(user!, ['deposit', 'withdraw', 'rent', 'revenue'])).not.toContain('transactions_user_type_idx');
    await expectInvariants(ctx);
  });
});
