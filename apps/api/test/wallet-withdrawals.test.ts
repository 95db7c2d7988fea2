import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { captureAdminNotices, moneySnapshot } from './wallet-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));
const adminNotices = captureAdminNotices(ctx);

const REQUEST = '/api/user/user/withdrawal-request';
const CANCEL = '/api/user/user/cancel-withdrawal-request';

const withdraw = (token: string, body: unknown, headers: Record<string, string> = {}, lang?: string) =>
  call(app, 'POST', REQUEST, { token, body, headers, lang });
const cancel = (token: string, headers: Record<string, string> = {}) => call(app, 'PUT', CANCEL, { token, headers });

async function funded(amount: number) {
  const u = await registerUser(app, ctx);
  await creditWallet(ctx, u.id, amount);
  return u;
}

const requestsOf = (userId: string) => ctx.db.selectFrom('withdrawal_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const withdrawTxOf = (userId: string) =>
  ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', 'withdraw').orderBy('created_at').execute();

describe('POST /user/withdrawal-request', () => {
  it('moves the amount to held, records the request and a pending history row, and tells the admins', async () => {
    const u = await funded(100_000);
    const res = await withdraw(u.token, { amount: 40_000 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Withdraw Request sent to the Admin');
    expect(body.data).toMatchObject({ amount: 40_000, status: 'pending', balance: { available: 60_000, held: 40_000 } });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 60_000, held: 40_000 });

    const [request] = await requestsOf(u.id);
    expect(request).toMatchObject({ id: body.data.requestId, amount: 40_000, status: 'pending', reason: null, decided_at: null, decided_by: null });
    const entry = await ctx.db.selectFrom('journal_entries').select('kind').where('id', '=', request!.hold_entry_id).executeTakeFirstOrThrow();
    expect(entry.kind).toBe('withdrawal_hold');

    const tx = await withdrawTxOf(u.id);
    expect(tx).toEqual([
      expect.objectContaining({ id: body.data.transactionId, status: 'pending', amount: 40_000, payment_with: 'cash', reference_id: request!.id }),
    ]);
    expect(adminNotices).toContainEqual({
      event: 'withdrawal-requested',
      payload: expect.objectContaining({ id: request!.id, userId: u.id, email: u.email, amount: 40_000 }),
    });
  });

  it('accepts a numeric string (HTML inputs) and the whole balance', async () => {
    const u = await funded(25_000);
    const res = await withdraw(u.token, { amount: '25000' });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 0, held: 25_000 });
  });

  it.each([
    [{ amount: 0 }, 'Value should not be Zero'],
    [{ amount: -20_000 }, 'Value must be positive integer'],
    [{ amount: 20_000.5 }, 'Only integers are allowed'],
    [{ amount: 9_999 }, 'Minimum withdrawal limit is 10,000'],
    [{ amount: 1e13 }, 'Value should not be greater than the maximum allowed'],
    [{ amount: 'lots' }, 'Only integers are allowed'],
    [{ amount: '0x7530' }, 'Only integers are allowed'],
    [{ amount: { value: 1 } }, 'This value has the wrong type.'],
    [{}, 'this field is required'],
  ])('validates the amount %j, changing nothing', async (body, message) => {
    const u = await funded(100_000);
    const before = await moneySnapshot(ctx);
    const res = await withdraw(u.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'amount', message }));
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('refuses unknown fields', async () => {
    const u = await funded(100_000);
    const res = await withdraw(u.token, { amount: 20_000, iban: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'iban', code: 'UNKNOWN_FIELD' }));
  });

  it('refuses more than the available balance, changing nothing', async () => {
    const u = await funded(30_000);
    const before = await moneySnapshot(ctx);
    const res = await withdraw(u.token, { amount: 30_001 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Your wallet balance is insufficient' });
    expect(await moneySnapshot(ctx)).toEqual(before);
    // An empty wallet too.
    const poor = await registerUser(app, ctx);
    expect((await withdraw(poor.token, { amount: 10_000 })).json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('allows one pending request: a second is refused with 409 and changes nothing', async () => {
    const u = await funded(100_000);
    expect((await withdraw(u.token, { amount: 20_000 })).statusCode).toBe(201);
    const before = await moneySnapshot(ctx);
    const second = await withdraw(u.token, { amount: 10_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'WITHDRAWAL_PENDING', message: 'You already have a pending withdrawal request' });
    expect(await moneySnapshot(ctx)).toEqual(before);
    const arabic = await withdraw(u.token, { amount: 10_000 }, {}, 'ar');
    expect(arabic.json().code).toBe('WITHDRAWAL_PENDING');
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('10 parallel requests: exactly one succeeds, the others get WITHDRAWAL_PENDING', async () => {
    const u = await funded(1_000_000);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => withdraw(u.token, { amount: 10_000 + i * 1000 })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'WITHDRAWAL_PENDING')).toBe(true);
    const won = results.find((r) => r.statusCode === 201)!.json().data.amount;
    expect(await requestsOf(u.id)).toHaveLength(1);
    expect(await withdrawTxOf(u.id)).toHaveLength(1);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 1_000_000 - won, held: won });
  });

  it('racing purchases: the balance never goes negative and every dinar is accounted for', async () => {
    const p = await propertyWithTokens(ctx, 'withdraw-race', { total: 10_000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 1_000_000);
    const invest = () =>
      call(app, 'POST', '/api/user/marketplace/invest', {
        token: u.token,
        body: { propertyId: p.id, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true },
      });
    const results = await Promise.all([invest(), invest(), withdraw(u.token, { amount: 500_000 }), invest(), invest(), invest(), invest()]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => [200, 201, 402].includes(s))).toBe(true);
    const bought = results.filter((r, i) => i !== 2 && r.statusCode === 200).length;
    const withdrawn = results[2]!.statusCode === 201 ? 500_000 : 0;
    // 1,000,000 covers at most 5 purchases, or 2 with the withdrawal.
    expect(bought * 200_000 + withdrawn).toBeLessThanOrEqual(1_000_000);
    expect(bought).toBeGreaterThan(0);
    const balance = await balanceOf(ctx, u.id);
    expect(balance).toEqual({ available: 1_000_000 - bought * 200_000 - withdrawn, held: withdrawn });
    expect(balance.available).toBeGreaterThanOrEqual(0);
    const holding = await ctx.db.selectFrom('holdings').select('tokens').where('user_id', '=', u.id).executeTakeFirst();
    expect(holding?.tokens ?? 0).toBe(bought * 10);
  });

  it('Idempotency-Key: a replay returns the first answer and acts once; another body is refused', async () => {
    const u = await funded(100_000);
    const key = { 'idempotency-key': 'withdraw-once' };
    const first = await withdraw(u.token, { amount: 30_000 }, key);
    const again = await withdraw(u.token, { amount: 30_000 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await requestsOf(u.id)).toHaveLength(1);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 70_000, held: 30_000 });
    const other = await withdraw(u.token, { amount: 31_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Parallel duplicates with a fresh key: still one request.
    await cancel(u.token);
    const dupes = await Promise.all(Array.from({ length: 5 }, () => withdraw(u.token, { amount: 20_000 }, { 'idempotency-key': 'double-tap' })));
    expect(dupes.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(dupes.map((r) => r.json().data.requestId)).size).toBe(1);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 80_000, held: 20_000 });
  });

  it('requires a session', async () => {
    expect((await call(app, 'POST', REQUEST, { body: { amount: 20_000 } })).statusCode).toBe(401);
    expect((await call(app, 'POST', REQUEST, { body: { amount: 20_000 }, token: 'x'.repeat(43) })).json().message).toBe(
      'Session expired! please login again',
    );
  });
});

