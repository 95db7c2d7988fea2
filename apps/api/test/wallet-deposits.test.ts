import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../src/db/schema';
import { expirePayments } from '../src/payments/service';
import { call, registerUser } from './helpers';
import { balanceOf, expectInvariants } from './money-helpers';
import {
  createPaymentsTestApp,
  decide,
  entriesFor,
  expectPending,
  historyOf,
  makeOverdue,
  moneySnapshot,
  notificationsOf,
  payLinkOf,
  paymentRow,
  providerCash,
} from './payment-helpers';

const { app, ctx } = await createPaymentsTestApp();
afterEach(() => expectInvariants(ctx));

const providers: PaymentProvider[] = ['fastpay', 'fib', 'card'];

const deposit = (token: string | undefined, body: unknown, headers: Record<string, string> = {}, lang?: string) =>
  call(app, 'POST', '/api/user/user/deposit', { token, body, headers, lang });
const status = (token: string, paymentId: string) => call(app, 'GET', `/api/user/payments/${paymentId}`, { token });

async function started(provider: PaymentProvider, amount = 25_000) {
  const user = await registerUser(app, ctx);
  const res = await deposit(user.token, { amount, paymentWith: provider });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { user, data, link: payLinkOf(data) };
}

describe('POST /user/deposit through a provider, confirmed by the provider', () => {
  it.each(providers)('%s: pending until paid, then the wallet is credited exactly once', async (provider) => {
    const cashBefore = await providerCash(ctx, provider);
    const { user, data, link } = await started(provider, 25_000);
    expectPending(data, provider);
    expect(data.amount).toBe(25_000);

    // Nothing has moved yet: a pending payment and a pending history row.
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    expect(await historyOf(ctx, data.paymentId)).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'pending', amount: 25_000, payment_with: provider, entry_id: null }),
    ]);
    const polled = await status(user.token, data.paymentId);
    expect(polled.json()).toMatchObject({ data: { status: 'pending' }, message: messageText('en', 'PAYMENT_PENDING') });

    // The tester's page shows the amount and the two choices.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('25,000 IQD');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay 25,000 IQD<\/button>/);
    expect(html).toMatch(/<button[^>]*value="decline"[^>]*>Decline<\/button>/);
    if (provider === 'card') expect(html).toMatch(/<label for="card-number">Card number<\/label>\s*<input id="card-number"/);
    expect(html).not.toMatch(/<(script|link)\b|src="http/);

    const paid = await decide(link, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment successful.');

    expect(await balanceOf(ctx, user.id)).toEqual({ available: 25_000, held: 0 });
    expect(await providerCash(ctx, provider)).toBe(cashBefore - 25_000);
    const payment = await paymentRow(ctx, data.paymentId);
    expect(payment).toMatchObject({ status: 'completed', amount: 25_000, provider, purpose: 'deposit' });
    expect(payment.completed_at).not.toBeNull();
    expect(await historyOf(ctx, data.paymentId)).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', amount: 25_000, payment_with: provider, entry_id: payment.entry_id }),
    ]);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_DEPOSIT_COMPLETED')).toEqual([
      { code: 'NOTIFY_DEPOSIT_COMPLETED', type: 'account_update', params: { amount: 25_000 } },
    ]);
    // The amount is stored as a number, so each reader's message writes it in their own digits.
    const [note] = (await call(app, 'GET', '/api/user/user/notification-list', { token: user.token, lang: 'ar' })).json().data.items;
    expect(note).toMatchObject({ code: 'NOTIFY_DEPOSIT_COMPLETED', params: { amount: 25_000 } });
    expect(note.message).toBe('تمت إضافة إيداعك البالغ ٢٥٬٠٠٠ دينار عراقي إلى محفظتك');
    const done = await status(user.token, data.paymentId);
    expect(done.json()).toMatchObject({ message: 'Payment successful', data: { paymentId: data.paymentId, status: 'completed', amount: 25_000 } });
    // The pay-with fields are gone once it cannot be paid any more.
    expect(done.json().data.redirectUrl).toBeUndefined();
    expect(done.json().data.qrCode).toBeUndefined();

    // Paying again at the provider is refused; the wallet stays as it is.
    expect((await decide(link, 'pay')).status).toBe(409);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 25_000, held: 0 });
  });

  it('the FIB answer carries the bank-app fields of decisions.md §7 and the QR is an image', async () => {
    const { data } = await started('fib');
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['paymentId', 'provider', 'readableCode', 'qrCode', 'validUntil', 'personalAppLink', 'businessAppLink']));
    expect(new Date(data.validUntil).getTime()).toBeGreaterThan(Date.now());
    // One deadline for the client's countdown and for the server's expiry.
    expect(data.validUntil).toBe(new Date((await paymentRow(ctx, data.paymentId)).valid_until).toISOString());
    const svg = Buffer.from(data.qrCode.split(',')[1], 'base64').toString();
    expect(svg).toContain(data.readableCode);
  });

  it.each(providers)('%s: a declined payment moves nothing and ends failed', async (provider) => {
    const { user, data, link } = await started(provider, 40_000);
    const declined = await decide(link, 'decline');
    expect(declined.html).toContain('Payment declined');
    // FastPay sends no IPN on failure: the client's poll asks the provider.
    const polled = await status(user.token, data.paymentId);
    expect(polled.json()).toMatchObject({ message: 'Payment failed', data: { status: 'failed' } });
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('failed');
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'deposit', status: 'failed', entry_id: null })]);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
    expect(await entriesFor(ctx, data.paymentId)).toEqual([]);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([
      { code: 'NOTIFY_PAYMENT_FAILED', type: 'account_update', params: { amount: 40_000 } },
    ]);
  });

  it.each(providers)('%s: an expired payment is canceled by the sweeper and moves nothing', async (provider) => {
    const { user, data, link } = await started(provider);
    await makeOverdue(ctx, data.paymentId);
    const result = await expirePayments(ctx, app.log);
    expect(result.failed).toBe(0);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ status: 'canceled', entry_id: null })]);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
    const polled = await status(user.token, data.paymentId);
    expect(polled.json()).toMatchObject({ message: 'The payment time has expired', data: { status: 'expired' } });
    // The provider's page no longer takes it, and a second sweep has nothing to do.
    expect((await decide(link, 'pay')).status).toBe(409);
    await expirePayments(ctx, app.log);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('an overdue payment is also expired when its owner polls it', async () => {
    const { user, data } = await started('card');
    // Our deadline passed while the provider would still take it: polling cancels it there.
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const polled = await status(user.token, data.paymentId);
    expect(polled.json().data.status).toBe('expired');
    const session = await ctx.db.selectFrom('sandbox_payments').select('status').where('id', '=', (await paymentRow(ctx, data.paymentId)).provider_payment_id!).executeTakeFirstOrThrow();
    expect(session.status).toBe('CANCELED');
  });

  it('FIB: expiring cancels the payment at FIB; a payment paid at the last second is credited, not expired', async () => {
    const { user, data, link } = await started('fib', 30_000);
    // Paid at the provider, but its callback never arrives (sent to a dead address).
    await ctx.db.updateTable('sandbox_payments').set({ callback_url: 'http://127.0.0.1:9/lost' }).where('id', '=', (await paymentRow(ctx, data.paymentId)).provider_payment_id!).execute();
    await decide(link, 'pay');
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    await expirePayments(ctx, app.log);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('completed');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 30_000, held: 0 });
  });

  it('FastPay: a payment made after we expired it still reaches the wallet (late IPN)', async () => {
    const { user, data, link } = await started('fastpay', 15_000);
    // Our deadline passed; FastPay has no cancel call, so its page still takes the payment.
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    await expirePayments(ctx, app.log);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');
    expect((await decide(link, 'pay')).status).toBe(200);
    const payment = await paymentRow(ctx, data.paymentId);
    expect(payment.status).toBe('completed');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 15_000, held: 0 });
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'deposit', status: 'completed', entry_id: payment.entry_id })]);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_DEPOSIT_COMPLETED')).toHaveLength(1);
  });
});

