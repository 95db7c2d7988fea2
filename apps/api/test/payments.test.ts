import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { PaymentProvider } from '../src/db/schema';
import { adapterFor, providerBaseUrl } from '../src/payments/providers';
import { notificationText } from '../src/notifications/notifier';
import { expirePayments } from '../src/payments/service';
import { call, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import {
  createPaymentsTestApp,
  decide,
  expectPending,
  historyOf,
  makeOverdue,
  moneySnapshot,
  notificationsOf,
  payLinkOf,
  paymentRow,
} from './payment-helpers';

const { app, ctx, url } = await createPaymentsTestApp();
afterEach(() => expectInvariants(ctx));

const providers: PaymentProvider[] = ['fastpay', 'fib', 'card'];
let slug = 0;
async function property(opts: Parameters<typeof propertyWithTokens>[2] = {}) {
  const name = `pay-${++slug}-${Date.now().toString(36)}`;
  return { ...(await propertyWithTokens(ctx, name, opts)), name: `Test ${name}` };
}

const invest = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { userAgreement: true, ...body }, headers });

async function holdingOf(userId: string, propertyId: string) {
  const row = await ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst();
  return row ?? null;
}
const platformTokens = async (propertyId: string) =>
  (await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', propertyId).executeTakeFirstOrThrow()).platform_tokens;

describe('POST /marketplace/invest paid through a provider', () => {
  it.each(providers)('%s: a pending payment for tokens × price; the purchase completes when the provider confirms', async (provider) => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: provider });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(messageText('en', 'PAYMENT_STARTED'));
    const data = res.json().data;
    expectPending(data, provider);
    expect(data).toMatchObject({ amount: 200_000, purpose: 'invest', propertyId: p.id, tokens: 10, pricePerToken: 20_000 });

    // Nothing bought yet: no tokens reserved, a pending buy in the history.
    expect(await platformTokens(p.id)).toBe(1000);
    expect(await historyOf(ctx, data.paymentId)).toEqual([
      expect.objectContaining({ type: 'buy', status: 'pending', amount: 200_000, tokens: 10, payment_with: provider, property_id: p.id }),
    ]);

    expect((await decide(payLinkOf(data), 'pay')).html).toContain('Payment successful.');

    expect(await holdingOf(u.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    expect(await platformTokens(p.id)).toBe(990);
    // The money came in through the provider and went straight to the purchase.
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 0, held: 0 });
    const payment = await paymentRow(ctx, data.paymentId);
    expect(payment).toMatchObject({ status: 'completed', outcome: { purchase: 'completed', spent: 200_000 } });
    const history = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', u.id).execute();
    expect(history).toEqual([
      expect.objectContaining({ type: 'buy', status: 'success', amount: 200_000, tokens: 10, price_per_token: 20_000, payment_with: provider, reference_id: data.paymentId }),
    ]);
    expect(history[0]!.entry_id).not.toBeNull();
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_INVESTED')).toEqual([{ code: 'NOTIFY_INVESTED', type: 'buy_sell', params: { tokens: 10, property: { en: p.name } } }]);
    const polled = await call(app, 'GET', `/api/user/payments/${data.paymentId}`, { token: u.token });
    expect(polled.json()).toMatchObject({ message: 'Payment successful', data: { status: 'completed', purpose: 'invest', outcome: { purchase: 'completed' } } });
  });

  it('checks the same gates as the wallet before any payment exists: agreement, KYC, phone, then the property', async () => {
    const p = await property({ total: 100, price: 20_000 });
    const plain = await registerUser(app, ctx);
    const before = await moneySnapshot(ctx);
    const noAgreement = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib', userAgreement: false });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().errors).toContainEqual(expect.objectContaining({ field: 'userAgreement', code: 'AGREEMENT_REQUIRED' }));
    const noKyc = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' });
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().message).toBe('You are not KYC verified, Please wait until the Admin approve your KYC information.');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', plain.id).execute();
    const noPhone = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fastpay' });
    expect(noPhone.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number.' });
    const after = await moneySnapshot(ctx);
    expect({ ...after, users: [] }).toEqual({ ...before, users: [] });

    const u = await makeInvestor(app, ctx);
    const locked = await property({ locked: true });
    const snap = await moneySnapshot(ctx);
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 4, paymentWith: 'card' })).json()).toMatchObject({
      code: 'MIN_INVESTMENT',
      message: 'The minimum investment is 100,000 IQD',
    });
    const tooMany = await invest(u.token, { propertyId: p.id, numberOfTokens: 101, paymentWith: 'card' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', available: 100 });
    expect((await invest(u.token, { propertyId: locked.id, numberOfTokens: 10, paymentWith: 'card' })).json().code).toBe('PROPERTY_LOCKED');
    expect((await invest(u.token, { propertyId: crypto.randomUUID(), numberOfTokens: 10, paymentWith: 'card' })).statusCode).toBe(404);
    expect(await moneySnapshot(ctx)).toEqual(snap);
    const soldOut = await property({ total: 10, price: 20_000 });
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('properties').set({ platform_tokens: 0 }).where('id', '=', soldOut.id).execute();
      await trx.insertInto('holdings').values({ user_id: u.id, property_id: soldOut.id, tokens: 10 }).execute();
      await trx.insertInto('token_movements').values({ property_id: soldOut.id, to_user: u.id, tokens: 10, reason: 'seed' }).execute();
    });
    expect((await invest(u.token, { propertyId: soldOut.id, numberOfTokens: 5, paymentWith: 'fib' })).json().code).toBe('PROPERTY_SOLD_OUT');
  });

  it('sold out meanwhile: the money lands in the wallet, the history says so, the user is told', async () => {
    const p = await property({ total: 20, price: 20_000 });
    const a = await makeInvestor(app, ctx);
    const b = await makeInvestor(app, ctx);
    const started = (await invest(a.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    await creditWallet(ctx, b.id, 400_000);
    expect((await invest(b.token, { propertyId: p.id, numberOfTokens: 20, paymentWith: 'wallet' })).statusCode).toBe(200);

    await decide(payLinkOf(started), 'pay');
    const payment = await paymentRow(ctx, started.paymentId);
    expect(payment).toMatchObject({ status: 'completed', outcome: { purchase: 'failed', reason: 'PROPERTY_SOLD_OUT' } });
    expect(await balanceOf(ctx, a.id)).toEqual({ available: 200_000, held: 0 });
    expect(await holdingOf(a.id, p.id)).toBeNull();
    expect(await historyOf(ctx, started.paymentId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'buy', status: 'failed', entry_id: null }),
        expect.objectContaining({ type: 'deposit', status: 'completed', amount: 200_000, payment_with: 'fib', entry_id: payment.entry_id }),
      ]),
    );
    const notes = await notificationsOf(ctx, a.id, 'NOTIFY_PURCHASE_NOT_COMPLETED');
    expect(notes).toHaveLength(1);
    expect(notificationText(notes[0]!, 'en')).toBe(
      `Your payment of 200,000 IQD arrived, but the tokens of ${p.name} could no longer be bought (sold out, locked or the price changed). The money is in your wallet.`,
    );
    expect(await notificationsOf(ctx, a.id, 'NOTIFY_INVESTED')).toEqual([]);
  });

  it('not enough tokens left, or locked meanwhile: the money lands in the wallet', async () => {
    const p = await property({ total: 20, price: 20_000 });
    const a = await makeInvestor(app, ctx);
    const b = await makeInvestor(app, ctx);
    const first = (await invest(a.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'card' })).json().data;
    await creditWallet(ctx, b.id, 300_000);
    await invest(b.token, { propertyId: p.id, numberOfTokens: 15, paymentWith: 'wallet' });
    await decide(payLinkOf(first), 'pay');
    expect((await paymentRow(ctx, first.paymentId)).outcome).toEqual({ purchase: 'failed', reason: 'NOT_ENOUGH_TOKENS' });

    const q = await property({ total: 100, price: 20_000 });
    const second = (await invest(a.token, { propertyId: q.id, numberOfTokens: 5, paymentWith: 'fastpay' })).json().data;
    await ctx.db.updateTable('properties').set({ is_locked: true }).where('id', '=', q.id).execute();
    await decide(payLinkOf(second), 'pay');
    expect((await paymentRow(ctx, second.paymentId)).outcome).toEqual({ purchase: 'failed', reason: 'PROPERTY_LOCKED' });
    expect(await balanceOf(ctx, a.id)).toEqual({ available: 300_000, held: 0 });
    expect(await holdingOf(a.id, q.id)).toBeNull();
  });

  it('price changes meanwhile: never more than agreed; a lower price buys and leaves the change in the wallet', async () => {
    const p = await property({ total: 100, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const up = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    await creditWallet(ctx, u.id, 1_000_000);
    await ctx.db.updateTable('properties').set({ valuation: 100 * 25_000 }).where('id', '=', p.id).execute();
    await decide(payLinkOf(up), 'pay');
    expect((await paymentRow(ctx, up.paymentId)).outcome).toEqual({ purchase: 'failed', reason: 'PRICE_CHANGED' });
    // The wallet's own money was not touched to cover the difference.
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 1_200_000, held: 0 });
    expect(await holdingOf(u.id, p.id)).toBeNull();

    const down = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    expect(down.amount).toBe(250_000);
    await ctx.db.updateTable('properties').set({ valuation: 100 * 24_000 }).where('id', '=', p.id).execute();
    await decide(payLinkOf(down), 'pay');
    expect((await paymentRow(ctx, down.paymentId)).outcome).toEqual({ purchase: 'completed', spent: 240_000 });
    expect(await holdingOf(u.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 1_210_000, held: 0 });
    expect(await historyOf(ctx, down.paymentId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'buy', status: 'success', amount: 240_000, price_per_token: 24_000 }),
        expect.objectContaining({ type: 'deposit', status: 'completed', amount: 10_000 }),
      ]),
    );
  });

  it('replayed and concurrent confirmations buy once', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const data = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    const fibId = (await paymentRow(ctx, data.paymentId)).provider_payment_id!;
    await ctx.db.updateTable('sandbox_payments').set({ status: 'PAID', decided_at: new Date() }).where('id', '=', fibId).execute();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(app, 'POST', '/api/user/payments/fib/callback', { body: { id: fibId, status: 'PAID' } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await holdingOf(u.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    expect(await platformTokens(p.id)).toBe(990);
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_INVESTED')).toHaveLength(1);
  });

  it('declined or expired: nothing moves, the pending buy ends failed or canceled', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const declined = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'card' })).json().data;
    await decide(payLinkOf(declined), 'decline');
    expect(await historyOf(ctx, declined.paymentId)).toEqual([expect.objectContaining({ type: 'buy', status: 'failed' })]);
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([
      { code: 'NOTIFY_PAYMENT_FAILED', type: 'buy_sell', params: { amount: 200_000 } },
    ]);

    const expired = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    await makeOverdue(ctx, expired.paymentId);
    await expirePayments(ctx, app.log);
    expect((await paymentRow(ctx, expired.paymentId)).status).toBe('expired');
    expect(await historyOf(ctx, expired.paymentId)).toEqual([expect.objectContaining({ type: 'buy', status: 'canceled' })]);
    expect(await platformTokens(p.id)).toBe(1000);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 0, held: 0 });
  });

  it('paid after we expired it: the money lands in the wallet and the user is told', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const data = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fastpay' })).json().data;
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    await expirePayments(ctx, app.log);
    await decide(payLinkOf(data), 'pay');
    expect((await paymentRow(ctx, data.paymentId)).outcome).toEqual({ purchase: 'failed', reason: 'PAYMENT_LATE' });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 200_000, held: 0 });
    expect(await holdingOf(u.id, p.id)).toBeNull();
    expect(await historyOf(ctx, data.paymentId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'buy', status: 'canceled' }), expect.objectContaining({ type: 'deposit', status: 'completed' })]),
    );
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toHaveLength(1);
  });

  it('Idempotency-Key: one provider payment per key; the wallet path and the provider path do not share a body', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const key = { 'idempotency-key': 'invest-by-fib' };
    const first = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' }, key);
    const again = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'fib' }, key);
    expect(again.json()).toEqual(first.json());
    expect((await ctx.db.selectFrom('payments').select('id').where('user_id', '=', u.id).execute()).length).toBe(1);
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'wallet' }, key)).statusCode).toBe(409);
  });
});