describe('PUT /user/cancel-withdrawal-request', () => {
  it('cancels my pending request: held returns to available, request and history row canceled', async () => {
    const u = await funded(100_000);
    const made = (await withdraw(u.token, { amount: 45_000 })).json().data;
    const res = await cancel(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your Withdraw Request has been canceled',
      data: { requestId: made.requestId, amount: 45_000, status: 'canceled', balance: { available: 100_000, held: 0 } },
    });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 100_000, held: 0 });
    const [request] = await requestsOf(u.id);
    expect(request).toMatchObject({ status: 'canceled', decided_by: null });
    expect(request!.decided_at).not.toBeNull();
    const release = await ctx.db.selectFrom('journal_entries').select('kind').where('id', '=', request!.settle_entry_id!).executeTakeFirstOrThrow();
    expect(release.kind).toBe('withdrawal_release');
    expect((await withdrawTxOf(u.id)).map((t) => t.status)).toEqual(['canceled']);
    // A new request is allowed afterwards.
    expect((await withdraw(u.token, { amount: 10_000 })).statusCode).toBe(201);
  });

  it('404 when nothing is pending, changing nothing', async () => {
    const u = await funded(50_000);
    const before = await moneySnapshot(ctx);
    const res = await cancel(u.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_PENDING_WITHDRAWAL', message: 'You have no pending withdrawal request' });
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it("never touches another user's request", async () => {
    const a = await funded(100_000);
    const b = await funded(100_000);
    await withdraw(a.token, { amount: 20_000 });
    const before = await moneySnapshot(ctx);
    expect((await cancel(b.token)).statusCode).toBe(404);
    expect(await moneySnapshot(ctx)).toEqual(before);
    expect((await requestsOf(a.id))[0]!.status).toBe('pending');
  });

  it('parallel cancels release the amount once', async () => {
    const u = await funded(100_000);
    await withdraw(u.token, { amount: 60_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => cancel(u.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 100_000, held: 0 });
  });

  it('requires a session', async () => {
    expect((await call(app, 'PUT', CANCEL)).statusCode).toBe(401);
  });
});
