import { DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD } from '@sahm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { creditWallet, expectInvariants } from './money-helpers';
import { makeAdmin } from './wallet-helpers';

/**
 * The edges of the operator's money calls (src/admin/money.ts, mutation scope
 * api-money) that the admin suites left open: what a decision or a cash
 * deposit publishes to the investor, the lists' pages at and around their
 * limit, the phone an operator reads, and who may decide a deposit.
 */
const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const admin = await makeAdmin(app, ctx);
const second = await makeAdmin(app, ctx);
const third = await makeAdmin(app, ctx);

async function pendingWithdrawal(amount = 40_000) {
  const u = await registerUser(app, ctx);
  await creditWallet(ctx, u.id, 100_000);
  const res = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount } });
  expect(res.statusCode).toBe(201);
  return { user: u, requestId: res.json().data.requestId as string };
}

/** What the notifier published during `act`, and the user's stored notification of `code`. */
async function publishedBy(act: () => Promise<{ statusCode: number; body: string }>, userId: string, code: string, status: number) {
  const publish = vi.spyOn(ctx.notifier, 'publish');
  try {
    const res = await act();
    expect(res.statusCode, res.body).toBe(status);
    expect(publish).toHaveBeenCalledTimes(1);
    const published = publish.mock.calls[0]![0];
    const stored = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('code', '=', code).executeTakeFirstOrThrow();
    for (const field of ['id', 'user_id', 'type', 'code', 'params', 'read_at'] as const) expect(published[field], field).toEqual(stored[field]);
    expect(published.created_at.getTime()).toBe(stored.created_at.getTime());
    return { published, stored };
  } finally {
    publish.mockRestore();
  }
}

describe('what an operator decision publishes to the investor', () => {
  it.each([
    ['paid', 'paid', { branch: 'Erbil, Ankawa branch' }],
    ['rejected', 'reject', { reason: 'The branch could not reach you' }],
  ] as const)('a withdrawal %s: the published notification is the stored one', async (_, action, body) => {
    const { user, requestId } = await pendingWithdrawal();
    const before = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', user.id).execute();
    const codes = new Set(before.map((n) => n.code));
    const { published } = await publishedBy(
      () => call(app, 'POST', `/api/admin/withdrawals/${requestId}/${action}`, { token: admin.token, body }),
      user.id,
      action === 'paid' ? 'NOTIFY_WITHDRAWAL_PAID' : 'NOTIFY_WITHDRAWAL_REJECTED',
      200,
    );
    expect(codes.has(published.code)).toBe(false);
    expect(published).toMatchObject({ user_id: user.id, type: 'account_update', read_at: null });
    expect(published.params).toMatchObject({ amount: 40_000 });
  });

  it('a cash deposit credited at once publishes its stored "deposited at the branch" notification', async () => {
    const u = await registerUser(app, ctx);
    const { published } = await publishedBy(
      () => call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 250_000, branch: 'Erbil — Gulan St.' } }),
      u.id,
      'NOTIFY_CASH_DEPOSIT',
      201,
    );
    expect(published).toMatchObject({ user_id: u.id, type: 'account_update', code: 'NOTIFY_CASH_DEPOSIT', read_at: null });
    expect(published.params).toMatchObject({ amount: 250_000, branch: 'Erbil — Gulan St.' });
  });

  it('a cash deposit approved by a second operator publishes the same', async () => {
    const u = await registerUser(app, ctx);
    const recorded = await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, {
      token: admin.token,
      body: { amount: DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD + 1, branch: 'Duhok' },
    });
    expect(recorded.statusCode).toBe(202);
    const { published } = await publishedBy(
      () => call(app, 'POST', `/api/admin/cash-deposits/${recorded.json().data.requestId}/approve`, { token: second.token }),
      u.id,
      'NOTIFY_CASH_DEPOSIT',
      200,
    );
    expect(published.params).toMatchObject({ amount: DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD + 1, branch: 'Duhok' });
  });
});

type Listed = { id: string; user: { id: string; phone?: string | null }; canDecide?: boolean; status: string };

/** Every page of an admin list, `limit` at a time: full pages, then one of 1 to `limit` rows, never an empty one. */
async function pages(url: string, limit: number, token = admin.token) {
  const sizes: number[] = [];
  const seen: Listed[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(app, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Listed[]; nextCursor: string | null; limit: number };
    expect(data.limit).toBe(limit);
    sizes.push(data.items.length);
    seen.push(...data.items);
    cursor = data.nextCursor;
  } while (cursor);
  return { sizes, seen };
}

