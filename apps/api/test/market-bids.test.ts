import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, expectOrdersBalanced, fullSnapshot, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();

afterEach(async () => {
  await expectInvariants(ctx);
  await expectOrdersBalanced(ctx);
});

let slugs = 0;
const slug = (name: string) => `${name}-${++slugs}-${Math.random().toString(36).slice(2, 6)}`;

type Investor = Awaited<ReturnType<typeof makeInvestor>>;

/** A verified investor who bought `tokens` tokens from the platform. */
async function holder(p: { id: string }, tokens: number, price: number) {
  const u = await makeInvestor(app, ctx);
  await creditWallet(ctx, u.id, tokens * price);
  const res = await call(app, 'POST', '/api/user/marketplace/invest', {
    token: u.token,
    body: { propertyId: p.id, numberOfTokens: tokens, paymentWith: 'wallet', userAgreement: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const e164 = (u: Investor) => `${u.phone.countryCode}${u.phone.mobileNumber}`;
const post = (path: string, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/user/marketplace/${path}`, { token, body, headers });
const offer = (seller: Investor, propertyId: string, receiver: unknown, numberOfTokens = 5, pricePerToken = 10_000) =>
  post('re-sell', seller.token, { propertyId, numberOfTokens, pricePerToken, receiver });
const accept = (token: string, orderId: string, numberOfTokens: number, headers: Record<string, string> = {}) =>
  post('approve-bid', token, { orderId, numberOfTokens, paymentWith: 'wallet', userAgreement: true }, headers);
const reject = (token: string, orderId: string, headers: Record<string, string> = {}) => post('cancel-bid', token, { orderId }, headers);
const withdraw = (token: string, orderId: string, headers: Record<string, string> = {}) => post('refund-request', token, { orderId }, headers);
const bids = (side: 'requested' | 'received', token?: string, query = '', lang?: string) =>
  call(app, 'GET', `/api/user/user/${side}-bid${query ? `?${query}` : ''}`, { token, lang });

async function holding(userId: string, propertyId: string) {
  const row = await ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst();
  return row ?? { tokens: 0, listed: 0 };
}
const order = (id: string) => ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lastNote = async (userId: string) =>
  ctx.db.selectFrom('notifications').select(['type', 'code', 'params']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();

/** A property, a seller holding 20 tokens, a receiver with money, and a stranger. */
async function scene(name: string) {
  const s = slug(name);
  const p = await propertyWithTokens(ctx, s, { total: 1000, price: 10_000 });
  const seller = await holder(p, 20, 10_000);
  const receiver = await makeInvestor(app, ctx);
  await creditWallet(ctx, receiver.id, 500_000);
  const stranger = await makeInvestor(app, ctx);
  await creditWallet(ctx, stranger.id, 500_000);
  return { p, propertyName: `Test ${s}`, seller, receiver, stranger };
}

describe('private offers: POST /marketplace/re-sell with a receiver', () => {
  it('offers tokens to a registered user by phone: listed, not in the public book, both sides notified', async () => {
    const { p, propertyName, seller, receiver } = await scene('offer');
    const res = await offer(seller, p.id, e164(receiver), 5, 11_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'You have successfully listed your property tokens for resell',
      data: { numberOfTokens: 5, pricePerToken: 11_000, total: 55_000, status: 'open', receiver: { username: receiver.name } },
    });
    const orderId = res.json().data.orderId;
    expect(await order(orderId)).toMatchObject({ seller_id: seller.id, receiver_id: receiver.id, tokens_total: 5, status: 'open' });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 15, listed: 5 });
    const book = await call(app, 'GET', `/api/user/marketplace/details/${p.id}/re-sell/list`, { token: receiver.token });
    expect(book.json().data.items).toEqual([]);
    expect(await lastNote(seller.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_SENT', params: { tokens: 5, property: { en: propertyName }, price: 11_000, user: receiver.name } });
    expect(await lastNote(receiver.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_RECEIVED', params: { tokens: 5, property: { en: propertyName }, price: 11_000, user: seller.name } });
    const list = await call(app, 'GET', '/api/user/user/notification-list?type=offers', { token: receiver.token });
    expect(list.json().data.items[0].message).toBe(`${seller.name} offered you 5 tokens of ${propertyName} at 11,000 IQD each`);
  });

  it('accepts the phone as E.164 text (spaces, 00, Arabic-Indic digits, a trunk 0) or as {countryCode, mobileNumber}', async () => {
    const { p, seller, receiver } = await scene('offer-formats');
    const n = receiver.phone.mobileNumber;
    const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const form of [
      `+964 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
      `00964${n}`,
      `+9640${n}`,
      `+964${arabicDigits(n)}`,
      { countryCode: '+964', mobileNumber: n },
      { countryCode: '964', mobileNumber: `0${n}` },
    ]) {
      const res = await offer(seller, p.id, form, 1);
      expect(res.statusCode, `${JSON.stringify(form)}: ${res.body}`).toBe(201);
      expect(res.json().data.receiver).toEqual({ username: receiver.name });
    }
    // An empty or null receiver is a public order.
    expect((await offer(seller, p.id, '', 1)).json().data.receiver).toBeNull();
    expect((await offer(seller, p.id, null, 1)).json().data.receiver).toBeNull();
  });

  it('an unknown, unverified or disabled receiver is a 404 with a clear message, and nothing happens', async () => {
    const { p, seller } = await scene('offer-unknown');
    const unverified = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ country_code: '+964', mobile_number: '7999000111', is_phone_verified: false }).where('id', '=', unverified.id).execute();
    const disabled = await makeInvestor(app, ctx);
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
    const before = await fullSnapshot(ctx);
    for (const receiver of ['+9647999000111', '+9647000000009', e164(disabled), { countryCode: '+44', mobileNumber: '7700900123' }]) {
      const res = await offer(seller, p.id, receiver);
      expect(res.statusCode, JSON.stringify(receiver)).toBe(404);
      expect(res.json()).toEqual({ code: 'RECEIVER_NOT_FOUND', message: 'No registered user has this mobile number' });
    }
    const ar = await call(app, 'POST', '/api/user/marketplace/re-sell', {
      token: seller.token,
      lang: 'ar',
      body: { propertyId: p.id, numberOfTokens: 1, pricePerToken: 10_000, receiver: '+9647000000009' },
    });
    expect(ar.json().message).toBe(messageText('ar', 'RECEIVER_NOT_FOUND'));
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('refuses a malformed phone (400) and yourself as the receiver, changing nothing', async () => {
    const { p, seller } = await scene('offer-bad');
    const before = await fullSnapshot(ctx);
    for (const receiver of ['abc', '7501234567', '+12', 12345, [e164(seller)], { countryCode: '+964' }, { countryCode: '+964', mobileNumber: 'x' }]) {
      const res = await offer(seller, p.id, receiver);
      expect(res.statusCode, JSON.stringify(receiver)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ message: 'Please enter a valid mobile number' });
      expect(res.json().errors[0].field).toMatch(/^receiver/);
    }
    const self = await offer(seller, p.id, e164(seller));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'RECEIVER_IS_SELF', message: 'You cannot send tokens to yourself' });
    expect(await fullSnapshot(ctx)).toEqual(before);
  });
});

