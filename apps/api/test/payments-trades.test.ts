// Gifts and purchases from a sell order paid through a provider (decisions.md
// §5-§7): the gates are checked before any payment exists, the trade happens
// once when the provider confirms, and when it can no longer happen the money
// lands in the wallet. Real PostgreSQL, real HTTP to the sandboxes.
import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/db/schema';
import { call, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { createPaymentsTestApp, decide, expectPending, historyOf, moneySnapshot, notificationsOf, payLinkOf, paymentRow } from './payment-helpers';

const { app, ctx } = await createPaymentsTestApp();
afterEach(() => expectInvariants(ctx));

const providers: PaymentProvider[] = ['fastpay', 'fib', 'card'];
let slug = 0;
const property = (opts: Parameters<typeof propertyWithTokens>[2] = {}) => propertyWithTokens(ctx, `trade-pay-${++slug}-${Date.now().toString(36)}`, opts);

type Investor = Awaited<ReturnType<typeof makeInvestor>>;
const e164 = (u: Investor) => `${u.phone.countryCode}${u.phone.mobileNumber}`;
const post = (path: string, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/user/marketplace/${path}`, { token, body: { userAgreement: true, ...body }, headers });

const resell = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/user/marketplace/re-sell', { token, body });

async function holdingOf(userId: string, propertyId: string) {
  const row = await ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst();
  return row ?? { tokens: 0, listed: 0 };
}

/** A verified investor holding `tokens` tokens bought from the platform. */
async function holder(p: { id: string }, tokens: number, price: number) {
  const u = await makeInvestor(app, ctx);
  await creditWallet(ctx, u.id, tokens * price);
  expect((await post('invest', u.token, { propertyId: p.id, numberOfTokens: tokens, paymentWith: 'wallet' })).statusCode).toBe(200);
  return u;
}

/** A seller's public order of `tokens` at `price`. */
async function order(p: { id: string }, tokens: number, price: number) {
  const seller = await holder(p, tokens, price);
  const res = await resell(seller.token, { propertyId: p.id, numberOfTokens: tokens, pricePerToken: price });
  expect(res.statusCode, res.body).toBe(201);
  return { seller, orderId: res.json().data.orderId as string };
}

describe('POST /marketplace/approve-bid paid through a provider', () => {
  it.each(providers)('%s: a pending payment for tokens × the order’s price; the trade happens when the provider confirms', async (provider) => {
    const p = await property({ total: 1000, price: 10_000 });
    const { seller, orderId } = await order(p, 20, 10_000);
    const buyer = await makeInvestor(app, ctx);
    const res = await post('approve-bid', buyer.token, { orderId, numberOfTokens: 12, paymentWith: provider });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(messageText('en', 'PAYMENT_STARTED'));
    const data = res.json().data;
    expectPending(data, provider);
    expect(data).toMatchObject({ amount: 120_000, purpose: 'order', orderId, propertyId: p.id, tokens: 12, pricePerToken: 10_000 });
    // Nothing traded yet: the order is whole, a pending buy in the history.
    expect(await holdingOf(seller.id, p.id)).toEqual({ tokens: 0, listed: 20 });
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'buy', status: 'pending', amount: 120_000, payment_with: provider })]);

    expect((await decide(payLinkOf(data), 'pay')).html).toContain('Payment successful.');

    expect(await holdingOf(buyer.id, p.id)).toEqual({ tokens: 12, listed: 0 });
    expect(await holdingOf(seller.id, p.id)).toEqual({ tokens: 0, listed: 8 });
    expect(await balanceOf(ctx, buyer.id)).toEqual({ available: 0, held: 0 });
    expect((await balanceOf(ctx, seller.id)).available).toBe(120_000);
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ status: 'completed', outcome: { purchase: 'completed', spent: 120_000 } });
    // One history row for the buyer, paid with the provider; none left pending.
    const history = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', buyer.id).execute();
    expect(history).toEqual([expect.objectContaining({ type: 'buy', status: 'success', amount: 120_000, tokens: 12, payment_with: provider, reference_id: orderId })]);
    expect(await notificationsOf(ctx, buyer.id, 'NOTIFY_TRADE_BOUGHT')).toHaveLength(1);
    expect(await notificationsOf(ctx, seller.id, 'NOTIFY_TRADE_SOLD')).toHaveLength(1);
  });

  it('fastpay is the default; the gates come before any payment exists and bad input changes nothing', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const { seller, orderId } = await order(p, 10, 10_000);
    const plain = await registerUser(app, ctx);
    const buyer = await makeInvestor(app, ctx);
    const before = await moneySnapshot(ctx);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [plain.token, { orderId, numberOfTokens: 1 }, 403, 'KYC_NOT_VERIFIED'],
      [buyer.token, { orderId, numberOfTokens: 1, userAgreement: false }, 400, 'AGREEMENT_REQUIRED'],
      [buyer.token, { orderId, numberOfTokens: 0 }, 400, 'TOKENS_ZERO'],
      [buyer.token, { orderId, numberOfTokens: 1, paymentWith: 'cash' }, 400, 'PAYMENT_METHOD_INVALID'],
      [buyer.token, { orderId, numberOfTokens: 11 }, 409, 'NOT_ENOUGH_TOKENS'],
      [buyer.token, { orderId: crypto.randomUUID(), numberOfTokens: 1 }, 404, 'ORDER_NOT_FOUND'],
      [seller.token, { orderId, numberOfTokens: 1 }, 400, 'OWN_ORDER'],
    ];
    for (const [token, body, status, code] of cases) {
      const res = await post('approve-bid', token, body);
      expect(res.statusCode, `${code} ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await moneySnapshot(ctx)).toEqual(before);
    const started = await post('approve-bid', buyer.token, { orderId, numberOfTokens: 1 });
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({ provider: 'fastpay', purpose: 'order', amount: 10_000 });
  });

  it('the order filled meanwhile: the money lands in the wallet, the buy ends failed, the buyer is told', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const { orderId } = await order(p, 10, 10_000);
    const late = await makeInvestor(app, ctx);
    const data = (await post('approve-bid', late.token, { orderId, numberOfTokens: 10, paymentWith: 'fib' })).json().data;
    const quick = await makeInvestor(app, ctx);
    await creditWallet(ctx, quick.id, 100_000);
    expect((await post('approve-bid', quick.token, { orderId, numberOfTokens: 10, paymentWith: 'wallet' })).statusCode).toBe(200);

    await decide(payLinkOf(data), 'pay');
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ status: 'completed', outcome: { purchase: 'failed', reason: 'ORDER_CLOSED' } });
    expect(await balanceOf(ctx, late.id)).toEqual({ available: 100_000, held: 0 });
    expect(await holdingOf(late.id, p.id)).toEqual({ tokens: 0, listed: 0 });
    expect(await historyOf(ctx, data.paymentId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'buy', status: 'failed' }), expect.objectContaining({ type: 'deposit', status: 'completed', amount: 100_000 })]),
    );
    expect(await notificationsOf(ctx, late.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toHaveLength(1);
  });

  it('replayed confirmations and a retried request with the same Idempotency-Key pay and trade once', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const { seller, orderId } = await order(p, 10, 10_000);
    const buyer = await makeInvestor(app, ctx);
    const key = { 'idempotency-key': `order-fib-${slug}` };
    const first = await post('approve-bid', buyer.token, { orderId, numberOfTokens: 10, paymentWith: 'fib' }, key);
    const again = await post('approve-bid', buyer.token, { orderId, numberOfTokens: 10, paymentWith: 'fib' }, key);
    expect(again.json()).toEqual(first.json());
    expect(await ctx.db.selectFrom('payments').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
    const data = first.json().data;
    const fibId = (await paymentRow(ctx, data.paymentId)).provider_payment_id!;
    await ctx.db.updateTable('sandbox_payments').set({ status: 'PAID', decided_at: new Date() }).where('id', '=', fibId).execute();
    const results = await Promise.all(Array.from({ length: 6 }, () => call(app, 'POST', '/api/user/payments/fib/callback', { body: { id: fibId, status: 'PAID' } })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await holdingOf(buyer.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    expect((await balanceOf(ctx, seller.id)).available).toBe(100_000);
    expect(await notificationsOf(ctx, buyer.id, 'NOTIFY_TRADE_BOUGHT')).toHaveLength(1);
  });
});

describe('POST /marketplace/gift paid through a provider', () => {
  it.each(providers)('%s, of held tokens: the sender pays the gift fee through the provider; the receiver holds them after confirmation', async (provider) => {
    const p = await property({ total: 1000, price: 10_000 });
    const sender = await holder(p, 20, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const res = await post('gift', sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 15, type: 'holding', paymentWith: provider });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expectPending(data, provider);
    expect(data).toMatchObject({ amount: 1_500, purpose: 'gift', type: 'holding', tokens: 15, value: 150_000, fee: 1_500 });
    expect(await holdingOf(sender.id, p.id)).toEqual({ tokens: 20, listed: 0 });
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'gift', status: 'pending', amount: 1_500 })]);

    await decide(payLinkOf(data), 'pay');
    expect(await holdingOf(sender.id, p.id)).toEqual({ tokens: 5, listed: 0 });
    expect(await holdingOf(receiver.id, p.id)).toEqual({ tokens: 15, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 0, held: 0 });
    const sent = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', sender.id).where('type', '=', 'gift').execute();
    expect(sent).toEqual([expect.objectContaining({ status: 'success', tokens: 15, fee: 1_500, payment_with: provider })]);
    expect(await historyOf(ctx, data.paymentId)).toEqual([]);
    expect(await notificationsOf(ctx, receiver.id, 'NOTIFY_GIFT_RECEIVED')).toHaveLength(1);
  });

  it('of new tokens: the value and the fee through the provider; the platform’s tokens go to the receiver', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const sender = await makeInvestor(app, ctx);
    const receiver = await makeInvestor(app, ctx);
    const data = (await post('gift', sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 10, type: 'purchase' })).json().data;
    expect(data).toMatchObject({ provider: 'fastpay', amount: 101_000, value: 100_000, fee: 1_000 });
    await decide(payLinkOf(data), 'pay');
    expect(await holdingOf(receiver.id, p.id)).toEqual({ tokens: 10, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 0, held: 0 });
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ outcome: { purchase: 'completed', spent: 101_000 } });
  });

  it('refuses before any payment: unknown receiver, not enough tokens, under the minimum — nothing changes', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const sender = await holder(p, 5, 20_000);
    const receiver = await makeInvestor(app, ctx);
    const before = await moneySnapshot(ctx);
    const unknown = await post('gift', sender.token, { propertyId: p.id, receiver: '+9647700000999', numberOfTokens: 1, type: 'holding', paymentWith: 'fib' });
    expect(unknown.json().code).toBe('RECEIVER_NOT_FOUND');
    const tooMany = await post('gift', sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 6, type: 'holding', paymentWith: 'fib' });
    expect(tooMany.json().code).toBe('NOT_ENOUGH_TOKENS');
    const small = await post('gift', sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 4, type: 'purchase', paymentWith: 'card' });
    expect(small.json().code).toBe('MIN_INVESTMENT');
    const self = await post('gift', sender.token, { propertyId: p.id, receiver: e164(sender), numberOfTokens: 1, type: 'holding', paymentWith: 'card' });
    expect(self.json().code).toBe('RECEIVER_IS_SELF');
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('the tokens given away meanwhile: the fee lands in the wallet, nothing is given', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const data = (await post('gift', sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 10, type: 'holding', paymentWith: 'card' })).json().data;
    expect((await resell(sender.token, { propertyId: p.id, numberOfTokens: 10, pricePerToken: 10_000 })).statusCode).toBe(201);
    await decide(payLinkOf(data), 'pay');
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ outcome: { purchase: 'failed', reason: 'NOT_ENOUGH_TOKENS' } });
    expect(await holdingOf(receiver.id, p.id)).toEqual({ tokens: 0, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 1_000, held: 0 });
  });
});
