import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import type { NotificationRow } from '../src/notifications/notifier';
import { expirePayments, handleCallback, startPayment, startPaymentSweeper } from '../src/payments/service';
import { call, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { createPaymentsTestApp, decide, historyOf, makeOverdue, notificationsOf, payLinkOf, paymentRow } from './payment-helpers';

/**
 * The edges of src/payments/service.ts that the payment suites left open
 * (mutation scope api-money): what a provider is told and which deadline the
 * client counts down to, which notifications are published, what a provider
 * that canceled, declined or paid at the last second leads to, callbacks for
 * payments that are already closed, a provider that cannot be reached, and
 * the sweeper's timer. Real HTTP to the sandboxes throughout.
 */
const { app, ctx, url } = await createPaymentsTestApp();
afterEach(() => expectInvariants(ctx));

const realFetch = globalThis.fetch;
const deposit = (token: string, amount: number, paymentWith: PaymentProvider) =>
  call(app, 'POST', '/api/user/user/deposit', { token, body: { amount, paymentWith } });
const poll = (token: string, paymentId: string, lang?: string) => call(app, 'GET', `/api/user/payments/${paymentId}`, { token, lang });
const callback = (provider: PaymentProvider, body: unknown) => call(app, 'POST', `/api/user/payments/${provider}/callback`, { body });
const invest = (token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { userAgreement: true, ...body } });

let slug = 0;
async function property(opts: Parameters<typeof propertyWithTokens>[2] = {}) {
  const name = `pay-edge-${++slug}-${Date.now().toString(36)}`;
  return { ...(await propertyWithTokens(ctx, name, opts)), name: `Test ${name}` };
}

async function started(provider: PaymentProvider, amount = 25_000) {
  const user = await registerUser(app, ctx);
  const res = await deposit(user.token, amount, provider);
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  const row = await paymentRow(ctx, data.paymentId);
  return { user, data, link: payLinkOf(data), providerId: row.provider_payment_id! };
}

/** The sandbox's own row of a payment (FIB and card by id, FastPay by order id). */
const atProvider = (providerId: string) =>
  ctx.db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', providerId), eb('merchant_ref', '=', providerId)]))
    .executeTakeFirstOrThrow();
const setAtProvider = (providerId: string, values: { status?: 'PAID' | 'DECLINED' | 'CANCELED'; currency?: string }) =>
  ctx.db
    .updateTable('sandbox_payments')
    .set({ ...values, decided_at: new Date() })
    .where((eb) => eb.or([eb('id', '=', providerId), eb('merchant_ref', '=', providerId)]))
    .execute();

/**
 * Every request our adapters send to a provider ("METHOD /path"), with hooks
 * to act just before one reaches the provider or to change its answer.
 */
