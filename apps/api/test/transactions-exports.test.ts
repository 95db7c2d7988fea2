import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const invest = (token: string, propertyId: string, numberOfTokens: number) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { propertyId, numberOfTokens, paymentWith: 'wallet', userAgreement: true } });

describe('GET /user/portfolio: change since purchase', () => {
  it('is the value at today’s price less what the owned tokens cost, at their average cost', async () => {
    const p = await propertyWithTokens(ctx, 'pf-cost', { total: 1000, price: 50_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 5_000_000);
    expect((await invest(u.token, p.id, 10)).statusCode).toBe(200);
    // The price moves to 60,000 (a revaluation), then 10 more are bought at the new price.
    await ctx.db.updateTable('properties').set({ valuation: 60_000_000 }).where('id', '=', p.id).execute();
    expect((await invest(u.token, p.id, 10)).statusCode).toBe(200);

    const data = (await call(app, 'GET', '/api/user/user/portfolio', { token: u.token })).json().data;
    const [h] = data.holdings;
    expect(h).toMatchObject({ ownedTokens: 20, pricePerToken: 60_000, value: 1_200_000, costBasis: 1_100_000, change: 100_000 });
    expect(data.holding[0]).toMatchObject({ costBasis: 1_100_000, change: 100_000 });
  });

  it('counts a seeded holding at the property’s first price-history point', async () => {
    const p = await propertyWithTokens(ctx, 'pf-seed', { total: 1000, price: 40_000 });
    const u = await makeInvestor(app, ctx);
    await sql`INSERT INTO price_history (property_id, valued_on, valuation) VALUES (${p.id}, '2024-01-01', 30000000)`.execute(ctx.db);
    // As the demo seed writes a holding: the platform's tokens, the holding and its movement together.
    await ctx.db.transaction().execute(async (trx) => {
      await sql`UPDATE properties SET platform_tokens = platform_tokens - 5 WHERE id = ${p.id}`.execute(trx);
      await sql`INSERT INTO holdings (user_id, property_id, tokens) VALUES (${u.id}, ${p.id}, 5)`.execute(trx);
      await sql`INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason) VALUES (${p.id}, NULL, ${u.id}, 5, 'seed')`.execute(trx);
    });
    const data = (await call(app, 'GET', '/api/user/user/portfolio', { token: u.token })).json().data;
    expect(data.holdings[0]).toMatchObject({ ownedTokens: 5, value: 200_000, costBasis: 150_000, change: 50_000 });
  });
});