describe('the sandboxes speak the providers’ protocols, credentials included', () => {
  it('FIB: client credentials are checked; protected calls need the token', async () => {
    const tokenUrl = `${url}/sandbox/fib/auth/realms/fib-online-shop/protocol/openid-connect/token`;
    const form = (secret: string) =>
      fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'sahm-sandbox', client_secret: secret }).toString(),
      });
    expect((await form('wrong')).status).toBe(401);
    const ok = await form('sandbox-secret');
    expect(ok.status).toBe(200);
    const { access_token: token, expires_in: expiresIn } = (await ok.json()) as { access_token: string; expires_in: number };
    expect(expiresIn).toBeGreaterThan(0);
    const create = (auth?: string) =>
      fetch(`${url}/sandbox/fib/protected/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify({ monetaryValue: { amount: '15000', currency: 'IQD' }, description: 'test', expiresIn: 'PT1H' }),
      });
    expect((await create()).status).toBe(401);
    expect((await create(`Bearer ${token}x`)).status).toBe(401);
    const created = await create(`Bearer ${token}`);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { paymentId: string };
    const status = await fetch(`${url}/sandbox/fib/protected/v1/payments/${body.paymentId}/status`, { headers: { authorization: `Bearer ${token}` } });
    expect(await status.json()).toMatchObject({ paymentId: body.paymentId, status: 'UNPAID', amount: { amount: 15_000, currency: 'IQD' } });
  });

  it('FastPay: a wrong store password is refused with its JSON code; validate knows no unpaid transaction', async () => {
    const post = (path: string, json: unknown) =>
      fetch(`${url}/sandbox/fastpay/api/v1/public/pgw/payment/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }).then((r) => r.json() as Promise<{ code: number; data: { redirect_uri: string } }>);
    const store = { store_id: 'sahm_sandbox_store', store_password: 'sandbox-password' };
    expect(await post('initiation', { ...store, store_password: 'nope', order_id: 'o1', bill_amount: 10_000, currency: 'IQD', cart: '[]' })).toMatchObject({ code: 422 });
    const ok = await post('initiation', { ...store, order_id: 'manual-1', bill_amount: 10_000, currency: 'IQD', cart: '[]' });
    expect(ok).toMatchObject({ code: 200, data: { redirect_uri: expect.stringContaining('/sandbox/fastpay/pay/') } });
    expect(await post('initiation', { ...store, order_id: 'manual-1', bill_amount: 10_000, currency: 'IQD', cart: '[]' })).toMatchObject({ code: 422 });
    expect(await post('validate', { ...store, order_id: 'manual-1' })).toMatchObject({ code: 404 });
    await decide(ok.data.redirect_uri, 'pay');
    expect(await post('validate', { ...store, order_id: 'manual-1' })).toMatchObject({
      code: 200,
      data: { status: 'Success', merchant_order_id: 'manual-1', received_amount: '10000.00', currency: 'IQD' },
    });
  });

  it('card: the secret key is checked', async () => {
    const res = await fetch(`${url}/sandbox/card/v1/checkout/sessions/cs_x`, { headers: { authorization: 'Bearer sk_wrong' } });
    expect(res.status).toBe(401);
  });

  it('the page of an unknown payment is a 404 page', async () => {
    const res = await fetch(`${url}/sandbox/fib/pay/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('There is no such payment.');
  });
});

describe('configuration', () => {
  it('without a base URL a provider uses its sandbox, except in production where it is unavailable', () => {
    const dev = loadConfig({ NODE_ENV: 'development', PORT: '8080' });
    expect(providerBaseUrl(dev, 'fib')).toBe('http://127.0.0.1:8080/sandbox/fib');
    const live = loadConfig({ NODE_ENV: 'development', FIB_BASE_URL: 'https://fib.stage.fib.iq/' });
    expect(providerBaseUrl(live, 'fib')).toBe('https://fib.stage.fib.iq');
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.payments.sandbox).toBe(false);
    expect(providerBaseUrl(prod, 'fastpay')).toBeUndefined();
    expect(() => adapterFor(prod, 'fastpay')).toThrow(expect.objectContaining({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' }));
    // A base URL alone is not enough in production: no sandbox credentials are assumed there.
    const noSecrets = loadConfig({ NODE_ENV: 'production', CARD_BASE_URL: 'https://pay.example' });
    expect(() => adapterFor(noSecrets, 'card')).toThrow(expect.objectContaining({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' }));
    const configured = loadConfig({ NODE_ENV: 'production', FASTPAY_BASE_URL: 'https://apigw-merchant.fast-pay.iq', FASTPAY_STORE_ID: 's', FASTPAY_STORE_PASSWORD: 'p' });
    expect(adapterFor(configured, 'fastpay').provider).toBe('fastpay');
  });
});