describe('accepting a private offer: POST /marketplace/approve-bid', () => {
  it('the receiver accepts the whole offer: money and tokens move, both sides notified, "Bid request accepted"', async () => {
    const { p, propertyName, seller, receiver } = await scene('accept');
    const orderId = (await offer(seller, p.id, e164(receiver), 5, 12_000)).json().data.orderId;
    const res = await accept(receiver.token, orderId, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bid request accepted',
      data: { orderId, tokens: 5, pricePerToken: 12_000, amount: 60_000, status: 'success', order: { status: 'filled', tokensRemaining: 0 } },
    });
    expect(await balanceOf(ctx, receiver.id)).toEqual({ available: 440_000, held: 0 });
    expect(await balanceOf(ctx, seller.id)).toEqual({ available: 60_000, held: 0 });
    expect(await holding(receiver.id, p.id)).toEqual({ tokens: 5, listed: 0 });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 15, listed: 0 });
    const tx = await ctx.db.selectFrom('transactions').select(['user_id', 'type', 'amount', 'counterparty_user_id']).where('reference_id', '=', orderId).execute();
    expect(tx).toEqual(
      expect.arrayContaining([
        { user_id: receiver.id, type: 'buy', amount: 60_000, counterparty_user_id: seller.id },
        { user_id: seller.id, type: 'sell', amount: 60_000, counterparty_user_id: receiver.id },
      ]),
    );
    expect(await lastNote(receiver.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_YOU_ACCEPTED', params: { tokens: 5, property: { en: propertyName }, amount: 60_000, user: seller.name } });
    expect(await lastNote(seller.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_ACCEPTED', params: { tokens: 5, property: { en: propertyName }, amount: 60_000, user: receiver.name } });
    expect((await accept(receiver.token, orderId, 5)).json().code).toBe('ORDER_CLOSED');
  });

  it('only the receiver, only the whole offer; the receiver passes the purchase gates — refusals change nothing', async () => {
    const { p, seller, receiver, stranger } = await scene('accept-who');
    const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
    const before = await fullSnapshot(ctx);
    for (const token of [stranger.token, seller.token]) {
      const res = await accept(token, orderId, 5);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'This order does not exist' });
    }
    for (const n of [4, 6]) {
      const res = await accept(receiver.token, orderId, n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BID_TOKENS_MISMATCH', message: 'A private offer can only be accepted for all of its tokens' });
    }
    const noAgreement = await post('approve-bid', receiver.token, { orderId, numberOfTokens: 5, userAgreement: false });
    expect(noAgreement.json().errors).toContainEqual(expect.objectContaining({ field: 'userAgreement', message: 'Please accept the Terms and Conditions' }));
    await ctx.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', receiver.id).execute();
    expect((await accept(receiver.token, orderId, 5)).json().code).toBe('KYC_NOT_VERIFIED');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', receiver.id).execute();
    const poor = await makeInvestor(app, ctx);
    const poorOffer = (await offer(seller, p.id, e164(poor), 2)).json().data.orderId;
    const afterOffer = await fullSnapshot(ctx);
    expect((await accept(poor.token, poorOffer, 2)).json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Your wallet balance is insufficient' });
    expect(await fullSnapshot(ctx)).toEqual(afterOffer);
    expect(await order(orderId)).toMatchObject({ status: 'open', tokens_remaining: 5 });
    expect((await fullSnapshot(ctx)).postings).toEqual(before.postings);
  });
});

describe('rejecting (cancel-bid) and withdrawing (refund-request) a private offer', () => {
  it('the receiver rejects: tokens return to the sender, both notified, "Bid request rejected"', async () => {
    const { p, propertyName, seller, receiver } = await scene('reject');
    const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
    const res = await reject(receiver.token, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bid request rejected', data: { orderId, propertyId: p.id, tokens: 5, status: 'rejected' } });
    expect(await order(orderId)).toMatchObject({ status: 'rejected' });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 20, listed: 0 });
    expect(await lastNote(seller.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_REJECTED', params: { tokens: 5, property: { en: propertyName }, user: receiver.name } });
    expect(await lastNote(receiver.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_YOU_REJECTED', params: { tokens: 5, property: { en: propertyName }, user: seller.name } });
    expect((await reject(receiver.token, orderId)).json()).toEqual({ code: 'ORDER_CLOSED', message: 'This order is no longer open' });
    expect((await accept(receiver.token, orderId, 5)).json().code).toBe('ORDER_CLOSED');
  });

  it('the sender withdraws: tokens return, both notified, "Bid request canceled"', async () => {
    const { p, propertyName, seller, receiver } = await scene('withdraw');
    const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
    const res = await withdraw(seller.token, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bid request canceled', data: { orderId, propertyId: p.id, tokens: 5, status: 'canceled' } });
    expect(await holding(seller.id, p.id)).toEqual({ tokens: 20, listed: 0 });
    expect(await lastNote(receiver.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_WITHDRAWN', params: { tokens: 5, property: { en: propertyName }, user: seller.name } });
    expect(await lastNote(seller.id)).toEqual({ type: 'offers', code: 'NOTIFY_OFFER_YOU_WITHDREW', params: { tokens: 5, property: { en: propertyName }, user: receiver.name } });
    expect((await accept(receiver.token, orderId, 5)).json().code).toBe('ORDER_CLOSED');
  });

  it('the toasts follow spec.md §4 "Bid request {action}ed" in English and are translated', () => {
    for (const [code, action] of [
      ['BID_ACCEPTED', 'accept'],
      ['BID_REJECTED', 'reject'],
      ['BID_CANCELED', 'cancel'],
    ] as const) {
      expect(messageText('en', code)).toBe(`Bid request ${action}ed`);
      for (const locale of ['ar', 'kr', 'bh'] as const) expect(messageText(locale, code)).not.toBe(messageText('en', code));
    }
  });

  it('each only by the right party, only on an open private offer: others get 404 and nothing changes', async () => {
    const { p, seller, receiver, stranger } = await scene('close-who');
    const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
    const publicId = (await offer(seller, p.id, undefined, 3)).json().data.orderId;
    const before = await fullSnapshot(ctx);
    for (const [act, token, id] of [
      [reject, seller.token, orderId],
      [reject, stranger.token, orderId],
      [reject, receiver.token, publicId],
      [reject, stranger.token, publicId],
      [withdraw, receiver.token, orderId],
      [withdraw, stranger.token, orderId],
      [withdraw, seller.token, publicId],
      [withdraw, seller.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await act(token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'This order does not exist' });
    }
    for (const body of [{}, { orderId: 'x' }, { orderId, extra: 1 }]) {
      expect((await post('cancel-bid', receiver.token, body)).statusCode).toBe(400);
      expect((await post('refund-request', seller.token, body)).statusCode).toBe(400);
    }
    expect(await fullSnapshot(ctx)).toEqual(before);
    expect((await call(app, 'POST', '/api/user/marketplace/cancel-bid', { body: { orderId } })).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/user/marketplace/refund-request', { body: { orderId } })).statusCode).toBe(401);
  });

  it('Idempotency-Key: a replayed reject answers the same; another body with the key is a 409', async () => {
    const { p, seller, receiver } = await scene('reject-idem');
    const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
    const other = (await offer(seller, p.id, e164(receiver), 2)).json().data.orderId;
    const key = { 'idempotency-key': 'reject-1' };
    const first = await reject(receiver.token, orderId, key);
    const again = await reject(receiver.token, orderId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const notes = await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', seller.id).where('code', '=', 'NOTIFY_OFFER_REJECTED').execute();
    expect(notes).toHaveLength(1);
    expect((await reject(receiver.token, other, key)).statusCode).toBe(409);
    expect(await order(other)).toMatchObject({ status: 'open' });
  });

  it('accept racing withdraw: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { p, seller, receiver } = await scene(`race-${round}`);
      const orderId = (await offer(seller, p.id, e164(receiver), 5)).json().data.orderId;
      const [accepted, withdrawn] = await Promise.all([accept(receiver.token, orderId, 5), withdraw(seller.token, orderId)]);
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const o = await order(orderId);
      expect(o.status).toBe(accepted.statusCode === 200 ? 'filled' : 'canceled');
      expect(await holding(seller.id, p.id)).toEqual({ tokens: accepted.statusCode === 200 ? 15 : 20, listed: 0 });
    }
  });
});

describe('GET /user/requested-bid and /user/received-bid', () => {
  it('require a session', async () => {
    for (const side of ['requested', 'received'] as const) {
      const res = await bids(side);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Session expired! please login again');
    }
  });

  it('list the offers I sent / received, newest first, localized, with the actions still open', async () => {
    const s = slug('lists');
    const p = await propertyWithTokens(ctx, s, { total: 1000, price: 10_000 });
    await ctx.db.updateTable('properties').set({ name: JSON.stringify({ en: `Test ${s}`, ar: `عقار ${s}` }) }).where('id', '=', p.id).execute();
    const seller = await holder(p, 20, 10_000);
    const receiver = await makeInvestor(app, ctx);
    await creditWallet(ctx, receiver.id, 100_000);
    const stranger = await makeInvestor(app, ctx);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      ids.push((await offer(seller, p.id, e164(receiver), n, 5_000 + n)).json().data.orderId);
      await ctx.db.updateTable('orders').set({ created_at: new Date(Date.now() - (10 - n) * 60_000) }).where('id', '=', ids.at(-1)!).execute();
    }
    const toStranger = (await offer(seller, p.id, e164(stranger), 1)).json().data.orderId;
    await accept(receiver.token, ids[0]!, 1);
    await reject(receiver.token, ids[1]!);
    await withdraw(seller.token, ids[2]!);

    const received = await bids('received', receiver.token);
    expect(received.statusCode).toBe(200);
    const data = received.json().data;
    expect(data).toMatchObject({ total: 4, skip: 0, limit: 20 });
    expect(data.items.map((i: { orderId: string }) => i.orderId)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(data.items[0]).toEqual({
      orderId: ids[3],
      propertyId: p.id,
      propertyName: `Test ${s}`,
      numberOfTokens: 4,
      pricePerToken: 5_004,
      total: 20_016,
      status: 'open',
      counterparty: { username: seller.name },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      actions: ['accept', 'reject'],
    });
    expect(data.items.slice(1).map((i: { status: string; actions: string[] }) => [i.status, i.actions])).toEqual([
      ['canceled', []],
      ['rejected', []],
      ['filled', []],
    ]);

    const requested = (await bids('requested', seller.token)).json().data;
    expect(requested.total).toBe(5);
    expect(requested.items[0]).toMatchObject({ orderId: toStranger, counterparty: { username: stranger.name }, actions: ['cancel'] });
    expect(requested.items.find((i: { orderId: string }) => i.orderId === ids[3])).toMatchObject({ counterparty: { username: receiver.name }, actions: ['cancel'] });

    expect((await bids('received', receiver.token, '', 'ar')).json().data.items[0].propertyName).toBe(`عقار ${s}`);
    expect((await bids('received', receiver.token, 'status=open')).json().data.items.map((i: { orderId: string }) => i.orderId)).toEqual([ids[3]]);
    expect((await bids('received', receiver.token, 'skip=1&limit=2')).json().data.items.map((i: { orderId: string }) => i.orderId)).toEqual([ids[2], ids[1]]);
    // Nobody else sees them; usernames only.
    expect((await bids('received', stranger.token)).json().data.items.map((i: { orderId: string }) => i.orderId)).toEqual([toStranger]);
    expect((await bids('requested', receiver.token)).json().data.total).toBe(0);
    expect((await bids('received', receiver.token)).body).not.toContain(seller.email);
    for (const q of ['status=pending', 'limit=0', 'skip=-1', 'zz=1']) expect((await bids('received', receiver.token, q)).statusCode, q).toBe(400);
  });
});