describe('provider callbacks are never trusted on their own', () => {
  const callback = (provider: PaymentProvider, body: unknown, headers: Record<string, string> = {}) =>
    call(app, 'POST', `/api/user/payments/${provider}/callback`, { body, headers });

  it('a replayed FIB callback, sequential and concurrent, credits once', async () => {
    const { user, data, link } = await started('fib', 50_000);
    await decide(link, 'pay');
    const fibId = (await paymentRow(ctx, data.paymentId)).provider_payment_id!;
    for (let i = 0; i < 2; i++) expect((await callback('fib', { id: fibId, status: 'PAID' })).statusCode).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => callback('fib', { id: fibId, status: 'PAID' })));
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 50_000, held: 0 });
    expect(await entriesFor(ctx, data.paymentId)).toHaveLength(1);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_DEPOSIT_COMPLETED')).toHaveLength(1);
  });

  it('concurrent first deliveries of a paid payment credit once', async () => {
    for (const provider of providers) {
      const { user, data } = await started(provider, 20_000);
      // Paid at the provider with its own notification lost, then many deliveries at once.
      const p = await paymentRow(ctx, data.paymentId);
      await ctx.db.updateTable('sandbox_payments').set({ status: 'PAID', decided_at: new Date() }).where((eb) => eb.or([eb('id', '=', p.provider_payment_id!), eb('merchant_ref', '=', p.provider_payment_id!)])).execute();
      const body =
        provider === 'fib'
          ? { id: p.provider_payment_id, status: 'PAID' }
          : provider === 'fastpay'
            ? { merchant_order_id: p.provider_payment_id, status: 'Success' }
            : { id: 'evt_1', type: 'checkout.session.completed', session_id: p.provider_payment_id };
      const results = await Promise.all(Array.from({ length: 8 }, () => callback(provider, body)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(await balanceOf(ctx, user.id)).toEqual({ available: 20_000, held: 0 });
      expect(await entriesFor(ctx, data.paymentId)).toHaveLength(1);
      expect((await paymentRow(ctx, data.paymentId)).status).toBe('completed');
    }
  });

  it.each(providers)('%s: a forged "paid" callback for an unpaid payment moves nothing', async (provider) => {
    const { user, data } = await started(provider, 100_000);
    const p = await paymentRow(ctx, data.paymentId);
    const forged =
      provider === 'fib'
        ? { id: p.provider_payment_id, status: 'PAID' }
        : provider === 'fastpay'
          ? { merchant_order_id: p.provider_payment_id, gw_transaction_id: 'FAKE1', status: 'Success', received_amount: '100000.00' }
          : { id: 'evt_forged', type: 'checkout.session.completed', session_id: p.provider_payment_id };
    const before = await moneySnapshot(ctx);
    const res = await callback(provider, forged);
    expect(res.statusCode).toBe(200);
    expect(await moneySnapshot(ctx)).toEqual(before);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('a FastPay IPN arriving as a form is read the same way', async () => {
    const { user, data, link } = await started('fastpay', 12_000);
    await decide(link, 'pay');
    const orderId = (await paymentRow(ctx, data.paymentId)).provider_payment_id!;
    const res = await call(app, 'POST', '/api/user/payments/fastpay/callback', {
      body: new URLSearchParams({ merchant_order_id: orderId, status: 'Success' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 12_000, held: 0 });
  });

  it.each(providers)('%s: a callback for an unknown payment changes nothing and reveals nothing', async (provider) => {
    const unknown =
      provider === 'fib'
        ? { id: crypto.randomUUID(), status: 'PAID' }
        : provider === 'fastpay'
          ? { merchant_order_id: 'nosuchorder1234', status: 'Success' }
          : { id: 'evt_x', type: 'checkout.session.completed', session_id: 'cs_nosuch' };
    const before = await moneySnapshot(ctx);
    const res = await callback(provider, unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true } });
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('a callback with a bad body is a 400 and changes nothing', async () => {
    const before = await moneySnapshot(ctx);
    const res = await callback('fib', { status: 'PAID' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'id', code: 'REQUIRED' }));
    expect((await callback('fastpay', { merchant_order_id: 42 })).statusCode).toBe(400);
    expect((await callback('card', { type: 'x', session_id: ['a'] })).statusCode).toBe(400);
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('a provider reporting a different amount than we asked is not credited', async () => {
    const { user, data, link } = await started('card', 60_000);
    const p = await paymentRow(ctx, data.paymentId);
    await ctx.db.updateTable('sandbox_payments').set({ amount: 6_000 }).where('id', '=', p.provider_payment_id!).execute();
    await decide(link, 'pay');
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('…and is set aside for an operator: no sweep or poll asks the provider about it again', async () => {
    const { user, data, link } = await started('fib', 60_000);
    const p = await paymentRow(ctx, data.paymentId);
    await ctx.db.updateTable('sandbox_payments').set({ amount: 6_000 }).where('id', '=', p.provider_payment_id!).execute();
    await decide(link, 'pay');
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ status: 'pending', review_reason: 'amount_mismatch' });
    await makeOverdue(ctx, data.paymentId);
    const calls = providerCalls();
    try {
      // Before: every sweep picked it again (and logged it again), for ever.
      for (let i = 0; i < 3; i++) expect(await expirePayments(ctx, app.log)).toEqual({ checked: 0, failed: 0 });
      for (let i = 0; i < 3; i++) expect((await status(user.token, data.paymentId)).json().data.status).toBe('pending');
      expect(calls.count()).toBe(0);
    } finally {
      calls.restore();
    }
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });
});

/** Counts the requests the adapters send to a provider (here the sandboxes). */
function providerCalls() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return {
    count: () => spy.mock.calls.filter(([url]) => String(url instanceof Request ? url.url : url).includes('/sandbox/')).length,
    restore: () => spy.mockRestore(),
  };
}

describe('GET /payments/:paymentId while pending', () => {
  it('asks the provider at most once per PAYMENT_RECHECK_SECONDS, however often the client polls', async () => {
    const { user, data } = await started('fastpay', 30_000);
    const calls = providerCalls();
    try {
      const polls = await Promise.all(Array.from({ length: 10 }, () => status(user.token, data.paymentId)));
      expect(polls.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      for (let i = 0; i < 10; i++) await status(user.token, data.paymentId);
      // FastPay's status check is one validate call.
      expect(calls.count()).toBe(1);
      // Once the time has passed, the next poll asks again.
      await ctx.db.updateTable('payments').set({ checked_at: new Date(Date.now() - 60_000) }).where('id', '=', data.paymentId).execute();
      await status(user.token, data.paymentId);
      expect(calls.count()).toBe(2);
    } finally {
      calls.restore();
    }
  });

  it('still sees a payment completed by its callback at once', async () => {
    const { user, data, link } = await started('card', 30_000);
    await status(user.token, data.paymentId);
    await decide(link, 'pay');
    expect((await status(user.token, data.paymentId)).json().data.status).toBe('completed');
  });
});

describe('deposit validation and access', () => {
  it.each([
    [{ amount: 9_999 }, 'amount', 'MIN_DEPOSIT', 'Minimum deposit limit is 10,000'],
    [{ amount: 0 }, 'amount', 'MIN_DEPOSIT', 'Minimum deposit limit is 10,000'],
    [{ amount: -50_000 }, 'amount', 'MIN_DEPOSIT', 'Minimum deposit limit is 10,000'],
    [{ amount: '5000' }, 'amount', 'MIN_DEPOSIT', 'Minimum deposit limit is 10,000'],
    [{ amount: 10_000.5 }, 'amount', 'ONLY_INTEGERS', 'Only integers are allowed'],
    [{ amount: 'lots' }, 'amount', 'ONLY_INTEGERS', 'Only integers are allowed'],
    [{ amount: '1e5' }, 'amount', 'ONLY_INTEGERS', 'Only integers are allowed'],
    [{ amount: 5_000_000_000 }, 'amount', 'VALUE_TOO_LARGE', 'Value should not be greater than the maximum allowed'],
    [{}, 'amount', 'REQUIRED', 'this field is required'],
    [{ amount: 20_000, paymentWith: 'wallet' }, 'paymentWith', 'PAYMENT_METHOD_INVALID', 'This payment method is not available here'],
    [{ amount: 20_000, paymentWith: 'paypal' }, 'paymentWith', 'PAYMENT_METHOD_INVALID', 'This payment method is not available here'],
    [{ amount: 20_000, currency: 'USD' }, 'currency', 'UNKNOWN_FIELD', 'This field is not allowed.'],
  ])('%j → 400 on %s (%s), nothing stored', async (body, field, code, message) => {
    const user = await registerUser(app, ctx);
    const before = await moneySnapshot(ctx);
    const res = await deposit(user.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('the minimum deposit message is the spec text, and localized', async () => {
    const user = await registerUser(app, ctx);
    const res = await deposit(user.token, { amount: 100, paymentWith: 'fib' });
    expect(res.json()).toMatchObject({ code: 'MIN_DEPOSIT', message: 'Minimum deposit limit is 10,000' });
    const ar = await deposit(user.token, { amount: 100 }, {}, 'ar');
    expect(ar.json().message).toBe(messageText('ar', 'MIN_DEPOSIT'));
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('fastpay is the default method', async () => {
    const user = await registerUser(app, ctx);
    const res = await deposit(user.token, { amount: 10_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: messageText('en', 'PAYMENT_STARTED'), data: { provider: 'fastpay', status: 'pending' } });
  });

  it('requires a session: deposit and status', async () => {
    expect((await deposit(undefined, { amount: 20_000 })).statusCode).toBe(401);
    expect((await call(app, 'GET', `/api/user/payments/${crypto.randomUUID()}`)).statusCode).toBe(401);
  });

  it("another user's payment is not found; so are unknown and malformed ids", async () => {
    const { data } = await started('fastpay');
    const other = await registerUser(app, ctx);
    for (const id of [data.paymentId, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await status(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('an unreachable provider is a 503 and leaves nothing behind', async () => {
    const user = await registerUser(app, ctx);
    const saved = ctx.config.payments.fib.baseUrl;
    ctx.config.payments.fib.baseUrl = 'http://127.0.0.1:9';
    try {
      const before = await moneySnapshot(ctx);
      const res = await deposit(user.token, { amount: 20_000, paymentWith: 'fib' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: messageText('en', 'PAYMENT_PROVIDER_UNAVAILABLE') });
      expect(await moneySnapshot(ctx)).toEqual(before);
    } finally {
      ctx.config.payments.fib.baseUrl = saved;
    }
  });
});

describe('Idempotency-Key on deposits', () => {
  it('the same key and body creates one payment and replays its answer; another body gets 409', async () => {
    const user = await registerUser(app, ctx);
    const key = { 'idempotency-key': 'deposit-1' };
    const first = await deposit(user.token, { amount: 20_000, paymentWith: 'fib' }, key);
    const again = await deposit(user.token, { amount: 20_000, paymentWith: 'fib' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ id: first.json().data.paymentId }]);
    const other = await deposit(user.token, { amount: 30_000, paymentWith: 'fib' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('parallel duplicates with one key create one provider payment', async () => {
    const user = await registerUser(app, ctx);
    const sandboxBefore = (await ctx.db.selectFrom('sandbox_payments').select('id').execute()).length;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => deposit(user.token, { amount: 20_000, paymentWith: 'card' }, { 'idempotency-key': 'double-click' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(results.map((r) => r.json().data.paymentId)).size).toBe(1);
    expect((await ctx.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute()).length).toBe(1);
    expect((await ctx.db.selectFrom('sandbox_payments').select('id').execute()).length).toBe(sandboxBefore + 1);
  });
});