function providerRequests(hooks: { before?: (path: string) => Promise<unknown>; answer?: (path: string, res: Response) => Promise<Response> } = {}) {
  const seen: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const href = String(input instanceof Request ? input.url : input);
    const path = href.startsWith(url) ? new URL(href).pathname : href;
    // The tester's page (decide()) and the providers' notifications to us are not our requests to a provider.
    const ours = path.includes('/sandbox/') && !path.includes('/pay/');
    if (ours) {
      seen.push(`${init?.method ?? 'GET'} ${path}`);
      await hooks.before?.(path);
    }
    const res = await realFetch(input, init);
    return ours && hooks.answer ? hooks.answer(path, res) : res;
  });
  return {
    seen,
    /** Status checks and cancels only (FIB's token calls left out). */
    calls: () => seen.filter((s) => !s.includes('/auth/')),
    restore: () => spy.mockRestore(),
  };
}

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg?: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (obj: object, msg?: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Waits (polling with real timers) until a condition holds. */
async function until(condition: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Holds the config values a test changes, and puts them back. */
async function withConfig<T>(change: () => void, restore: () => void, body: () => Promise<T>) {
  change();
  try {
    return await body();
  } finally {
    restore();
  }
}

describe('what the provider is told when a payment starts', () => {
  it('our addresses without a trailing slash, however many the configuration has', async () => {
    const saved = { callbackUrl: ctx.config.payments.callbackUrl, publicUrl: ctx.config.publicUrl };
    await withConfig(
      () => {
        ctx.config.payments.callbackUrl = `${url}//`;
        ctx.config.publicUrl = `${url}//`;
      },
      () => {
        ctx.config.payments.callbackUrl = saved.callbackUrl;
        ctx.config.publicUrl = saved.publicUrl;
      },
      async () => {
        const { data, providerId } = await started('card', 20_000);
        expect(await atProvider(providerId)).toMatchObject({
          callback_url: `${url}/api/user/payments/card/callback`,
          return_url: `${url}/success?paymentId=${data.paymentId}`,
          cancel_url: `${url}/failure?paymentId=${data.paymentId}`,
        });
        const fib = await started('fib', 20_000);
        expect(await atProvider(fib.providerId)).toMatchObject({ callback_url: `${url}/api/user/payments/fib/callback`, return_url: `${url}/success?paymentId=${fib.data.paymentId}` });
      },
    );
  });

  it('a provider that refuses is logged with its name, and the start is a 503', async () => {
    const user = await registerUser(app, ctx);
    const log = recordingLog();
    const saved = ctx.config.payments.fib.baseUrl;
    await withConfig(
      () => (ctx.config.payments.fib.baseUrl = 'http://127.0.0.1:9'),
      () => (ctx.config.payments.fib.baseUrl = saved),
      async () => {
        const attempt = ctx.db.transaction().execute((trx) =>
          startPayment(ctx, trx, { userId: user.id, provider: 'fib', purpose: 'deposit', amount: 20_000, description: 'Sahm deposit' }, log),
        );
        await expect(attempt).rejects.toEqual(new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE'));
      },
    );
    expect(log.lines).toEqual([{ level: 'error', obj: expect.objectContaining({ provider: 'fib', err: expect.any(Error) }), msg: 'payment provider refused to create a payment' }]);
    expect(await ctx.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('the deadline the client counts down to is the earlier of ours and the provider’s', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('card: the provider keeps the session to the whole second, earlier than ours: the provider’s', async () => {
    const user = await registerUser(app, ctx);
    // Our clock half a second into a second: the provider's deadline (whole seconds) is 500 ms before ours.
    const now = Math.floor(Date.now() / 1000) * 1000 + 500;
    vi.useFakeTimers({ toFake: ['Date'], now });
    const res = await deposit(user.token, 20_000, 'card');
    expect(res.statusCode, res.body).toBe(201);
    const ours = now + ctx.config.payments.validMinutes * 60_000;
    const theirs = new Date(ours - 500).toISOString();
    expect(res.json().data.validUntil).toBe(theirs);
    expect(new Date((await paymentRow(ctx, res.json().data.paymentId)).valid_until).toISOString()).toBe(theirs);
  });

  it('FIB: the provider keeps a payment open longer than we asked (at least a minute): ours, in the bank-app fields too', async () => {
    const user = await registerUser(app, ctx);
    const saved = ctx.config.payments.validMinutes;
    const now = Math.floor(Date.now() / 1000) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now });
    const res = await withConfig(
      () => (ctx.config.payments.validMinutes = 0.5),
      () => (ctx.config.payments.validMinutes = saved),
      () => deposit(user.token, 20_000, 'fib'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const ours = new Date(now + 30_000).toISOString();
    expect(data.validUntil).toBe(ours);
    const payment = await paymentRow(ctx, data.paymentId);
    expect(new Date(payment.valid_until).toISOString()).toBe(ours);
    expect(payment.checkout).toMatchObject({ validUntil: ours, readableCode: data.readableCode });
    // The provider itself would take it for a minute.
    expect(new Date((await atProvider(payment.provider_payment_id!)).valid_until).toISOString()).toBe(new Date(now + 60_000).toISOString());
  });
});

describe('a pending payment as its owner sees it', () => {
  it('a purchase: the pending buy names the price; the poll shows the property, the tokens and the pay-with fields', async () => {
    const p = await property({ total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    for (const provider of ['card', 'fib'] as const) {
      const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: provider });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      expect(await historyOf(ctx, data.paymentId)).toEqual([
        expect.objectContaining({ type: 'buy', status: 'pending', property_id: p.id, tokens: 10, price_per_token: 20_000, amount: 200_000 }),
      ]);
      const polled = await poll(u.token, data.paymentId);
      expect(polled.json().message).toBe(messageText('en', 'PAYMENT_PENDING'));
      const shown = polled.json().data;
      expect(shown).toMatchObject({ paymentId: data.paymentId, status: 'pending', purpose: 'invest', propertyId: p.id, tokens: 10, validUntil: data.validUntil });
      if (provider === 'card') expect(shown.redirectUrl).toBe(data.redirectUrl);
      else expect(shown).toMatchObject({ readableCode: data.readableCode, qrCode: data.qrCode, personalAppLink: data.personalAppLink, businessAppLink: data.businessAppLink });
    }
  });

  it('a deposit names no property; a deposit row keeps no price', async () => {
    const { user, data } = await started('card', 15_000);
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'deposit', property_id: null, tokens: null, price_per_token: null })]);
    const shown = (await poll(user.token, data.paymentId)).json().data;
    expect(shown).not.toHaveProperty('propertyId');
    expect(shown).not.toHaveProperty('tokens');
    expect(shown.redirectUrl).toBe(data.redirectUrl);
  });
});

describe('the notifications a settled or closed payment publishes are the ones it stored', () => {
  async function published(action: () => Promise<unknown>) {
    const before = new Set((await ctx.db.selectFrom('notifications').select('id').execute()).map((r) => r.id));
    const publish = vi.spyOn(ctx.notifier, 'publish');
    try {
      await action();
      const stored = (await ctx.db.selectFrom('notifications').selectAll().execute()).filter((r) => !before.has(r.id));
      const rows = publish.mock.calls.map(([row]) => row as NotificationRow);
      expect(rows.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
      for (const row of rows) expect(row).toMatchObject(stored.find((s) => s.id === row.id)!);
      return rows.map((r) => r.code).sort();
    } finally {
      publish.mockRestore();
    }
  }

  it('a deposit: its completion; a declined payment: its failure', async () => {
    const paid = await started('fib', 30_000);
    expect(await published(() => decide(paid.link, 'pay'))).toEqual(['NOTIFY_DEPOSIT_COMPLETED']);
    const declined = await started('card', 30_000);
    expect(await published(() => decide(declined.link, 'decline'))).toEqual(['NOTIFY_PAYMENT_FAILED']);
  });

  it('a purchase: the buyer’s NOTIFY_INVESTED once; one that could not be made: NOTIFY_PURCHASE_NOT_COMPLETED', async () => {
    const p = await property({ total: 20, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const bought = (await invest(u.token, { propertyId: p.id, numberOfTokens: 5, paymentWith: 'fib' })).json().data;
    expect(await published(() => decide(payLinkOf(bought), 'pay'))).toEqual(['NOTIFY_INVESTED']);
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toEqual([]);

    const late = (await invest(u.token, { propertyId: p.id, numberOfTokens: 10, paymentWith: 'card' })).json().data;
    await ctx.db.updateTable('properties').set({ is_locked: true }).where('id', '=', p.id).execute();
    expect(await published(() => decide(payLinkOf(late), 'pay'))).toEqual(['NOTIFY_PURCHASE_NOT_COMPLETED']);
    expect(await notificationsOf(ctx, u.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toEqual([
      { code: 'NOTIFY_PURCHASE_NOT_COMPLETED', type: 'buy_sell', params: { amount: 200_000, property: { en: p.name } } },
    ]);
  });

  it('a purchase from an order and a gift: both sides’ notifications, and no “not completed”', async () => {
    const p = await property({ total: 1000, price: 10_000 });
    const seller = await makeInvestor(app, ctx);
    await creditWallet(ctx, seller.id, 200_000);
    expect((await invest(seller.token, { propertyId: p.id, numberOfTokens: 20, paymentWith: 'wallet' })).statusCode).toBe(200);
    const listed = await call(app, 'POST', '/api/user/marketplace/re-sell', { token: seller.token, body: { propertyId: p.id, numberOfTokens: 10, pricePerToken: 10_000 } });
    expect(listed.statusCode, listed.body).toBe(201);
    const buyer = await makeInvestor(app, ctx);
    const bid = await call(app, 'POST', '/api/user/marketplace/approve-bid', {
      token: buyer.token,
      body: { userAgreement: true, orderId: listed.json().data.orderId, numberOfTokens: 10, paymentWith: 'card' },
    });
    expect(bid.statusCode, bid.body).toBe(201);
    expect(await published(() => decide(payLinkOf(bid.json().data), 'pay'))).toEqual(['NOTIFY_TRADE_BOUGHT', 'NOTIFY_TRADE_SOLD']);
    expect((await paymentRow(ctx, bid.json().data.paymentId)).outcome).toEqual({ purchase: 'completed', spent: 100_000 });

    const receiver = await makeInvestor(app, ctx);
    const gift = await call(app, 'POST', '/api/user/marketplace/gift', {
      token: seller.token,
      body: { userAgreement: true, propertyId: p.id, receiver: `${receiver.phone.countryCode}${receiver.phone.mobileNumber}`, numberOfTokens: 5, type: 'holding', paymentWith: 'fib' },
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const codes = await published(() => decide(payLinkOf(gift.json().data), 'pay'));
    expect(codes).toContain('NOTIFY_GIFT_RECEIVED');
    expect(codes).not.toContain('NOTIFY_PURCHASE_NOT_COMPLETED');
    expect(await notificationsOf(ctx, buyer.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toEqual([]);
    expect(await notificationsOf(ctx, seller.id, 'NOTIFY_PURCHASE_NOT_COMPLETED')).toEqual([]);
  });
});

describe('a payment that will not be paid', () => {
  it('canceled by the customer at FIB: canceled, not failed, and no failure notification', async () => {
    const { user, data, providerId } = await started('fib', 20_000);
    await setAtProvider(providerId, { status: 'CANCELED' });
    expect((await callback('fib', { id: providerId, status: 'DECLINED' })).statusCode).toBe(200);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('canceled');
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ type: 'deposit', status: 'canceled', entry_id: null })]);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([]);
    for (const lang of ['en', 'ar'] as const) {
      expect((await poll(user.token, data.paymentId, lang)).json()).toMatchObject({ message: messageText(lang, 'PAYMENT_CANCELED'), data: { status: 'canceled' } });
    }
  });

  it('canceled at FIB and past our time: still canceled, and FIB is not asked to cancel it again', async () => {
    const { user, data, providerId } = await started('fib', 20_000);
    await setAtProvider(providerId, { status: 'CANCELED' });
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const requests = providerRequests();
    try {
      expect(await expirePayments(ctx, app.log)).toEqual({ checked: 1, failed: 0 });
    } finally {
      requests.restore();
    }
    expect(requests.calls()).toEqual([`GET /sandbox/fib/protected/v1/payments/${providerId}/status`]);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('canceled');
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([]);
  });

  it('past our time while FIB would still take it: we cancel it at FIB, and for us it expired', async () => {
    const { user, data, providerId } = await started('fib', 20_000);
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const requests = providerRequests();
    try {
      expect(await expirePayments(ctx, app.log)).toEqual({ checked: 1, failed: 0 });
    } finally {
      requests.restore();
    }
    const base = `/sandbox/fib/protected/v1/payments/${providerId}`;
    expect(requests.calls()).toEqual([`GET ${base}/status`, `POST ${base}/cancel`, `GET ${base}/status`]);
    expect((await atProvider(providerId)).status).toBe('CANCELED');
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');
    expect(await historyOf(ctx, data.paymentId)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([]);
    expect((await poll(user.token, data.paymentId, 'ar')).json()).toMatchObject({ message: messageText('ar', 'PAYMENT_EXPIRED'), data: { status: 'expired' } });
  });

  it('paid at FIB just before our cancel arrived: FIB refuses the cancel, the refusal is logged, the money is credited', async () => {
    const { user, data, providerId } = await started('fib', 35_000);
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const log = recordingLog();
    const requests = providerRequests({ before: async (path) => (path.endsWith('/cancel') ? setAtProvider(providerId, { status: 'PAID' }) : undefined) });
    try {
      expect(await expirePayments(ctx, log)).toEqual({ checked: 1, failed: 0 });
    } finally {
      requests.restore();
    }
    expect(log.lines).toEqual([{ level: 'warn', obj: expect.objectContaining({ paymentId: data.paymentId, err: expect.any(Error) }), msg: 'provider cancel failed' }]);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('completed');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 35_000, held: 0 });
  });

  it('paid at FIB, its callback lost, and past our time: credited without asking FIB to cancel it', async () => {
    const { user, data, providerId } = await started('fib', 45_000);
    await setAtProvider(providerId, { status: 'PAID' });
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const requests = providerRequests();
    try {
      await expirePayments(ctx, app.log);
    } finally {
      requests.restore();
    }
    expect(requests.calls()).toEqual([`GET /sandbox/fib/protected/v1/payments/${providerId}/status`]);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('completed');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 45_000, held: 0 });
  });

  it('FastPay, after we expired it: a declined transaction keeps it expired, and an IPN for an unpaid order asks FastPay once', async () => {
    const { user, data, link, providerId } = await started('fastpay', 20_000);
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    await expirePayments(ctx, app.log);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');

    // A forged IPN while nothing was paid: one validate call, nothing changes.
    let requests = providerRequests();
    try {
      expect((await callback('fastpay', { merchant_order_id: providerId, status: 'Success' })).statusCode).toBe(200);
    } finally {
      requests.restore();
    }
    expect(requests.calls()).toEqual(['POST /sandbox/fastpay/api/v1/public/pgw/payment/validate']);

    // FastPay still takes the order and the customer declines (FastPay sends no IPN for that); an IPN arrives anyway.
    expect((await decide(link, 'decline')).status).toBe(200);
    requests = providerRequests();
    try {
      expect((await callback('fastpay', { merchant_order_id: providerId, status: 'Failed' })).statusCode).toBe(200);
    } finally {
      requests.restore();
    }
    expect(requests.calls()).toEqual(['POST /sandbox/fastpay/api/v1/public/pgw/payment/validate']);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toEqual([]);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('each status answers its own message, in the reader’s language', async () => {
    const user = await registerUser(app, ctx);
    const start = async (provider: PaymentProvider) => {
      const res = await deposit(user.token, 10_000, provider);
      const data = res.json().data;
      return { data, providerId: (await paymentRow(ctx, data.paymentId)).provider_payment_id! };
    };
    const pending = await start('card');
    const completed = await start('fib');
    await decide(payLinkOf(completed.data), 'pay');
    const failed = await start('card');
    await decide(payLinkOf(failed.data), 'decline');
    const canceled = await start('fib');
    await setAtProvider(canceled.providerId, { status: 'CANCELED' });
    await callback('fib', { id: canceled.providerId, status: 'DECLINED' });
    const expired = await start('card');
    await makeOverdue(ctx, expired.data.paymentId);
    await expirePayments(ctx, app.log);
    const cases = [
      [pending, 'pending', 'PAYMENT_PENDING'],
      [completed, 'completed', 'PAYMENT_SUCCESS'],
      [failed, 'failed', 'PAYMENT_FAILED'],
      [canceled, 'canceled', 'PAYMENT_CANCELED'],
      [expired, 'expired', 'PAYMENT_EXPIRED'],
    ] as const;
    for (const [payment, status, code] of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await poll(user.token, payment.data.paymentId, lang);
        expect(res.json(), `${status} ${lang}`).toMatchObject({ message: messageText(lang, code), data: { status } });
      }
    }
  });
});

describe('a callback for a payment that is already closed', () => {
  it('is answered at once without asking the provider, even while the provider is down', async () => {
    const paid = await started('fib', 20_000);
    await decide(paid.link, 'pay');
    const declined = await started('fib', 20_000);
    await decide(declined.link, 'decline');
    expect((await paymentRow(ctx, paid.data.paymentId)).status).toBe('completed');
    expect((await paymentRow(ctx, declined.data.paymentId)).status).toBe('failed');
    const saved = ctx.config.payments.fib.baseUrl;
    const requests = providerRequests();
    await withConfig(
      () => (ctx.config.payments.fib.baseUrl = 'http://127.0.0.1:9'),
      () => (ctx.config.payments.fib.baseUrl = saved),
      async () => {
        for (const { providerId } of [paid, declined]) {
          const res = await callback('fib', { id: providerId, status: 'PAID' });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({ data: { received: true } });
        }
      },
    ).finally(() => requests.restore());
    expect(requests.seen).toEqual([]);
    expect(await balanceOf(ctx, paid.user.id)).toEqual({ available: 20_000, held: 0 });
    expect(await balanceOf(ctx, declined.user.id)).toEqual({ available: 0, held: 0 });
  });
});

describe('a callback the provider must send again', () => {
  it('the provider cannot be reached to re-check: 503, logged with the payment, nothing changes', async () => {
    const { data, providerId } = await started('fib', 20_000);
    const saved = ctx.config.payments.fib.baseUrl;
    const log = recordingLog();
    await withConfig(
      () => (ctx.config.payments.fib.baseUrl = 'http://127.0.0.1:9'),
      () => (ctx.config.payments.fib.baseUrl = saved),
      async () => {
        const res = await callback('fib', { id: providerId, status: 'PAID' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: messageText('en', 'PAYMENT_PROVIDER_UNAVAILABLE') });
        await expect(handleCallback(ctx, 'fib', providerId, log)).rejects.toEqual(new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE'));
      },
    );
    expect(log.lines).toEqual([{ level: 'warn', obj: expect.objectContaining({ paymentId: data.paymentId, err: expect.any(Error) }), msg: 'could not re-check a payment with its provider' }]);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
  });

  it('our own failure while acting on it is a 500, not blamed on the provider; the retry then succeeds', async () => {
    const { user, data, link, providerId } = await started('card', 20_000);
    // The provider's webhook is lost; it will be sent again below.
    await ctx.db.updateTable('sandbox_payments').set({ callback_url: 'http://127.0.0.1:9/lost' }).where('id', '=', providerId).execute();
    await decide(link, 'decline');
    const notify = vi.spyOn(ctx.notifier, 'notify').mockRejectedValueOnce(new Error('notifications unavailable'));
    const body = { id: 'evt_retry', type: 'checkout.session.payment_failed', session_id: providerId };
    try {
      const res = await callback('card', body);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('SERVER_ERROR');
    } finally {
      notify.mockRestore();
    }
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    expect((await callback('card', body)).statusCode).toBe(200);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('failed');
    expect(await notificationsOf(ctx, user.id, 'NOTIFY_PAYMENT_FAILED')).toHaveLength(1);
  });

  it('a callback for an unknown payment is logged with the provider only', async () => {
    const log = recordingLog();
    await handleCallback(ctx, 'card', 'cs_no_such_session', log);
    expect(log.lines).toEqual([{ level: 'info', obj: { provider: 'card' }, msg: 'callback for an unknown payment ignored' }]);
  });
});

describe('what the provider reports paid', () => {
  it('the right amount in another currency is not credited but set aside', async () => {
    const { user, data, link, providerId } = await started('card', 50_000);
    await setAtProvider(providerId, { currency: 'USD' });
    await decide(link, 'pay');
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ status: 'pending', review_reason: 'amount_mismatch' });
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('the right amount with no currency stated is credited', async () => {
    const { user, data, link } = await started('fastpay', 50_000);
    const requests = providerRequests({
      answer: async (path, res) => {
        if (!path.endsWith('/validate')) return res;
        const body = (await res.json()) as { data?: Record<string, unknown> | null };
        if (body.data) delete body.data.currency;
        return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } });
      },
    });
    try {
      await decide(link, 'pay');
    } finally {
      requests.restore();
    }
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('completed');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 50_000, held: 0 });
  });

  it('a different amount is logged for an operator once, however often the provider calls back', async () => {
    const { data, link, providerId } = await started('fib', 60_000);
    await ctx.db.updateTable('sandbox_payments').set({ amount: 6_000, callback_url: 'http://127.0.0.1:9/lost' }).where('id', '=', providerId).execute();
    await decide(link, 'pay');
    const log = recordingLog();
    await handleCallback(ctx, 'fib', providerId, log);
    await handleCallback(ctx, 'fib', providerId, log);
    expect(log.lines).toEqual([
      { level: 'error', obj: { paymentId: data.paymentId, expected: 60_000, reported: 6_000, currency: 'IQD' }, msg: 'provider reported a different amount: set aside for an operator' },
    ]);
    expect(await paymentRow(ctx, data.paymentId)).toMatchObject({ status: 'pending', review_reason: 'amount_mismatch' });
  });
});

describe('expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a payment is due at its deadline exactly', async () => {
    const { user, data } = await started('fastpay', 20_000);
    const deadline = Math.floor(Date.now() / 1000) * 1000 + 123;
    await ctx.db.updateTable('payments').set({ valid_until: new Date(deadline) }).where('id', '=', data.paymentId).execute();
    vi.useFakeTimers({ toFake: ['Date'], now: deadline });
    expect((await poll(user.token, data.paymentId)).json().data.status).toBe('expired');
  });

  it('a payment the provider never created is expired on time without asking any provider', async () => {
    const user = await registerUser(app, ctx);
    const { id } = await ctx.db
      .insertInto('payments')
      .values({ user_id: user.id, provider: 'fib', purpose: 'deposit', amount: 20_000, details: '{}', valid_until: new Date(Date.now() + 600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('transactions').values({ user_id: user.id, type: 'deposit', status: 'pending', amount: 20_000, payment_with: 'fib', reference_id: id }).execute();
    const requests = providerRequests();
    try {
      expect((await poll(user.token, id)).json().data.status).toBe('pending');
      await ctx.db.updateTable('payments').set({ valid_until: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
      expect(await expirePayments(ctx, app.log)).toEqual({ checked: 1, failed: 0 });
    } finally {
      requests.restore();
    }
    expect(requests.seen).toEqual([]);
    expect((await paymentRow(ctx, id)).status).toBe('expired');
    expect(await historyOf(ctx, id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
  });

  it('a sweep that cannot reach the provider counts the failure, logs it, and leaves the payment for the next sweep', async () => {
    const { data } = await started('fib', 20_000);
    await makeOverdue(ctx, data.paymentId, { atProvider: false });
    const saved = ctx.config.payments.fib.baseUrl;
    const log = recordingLog();
    await withConfig(
      () => (ctx.config.payments.fib.baseUrl = 'http://127.0.0.1:9'),
      () => (ctx.config.payments.fib.baseUrl = saved),
      async () => expect(await expirePayments(ctx, log)).toEqual({ checked: 1, failed: 1 }),
    );
    expect(log.lines).toEqual([{ level: 'warn', obj: expect.objectContaining({ paymentId: data.paymentId, err: expect.any(Error) }), msg: 'expiring a payment failed; retried on the next sweep' }]);
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('pending');
    expect(await expirePayments(ctx, log)).toEqual({ checked: 1, failed: 0 });
    expect((await paymentRow(ctx, data.paymentId)).status).toBe('expired');
  });
});

describe('the payment sweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Advances the sweeper's clock by `ms`; true when a sweep started (it asks the database at once). */
  function clock() {
    const select = vi.spyOn(ctx.db, 'selectFrom');
    return {
      select,
      tick(ms: number) {
        const before = select.mock.calls.length;
        vi.advanceTimersByTime(ms);
        return select.mock.calls.length > before;
      },
    };
  }

  it('with no interval it never runs, and stopping it is harmless', async () => {
    expect(ctx.config.payments.sweepIntervalMs).toBe(0);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const c = clock();
    const sweeper = startPaymentSweeper(ctx, recordingLog());
    expect(c.tick(3_600_000)).toBe(false);
    sweeper.stop();
  });

  it('sweeps every interval, one sweep at a time; a failed sweep is logged and the next one runs; stopped, it sweeps no more', async () => {
    const every = 60_000;
    const saved = ctx.config.payments.sweepIntervalMs;
    const first = await started('fastpay', 20_000);
    await makeOverdue(ctx, first.data.paymentId, { atProvider: false });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = recordingLog();
    const sweeper = await withConfig(
      () => (ctx.config.payments.sweepIntervalMs = every),
      () => (ctx.config.payments.sweepIntervalMs = saved),
      async () => startPaymentSweeper(ctx, log),
    );
    const c = clock();
    try {
      expect(c.tick(every - 1)).toBe(false);
      // The database fails the first sweep.
      c.select.mockImplementationOnce(() => {
        throw new Error('database unavailable');
      });
      expect(c.tick(1)).toBe(true);
      await until(async () => log.lines.length > 0, 'the failed sweep is logged');
      expect(log.lines).toEqual([{ level: 'error', obj: { err: new Error('database unavailable') }, msg: 'payment sweep failed' }]);
      expect((await paymentRow(ctx, first.data.paymentId)).status).toBe('pending');

      // The next interval sweeps again; a tick while that sweep still runs starts no second one.
      await until(async () => c.tick(every), 'a sweep starts again');
      expect(c.tick(every)).toBe(false);
      await until(async () => (await paymentRow(ctx, first.data.paymentId)).status === 'expired', 'the payment is expired');
    } finally {
      sweeper.stop();
    }
    const second = await started('fastpay', 20_000);
    await makeOverdue(ctx, second.data.paymentId, { atProvider: false });
    expect(c.tick(every * 10)).toBe(false);
    expect((await paymentRow(ctx, second.data.paymentId)).status).toBe('pending');
    await expirePayments(ctx, app.log);
  });
});