describe("the operator's lists at their limit", () => {
  it("withdrawals: pages at the limit, none empty, each starting after the last page's last row; the phone reads as +964…, or none", async () => {
    const withPhone = await pendingWithdrawal(20_000);
    await ctx.db.updateTable('users').set({ country_code: '+964', mobile_number: '7501234567' }).where('id', '=', withPhone.user.id).execute();
    const half = await pendingWithdrawal(21_000);
    await ctx.db.updateTable('users').set({ country_code: '+964', mobile_number: null }).where('id', '=', half.user.id).execute();
    await pendingWithdrawal(22_000);
    await pendingWithdrawal(23_000);
    const total = (await ctx.db.selectFrom('withdrawal_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()).n;
    // Three at a time (so a page's last row is not also its second): full pages and a short last page
    // when the count is not a multiple of three; never an empty one, and no row twice.
    const { sizes, seen } = await pages('/api/admin/withdrawals?status=pending&sort=oldest', 3);
    expect(sizes).toEqual([...Array(Math.floor(Number(total) / 3)).fill(3), ...(Number(total) % 3 ? [Number(total) % 3] : [])]);
    expect(seen).toHaveLength(Number(total));
    expect(new Set(seen.map((s) => s.id)).size).toBe(Number(total));
    // Newest first, paged the same way: the same rows in the opposite order.
    expect((await pages('/api/admin/withdrawals?status=pending&sort=newest', 3)).seen.map((s) => s.id)).toEqual(seen.map((s) => s.id).reverse());
    // Exactly the count in one page: no cursor to an empty page after it.
    expect((await pages('/api/admin/withdrawals?status=pending', Number(total))).sizes).toEqual([Number(total)]);
    const phoneOf = (id: string) => seen.find((s) => s.id === id)!.user.phone;
    expect(phoneOf(withPhone.requestId)).toBe('+9647501234567');
    expect(phoneOf(half.requestId)).toBeNull();
  });

  it('cash deposits: pages at the limit, filters by user, and only another operator than the recorder and the investor may decide', async () => {
    const investor = await registerUser(app, ctx);
    const amount = DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD + 1;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(app, 'POST', `/api/admin/users/${investor.id}/cash-deposit`, { token: admin.token, body: { amount: amount + i, branch: 'Basra' } });
      expect(res.statusCode).toBe(202);
      ids.push(res.json().data.requestId);
    }
    // One for an operator's own account, recorded by another operator.
    const own = await call(app, 'POST', `/api/admin/users/${third.id}/cash-deposit`, { token: admin.token, body: { amount, branch: 'Basra' } });
    expect(own.statusCode).toBe(202);
    const { sizes, seen } = await pages(`/api/admin/cash-deposits?userId=${investor.id}`, 2, second.token);
    expect(sizes).toEqual([2, 2]);
    expect(seen.map((s) => s.id)).toEqual([...ids].reverse());
    expect(seen.every((s) => s.user.id === investor.id && s.canDecide)).toBe(true);
    expect((await pages(`/api/admin/cash-deposits?userId=${investor.id}`, 4, second.token)).sizes).toEqual([4]);
    // Three at a time: the second page starts after the first page's last row, not its second.
    const threes = await pages(`/api/admin/cash-deposits?userId=${investor.id}`, 3, second.token);
    expect(threes.sizes).toEqual([3, 1]);
    expect(threes.seen.map((s) => s.id)).toEqual([...ids].reverse());

    // The recorder may not decide; the operator whose account it credits may not either; once decided, nobody.
    const asThird = await pages(`/api/admin/cash-deposits?userId=${third.id}`, 10, third.token);
    expect(asThird.seen).toEqual([expect.objectContaining({ id: own.json().data.requestId, canDecide: false })]);
    expect((await pages(`/api/admin/cash-deposits?userId=${investor.id}`, 10, admin.token)).seen.every((s) => !s.canDecide)).toBe(true);
    expect((await call(app, 'POST', `/api/admin/cash-deposits/${ids[0]}/approve`, { token: second.token })).statusCode).toBe(200);
    const decided = (await pages(`/api/admin/cash-deposits?userId=${investor.id}&status=approved`, 10, third.token)).seen;
    expect(decided).toEqual([expect.objectContaining({ id: ids[0], status: 'approved', canDecide: false })]);
  });
});
