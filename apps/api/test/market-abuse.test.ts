// What an outside review broke in the market, each reproduced as the attack:
// a private offer at 1 IQD a token to dodge the 1% gift fee (and move value
// off the books), phone numbers enumerated by offering more tokens than one
// holds, and a gift of tokens of a locked property.
import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, expectOrdersBalanced, fullSnapshot, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();
/** A server with a narrower band and a small receiver look-up limit. */
const strict = await createTestApp({ priceBand: { minPercent: 90, maxPercent: 110 }, receiverLookupsPerHour: 3 });

afterEach(async () => {
  await expectInvariants(ctx);
  await expectOrdersBalanced(ctx);
});

let slugs = 0;
const slug = (name: string) => `${name}-${++slugs}-${Math.random().toString(36).slice(2, 6)}`;
type Investor = Awaited<ReturnType<typeof makeInvestor>>;
const e164 = (u: Investor) => `${u.phone.countryCode}${u.phone.mobileNumber}`;

async function holder(p: { id: string }, tokens: number, price: number, t = { app, ctx }) {
  const u = await makeInvestor(t.app, t.ctx);
  await creditWallet(t.ctx, u.id, tokens * price + 1_000_000);
  const res = await call(t.app, 'POST', '/api/user/marketplace/invest', {
    token: u.token,
    body: { propertyId: p.id, numberOfTokens: tokens, paymentWith: 'wallet', userAgreement: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const post = (path: string, token: string, body: Record<string, unknown>, lang?: string, a = app) =>
  call(a, 'POST', `/api/user/marketplace/${path}`, { token, body, lang });

describe('order prices stay within a band around the current token price (decisions.md §13)', () => {
  it('refuses a private offer at 1 IQD a token: the gift fee cannot be dodged', async () => {
    const p = await propertyWithTokens(ctx, slug('band-gift-dodge'), { total: 1_000, price: 10_000 });
    const seller = await holder(p, 50, 10_000);
    const friend = await makeInvestor(app, ctx);
    const before = await fullSnapshot(ctx);
    const res = await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 50, pricePerToken: 1, receiver: e164(friend) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PRICE_OUT_OF_BAND',
      message: 'The price per token must be between 5,000 and 20,000 IQD',
      errors: [expect.objectContaining({ field: 'pricePerToken', code: 'PRICE_OUT_OF_BAND' })],
    });
    const ar = await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 50, pricePerToken: 1 }, 'ar');
    expect(ar.json().message).toBe(messageText('ar', 'PRICE_OUT_OF_BAND', { min: '5,000', max: '20,000' }));
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it.each([
    [4_999, 400],
    [5_000, 201],
    [20_000, 201],
    [20_001, 400],
  ])('public orders too: %i IQD at a price of 10,000 → %i', async (pricePerToken, status) => {
    const p = await propertyWithTokens(ctx, slug('band-edges'), { total: 1_000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const res = await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('an order priced out of the band by a later revaluation cannot be bought', async () => {
    const p = await propertyWithTokens(ctx, slug('band-revalued'), { total: 1_000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 5_000 })).json().data.orderId;
    // The property is now worth 3×: 5,000 a token is a sixth of the price.
    await ctx.db.updateTable('properties').set({ valuation: 30_000 * 1_000 }).where('id', '=', p.id).execute();
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 1_000_000);
    const before = await fullSnapshot(ctx);
    const res = await post('approve-bid', buyer.token, { orderId, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true });
    expect(res.json()).toMatchObject({ code: 'ORDER_PRICE_OUT_OF_BAND' });
    expect(res.statusCode).toBe(409);
    expect(await fullSnapshot(ctx)).toEqual(before);
    // The seller can still take the tokens back.
    expect((await post('cancel-order', seller.token, { orderId, propertyId: p.id })).statusCode).toBe(200);
  });

  it('is configurable (ORDER_PRICE_BAND, percent of the current price)', async () => {
    expect(loadConfig({}).priceBand).toEqual({ minPercent: 50, maxPercent: 200 });
    expect(loadConfig({ ORDER_PRICE_BAND: '80-125' }).priceBand).toEqual({ minPercent: 80, maxPercent: 125 });
    for (const bad of ['0-200', '50', '120-110', '50-200-300', 'a-b', '50.5-200', '101-200', '50-99'])
      expect(() => loadConfig({ ORDER_PRICE_BAND: bad }), bad).toThrow(/ORDER_PRICE_BAND/);
    const p = await propertyWithTokens(strict.ctx, slug('band-strict'), { total: 1_000, price: 10_000 });
    const seller = await holder(p, 10, 10_000, strict);
    expect((await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 8_999 }, undefined, strict.app)).json().message).toBe(
      'The price per token must be between 9,000 and 11,000 IQD',
    );
    expect((await post('re-sell', seller.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 11_000 }, undefined, strict.app)).statusCode).toBe(201);
  });

  it('is stated in the OpenAPI description of re-sell', async () => {
    const doc = (await call(app, 'GET', '/api/docs')).json();
    expect(doc.paths['/api/user/marketplace/re-sell'].post.summary).toMatch(/50%.*200%.*current token price/);
  });
});

describe('registered phones cannot be enumerated (decisions.md §13)', () => {
  it('offering or gifting more tokens than one holds says so, whether or not the phone is registered', async () => {
    const p = await propertyWithTokens(ctx, slug('enum'), { total: 1_000, price: 10_000 });
    const prober = await holder(p, 10, 10_000);
    const registered = await makeInvestor(app, ctx);
    const before = await fullSnapshot(ctx);
    const answers = [];
    for (const receiver of [e164(registered), '+9647000000123']) {
      for (const [path, body] of [
        ['re-sell', { propertyId: p.id, numberOfTokens: 999_999_999, pricePerToken: 10_000, receiver }],
        ['gift', { propertyId: p.id, numberOfTokens: 999_999_999, receiver, type: 'holding', paymentWith: 'wallet', userAgreement: true }],
        ['gift', { propertyId: p.id, numberOfTokens: 999_999_999, receiver, type: 'purchase', paymentWith: 'wallet', userAgreement: true }],
      ] as const) {
        const res = await post(path, prober.token, body);
        answers.push([path, body.receiver === e164(registered) ? 'registered' : 'unknown', res.statusCode, res.json()]);
      }
    }
    const [reg, unknown] = [answers.filter((a) => a[1] === 'registered'), answers.filter((a) => a[1] === 'unknown')];
    expect(unknown.map((a) => [a[0], a[2], a[3]])).toEqual(reg.map((a) => [a[0], a[2], a[3]]));
    expect(reg.map((a) => (a[3] as { code: string }).code)).toEqual(['NOT_ENOUGH_TOKENS', 'NOT_ENOUGH_TOKENS', 'NOT_ENOUGH_TOKENS']);
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('limits the look-ups of a receiver per user; orders without a receiver do not count', async () => {
    const p = await propertyWithTokens(strict.ctx, slug('enum-limit'), { total: 1_000, price: 10_000 });
    const prober = await holder(p, 20, 10_000, strict);
    const other = await holder(p, 20, 10_000, strict);
    for (let i = 0; i < 3; i++) {
      const res = await post('re-sell', prober.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 10_000, receiver: `+964700000${1000 + i}` }, undefined, strict.app);
      expect(res.json().code).toBe('RECEIVER_NOT_FOUND');
    }
    // Public orders name no receiver: not limited.
    for (let i = 0; i < 4; i++)
      expect((await post('re-sell', prober.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 10_000 }, undefined, strict.app)).statusCode).toBe(201);
    for (const [path, body] of [
      ['re-sell', { propertyId: p.id, numberOfTokens: 1, pricePerToken: 10_000, receiver: '+9647000002000' }],
      ['gift', { propertyId: p.id, numberOfTokens: 1, receiver: e164(other), type: 'holding', paymentWith: 'wallet', userAgreement: true }],
    ] as const) {
      const res = await post(path, prober.token, body, undefined, strict.app);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
    // Per user: someone else still may.
    expect((await post('gift', other.token, { propertyId: p.id, numberOfTokens: 1, receiver: e164(prober), type: 'holding', paymentWith: 'wallet', userAgreement: true }, undefined, strict.app)).statusCode).toBe(200);
  });
});

describe('gifts of a locked property', () => {
  it('a gift of held tokens of a locked ("coming soon") property is refused and changes nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-locked-holding'), { total: 1_000, price: 10_000 });
    const sender = await holder(p, 20, 10_000);
    const receiver = await makeInvestor(app, ctx);
    await ctx.db.updateTable('properties').set({ is_locked: true }).where('id', '=', p.id).execute();
    const before = await fullSnapshot(ctx);
    const res = await post('gift', sender.token, { propertyId: p.id, numberOfTokens: 5, receiver: e164(receiver), type: 'holding', paymentWith: 'wallet', userAgreement: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PROPERTY_LOCKED');
    expect(await fullSnapshot(ctx)).toEqual(before);
  });
});
