import type { AutoReinvestSettings } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { payRent } from '../src/rent/runs';
import { call, createTestApp } from './helpers';
import { expectInvariants, expectOrdersBalanced, makeInvestor } from './money-helpers';
import { availableOf, fundedProperty, insertInvestors, monthsAgo } from './rent-helpers';

const { app, ctx } = await createTestApp();

const setReinvest = (token: string, enabled: boolean) => call(app, 'PUT', '/api/user/user/auto-reinvest', { token, body: { enabled } });
const holding = async (userId: string, propertyId: string) =>
  (await ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst()) ?? {
    tokens: 0,
    listed: 0,
  };
const accrued = async (userId: string, propertyId: string) =>
  Number((await ctx.pool.query(`SELECT amount FROM rent_accruals WHERE user_id = $1 AND property_id = $2`, [userId, propertyId])).rows[0]?.amount ?? 0);
const list = async (token: string, propertyId: string, numberOfTokens: number, pricePerToken: number) => {
  const res = await call(app, 'POST', '/api/user/marketplace/re-sell', { token, body: { propertyId, numberOfTokens, pricePerToken } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.orderId as string;
};

describe('GET and PUT /api/user/user/auto-reinvest', () => {
  it('is off by default; on, it shows the minimum and what accrued; off, it forgets the accrual', async () => {
    const investor = await makeInvestor(app, ctx);
    const off = await call(app, 'GET', '/api/user/user/auto-reinvest', { token: investor.token });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, minimum: 100_000, accrued: [] });

    const on = await setReinvest(investor.token, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { enabled: true, minimum: 100_000, accrued: [] }, message: expect.stringContaining('100,000 IQD') });

    const [other] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'reinvest-settings', [{ userId: investor.id, tokens: 10 }, { userId: other!, tokens: 90 }], { monthlyRent: 300_000, feeBps: 0 });
    await payRent(ctx, monthsAgo(1), { propertyIds: [p.id] });
    const shown = (await call(app, 'GET', '/api/user/user/auto-reinvest', { token: investor.token })).json().data as AutoReinvestSettings;
    expect(shown.accrued).toEqual([{ propertyId: p.id, propertyName: `Rent reinvest-settings`, amount: 30_000 }]);

    const turnedOff = await setReinvest(investor.token, false);
    expect(turnedOff.json().data).toEqual({ enabled: false, minimum: 100_000, accrued: [] });
    expect(await accrued(investor.id, p.id)).toBe(0);

    expect((await call(app, 'PUT', '/api/user/user/auto-reinvest', { token: investor.token, body: { enabled: 'yes' } })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/user/user/auto-reinvest')).statusCode).toBe(401);
  });
});

