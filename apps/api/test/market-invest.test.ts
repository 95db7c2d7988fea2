import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const invest = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, lang?: string) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { paymentWith: 'wallet', userAgreement: true, ...body }, headers, lang });

describe('POST /marketplace/invest with the wallet', () => {
  it('buys tokens from the platform: wallet debited, holding credited, inventory down, history written', async () => {
    const p = await propertyWithTokens(ctx, 'invest-ok', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 500_000);
    const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have successfully invested in This Property',
      data: { tokens: 10, pricePerToken: 20_000, amount: 200_000, status: 'success', paymentWith: 'wallet' },
    });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 300_000, held: 0 });
    const prop = await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(prop.platform_tokens).toBe(990);
    const holding = await ctx.db.selectFrom('holdings').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(holding).toMatchObject({ tokens: 10, listed: 0 });
    const tx = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', u.id).execute();
    expect(tx).toEqual([expect.objectContaining({ type: 'buy', status: 'success', amount: 200_000, tokens: 10, payment_with: 'wallet' })]);
    const notes = await ctx.db.selectFrom('notifications').select(['type', 'code']).where('user_id', '=', u.id).where('code', '=', 'NOTIFY_INVESTED').execute();
    expect(notes).toEqual([{ type: 'buy_sell', code: 'NOTIFY_INVESTED' }]);
  });

  it('checks the gates in order: agreement, KYC, phone, then balance — each changing nothing', async () => {
    const p = await propertyWithTokens(ctx, 'invest-gates', { total: 1000, price: 20_000 });
    const plain = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const noAgreement = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10, userAgreement: false });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().errors).toContainEqual(expect.objectContaining({ field: 'userAgreement', code: 'AGREEMENT_REQUIRED' }));
    const noKyc = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10 });
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().message).toBe('You are not KYC verified, Please wait until the Admin approve your KYC information.');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', plain.id).execute();
    const noPhone = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10 });
    expect(noPhone.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number.' });
    await ctx.db.updateTable('users').set({ is_phone_verified: true, country_code: '+964', mobile_number: '7700000001' }).where('id', '=', plain.id).execute();
    const poor = await invest(plain.token, { propertyId: p.id, numberOfTokens: 10 });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Your wallet balance is insufficient' });
    const after = await snapshot(ctx);
    // Only the two gate flips made above differ.
    expect({ ...after, users: [] }).toEqual({ ...before, users: [] });
  });

  it.each([
    [{ numberOfTokens: 0 }, 'Value should not be Zero'],
    [{ numberOfTokens: -3 }, 'Value must be positive integer'],
    [{ numberOfTokens: 2.5 }, 'Only integers are allowed'],
    // An outside review bought 16 tokens with "0x10" and 10 with "1e1".
    [{ numberOfTokens: '0x10' }, 'Only integers are allowed'],
    [{ numberOfTokens: '1e1' }, 'Only integers are allowed'],
    [{ numberOfTokens: ' 10' }, 'Only integers are allowed'],
    [{ numberOfTokens: 5_000_000_000 }, 'Value should not be greater than the maximum allowed'],
  ])('validates token counts: %j', async (body, message) => {
    const u = await makeInvestor(app, ctx);
    const p = await propertyWithTokens(ctx, `invest-v-${message.length}-${Math.random().toString(36).slice(2, 6)}`);
    const before = await snapshot(ctx);
    const res = await invest(u.token, { propertyId: p.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'numberOfTokens', message }));
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('enforces the 100,000 IQD minimum, the supply, and locked properties', async () => {
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 10_000_000);
    const p = await propertyWithTokens(ctx, 'invest-limits', { total: 100, price: 20_000 });
    const small = await invest(u.token, { propertyId: p.id, numberOfTokens: 4 });
    expect(small.json()).toMatchObject({ code: 'MIN_INVESTMENT', message: 'The minimum investment is 100,000 IQD' });
    const tooMany = await invest(u.token, { propertyId: p.id, numberOfTokens: 101 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', available: 100, message: 'Only 100 tokens are available' });
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 100 })).statusCode).toBe(200);
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 5 })).json().code).toBe('PROPERTY_SOLD_OUT');
    const locked = await propertyWithTokens(ctx, 'invest-locked', { locked: true });
    expect((await invest(u.token, { propertyId: locked.id, numberOfTokens: 10 })).json().code).toBe('PROPERTY_LOCKED');
    expect((await invest(u.token, { propertyId: '00000000-0000-4000-8000-000000000000', numberOfTokens: 10 })).statusCode).toBe(404);
  });

  it('localizes refusals', async () => {
    const u = await registerUser(app, ctx);
    const p = await propertyWithTokens(ctx, 'invest-ar');
    const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, {}, 'ar');
    expect(res.json().code).toBe('KYC_NOT_VERIFIED');
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('requires a session', async () => {
    expect((await call(app, 'POST', '/api/user/marketplace/invest', { body: {} })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body acts once and replays the first answer; a different body gets 409', async () => {
    const p = await propertyWithTokens(ctx, 'invest-idem', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 1_000_000);
    const key = { 'idempotency-key': 'order-7f3a' };
    const first = await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, key);
    const again = await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 800_000, held: 0 });
    const other = await invest(u.token, { propertyId: p.id, numberOfTokens: 11 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Keys belong to their user: another investor may use the same string.
    const v = await makeInvestor(app, ctx);
    await creditWallet(ctx, v.id, 1_000_000);
    expect((await invest(v.token, { propertyId: p.id, numberOfTokens: 10 }, key)).statusCode).toBe(200);
  });

  it('parallel duplicates with one key act exactly once', async () => {
    const p = await propertyWithTokens(ctx, 'invest-idem-race', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 1_000_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, { 'idempotency-key': 'double-click' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.transactionId)).size).toBe(1);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 800_000, held: 0 });
  });

  it('a refused request stores nothing, so the same key works once the wallet is funded', async () => {
    const p = await propertyWithTokens(ctx, 'invest-idem-retry', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const key = { 'idempotency-key': 'retry-after-deposit' };
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, key)).statusCode).toBe(402);
    await creditWallet(ctx, u.id, 200_000);
    expect((await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, key)).statusCode).toBe(200);
  });

  it('rejects a malformed key', async () => {
    const u = await makeInvestor(app, ctx);
    const p = await propertyWithTokens(ctx, 'invest-idem-bad');
    const res = await invest(u.token, { propertyId: p.id, numberOfTokens: 10 }, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});

describe('the database refuses what the code must never do', () => {
  it('a negative user balance, an unbalanced entry, edited postings, oversold tokens', async () => {
    const u = await makeInvestor(app, ctx);
    await expect(ctx.pool.query(`UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1 AND kind = 'user_available'`, [u.id])).rejects.toThrow(/check constraint/);
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(`INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id`);
      await client.query(`INSERT INTO postings (entry_id, account_id, amount) SELECT $1, id, 5 FROM ledger_accounts WHERE kind = 'platform_revenue'`, [rows[0].id]);
      await expect(client.query('COMMIT')).rejects.toThrow(/LEDGER_UNBALANCED/);
    } finally {
      client.release();
    }
    await expect(ctx.pool.query(`UPDATE postings SET amount = amount + 1 WHERE id = (SELECT min(id) FROM postings)`)).rejects.toThrow(/LEDGER_IMMUTABLE/);
    const p = await propertyWithTokens(ctx, 'invest-db-guard', { total: 10 });
    await expect(ctx.pool.query(`UPDATE properties SET platform_tokens = 11 WHERE id = $1`, [p.id])).rejects.toThrow(/check constraint|TOKENS_UNBALANCED/);
    await expect(ctx.pool.query(`INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 5)`, [u.id, p.id])).rejects.toThrow(/TOKENS_UNBALANCED/);
  });
});
