import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, expectOrdersBalanced, fullSnapshot, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();
/** A second server whose trades carry a 2.5% fee, with a price band wide enough for the rounding cases' small prices. */
const feeApp = await createTestApp({ tradingFeeBps: 250, priceBand: { minPercent: 1, maxPercent: 10_000 } });

afterEach(async () => {
  await expectInvariants(ctx);
  await expectOrdersBalanced(ctx);
  await expectInvariants(feeApp.ctx);
  await expectOrdersBalanced(feeApp.ctx);
});

let slugs = 0;
const slug = (name: string) => `${name}-${++slugs}-${Math.random().toString(36).slice(2, 6)}`;

/** A verified investor who bought `tokens` tokens from the platform. */
async function holder(p: { id: string }, tokens: number, price: number, t = { app, ctx }) {
  const u = await makeInvestor(t.app, t.ctx);
  await creditWallet(t.ctx, u.id, tokens * price);
  const res = await call(t.app, 'POST', '/api/user/marketplace/invest', {
    token: u.token,
    body: { propertyId: p.id, numberOfTokens: tokens, paymentWith: 'wallet', userAgreement: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const resell = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, a = app) =>
  call(a, 'POST', '/api/user/marketplace/re-sell', { token, body, headers });
const approve = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, a = app) =>
  call(a, 'POST', '/api/user/marketplace/approve-bid', { token, body: { paymentWith: 'wallet', userAgreement: true, ...body }, headers });
const cancelOrder = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/user/marketplace/cancel-order', { token, body, headers });
const book = (propertyId: string, query = '', token?: string, a = app) =>
  call(a, 'GET', `/api/user/marketplace/details/${propertyId}/re-sell/list${query ? `?${query}` : ''}`, { token });

async function holding(userId: string, propertyId: string, c: AppContext = ctx) {
  const row = await c.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst();
  return row ?? { tokens: 0, listed: 0 };
}
const order = (id: string, c: AppContext = ctx) => c.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notes = (userId: string, c: AppContext = ctx) =>
  c.db.selectFrom('notifications').select(['type', 'code', 'params']).where('user_id', '=', userId).where('code', 'like', 'NOTIFY_%').where('code', '!=', 'NOTIFY_INVESTED').orderBy('created_at').execute();
async function revenue(c: AppContext = ctx) {
  return (await c.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'platform_revenue').executeTakeFirstOrThrow()).balance;
}

describe('TRADING_FEE_BPS', () => {
  it('defaults to 0, takes whole basis points and refuses anything else', () => {
    expect(loadConfig({}).tradingFeeBps).toBe(0);
    expect(loadConfig({ TRADING_FEE_BPS: '250' }).tradingFeeBps).toBe(250);
    for (const bad of ['12.5', '-1', '10001', 'abc']) expect(() => loadConfig({ TRADING_FEE_BPS: bad })).toThrow(/TRADING_FEE_BPS/);
  });
});

describe('POST /marketplace/re-sell (public orders)', () => {
  it('moves free tokens to listed and opens an order; no money moves', async () => {
    const name = slug('resell-ok');
    const p = await propertyWithTokens(ctx, name, { total: 1000, price: 10_000 });
    const seller = await holder(p, 20, 10_000);
    const before = await balanceOf(ctx, seller.id);
    const res = await resell(seller.token, { propertyId: p.id, numberOfTokens: 8, pricePerToken: 12_500 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'You have successfully listed your property tokens for resell',
      data: { propertyId: p.id, numberOfTokens: 8, pricePerToken: 12_500, total: 100_000, status: 'open', receiver: null },
    });
    const o = await order(res.json().data.orderId);
    expect(o).toMatchObject({ seller_id: seller.id, receiver_id: null, tokens_total: 8, tokens_remaining: 8, price_per_token: 12_500, status: 'open' });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 12, listed: 8 });
    expect(await balanceOf(ctx, seller.id)).toEqual(before);
    expect(await notes(seller.id)).toEqual([{ type: 'buy_sell', code: 'NOTIFY_LISTED', params: { tokens: 8, property: { en: `Test ${name}` }, price: 12_500 } }]);
    // Numeric strings (HTML inputs) are accepted too.
    expect((await resell(seller.token, { propertyId: p.id, numberOfTokens: '2', pricePerToken: '9000' })).statusCode).toBe(201);
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 10, listed: 10 });
  });

  it.each([
    [{ numberOfTokens: 0 }, 'numberOfTokens', 'Value should not be Zero'],
    [{ numberOfTokens: -3 }, 'numberOfTokens', 'Value must be positive integer'],
    [{ numberOfTokens: 2.5 }, 'numberOfTokens', 'Only integers are allowed'],
    [{ numberOfTokens: 5_000_000_000 }, 'numberOfTokens', 'Value should not be greater than the maximum allowed'],
    [{ pricePerToken: 0 }, 'pricePerToken', 'Price should not be Zero'],
    [{ pricePerToken: 10.5 }, 'pricePerToken', 'Only integers are allowed'],
    [{ pricePerToken: -5 }, 'pricePerToken', 'Value must be positive integer'],
    [{ pricePerToken: undefined }, 'pricePerToken', 'this field is required'],
    [{ propertyId: 'not-a-uuid' }, 'propertyId', 'This property does not exist'],
    [{ extra: 1 }, 'extra', 'This field is not allowed.'],
  ])('validates %j before touching anything', async (patch, field, message) => {
    const p = await propertyWithTokens(ctx, slug('resell-v'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const before = await fullSnapshot(ctx);
    const res = await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('refuses more than the free tokens (listed ones are not free), and changes nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('resell-more'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    expect((await resell(seller.token, { propertyId: p.id, numberOfTokens: 6, pricePerToken: 10_000 })).statusCode).toBe(201);
    const stranger = await makeInvestor(app, ctx);
    const before = await fullSnapshot(ctx);
    const res = await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'Only 4 tokens are available', available: 4 });
    const none = await resell(stranger.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 10_000 });
    expect(none.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'No tokens are available' });
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('needs KYC and a verified phone; refuses unknown and locked properties', async () => {
    const p = await propertyWithTokens(ctx, slug('resell-gates'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const body = { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 };
    const before = await fullSnapshot(ctx);
    await ctx.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', seller.id).execute();
    const noKyc = await resell(seller.token, body);
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().message).toBe('You are not KYC verified, Please wait until the Admin approve your KYC information.');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified', is_phone_verified: false }).where('id', '=', seller.id).execute();
    expect((await resell(seller.token, body)).json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number.' });
    await ctx.db.updateTable('users').set({ is_phone_verified: true }).where('id', '=', seller.id).execute();
    const unknown = await resell(seller.token, { ...body, propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROPERTY_NOT_FOUND');
    await ctx.db.updateTable('properties').set({ is_locked: true }).where('id', '=', p.id).execute();
    const locked = await resell(seller.token, body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('PROPERTY_LOCKED');
    await ctx.db.updateTable('properties').set({ is_locked: false }).where('id', '=', p.id).execute();
    const after = await fullSnapshot(ctx);
    expect({ ...after, users: [], properties: [] }).toEqual({ ...before, users: [], properties: [] });
    expect((await call(app, 'POST', '/api/user/marketplace/re-sell', { body })).statusCode).toBe(401);
  });

  it('parallel listings of the same free tokens: only one succeeds', async () => {
    const p = await propertyWithTokens(ctx, slug('resell-race'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => resell(seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 11_000 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 0, listed: 10 });
  });

  it('Idempotency-Key: a replay returns the first answer and lists once; another body with the key is a 409', async () => {
    const p = await propertyWithTokens(ctx, slug('resell-idem'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const key = { 'idempotency-key': 'list-once' };
    const body = { propertyId: p.id, numberOfTokens: 4, pricePerToken: 10_000 };
    const first = await resell(seller.token, body, key);
    const again = await resell(seller.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 6, listed: 4 });
    const other = await resell(seller.token, { ...body, numberOfTokens: 5 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('GET /marketplace/details/{propertyId}/re-sell/list', () => {
  it('lives beside GET /marketplace/details/{id}', async () => {
    const p = await propertyWithTokens(ctx, slug('book-routes'));
    const details = await call(app, 'GET', `/api/user/marketplace/details/${p.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data._id).toBe(p.id);
    const list = await book(p.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({ items: [], total: 0, skip: 0, limit: 20, tradingFeeBps: 0 });
    const doc = (await call(app, 'GET', '/api/docs')).json();
    expect(doc.paths['/api/user/marketplace/details/{id}/re-sell/list'].get).toBeDefined();
    expect(doc.paths['/api/user/marketplace/details/{id}'].get).toBeDefined();
  });

  it('lists open public orders with sorts, filters, paging, and the caller’s own marked', async () => {
    const p = await propertyWithTokens(ctx, slug('book'), { total: 10_000, price: 1000 });
    const a = await holder(p, 500, 1000);
    const b = await holder(p, 500, 1000);
    const c = await holder(p, 500, 1000);
    const place = async (u: { token: string }, n: number, price: number, minutesAgo: number) => {
      const res = await resell(u.token, { propertyId: p.id, numberOfTokens: n, pricePerToken: price });
      const id = res.json().data.orderId as string;
      await ctx.db.updateTable('orders').set({ created_at: new Date(Date.now() - minutesAgo * 60_000) }).where('id', '=', id).execute();
      return id;
    };
    const a1 = await place(a, 10, 1500, 50);
    const b1 = await place(b, 40, 1200, 40);
    const c1 = await place(c, 25, 1100, 30);
    const a2 = await place(a, 5, 1100, 20);
    const b2 = await place(b, 30, 2000, 10);
    // Not in the book: a filled order, a canceled order, a private offer.
    const gone = await place(c, 3, 1000, 5);
    expect((await approve(b.token, { orderId: gone, numberOfTokens: 3 })).statusCode).toBe(402);
    await creditWallet(ctx, b.id, 3000);
    expect((await approve(b.token, { orderId: gone, numberOfTokens: 3 })).statusCode).toBe(200);
    const canceled = await place(c, 2, 1000, 4);
    expect((await cancelOrder(c.token, { orderId: canceled, propertyId: p.id })).statusCode).toBe(200);
    const privateOffer = await resell(c.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: 1000, receiver: `${a.phone.countryCode}${a.phone.mobileNumber}` });
    expect(privateOffer.statusCode).toBe(201);

    const ids = async (query: string, token?: string) => {
      const res = await book(p.id, query, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as Array<{ orderId: string }>).map((i) => i.orderId);
    };
    expect(await ids('')).toEqual([b2, a2, c1, b1, a1]);
    expect(await ids('sort=new')).toEqual([b2, a2, c1, b1, a1]);
    expect(await ids('sort=shares')).toEqual([b1, b2, c1, a1, a2]);
    // Signed out, nobody's offers come first and every offer is someone else's.
    expect(await ids('sort=myOffers')).toEqual([b2, a2, c1, b1, a1]);
    expect(await ids('filter=others')).toEqual([b2, a2, c1, b1, a1]);
    expect(await ids('sort=price')).toEqual([c1, a2, b1, a1, b2]);
    expect(await ids('sort=myOffers', a.token)).toEqual([a2, a1, b2, c1, b1]);
    expect(await ids('filter=mine', a.token)).toEqual([a2, a1]);
    expect(await ids('filter=others&sort=price', a.token)).toEqual([c1, b1, b2]);
    expect(await ids('sort=price&skip=1&limit=2')).toEqual([a2, b1]);

    const page = (await book(p.id, 'sort=price&skip=4&limit=2', a.token)).json().data;
    expect(page).toMatchObject({ total: 5, skip: 4, limit: 2 });
    expect(page.items).toEqual([
      {
        orderId: b2,
        propertyId: p.id,
        numberOfTokens: 30,
        originalTokens: 30,
        pricePerToken: 2000,
        total: 60_000,
        status: 'open',
        createdAt: expect.any(String),
        seller: { username: b.name },
        owned: false,
        action: 'buy',
      },
    ]);
    const mine = (await book(p.id, 'filter=mine', a.token)).json().data.items;
    expect(mine.every((i: { owned: boolean; action: string }) => i.owned && i.action === 'cancel')).toBe(true);
    // Sellers are shown by username only.
    const body = (await book(p.id, '', a.token)).body;
    for (const secret of [a.email, b.email, c.email, a.phone.mobileNumber, b.phone.mobileNumber]) expect(body).not.toContain(secret);

    // A partly filled order shows what is left.
    await creditWallet(ctx, c.id, 12_000);
    expect((await approve(c.token, { orderId: b1, numberOfTokens: 10 })).statusCode).toBe(200);
    const partly = (await book(p.id, 'sort=shares')).json().data.items[0];
    expect(partly).toMatchObject({ orderId: b2, numberOfTokens: 30 });
    expect((await book(p.id, 'sort=shares')).json().data.items.find((i: { orderId: string }) => i.orderId === b1)).toMatchObject({
      numberOfTokens: 30,
      originalTokens: 40,
      total: 36_000,
    });
  });

  it('guests see the book unmarked; "mine" needs a session; a slug works; unknown properties and bad queries are refused', async () => {
    const p = await propertyWithTokens(ctx, slug('book-guest'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    await resell(seller.token, { propertyId: p.id, numberOfTokens: 3, pricePerToken: 10_000 });
    const guest = (await book(p.id)).json().data.items;
    expect(guest).toHaveLength(1);
    expect(guest[0]).toMatchObject({ owned: false, action: 'buy' });
    expect((await book(p.id, 'filter=mine')).statusCode).toBe(401);
    const row = await ctx.db.selectFrom('properties').select('slug').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect((await book(row.slug)).json().data.total).toBe(1);
    const missing = await book('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND', message: 'This property does not exist' });
    for (const q of ['sort=cheapest', 'filter=friends', 'limit=0', 'limit=101', 'skip=-1', 'limit=abc', 'zz=1']) {
      expect((await book(p.id, q)).statusCode, q).toBe(400);
    }
  });
});

describe('POST /marketplace/approve-bid (public orders)', () => {
  it('buys part of an order, then the rest: money, tokens, history and notifications on both sides', async () => {
    const s = slug('fill');
    const p = await propertyWithTokens(ctx, s, { total: 1000, price: 10_000 });
    const seller = await holder(p, 20, 10_000);
    const listed = await resell(seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 12_000 });
    const orderId = listed.json().data.orderId as string;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 100_000);
    const revenueBefore = await revenue();

    const res = await approve(buyer.token, { orderId, numberOfTokens: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have successfully bought tokens',
      data: { orderId, propertyId: p.id, tokens: 4, pricePerToken: 12_000, amount: 48_000, paymentWith: 'wallet', status: 'success', order: { status: 'open', tokensRemaining: 6 } },
    });
    expect(await balanceOf(ctx, buyer.id)).toEqual({ available: 52_000, held: 0 });
    expect(await balanceOf(ctx, seller.id)).toEqual({ available: 48_000, held: 0 });
    expect(await revenue()).toBe(revenueBefore);
    expect(await holding(buyer.id, p.id)).toEqual({ tokens: 4, listed: 0 });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 10, listed: 6 });
    expect(await order(orderId)).toMatchObject({ tokens_remaining: 6, status: 'open' });

    const tx = await ctx.db.selectFrom('transactions').selectAll().where('reference_id', '=', orderId).execute();
    expect(tx).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: buyer.id, type: 'buy', status: 'success', tokens: 4, price_per_token: 12_000, amount: 48_000, fee: 0, payment_with: 'wallet', counterparty_user_id: seller.id }),
        expect.objectContaining({ user_id: seller.id, type: 'sell', status: 'success', tokens: 4, amount: 48_000, fee: 0, payment_with: 'wallet', counterparty_user_id: buyer.id }),
      ]),
    );
    expect(tx).toHaveLength(2);
    const moves = await ctx.db.selectFrom('token_movements').selectAll().where('property_id', '=', p.id).where('reason', '=', 'trade').execute();
    expect(moves).toEqual([expect.objectContaining({ from_user: seller.id, to_user: buyer.id, tokens: 4, entry_id: tx[0]!.entry_id })]);
    const name = `Test ${s}`;
    expect(await notes(buyer.id)).toEqual([{ type: 'buy_sell', code: 'NOTIFY_TRADE_BOUGHT', params: { tokens: 4, property: { en: name }, amount: 48_000, user: seller.name } }]);
    expect((await notes(seller.id)).at(-1)).toEqual({ type: 'buy_sell', code: 'NOTIFY_TRADE_SOLD', params: { tokens: 4, property: { en: name }, amount: 48_000, user: buyer.name } });
    expect(messageText('en', 'NOTIFY_TRADE_SOLD', { tokens: 4, property: name, amount: 48_000, user: buyer.name })).toBe(
      `${buyer.name} bought 4 tokens of ${name} from you for 48,000 IQD`,
    );

    const tooMany = await approve(buyer.token, { orderId, numberOfTokens: 7 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'Only 6 tokens are available' });

    const second = await makeInvestor(app, ctx);
    await creditWallet(ctx, second.id, 72_000);
    const rest = await approve(second.token, { orderId, numberOfTokens: 6 });
    expect(rest.json().data.order).toEqual({ status: 'filled', tokensRemaining: 0 });
    expect(await balanceOf(ctx, second.id)).toEqual({ available: 0, held: 0 });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    const closed = await approve(buyer.token, { orderId, numberOfTokens: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'ORDER_CLOSED', message: 'This order is no longer open' });
  });

  it('paymentWith: the wallet or a provider (fastpay by default, payments-trades.test.ts); cash is refused', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-pay'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 100_000);
    const before = await fullSnapshot(ctx);
    for (const method of ['cash', 'platform', 'bitcoin']) {
      const res = await approve(buyer.token, { orderId, numberOfTokens: 1, paymentWith: method });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_METHOD_INVALID', message: 'This payment method is not available here' });
    }
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('checks the gates in order: agreement, KYC, phone, then balance — each changing nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-gates'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await registerUser(app, ctx);
    const before = await fullSnapshot(ctx);
    const noAgreement = await approve(buyer.token, { orderId, numberOfTokens: 1, userAgreement: false });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().errors).toContainEqual(expect.objectContaining({ field: 'userAgreement', message: 'Please accept the Terms and Conditions' }));
    const noKyc = await approve(buyer.token, { orderId, numberOfTokens: 1 });
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().message).toBe('You are not KYC verified, Please wait until the Admin approve your KYC information.');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', buyer.id).execute();
    const noPhone = await approve(buyer.token, { orderId, numberOfTokens: 1 });
    expect(noPhone.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number.' });
    await ctx.db.updateTable('users').set({ is_phone_verified: true, country_code: '+964', mobile_number: '7711000001' }).where('id', '=', buyer.id).execute();
    const poor = await approve(buyer.token, { orderId, numberOfTokens: 1 });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Your wallet balance is insufficient' });
    expect({ ...(await fullSnapshot(ctx)), users: [] }).toEqual({ ...before, users: [] });
    expect((await call(app, 'POST', '/api/user/marketplace/approve-bid', { body: { orderId } })).statusCode).toBe(401);
  });

  it('refuses buying your own order, unknown orders, bad token counts and locked properties — changing nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-refuse'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    await creditWallet(ctx, seller.id, 1_000_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 1_000_000);
    const before = await fullSnapshot(ctx);
    const own = await approve(seller.token, { orderId, numberOfTokens: 1 });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'OWN_ORDER', message: 'You cannot buy your own tokens' });
    const unknown = await approve(buyer.token, { orderId: '00000000-0000-4000-8000-000000000000', numberOfTokens: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'This order does not exist' });
    expect((await approve(buyer.token, { orderId: 'abc', numberOfTokens: 1 })).json().errors).toContainEqual(expect.objectContaining({ field: 'orderId', code: 'ORDER_NOT_FOUND' }));
    for (const [n, message] of [
      [0, 'Value should not be Zero'],
      [-1, 'Value must be positive integer'],
      [1.5, 'Only integers are allowed'],
      [2_000_000_000, 'Value should not be greater than the maximum allowed'],
    ] as const) {
      const res = await approve(buyer.token, { orderId, numberOfTokens: n });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'numberOfTokens', message }));
    }
    await ctx.db.updateTable('properties').set({ is_locked: true }).where('id', '=', p.id).execute();
    expect((await approve(buyer.token, { orderId, numberOfTokens: 1 })).json().code).toBe('PROPERTY_LOCKED');
    await ctx.db.updateTable('properties').set({ is_locked: false }).where('id', '=', p.id).execute();
    expect({ ...(await fullSnapshot(ctx)), properties: [] }).toEqual({ ...before, properties: [] });
  });

  it('a disabled seller’s orders leave the book and cannot be bought', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-disabled'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 5, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 100_000);
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', seller.id).execute();
    expect((await book(p.id)).json().data).toMatchObject({ items: [], total: 0 });
    const before = await fullSnapshot(ctx);
    expect((await approve(buyer.token, { orderId, numberOfTokens: 1 })).json().code).toBe('ORDER_CLOSED');
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('20 racing buyers of a 10-token order: exactly 10 tokens are sold', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-race'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 10_000 })).json().data.orderId;
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = await makeInvestor(app, ctx);
        await creditWallet(ctx, b.id, 10_000);
        return b;
      }),
    );
    const results = await Promise.all(buyers.map((b) => approve(b.token, { orderId, numberOfTokens: 1 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await order(orderId)).toMatchObject({ tokens_remaining: 0, status: 'filled' });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 0, listed: 0 });
    expect(await balanceOf(ctx, seller.id)).toEqual({ available: 100_000, held: 0 });
    const bought = await ctx.db.selectFrom('holdings').select(({ fn }) => fn.sum<number>('tokens').as('n')).where('property_id', '=', p.id).where('user_id', '!=', seller.id).executeTakeFirstOrThrow();
    expect(Number(bought.n)).toBe(10);
  });

  it('Idempotency-Key: a replay buys once; another body with the same key is a 409', async () => {
    const p = await propertyWithTokens(ctx, slug('fill-idem'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 100_000);
    const key = { 'idempotency-key': 'buy-once' };
    const first = await approve(buyer.token, { orderId, numberOfTokens: 3 }, key);
    const again = await approve(buyer.token, { orderId, numberOfTokens: 3 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(ctx, buyer.id)).toEqual({ available: 70_000, held: 0 });
    expect((await notes(buyer.id)).filter((n) => n.code === 'NOTIFY_TRADE_BOUGHT')).toHaveLength(1);
    const other = await approve(buyer.token, { orderId, numberOfTokens: 4 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('the trading fee comes out of the seller’s proceeds, rounded half up to the dinar', async () => {
    const t = feeApp;
    const p = await propertyWithTokens(t.ctx, slug('fill-fee'), { total: 100_000, price: 1000 });
    const seller = await holder(p, 100, 1000, t);
    const buyer = await makeInvestor(t.app, t.ctx);
    await creditWallet(t.ctx, buyer.id, 1_000);
    expect((await book(p.id, '', undefined, t.app)).json().data.tradingFeeBps).toBe(250);
    // 2.5% of 60 is 1.5 → 2; of 20 is 0.5 → 1; of 19 is 0.475 → 0; of 100 is 2.5 → 3.
    for (const [price, fee] of [
      [60, 2],
      [20, 1],
      [19, 0],
      [100, 3],
    ] as const) {
      const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 1, pricePerToken: price }, {}, t.app)).json().data.orderId;
      const sellerBefore = (await balanceOf(t.ctx, seller.id)).available;
      const revenueBefore = await revenue(t.ctx);
      const res = await approve(buyer.token, { orderId, numberOfTokens: 1 }, {}, t.app);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount).toBe(price);
      expect((await balanceOf(t.ctx, seller.id)).available - sellerBefore).toBe(price - fee);
      expect((await revenue(t.ctx)) - revenueBefore).toBe(fee);
      const sell = await t.ctx.db.selectFrom('transactions').select(['amount', 'fee']).where('reference_id', '=', orderId).where('type', '=', 'sell').executeTakeFirstOrThrow();
      expect(sell).toEqual({ amount: price, fee });
    }
    expect(await balanceOf(t.ctx, buyer.id)).toEqual({ available: 1_000 - 60 - 20 - 19 - 100, held: 0 });
  });
});

describe('POST /marketplace/cancel-order', () => {
  it('the seller withdraws a partly filled order: unfilled tokens return', async () => {
    const p = await propertyWithTokens(ctx, slug('cancel'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 8, pricePerToken: 10_000 })).json().data.orderId;
    const buyer = await makeInvestor(app, ctx);
    await creditWallet(ctx, buyer.id, 30_000);
    expect((await approve(buyer.token, { orderId, numberOfTokens: 3 })).statusCode).toBe(200);
    const res = await cancelOrder(seller.token, { orderId, propertyId: p.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your Resell Order Request has been canceled',
      data: { orderId, propertyId: p.id, tokens: 5, status: 'canceled' },
    });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 7, listed: 0 });
    expect(await order(orderId)).toMatchObject({ status: 'canceled', tokens_remaining: 5 });
    expect((await notes(seller.id)).at(-1)).toMatchObject({ type: 'buy_sell', code: 'NOTIFY_ORDER_CANCELED', params: { tokens: 5 } });
    const again = await cancelOrder(seller.token, { orderId, propertyId: p.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_CLOSED');
    expect((await approve(buyer.token, { orderId, numberOfTokens: 1 })).json().code).toBe('ORDER_CLOSED');
  });

  it('only the seller, only with the order’s property, only a public open order: others get 404 and nothing changes', async () => {
    const p = await propertyWithTokens(ctx, slug('cancel-who'), { total: 1000, price: 10_000 });
    const other = await propertyWithTokens(ctx, slug('cancel-other'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const stranger = await makeInvestor(app, ctx);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 4, pricePerToken: 10_000 })).json().data.orderId;
    const offerId = (
      await resell(seller.token, { propertyId: p.id, numberOfTokens: 2, pricePerToken: 10_000, receiver: `${stranger.phone.countryCode}${stranger.phone.mobileNumber}` })
    ).json().data.orderId;
    const before = await fullSnapshot(ctx);
    for (const [token, body] of [
      [stranger.token, { orderId, propertyId: p.id }],
      [seller.token, { orderId, propertyId: other.id }],
      [seller.token, { orderId: offerId, propertyId: p.id }],
      [stranger.token, { orderId: offerId, propertyId: p.id }],
      [seller.token, { orderId: '00000000-0000-4000-8000-000000000000', propertyId: p.id }],
    ] as const) {
      const res = await cancelOrder(token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'This order does not exist' });
    }
    // Without the property: named as required, not "does not exist", in the reader's language.
    const invalid = await cancelOrder(seller.token, { orderId });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'REQUIRED', message: 'this field is required' });
    expect(invalid.json().errors).toContainEqual(expect.objectContaining({ field: 'propertyId', code: 'REQUIRED' }));
    const arabic = await cancelOrder(seller.token, { orderId }, { 'accept-language': 'ar' });
    expect(arabic.json()).toMatchObject({ code: 'REQUIRED', message: 'هذا الحقل مطلوب' });
    expect(await fullSnapshot(ctx)).toEqual(before);
    expect((await call(app, 'POST', '/api/user/marketplace/cancel-order', { body: { orderId, propertyId: p.id } })).statusCode).toBe(401);
  });

  it('a cancel racing buyers never returns sold tokens nor sells returned ones', async () => {
    const p = await propertyWithTokens(ctx, slug('cancel-race'), { total: 1000, price: 10_000 });
    const seller = await holder(p, 10, 10_000);
    const orderId = (await resell(seller.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 10_000 })).json().data.orderId;
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const b = await makeInvestor(app, ctx);
        await creditWallet(ctx, b.id, 10_000);
        return b;
      }),
    );
    const [canceled, ...bought] = await Promise.all([
      cancelOrder(seller.token, { orderId, propertyId: p.id }),
      ...buyers.map((b) => approve(b.token, { orderId, numberOfTokens: 1 })),
    ]);
    expect(canceled!.statusCode).toBe(200);
    const sold = bought.filter((r) => r.statusCode === 200).length;
    expect(canceled!.json().data.tokens).toBe(10 - sold);
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 10 - sold, listed: 0 });
  });
});
