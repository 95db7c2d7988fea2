import { messageText } from '@sahm/domain';
import { notificationText } from '../src/notifications/notifier';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, fullSnapshot, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();

afterEach(() => expectInvariants(ctx));

let slugs = 0;
const slug = (name: string) => `${name}-${++slugs}-${Math.random().toString(36).slice(2, 6)}`;

type Investor = Awaited<ReturnType<typeof makeInvestor>>;
const e164 = (u: Investor) => `${u.phone.countryCode}${u.phone.mobileNumber}`;

/** A verified investor who bought `tokens` tokens from the platform, with `extra` dinars left in the wallet. */
async function holder(p: { id: string }, tokens: number, price: number, extra = 0) {
  const u = await makeInvestor(app, ctx);
  await creditWallet(ctx, u.id, tokens * price + extra);
  const res = await call(app, 'POST', '/api/user/marketplace/invest', {
    token: u.token,
    body: { propertyId: p.id, numberOfTokens: tokens, paymentWith: 'wallet', userAgreement: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const gift = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, lang?: string) =>
  call(app, 'POST', '/api/user/marketplace/gift', { token, body: { paymentWith: 'wallet', userAgreement: true, ...body }, headers, lang });

async function holding(userId: string, propertyId: string) {
  const row = await ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst();
  return row ?? { tokens: 0, listed: 0 };
}
async function revenue() {
  return (await ctx.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'platform_revenue').executeTakeFirstOrThrow()).balance;
}
async function proceeds(propertyId: string) {
  return (await ctx.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'property_proceeds').where('property_id', '=', propertyId).executeTakeFirstOrThrow()).balance;
}
const platformTokens = async (propertyId: string) =>
  (await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', propertyId).executeTakeFirstOrThrow()).platform_tokens;

describe('POST /marketplace/gift, type holding', () => {
  it('gives tokens the sender holds; the sender pays 1% of their value; Gift and Received history; the receiver is notified', async () => {
    const s = slug('gift-holding');
    const p = await propertyWithTokens(ctx, s, { total: 1000, price: 10_000 });
    const sender = await holder(p, 20, 10_000, 5_000);
    // Any registered user with a verified phone can receive, KYC or not.
    const receiver = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ country_code: '+964', mobile_number: '7812345001', is_phone_verified: true }).where('id', '=', receiver.id).execute();
    const revenueBefore = await revenue();

    const res = await gift(sender.token, { propertyId: p.id, receiver: '+9647812345001', numberOfTokens: 7, type: 'holding' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have successfully gifted the shares',
      data: { propertyId: p.id, type: 'holding', receiver: { username: receiver.name }, tokens: 7, pricePerToken: 10_000, value: 70_000, fee: 700, charged: 700, paymentWith: 'wallet', status: 'success' },
    });
    const { giftId, transactionId } = res.json().data;
    expect(await holding(sender.id, p.id)).toEqual({ tokens: 13, listed: 0 });
    expect(await holding(receiver.id, p.id)).toEqual({ tokens: 7, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 4_300, held: 0 });
    expect(await balanceOf(ctx, receiver.id)).toEqual({ available: 0, held: 0 });
    expect((await revenue()) - revenueBefore).toBe(700);
    expect(await platformTokens(p.id)).toBe(980);

    const tx = await ctx.db.selectFrom('transactions').selectAll().where('reference_id', '=', giftId).execute();
    expect(tx).toHaveLength(2);
    expect(tx.find((t) => t.user_id === sender.id)).toMatchObject({ id: transactionId, type: 'gift', status: 'success', tokens: 7, amount: 70_000, fee: 700, payment_with: 'wallet', counterparty_user_id: receiver.id });
    expect(tx.find((t) => t.user_id === receiver.id)).toMatchObject({ type: 'received', status: 'success', tokens: 7, amount: 70_000, fee: 0, payment_with: 'platform', counterparty_user_id: sender.id });
    const moves = await ctx.db.selectFrom('token_movements').selectAll().where('property_id', '=', p.id).where('reason', '=', 'gift').execute();
    expect(moves).toEqual([expect.objectContaining({ from_user: sender.id, to_user: receiver.id, tokens: 7 })]);

    const received = await ctx.db.selectFrom('notifications').select(['type', 'code', 'params']).where('user_id', '=', receiver.id).where('code', '=', 'NOTIFY_GIFT_RECEIVED').execute();
    expect(received).toEqual([{ type: 'buy_sell', code: 'NOTIFY_GIFT_RECEIVED', params: { tokens: 7, property: { en: `Test ${s}` }, user: sender.name } }]);
    expect(notificationText(received[0]!, 'en')).toBe(`${sender.name} gifted you 7 tokens of Test ${s}`);
    const sent = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', sender.id).where('code', '=', 'NOTIFY_GIFT_SENT').execute();
    expect(sent).toHaveLength(1);
  });

  it('rounds the 1% fee half up to the whole dinar: value 150 → 2, 149 → 1, 250 → 3, 49 → 0, 50 → 1', async () => {
    // One dinar per token, so the value is the token count.
    const p = await propertyWithTokens(ctx, slug('gift-round'), { total: 100_000, price: 1 });
    const sender = await holder(p, 100_000, 1, 100);
    const receiver = await makeInvestor(app, ctx);
    for (const [tokens, fee] of [
      [150, 2],
      [149, 1],
      [250, 3],
      [49, 0],
      [50, 1],
    ] as const) {
      const before = (await balanceOf(ctx, sender.id)).available;
      const revenueBefore = await revenue();
      const res = await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: tokens, type: 'holding' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ value: tokens, fee, charged: fee });
      expect(before - (await balanceOf(ctx, sender.id)).available).toBe(fee);
      expect((await revenue()) - revenueBefore).toBe(fee);
    }
    expect(await holding(receiver.id, p.id)).toEqual({ tokens: 648, listed: 0 });
  });

  it('gives only free tokens (not listed ones) and refuses more than held, changing nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-free'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const listed = await call(app, 'POST', '/api/user/marketplace/re-sell', { token: sender.token, body: { propertyId: p.id, numberOfTokens: 6, pricePerToken: 10_000 } });
    expect(listed.statusCode).toBe(201);
    const before = await fullSnapshot(ctx);
    const res = await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 5, type: 'holding' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'Only 4 tokens are available' });
    const none = await gift(receiver.token, { propertyId: p.id, receiver: e164(sender), numberOfTokens: 1, type: 'holding' });
    expect(none.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'No tokens are available' });
    expect(await fullSnapshot(ctx)).toEqual(before);
    expect((await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 4, type: 'holding' })).statusCode).toBe(200);
  });

  it('the same tokens gifted twice in parallel: only one gift happens', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-race'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 100_000);
    const receivers = await Promise.all([makeInvestor(app, ctx), makeInvestor(app, ctx), makeInvestor(app, ctx)]);
    const results = await Promise.all(
      [...receivers, ...receivers].map((r) => gift(sender.token, { propertyId: p.id, receiver: e164(r), numberOfTokens: 10, type: 'holding' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await holding(sender.id, p.id)).toEqual({ tokens: 0, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 99_000, held: 0 });
    const given = await Promise.all(receivers.map((r) => holding(r.id, p.id)));
    expect(given.map((h) => h.tokens).sort()).toEqual([0, 0, 10]);
  });

  it('gifts between two users in both directions at once do not deadlock', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-cross'), { total: 1000, price: 10_000 });
    const a = await holder(p, 20, 10_000, 100_000);
    const b = await holder(p, 20, 10_000, 100_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? gift(a.token, { propertyId: p.id, receiver: e164(b), numberOfTokens: 1, type: 'holding' }) : gift(b.token, { propertyId: p.id, receiver: e164(a), numberOfTokens: 1, type: 'holding' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await holding(a.id, p.id)).toEqual({ tokens: 20, listed: 0 });
    expect(await holding(b.id, p.id)).toEqual({ tokens: 20, listed: 0 });
  });
});

describe('realtime', () => {
  it('publishes both sides’ stored notifications after commit; a replay or a refusal publishes nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-publish'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const publish = vi.spyOn(ctx.notifier, 'publish');
    try {
      const key = { 'idempotency-key': 'gift-publish' };
      const body = { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 2, type: 'holding' };
      expect((await gift(sender.token, body, key)).statusCode).toBe(200);
      const rows = publish.mock.calls.map(([row]) => row);
      expect(rows.map((r) => [r.user_id, r.type, r.code])).toEqual([
        [sender.id, 'buy_sell', 'NOTIFY_GIFT_SENT'],
        [receiver.id, 'buy_sell', 'NOTIFY_GIFT_RECEIVED'],
      ]);
      const stored = await ctx.db.selectFrom('notifications').selectAll().where('id', 'in', rows.map((r) => r.id)).execute();
      expect(stored).toHaveLength(2);
      expect(rows[1]!.created_at).toBeInstanceOf(Date);
      expect(rows[1]!.created_at.getTime()).toBe(stored.find((n) => n.id === rows[1]!.id)!.created_at.getTime());
      publish.mockClear();
      expect((await gift(sender.token, body, key)).statusCode).toBe(200);
      expect((await gift(sender.token, { ...body, numberOfTokens: 50 })).statusCode).toBe(409);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });
});

describe('POST /marketplace/gift, type purchase', () => {
  it('buys new tokens from the platform for the receiver; the sender pays their value plus the 1% fee', async () => {
    const s = slug('gift-purchase');
    const p = await propertyWithTokens(ctx, s, { total: 1000, price: 10_000 });
    const sender = await makeInvestor(app, ctx);
    await creditWallet(ctx, sender.id, 200_000);
    const receiver = await makeInvestor(app, ctx);
    const revenueBefore = await revenue();
    const res = await gift(sender.token, { propertyId: p.id, receiver: receiver.phone, numberOfTokens: 15, type: 'purchase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have successfully gifted the shares',
      data: { type: 'purchase', tokens: 15, pricePerToken: 10_000, value: 150_000, fee: 1_500, charged: 151_500, receiver: { username: receiver.name } },
    });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 48_500, held: 0 });
    expect(await holding(receiver.id, p.id)).toEqual({ tokens: 15, listed: 0 });
    expect(await holding(sender.id, p.id)).toEqual({ tokens: 0, listed: 0 });
    expect(await platformTokens(p.id)).toBe(985);
    expect(await proceeds(p.id)).toBe(150_000);
    expect((await revenue()) - revenueBefore).toBe(1_500);
    const moves = await ctx.db.selectFrom('token_movements').selectAll().where('property_id', '=', p.id).execute();
    expect(moves).toEqual([expect.objectContaining({ from_user: null, to_user: receiver.id, tokens: 15, reason: 'gift' })]);
    const types = await ctx.db.selectFrom('transactions').select(['user_id', 'type', 'amount', 'fee']).where('reference_id', '=', res.json().data.giftId).execute();
    expect(types).toEqual(
      expect.arrayContaining([
        { user_id: sender.id, type: 'gift', amount: 150_000, fee: 1_500 },
        { user_id: receiver.id, type: 'received', amount: 150_000, fee: 0 },
      ]),
    );
    const note = await ctx.db.selectFrom('notifications').select(['code', 'params']).where('user_id', '=', receiver.id).where('code', '=', 'NOTIFY_GIFT_RECEIVED').executeTakeFirstOrThrow();
    expect(note.params).toEqual({ tokens: 15, property: { en: `Test ${s}` }, user: sender.name });
  });

  it('applies the primary-purchase rules: minimum 100,000 IQD, the platform’s supply, locked properties — changing nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-purchase-rules'), { total: 100, price: 10_000 });
    const locked = await propertyWithTokens(ctx, slug('gift-locked'), { total: 100, price: 10_000, locked: true });
    const sender = await makeInvestor(app, ctx);
    await creditWallet(ctx, sender.id, 5_000_000);
    const receiver = await makeInvestor(app, ctx);
    const poor = await makeInvestor(app, ctx);
    await creditWallet(ctx, poor.id, 1_005_000);
    const before = await fullSnapshot(ctx);
    const small = await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 9, type: 'purchase' });
    expect(small.json()).toMatchObject({ code: 'MIN_INVESTMENT', message: 'The minimum investment is 100,000 IQD' });
    const tooMany = await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 101, type: 'purchase' });
    expect(tooMany.json()).toMatchObject({ code: 'NOT_ENOUGH_TOKENS', message: 'Only 100 tokens are available' });
    expect((await gift(sender.token, { propertyId: locked.id, receiver: e164(receiver), numberOfTokens: 10, type: 'purchase' })).json().code).toBe('PROPERTY_LOCKED');
    const unknown = await gift(sender.token, { propertyId: '00000000-0000-4000-8000-000000000000', receiver: e164(receiver), numberOfTokens: 10, type: 'purchase' });
    expect(unknown.statusCode).toBe(404);
    // The fee counts: a value of 1,000,000 plus 10,000 of fee against 1,005,000.
    const short = await gift(poor.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 100, type: 'purchase' });
    expect(short.statusCode).toBe(402);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await fullSnapshot(ctx)).toEqual(before);
  });
});