describe('auto-reinvest in a rent run', () => {
  it('buys more tokens of the same property from its cheapest sell orders at or below the price, once 100,000 IQD has accrued', async () => {
    const reinvestor = await makeInvestor(app, ctx);
    const seller = await makeInvestor(app, ctx);
    const [other] = await insertInvestors(ctx, 1);
    // 10,000 IQD a token; the reinvestor holds 40 of 100: 200,000 of a 500,000 rent (no fee).
    const p = await fundedProperty(ctx, 'reinvest-buy', [{ userId: reinvestor.id, tokens: 40 }, { userId: seller.id, tokens: 50 }, { userId: other!, tokens: 10 }], {
      monthlyRent: 500_000,
      feeBps: 0,
    });
    const pricier = await list(seller.token, p.id, 10, 12_000); // above the price: never bought by reinvest
    const cheap = await list(seller.token, p.id, 30, 9_000);
    const atPrice = await list(seller.token, p.id, 10, 10_000);
    await setReinvest(reinvestor.token, true);
    const [rBefore, sBefore] = await availableOf(ctx, [reinvestor.id, seller.id]);

    const result = await payRent(ctx, monthsAgo(1), { propertyIds: [p.id] });
    // 200,000 accrued: 22 tokens at 9,000 = 198,000 (the 23rd would pass the accrual).
    expect(result.items[0]).toMatchObject({ outcome: 'paid', paid: 500_000, reinvested: 198_000 });
    expect(await holding(reinvestor.id, p.id)).toEqual({ tokens: 62, listed: 0 });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 0, listed: 28 });
    const [rAfter, sAfter] = await availableOf(ctx, [reinvestor.id, seller.id]);
    expect(rAfter! - rBefore!).toBe(200_000 - 198_000);
    // The seller's rent was on 50 tokens (free + listed at the run), plus the sale.
    expect(sAfter! - sBefore!).toBe(250_000 + 198_000);
    expect(await accrued(reinvestor.id, p.id)).toBe(2_000);
    const orders = await ctx.db.selectFrom('orders').select(['id', 'tokens_remaining', 'status']).where('id', 'in', [cheap, atPrice, pricier]).execute();
    expect(Object.fromEntries(orders.map((o) => [o.id, o.tokens_remaining]))).toEqual({ [cheap]: 8, [atPrice]: 10, [pricier]: 10 });
    const codes = (await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', reinvestor.id).execute()).map((n) => n.code);
    expect(codes).toEqual(expect.arrayContaining(['NOTIFY_RENT_PAID', 'NOTIFY_TRADE_BOUGHT', 'NOTIFY_RENT_REINVESTED']));
    await expectInvariants(ctx);
    await expectOrdersBalanced(ctx);
  });

  it('keeps rent below the minimum in the wallet and reinvests when two months together reach it', async () => {
    const investor = await makeInvestor(app, ctx);
    const seller = await makeInvestor(app, ctx);
    const p = await fundedProperty(ctx, 'reinvest-accrue', [{ userId: investor.id, tokens: 20 }, { userId: seller.id, tokens: 80 }], { monthlyRent: 300_000, feeBps: 0 });
    await list(seller.token, p.id, 40, 10_000);
    await setReinvest(investor.token, true);

    await payRent(ctx, monthsAgo(3), { propertyIds: [p.id] });
    expect(await accrued(investor.id, p.id)).toBe(60_000);
    expect(await holding(investor.id, p.id)).toEqual({ tokens: 20, listed: 0 });
    expect((await availableOf(ctx, [investor.id]))[0]).toBe(60_000);

    const second = await payRent(ctx, monthsAgo(2), { propertyIds: [p.id] });
    expect(second.items[0]).toMatchObject({ outcome: 'paid', reinvested: 120_000 });
    expect(await holding(investor.id, p.id)).toEqual({ tokens: 32, listed: 0 });
    expect(await accrued(investor.id, p.id)).toBe(0);
    expect((await availableOf(ctx, [investor.id]))[0]).toBe(0);
    await expectInvariants(ctx);
  });

  it('leaves the rent in the wallet when the holder no longer passes the gate, or the orders cannot make up the minimum', async () => {
    const revoked = await makeInvestor(app, ctx);
    const thin = await makeInvestor(app, ctx);
    const seller = await makeInvestor(app, ctx);
    const p = await fundedProperty(ctx, 'reinvest-refused', [{ userId: revoked.id, tokens: 30 }, { userId: thin.id, tokens: 30 }, { userId: seller.id, tokens: 40 }], {
      monthlyRent: 1_000_000,
      feeBps: 0,
    });
    await setReinvest(revoked.token, true);
    await setReinvest(thin.token, true);
    await ctx.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', revoked.id).execute();
    await list(seller.token, p.id, 5, 10_000); // 50,000 IQD of tokens: under the minimum for anyone

    const result = await payRent(ctx, monthsAgo(1), { propertyIds: [p.id] });
    expect(result.items[0]).toMatchObject({ outcome: 'paid', reinvested: 0 });
    expect(await availableOf(ctx, [revoked.id, thin.id])).toEqual([300_000, 300_000]);
    expect(await holding(revoked.id, p.id)).toEqual({ tokens: 30, listed: 0 });
    expect(await holding(thin.id, p.id)).toEqual({ tokens: 30, listed: 0 });
    // The accrual stays for next month.
    expect(await accrued(revoked.id, p.id)).toBe(300_000);
    expect(await accrued(thin.id, p.id)).toBe(300_000);
    await expectInvariants(ctx);
    await expectOrdersBalanced(ctx);
  });
});
