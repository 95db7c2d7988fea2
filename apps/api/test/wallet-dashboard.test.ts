import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiDir } from '../src/paths';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { makeAdmin, providerDeposit } from './wallet-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const admin = await makeAdmin(app, ctx);
const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Baghdad', year: 'numeric' }).format(new Date()));

const DASHBOARD = '/api/user/user/dashboard';
const PORTFOLIO = '/api/user/user/portfolio';

const invest = (token: string, propertyId: string, numberOfTokens: number) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { propertyId, numberOfTokens, paymentWith: 'wallet', userAgreement: true } });
const dashboardOf = async (token: string) => {
  const res = await call(app, 'GET', DASHBOARD, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const portfolioOf = async (token: string, lang?: string) => {
  const res = await call(app, 'GET', PORTFOLIO, { token, lang });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const ZERO_STATS = {
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

describe('GET /user/dashboard', () => {
  it('requires a session', async () => {
    expect((await call(app, 'GET', DASHBOARD)).statusCode).toBe(401);
    expect((await call(app, 'GET', PORTFOLIO)).statusCode).toBe(401);
  });

  it('a new user: zero everywhere, no chart', async () => {
    const u = await registerUser(app, ctx);
    expect(await dashboardOf(u.token)).toEqual({
      balance: { available: 0, held: 0, currency: 'IQD' },
      pendingWithdrawal: null,
      statistics: ZERO_STATS,
      chart: [],
    });
  });

  it('every statistic exactly right for a constructed history', async () => {
    const a = await propertyWithTokens(ctx, 'dash-a', { total: 1000, price: 20_000 });
    const b = await propertyWithTokens(ctx, 'dash-b', { total: 1000, price: 10_000 });
    const u = await makeInvestor(app, ctx);
    const bystander = await makeInvestor(app, ctx);
    await creditWallet(ctx, bystander.id, 700_000);

    // Deposits: cash at a branch (admin), a direct ledger credit (a cash deposit entry), an instant-payment deposit.
    expect((await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 300_000, branch: 'Baghdad' } })).statusCode).toBe(201);
    await creditWallet(ctx, u.id, 1_000_000);
    await providerDeposit(ctx, u.id, 'fastpay', 200_000);
    // Purchases from the wallet (sahm_invest_wallet).
    expect((await invest(u.token, a.id, 10)).statusCode).toBe(200);
    expect((await invest(u.token, b.id, 15)).statusCode).toBe(200);
    expect((await invest(bystander.token, a.id, 20)).statusCode).toBe(200);
    // A withdrawal paid out, another pending.
    const w1 = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 100_000 } });
    expect((await call(app, 'POST', `/api/admin/withdrawals/${w1.json().data.requestId}/paid`, { token: admin.token, body: { branch: 'Erbil' } })).statusCode).toBe(200);
    const w2 = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 50_000 } });
    // A revaluation: property A's token is now worth 25,000.
    await ctx.db.updateTable('properties').set({ valuation: 25_000_000 }).where('id', '=', a.id).execute();
    // B's tokens were bought two years ago, when B was valued at 8,000 a token.
    await ctx.db
      .updateTable('token_movements')
      .set({ created_at: new Date(`${thisYear - 2}-06-01T12:00:00Z`) })
      .where('to_user', '=', u.id)
      .where('property_id', '=', b.id)
      .execute();
    await ctx.db.insertInto('price_history').values({ property_id: b.id, valued_on: `${thisYear - 2}-12-31`, valuation: 8_000_000 }).execute();

    const data = await dashboardOf(u.token);
    expect(data.balance).toEqual({ available: 1_000_000, held: 50_000, currency: 'IQD' });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 1_000_000, held: 50_000 });
    expect(data.pendingWithdrawal).toEqual({ id: w2.json().data.requestId, amount: 50_000, createdAt: w2.json().data.createdAt });
    expect(data.statistics).toEqual({
      ...ZERO_STATS,
      assetsValuation: 10 * 25_000 + 15 * 10_000,
      moneyDeposited: 1_500_000,
      withdrawn: 100_000,
      spent: 350_000,
      spentThroughWallet: 350_000,
      numberOfDeposits: 3,
      biggestDeposit: 1_000_000,
      depositedViaBranches: 1_300_000,
      depositedViaFastpay: 200_000,
    });
    expect(data.chart).toEqual([
      { year: thisYear - 2, tokens: 15, value: 15 * 8_000 },
      { year: thisYear - 1, tokens: 15, value: 15 * 8_000 },
      { year: thisYear, tokens: 25, value: 400_000 },
    ]);

    // The bystander's numbers are their own.
    const theirs = await dashboardOf(bystander.token);
    expect(theirs.statistics).toMatchObject({ moneyDeposited: 700_000, spent: 400_000, assetsValuation: 20 * 25_000, withdrawn: 0 });
    expect(theirs.pendingWithdrawal).toBeNull();
  });

  it('a purchase paid through the instant-payment provider is spent through it, not a deposit', async () => {
    const p = await propertyWithTokens(ctx, 'dash-fastpay', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    // What the payments module does: a pending payment and its pending history row, then settlement.
    const payment = await ctx.db
      .insertInto('payments')
      .values({
        user_id: u.id,
        provider: 'fastpay',
        purpose: 'invest',
        amount: 200_000,
        details: JSON.stringify({ propertyId: p.id, tokens: 10, pricePerToken: 20_000 }),
        valid_until: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('transactions')
      .values({ user_id: u.id, type: 'buy', status: 'pending', property_id: p.id, tokens: 10, price_per_token: 20_000, amount: 200_000, payment_with: 'fastpay', reference_id: payment.id })
      .execute();
    await sql`SELECT * FROM sahm_settle_payment(${payment.id})`.execute(ctx.db);
    // And a plain fastpay deposit of 30,000 on top.
    await providerDeposit(ctx, u.id, 'fastpay', 30_000);

    const data = await dashboardOf(u.token);
    expect(data.balance).toEqual({ available: 30_000, held: 0, currency: 'IQD' });
    expect(data.statistics).toEqual({
      ...ZERO_STATS,
      assetsValuation: 200_000,
      spent: 200_000,
      spentThroughFastpay: 200_000,
      moneyDeposited: 30_000,
      numberOfDeposits: 1,
      biggestDeposit: 30_000,
      depositedViaFastpay: 30_000,
    });
  });

  it('selling revenue net of the trading fee; gift fees are spent, given tokens are not', async () => {
    const p = await propertyWithTokens(ctx, 'dash-trade', { total: 1000, price: 10_000 });
    const seller = await makeInvestor(app, ctx);
    const buyer = await makeInvestor(app, ctx);
    const friend = await makeInvestor(app, ctx);
    await creditWallet(ctx, seller.id, 200_000);
    await creditWallet(ctx, buyer.id, 500_000);
    expect((await invest(seller.token, p.id, 20)).statusCode).toBe(200);

    // The trading functions of the market module: list 10 at 12,000, the buyer takes 4, 1% fee.
    const { rows: listed } = await sql<{ order_id: string }>`SELECT * FROM sahm_list_tokens(${seller.id}, ${p.id}, 10, 12000, NULL, 50, 200)`.execute(ctx.db);
    await sql`SELECT * FROM sahm_fill_order(${buyer.id}, ${listed[0]!.order_id}, 4, 100, 50, 200)`.execute(ctx.db);
    // The buyer gives 2 of them to a friend, paying the 1% gift fee on 2 × 10,000.
    await sql`SELECT * FROM sahm_gift_holding(${buyer.id}, ${friend.phone.countryCode + friend.phone.mobileNumber}, ${p.id}, 2, 100)`.execute(ctx.db);

    const s = (await dashboardOf(seller.token)).statistics;
    expect(s).toMatchObject({ sellingRevenue: 48_000 - 480, spent: 200_000, spentThroughWallet: 200_000, assetsValuation: 16 * 10_000 });
    const b = (await dashboardOf(buyer.token)).statistics;
    expect(b).toMatchObject({ spent: 48_000 + 200, spentThroughWallet: 48_200, sellingRevenue: 0, assetsValuation: 2 * 10_000 });
    expect((await dashboardOf(friend.token)).statistics).toMatchObject({ spent: 0, assetsValuation: 2 * 10_000 });

    // Portfolio: on sale (listed in open orders) vs held, and where the tokens came from.
    const sp = await portfolioOf(seller.token);
    expect(sp.holdings).toEqual([
      expect.objectContaining({ propertyId: p.id, name: 'Test dash-trade', tokens: 10, listed: 6, ownedTokens: 16, percent: 1.6, value: 160_000, pricePerToken: 10_000 }),
    ]);
    expect(sp.onSale).toEqual([expect.objectContaining({ propertyId: p.id, onSaleTokens: 6, onSaleValue: 60_000 })]);
    expect(sp.holding).toEqual([expect.objectContaining({ propertyId: p.id, holdingTokens: 10, holdingValue: 100_000 })]);
    expect(sp.totals).toEqual({ tokens: 16, value: 160_000, onSaleTokens: 6, onSaleValue: 60_000, holdingTokens: 10, holdingValue: 100_000 });
    expect(sp.openOrders).toEqual([
      { orderId: listed[0]!.order_id, propertyId: p.id, private: false, tokens: 6, pricePerToken: 12_000, total: 72_000, createdAt: expect.any(String) },
    ]);
    expect(sp.tokensBySource).toEqual([{ year: thisYear, boughtFromPlatform: 20, boughtFromUser: 0, resold: 4, receivedAsGift: 0, giftedAway: 0 }]);

    const bp = await portfolioOf(buyer.token);
    expect(bp.tokensBySource).toEqual([{ year: thisYear, boughtFromPlatform: 0, boughtFromUser: 4, resold: 0, receivedAsGift: 0, giftedAway: 2 }]);
    expect(bp.onSale).toEqual([]);
    expect(bp.openOrders).toEqual([]);
    const fp = await portfolioOf(friend.token);
    expect(fp.tokensBySource).toEqual([{ year: thisYear, boughtFromPlatform: 0, boughtFromUser: 0, resold: 0, receivedAsGift: 2, giftedAway: 0 }]);
    expect(fp.holding).toEqual([expect.objectContaining({ propertyId: p.id, holdingTokens: 2 })]);
  });
});

describe('GET /user/portfolio', () => {
  it('holdings most valuable first, localized, and only mine', async () => {
    const big = await propertyWithTokens(ctx, 'pf-big', { total: 100, price: 50_000 });
    const small = await propertyWithTokens(ctx, 'pf-small', { total: 1000, price: 20_000 });
    await ctx.db.updateTable('properties').set({ name: JSON.stringify({ en: 'Small', ar: 'صغير' }) }).where('id', '=', small.id).execute();
    const u = await makeInvestor(app, ctx);
    const other = await registerUser(app, ctx);
    await creditWallet(ctx, u.id, 2_000_000);
    await invest(u.token, small.id, 5);
    await invest(u.token, big.id, 10);

    const data = await portfolioOf(u.token, 'ar');
    expect(data.holdings.map((h: { propertyId: string }) => h.propertyId)).toEqual([big.id, small.id]);
    expect(data.holdings[0]).toMatchObject({ ownedTokens: 10, percent: 10, value: 500_000 });
    expect(data.holdings[1]).toMatchObject({ name: 'صغير', ownedTokens: 5, percent: 0.5, value: 100_000 });
    expect(data.onSale).toEqual([]);
    expect(data.totals).toMatchObject({ tokens: 15, value: 600_000, holdingTokens: 15 });

    expect(await portfolioOf(other.token)).toEqual({
      holdings: [],
      onSale: [],
      holding: [],
      totals: { tokens: 0, value: 0, onSaleTokens: 0, onSaleValue: 0, holdingTokens: 0, holdingValue: 0 },
      tokensBySource: [],
      openOrders: [],
    });
  });
});

describe('the running totals behind the dashboard (migration 0028)', () => {
  // Last in this file: the history the tests above wrote (deposits of every kind,
  // purchases, a provider-paid one, trades, gifts, withdrawals) is what it recounts.
  const kept = async () => ({
    stats: (await ctx.pool.query(`SELECT to_jsonb(w) AS row FROM wallet_stats w ORDER BY user_id`)).rows
      .map((r) => r.row as Record<string, unknown>)
      .filter((row) => Object.entries(row).some(([k, v]) => k !== 'user_id' && Number(v) !== 0)),
    years: (await ctx.pool.query(`SELECT user_id, year, property_id, delta::int FROM token_years WHERE delta <> 0 ORDER BY 1, 2, 3`)).rows,
  });

  it("the migration's recount of an existing history gives what the triggers kept", async () => {
    const before = await kept();
    expect(before.stats.length).toBeGreaterThan(3);
    expect(before.years.length).toBeGreaterThan(3);
    // The running totals (0028), then the history rows' counts (0032), as a database migrated with a history gets them.
    const [backfill, counts] = ['0028_wallet_stats.sql', '0032_history_counts.sql'].map(
      (file) => readFileSync(join(apiDir, 'src/db/migrations', file), 'utf8').split('-- The history so far.')[1],
    );
    expect(backfill).toMatch(/INSERT INTO wallet_stats/);
    expect(counts).toMatch(/INSERT INTO wallet_stats/);
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM wallet_stats; DELETE FROM token_years;');
      await client.query(backfill!);
      await client.query(counts!);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual(before);
  });

  it('a rolled-back money transaction adds nothing; a committed one adds its part once', async () => {
    const p = await propertyWithTokens(ctx, 'dash-rollback', { total: 1000, price: 50_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 500_000);
    const before = await dashboardOf(u.token);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await sql`SELECT * FROM sahm_invest_wallet(${u.id}::uuid, ${p.id}::uuid, 3, 0)`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await dashboardOf(u.token)).toEqual(before);
    const bought = await invest(u.token, p.id, 3);
    expect(bought.statusCode, bought.body).toBe(200);
    const after = await dashboardOf(u.token);
    expect(after.statistics).toMatchObject({ spent: before.statistics.spent + 150_000, spentThroughWallet: before.statistics.spentThroughWallet + 150_000 });
    expect(after.chart.at(-1)).toMatchObject({ year: thisYear, tokens: 3 });
  });
});