describe('gift refusals', () => {
  it('checks the sender’s gates in order: agreement, KYC, phone, balance — each changing nothing', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-gates'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const body = { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 5, type: 'holding' };
    const before = await fullSnapshot(ctx);
    const noAgreement = await gift(sender.token, { ...body, userAgreement: false });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().errors).toContainEqual(expect.objectContaining({ field: 'userAgreement', message: 'Please accept the Terms and Conditions' }));
    await ctx.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', sender.id).execute();
    const noKyc = await gift(sender.token, body);
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().message).toBe('You are not KYC verified, Please wait until the Admin approve your KYC information.');
    await ctx.db.updateTable('users').set({ kyc_status: 'verified', is_phone_verified: false }).where('id', '=', sender.id).execute();
    expect((await gift(sender.token, body)).json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number.' });
    await ctx.db.updateTable('users').set({ is_phone_verified: true }).where('id', '=', sender.id).execute();
    // The wallet is empty after the purchase: the 500 IQD fee cannot be paid.
    const poor = await gift(sender.token, body);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Your wallet balance is insufficient' });
    expect({ ...(await fullSnapshot(ctx)), users: [] }).toEqual({ ...before, users: [] });
    expect((await call(app, 'POST', '/api/user/marketplace/gift', { body })).statusCode).toBe(401);
  });

  it('an unknown receiver is a clear 404 and no gift is made; a malformed phone a 400; yourself a 400', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-receiver'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 10_000);
    const before = await fullSnapshot(ctx);
    const body = { propertyId: p.id, numberOfTokens: 5, type: 'holding' };
    const unknown = await gift(sender.token, { ...body, receiver: '+9647000000077' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'RECEIVER_NOT_FOUND', message: 'No registered user has this mobile number' });
    const kr = await gift(sender.token, { ...body, receiver: '+9647000000077' }, {}, 'kr');
    expect(kr.json().message).toBe(messageText('kr', 'RECEIVER_NOT_FOUND'));
    for (const receiver of [undefined, '', 'abc', 42, { mobileNumber: '7501234567' }]) {
      const res = await gift(sender.token, { ...body, receiver });
      expect(res.statusCode, JSON.stringify(receiver)).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^receiver/);
    }
    expect((await gift(sender.token, { ...body, receiver: '7501' })).json().errors[0].message).toBe('Please enter a valid mobile number');
    const self = await gift(sender.token, { ...body, receiver: e164(sender) });
    expect(self.json()).toEqual({ code: 'RECEIVER_IS_SELF', message: 'You cannot send tokens to yourself' });
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it.each([
    [{ numberOfTokens: 0 }, 'numberOfTokens', 'Value should not be Zero'],
    [{ numberOfTokens: -2 }, 'numberOfTokens', 'Value must be positive integer'],
    [{ numberOfTokens: 1.5 }, 'numberOfTokens', 'Only integers are allowed'],
    [{ numberOfTokens: 5_000_000_000 }, 'numberOfTokens', 'Value should not be greater than the maximum allowed'],
    [{ type: 'loan' }, 'type', 'Please choose to gift tokens you hold or to buy new ones'],
    [{ type: undefined }, 'type', 'Please choose to gift tokens you hold or to buy new ones'],
    [{ paymentWith: 'bitcoin' }, 'paymentWith', 'This payment method is not available here'],
    [{ paymentWith: 'cash' }, 'paymentWith', 'This payment method is not available here'],
    [{ propertyId: 'x' }, 'propertyId', 'This property does not exist'],
    [{ note: 'hi' }, 'note', 'This field is not allowed.'],
  ])('validates %j, changing nothing', async (patch, field, message) => {
    const p = await propertyWithTokens(ctx, slug('gift-v'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const before = await fullSnapshot(ctx);
    const res = await gift(sender.token, { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 5, type: 'holding', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('Idempotency-Key: a replay gives once and answers the same; another body with the key is a 409', async () => {
    const p = await propertyWithTokens(ctx, slug('gift-idem'), { total: 1000, price: 10_000 });
    const sender = await holder(p, 10, 10_000, 10_000);
    const receiver = await makeInvestor(app, ctx);
    const key = { 'idempotency-key': 'gift-once' };
    const body = { propertyId: p.id, receiver: e164(receiver), numberOfTokens: 3, type: 'holding' };
    const first = await gift(sender.token, body, key);
    const again = await gift(sender.token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await holding(receiver.id, p.id)).toEqual({ tokens: 3, listed: 0 });
    expect(await balanceOf(ctx, sender.id)).toEqual({ available: 9_700, held: 0 });
    const notes = await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', receiver.id).where('code', '=', 'NOTIFY_GIFT_RECEIVED').execute();
    expect(notes).toHaveLength(1);
    const other = await gift(sender.token, { ...body, numberOfTokens: 4 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});
