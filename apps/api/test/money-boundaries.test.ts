import { describe, expect, it, vi } from 'vitest';
import { databaseInvestBatcher } from '../src/market/invest-batcher';
import { call, registerUser } from './helpers';
import { creditWallet, makeInvestor, propertyWithTokens } from './money-helpers';
import { createPaymentsTestApp, paymentRow } from './payment-helpers';

/**
 * The edges of the money paths' TypeScript that the area suites left open
 * (mutation scope api-money): what a purchase publishes, what a provider is
 * told a payment is for, and a wallet whose rows were written in either order.
 */
const { app, ctx } = await createPaymentsTestApp();

const invest = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { userAgreement: true, ...body }, headers });

describe('a wallet purchase publishes the notification it stored', () => {
  it.each([
    ['alone (Idempotency-Key)', { 'idempotency-key': 'boundaries-publish' }],
    ['through the batcher (no key)', {}],
  ])('%s: the published row is the stored one, type, code and params included', async (_, headers) => {
    const p = await propertyWithTokens(ctx, `boundaries-publish-${Object.keys(headers).length}`, { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 500_000);
    const publish = vi.spyOn(ctx.notifier, 'publish');
    try {
      const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'wallet' }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(publish).toHaveBeenCalledTimes(1);
      const published = publish.mock.calls[0]![0];
      const stored = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', u.id).where('code', '=', 'NOTIFY_INVESTED').executeTakeFirstOrThrow();
      expect(published).toMatchObject({ user_id: u.id, type: 'buy_sell', code: 'NOTIFY_INVESTED', read_at: null });
      expect(published.params).toEqual({ tokens: 10, property: stored.params.property });
      expect(published.params.property).toMatchObject({ en: expect.any(String) });
      for (const field of ['id', 'user_id', 'type', 'code', 'params', 'read_at'] as const) expect(published[field]).toEqual(stored[field]);
      expect(published.created_at.getTime()).toBe(stored.created_at.getTime());
    } finally {
      publish.mockRestore();
    }
  });
});

describe('a purchase through a provider', () => {
  it.each(['fib', 'card'] as const)('%s: the provider is told what the payment is for', async (provider) => {
    const p = await propertyWithTokens(ctx, `boundaries-describe-${provider}`, { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: provider });
    expect(res.statusCode, res.body).toBe(201);
    const payment = await paymentRow(ctx, res.json().data.paymentId);
    const atProvider = await ctx.db.selectFrom('sandbox_payments').select('description').where('id', '=', payment.provider_payment_id!).executeTakeFirstOrThrow();
    expect(atProvider.description).toBe('Sahm: 10 tokens');
  });
});

describe('GET /transaction/balance', () => {
  const BALANCE = '/api/user/transaction/balance';

  it('reads each account by its kind, whichever order the rows come back in', async () => {
    const me = await registerUser(app, ctx);
    await creditWallet(ctx, me.id, 120_000);
    expect((await call(app, 'POST', '/api/user/user/withdrawal-request', { token: me.token, body: { amount: 20_000 } })).statusCode).toBe(201);
    // The available account written last: in a table scan its row now comes after the held one.
    await creditWallet(ctx, me.id, 5_000);
    expect((await call(app, 'GET', BALANCE, { token: me.token })).json().data).toEqual({ available: 105_000, held: 20_000, currency: 'IQD' });
    // And everything held, nothing available.
    const all = await registerUser(app, ctx);
    await creditWallet(ctx, all.id, 30_000);
    expect((await call(app, 'POST', '/api/user/user/withdrawal-request', { token: all.token, body: { amount: 30_000 } })).statusCode).toBe(201);
    expect((await call(app, 'GET', BALANCE, { token: all.token })).json().data).toEqual({ available: 0, held: 30_000, currency: 'IQD' });
  });
});

describe("the order book is found by the property's id or its slug", () => {
  it('an id in any case is an id; a slug that only contains an id-like part is a slug', async () => {
    const id = crypto.randomUUID();
    const byId = await propertyWithTokens(ctx, 'boundaries-book', { total: 1000, price: 20_000 });
    const prefixed = await propertyWithTokens(ctx, `tower-${id}`, { total: 1000, price: 20_000 });
    const suffixed = await propertyWithTokens(ctx, `${id}-tower`, { total: 1000, price: 20_000 });
    // Each part of an id one hex digit short, or with a letter outside a-f: a slug, not an id.
    const shapes = ['1234567-1234-1234-1234-123456789abc', '12345678-123-1234-1234-123456789abc', '12345678-1234-123-1234-123456789abc', '12345678-1234-1234-123-123456789abc', '12345678-1234-1234-1234-123456789ab', 'g2345678-1234-1234-1234-123456789abc'];
    const odd = await Promise.all(shapes.map((slug) => propertyWithTokens(ctx, slug, { total: 1000, price: 20_000 })));
    const book = (idOrSlug: string) => call(app, 'GET', `/api/user/marketplace/details/${encodeURIComponent(idOrSlug)}/re-sell/list`);
    for (const idOrSlug of [byId.id, byId.id.toUpperCase(), 'boundaries-book', `tower-${id}`, `${id}-tower`, prefixed.id, suffixed.id, ...shapes, ...odd.map((p) => p.id)]) {
      const res = await book(idOrSlug);
      expect(res.statusCode, `${idOrSlug}: ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ total: 0 });
    }
    expect((await book(crypto.randomUUID())).statusCode).toBe(404);
    expect((await book('no-such-tower')).statusCode).toBe(404);
  });
});

describe('a refusal inside a purchase group reads as a lone purchase’s', () => {
  it('not enough tokens names how many are left; below the minimum names the minimum', async () => {
    const p = await propertyWithTokens(ctx, 'boundaries-group-refusal', { total: 25, price: 20_000 });
    const users = await Promise.all([0, 1, 2].map(() => makeInvestor(app, ctx)));
    for (const u of users) await creditWallet(ctx, u.id, 5_000_000);
    const batcher = databaseInvestBatcher(ctx.db);
    // The first goes alone; the two that arrive while it runs go to the database as one group.
    const [first, tooMany, tooSmall] = await Promise.allSettled([
      batcher.submit({ userId: users[0]!.id, propertyId: p.id, numberOfTokens: 5 }),
      batcher.submit({ userId: users[1]!.id, propertyId: p.id, numberOfTokens: 30 }),
      batcher.submit({ userId: users[2]!.id, propertyId: p.id, numberOfTokens: 1 }),
    ]);
    expect(batcher.stats).toMatchObject({ calls: 2, grouped: 1, purchases: 3, fallbacks: 0 });
    expect(first.status).toBe('fulfilled');
    expect(tooMany).toMatchObject({ status: 'rejected', reason: { status: 409, code: 'NOT_ENOUGH_TOKENS', params: { available: 20 }, details: { available: 20 } } });
    expect(tooSmall).toMatchObject({ status: 'rejected', reason: { code: 'MIN_INVESTMENT', params: { amount: 100_000 } } });
  });
});
