import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants } from './money-helpers';
import { makeAdmin, moneySnapshot } from './wallet-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const admin = await makeAdmin(app, ctx);

const cashBalance = async () =>
  (await ctx.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'provider_cash').where('provider', '=', 'cash').executeTakeFirstOrThrow())
    .balance;

/** An investor with a pending withdrawal of `amount` out of `funds`. */
async function pendingWithdrawal(amount = 40_000, funds = 100_000) {
  const u = await registerUser(app, ctx);
  await creditWallet(ctx, u.id, funds);
  const res = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount } });
  expect(res.statusCode).toBe(201);
  return { user: u, requestId: res.json().data.requestId as string, transactionId: res.json().data.transactionId as string };
}

const paid = (id: string, token = admin.token, headers: Record<string, string> = {}, body: unknown = { branch: 'Erbil, Ankawa branch' }) =>
  call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, { token, headers, body });
const reject = (id: string, body: unknown, token = admin.token) => call(app, 'POST', `/api/admin/withdrawals/${id}/reject`, { token, body });
const cashDeposit = (userId: string, body: unknown, token = admin.token, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/admin/users/${userId}/cash-deposit`, { token, body, headers });
const auditOf = (targetId: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();
const notificationsOf = (userId: string) =>
  ctx.db.selectFrom('notifications').select(['type', 'code', 'params']).where('user_id', '=', userId).where('code', 'like', 'NOTIFY_%').execute();

describe('admin gate', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/withdrawals'],
    ['POST', `/api/admin/withdrawals/${crypto.randomUUID()}/paid`, { branch: 'Erbil' }],
    ['POST', `/api/admin/withdrawals/${crypto.randomUUID()}/reject`, { reason: 'no' }],
    ['POST', `/api/admin/users/${crypto.randomUUID()}/cash-deposit`, { amount: 50_000, branch: 'Erbil' }],
    ['GET', '/api/admin/audit-log'],
  ];

  it.each(routes)('%s %s: 401 without a session, 403 for an investor, changing nothing', async (method, url, body) => {
    const investor = await registerUser(app, ctx);
    const before = await moneySnapshot(ctx);
    const anonymous = await call(app, method as 'GET', url, { body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const forbidden = await call(app, method as 'GET', url, { body, token: investor.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('an investor cannot pay out their own pending withdrawal', async () => {
    const { user, requestId } = await pendingWithdrawal();
    expect((await paid(requestId, user.token)).statusCode).toBe(403);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 60_000, held: 40_000 });
  });
});

describe('GET /admin/withdrawals', () => {
  it('lists requests with the user, amount and dates, filtered by status and paged', async () => {
    const a = await pendingWithdrawal(20_000);
    const b = await pendingWithdrawal(30_000);
    const c = await pendingWithdrawal(40_000);
    await ctx.db.updateTable('users').set({ full_name: 'Ali Hasan' }).where('id', '=', b.user.id).execute();
    await paid(c.requestId);

    const res = await call(app, 'GET', '/api/admin/withdrawals?status=pending&limit=100', { token: admin.token });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Array<{ id: string; status: string; amount: number; createdAt: string; user: { email: string; fullName: string | null } }>;
    expect(items.every((i) => i.status === 'pending')).toBe(true);
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([a.requestId, b.requestId]));
    expect(items.map((i) => i.id)).not.toContain(c.requestId);
    expect(items.find((i) => i.id === b.requestId)).toMatchObject({ amount: 30_000, user: { email: b.user.email, fullName: 'Ali Hasan', username: b.user.name } });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items.at(-1)!.createdAt));

    const paidList = (await call(app, 'GET', '/api/admin/withdrawals?status=paid', { token: admin.token })).json().data.items;
    expect(paidList[0]).toMatchObject({ id: c.requestId, status: 'paid', decidedBy: { id: admin.id, email: admin.email } });

    // Oldest first, two at a time, through every request.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json(): { data: { items: Array<{ id: string }>; nextCursor: string | null } } } = await call(
        app,
        'GET',
        `/api/admin/withdrawals?sort=oldest&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin.token },
      );
      seen.push(...page.json().data.items.map((i) => i.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    const all = await ctx.db.selectFrom('withdrawal_requests').select('id').orderBy('created_at').orderBy('id').execute();
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('refuses a bad status, sort or cursor', async () => {
    for (const q of ['status=lost', 'sort=random', 'limit=0', 'limit=101', 'cursor=abc', 'nope=1']) {
      expect((await call(app, 'GET', `/api/admin/withdrawals?${q}`, { token: admin.token })).statusCode, q).toBe(400);
    }
  });
});

describe('POST /admin/withdrawals/{id}/paid', () => {
  it('pays out: held leaves through the branch cash, request paid, history completed, user notified, audited', async () => {
    const { user, requestId, transactionId } = await pendingWithdrawal(40_000);
    const cashBefore = await cashBalance();
    const res = await paid(requestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The withdrawal has been marked as paid out',
      data: { id: requestId, userId: user.id, amount: 40_000, status: 'paid' },
    });
    expect(res.json().data.notification).toBeUndefined();
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 60_000, held: 0 });
    expect(await cashBalance()).toBe(cashBefore + 40_000);

    const request = await ctx.db.selectFrom('withdrawal_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'paid', decided_by: admin.id, reason: null, paid_branch: 'Erbil, Ankawa branch' });
    const payout = await ctx.db.selectFrom('journal_entries').select('kind').where('id', '=', request.settle_entry_id!).executeTakeFirstOrThrow();
    expect(payout.kind).toBe('withdrawal_payout');
    const tx = await ctx.db.selectFrom('transactions').select('status').where('id', '=', transactionId).executeTakeFirstOrThrow();
    expect(tx.status).toBe('completed');
    expect(await notificationsOf(user.id)).toEqual([{ type: 'account_update', code: 'NOTIFY_WITHDRAWAL_PAID', params: { amount: 40_000 } }]);
    expect(await auditOf(requestId)).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'withdrawal.paid',
        target_type: 'withdrawal',
        details: { userId: user.id, amount: 40_000, branch: 'Erbil, Ankawa branch' },
      }),
    ]);

    // Once only: paying again or rejecting now is refused and changes nothing.
    const before = await moneySnapshot(ctx);
    const again = await paid(requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WITHDRAWAL_DECIDED', message: 'This withdrawal request has already been handled' });
    expect((await reject(requestId, { reason: 'late' })).statusCode).toBe(409);
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('names the branch that paid it out, which the queue shows', async () => {
    const { requestId } = await pendingWithdrawal();
    const before = await moneySnapshot(ctx);
    for (const body of [{}, { branch: '  ' }, { branch: 'b'.repeat(101) }, { branch: 'Erbil', note: 1 }]) {
      const res = await paid(requestId, admin.token, {}, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field).toMatch(/branch|note/);
    }
    expect(await moneySnapshot(ctx)).toEqual(before);
    const res = await paid(requestId, admin.token, {}, { branch: ' Basra, Ashar branch ' });
    expect(res.json().data).toMatchObject({ id: requestId, status: 'paid', branch: 'Basra, Ashar branch' });
    const listed = (await call(app, 'GET', '/api/admin/withdrawals?status=paid&limit=100', { token: admin.token })).json().data.items;
    expect(listed.find((w: { id: string }) => w.id === requestId)).toMatchObject({ branch: 'Basra, Ashar branch' });
  });

  it('404 for an unknown or malformed id, changing nothing', async () => {
    const before = await moneySnapshot(ctx);
    const unknown = await paid(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_FOUND', message: 'This withdrawal request does not exist' });
    expect((await paid('not-a-uuid')).statusCode).toBe(404);
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('a request the user canceled cannot be paid', async () => {
    const { user, requestId } = await pendingWithdrawal();
    await call(app, 'PUT', '/api/user/user/cancel-withdrawal-request', { token: user.token });
    expect((await paid(requestId)).json().code).toBe('WITHDRAWAL_DECIDED');
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 100_000, held: 0 });
  });

  it('a payout racing the user\'s cancel: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const { user, requestId } = await pendingWithdrawal(50_000);
      const [payout, canceled] = await Promise.all([paid(requestId), call(app, 'PUT', '/api/user/user/cancel-withdrawal-request', { token: user.token })]);
      expect([payout.statusCode, canceled.statusCode].sort()).toEqual(payout.statusCode === 200 ? [200, 404] : [200, 409]);
      expect(await balanceOf(ctx, user.id)).toEqual(payout.statusCode === 200 ? { available: 50_000, held: 0 } : { available: 100_000, held: 0 });
    }
  });

  it('Idempotency-Key: a replayed payout returns the first answer', async () => {
    const { requestId } = await pendingWithdrawal();
    const key = { 'idempotency-key': `payout-${requestId}` };
    const first = await paid(requestId, admin.token, key);
    const again = await paid(requestId, admin.token, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(requestId)).toHaveLength(1);
  });
});

describe('POST /admin/withdrawals/{id}/reject', () => {
  it('rejects with a reason: held returns, request rejected, history rejected, user notified, audited', async () => {
    const { user, requestId, transactionId } = await pendingWithdrawal(40_000);
    const res = await reject(requestId, { reason: '  ID did not match  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The withdrawal request has been rejected', data: { id: requestId, status: 'rejected' } });
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 100_000, held: 0 });
    const request = await ctx.db.selectFrom('withdrawal_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'rejected', reason: 'ID did not match', decided_by: admin.id });
    expect((await ctx.db.selectFrom('transactions').select('status').where('id', '=', transactionId).executeTakeFirstOrThrow()).status).toBe('rejected');
    const [note] = await notificationsOf(user.id);
    expect(note).toEqual({ type: 'account_update', code: 'NOTIFY_WITHDRAWAL_REJECTED', params: { amount: 40_000, reason: 'ID did not match' } });
    const list = await call(app, 'GET', '/api/user/user/notification-list', { token: user.token });
    expect(list.json().data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Your withdrawal request of 40,000 IQD was rejected: ID did not match' })]),
    );
    expect(await auditOf(requestId)).toEqual([
      expect.objectContaining({ action: 'withdrawal.rejected', details: { userId: user.id, amount: 40_000, reason: 'ID did not match' } }),
    ]);
  });

  it.each([
    [{}, 'REQUIRED', 'this field is required'],
    [{ reason: '   ' }, 'REQUIRED', 'this field is required'],
    [{ reason: 'x'.repeat(501) }, 'TOO_LONG', 'This value is too long.'],
    [{ reason: 5 }, 'INVALID_TYPE', 'This value has the wrong type.'],
  ])('validates the reason %j, changing nothing', async (body, code, message) => {
    const { requestId } = await pendingWithdrawal();
    const before = await moneySnapshot(ctx);
    const res = await reject(requestId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'reason', code, message });
    expect(await moneySnapshot(ctx)).toEqual(before);
  });
});

describe('POST /admin/users/{id}/cash-deposit', () => {
  it('credits the wallet from the branch cash, writes history, the deposit record, a notification and the audit log', async () => {
    const u = await registerUser(app, ctx);
    const cashBefore = await cashBalance();
    const res = await cashDeposit(u.id, { amount: 250_000, branch: 'Erbil — Gulan St.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The cash deposit has been recorded',
      data: { userId: u.id, amount: 250_000, branch: 'Erbil — Gulan St.', available: 250_000 },
    });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 250_000, held: 0 });
    expect(await cashBalance()).toBe(cashBefore - 250_000);
    const tx = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', u.id).execute();
    expect(tx).toEqual([expect.objectContaining({ type: 'deposit', status: 'completed', payment_with: 'cash', amount: 250_000, reference_id: res.json().data.depositId })]);
    const deposit = await ctx.db.selectFrom('cash_deposits').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(deposit).toMatchObject({ amount: 250_000, branch: 'Erbil — Gulan St.', admin_id: admin.id });
    const entry = await ctx.db.selectFrom('journal_entries').select('kind').where('id', '=', deposit.entry_id).executeTakeFirstOrThrow();
    expect(entry.kind).toBe('cash_deposit');
    expect(await notificationsOf(u.id)).toEqual([
      { type: 'account_update', code: 'NOTIFY_CASH_DEPOSIT', params: { amount: 250_000, branch: 'Erbil — Gulan St.' } },
    ]);
    expect(await auditOf(u.id)).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'user.cash_deposit', target_type: 'user', details: expect.objectContaining({ amount: 250_000, branch: 'Erbil — Gulan St.' }) }),
    ]);
  });

  it.each([
    [{ amount: 5_000, branch: 'Erbil' }, 'amount', 'Minimum deposit limit is 10,000'],
    [{ amount: 0, branch: 'Erbil' }, 'amount', 'Value should not be Zero'],
    [{ amount: 10_000.5, branch: 'Erbil' }, 'amount', 'Only integers are allowed'],
    [{ branch: 'Erbil' }, 'amount', 'this field is required'],
    [{ amount: 50_000 }, 'branch', 'this field is required'],
    [{ amount: 50_000, branch: ' ' }, 'branch', 'this field is required'],
    [{ amount: 50_000, branch: 'b'.repeat(101) }, 'branch', 'This value is too long.'],
    [{ amount: 50_000, branch: 'Erbil', note: 'x' }, 'note', 'This field is not allowed.'],
  ])('validates %j, changing nothing', async (body, field, message) => {
    const u = await registerUser(app, ctx);
    const before = await moneySnapshot(ctx);
    const res = await cashDeposit(u.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('refuses an unknown or disabled user, changing nothing', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', u.id).execute();
    const before = await moneySnapshot(ctx);
    expect((await cashDeposit(crypto.randomUUID(), { amount: 50_000, branch: 'Erbil' })).statusCode).toBe(404);
    expect((await cashDeposit('nobody', { amount: 50_000, branch: 'Erbil' })).statusCode).toBe(404);
    const disabled = await cashDeposit(u.id, { amount: 50_000, branch: 'Erbil' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().code).toBe('ACCOUNT_DISABLED');
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('Idempotency-Key: a double-submitted deposit is credited once', async () => {
    const u = await registerUser(app, ctx);
    const key = { 'idempotency-key': `cash-${u.id}` };
    const results = await Promise.all([1, 2, 3].map(() => cashDeposit(u.id, { amount: 75_000, branch: 'Basra' }, admin.token, key)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 75_000, held: 0 });
    expect((await cashDeposit(u.id, { amount: 75_001, branch: 'Basra' }, admin.token, key)).statusCode).toBe(409);
  });
});

describe('GET /admin/audit-log', () => {
  it('lists admin actions newest first, filtered, paged by cursor', async () => {
    const other = await makeAdmin(app, ctx);
    const u = await registerUser(app, ctx);
    await cashDeposit(u.id, { amount: 10_000, branch: 'A' });
    await cashDeposit(u.id, { amount: 20_000, branch: 'B' }, other.token);
    const { requestId } = await pendingWithdrawal();
    await reject(requestId, { reason: 'duplicate' });

    const res = await call(app, 'GET', `/api/admin/audit-log?targetId=${u.id}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ action: 'user.cash_deposit', targetType: 'user', targetId: u.id, admin: { id: other.id, email: other.email, username: other.name }, details: expect.objectContaining({ branch: 'B' }) }),
      expect.objectContaining({ action: 'user.cash_deposit', admin: expect.objectContaining({ id: admin.id }), details: expect.objectContaining({ branch: 'A' }) }),
    ]);
    const rejected = (await call(app, 'GET', '/api/admin/audit-log?action=withdrawal.rejected', { token: admin.token })).json().data.items;
    expect(rejected.map((i: { targetId: string }) => i.targetId)).toContain(requestId);
    const mine = (await call(app, 'GET', `/api/admin/audit-log?adminId=${other.id}`, { token: admin.token })).json().data.items;
    expect(mine).toHaveLength(1);

    const total = Number((await ctx.pool.query('SELECT count(*) FROM audit_log')).rows[0].count);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { statusCode: number; json(): { data: { items: Array<{ id: number }>; nextCursor: string | null } } } = await call(
        app,
        'GET',
        `/api/admin/audit-log?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin.token },
      );
      expect(page.statusCode).toBe(200);
      ids.push(...page.json().data.items.map((i) => i.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Set(ids).size).toBe(total);
  });

  it('the log cannot be rewritten', async () => {
    await expect(ctx.pool.query(`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow(/LEDGER_IMMUTABLE/);
    await expect(ctx.pool.query(`DELETE FROM audit_log`)).rejects.toThrow(/LEDGER_IMMUTABLE/);
  });

  it('refuses bad filters', async () => {
    for (const q of ['adminId=zz', 'cursor=%%%', 'limit=500', 'action=' + 'a'.repeat(101)]) {
      expect((await call(app, 'GET', `/api/admin/audit-log?${q}`, { token: admin.token })).statusCode, q).toBe(400);
    }
  });
});

describe('GET /admin/audit-log: by kind of action and by date', () => {
  it('filters by a kind of action (trailing dot), by date range in Iraq or exact times, and lists the actions', async () => {
    const u = await registerUser(app, ctx);
    await cashDeposit(u.id, { amount: 15_000, branch: 'Kirkuk' });
    const { requestId } = await pendingWithdrawal();
    await paid(requestId);

    const kinds = (await call(app, 'GET', '/api/admin/audit-log?action=withdrawal.&limit=100', { token: admin.token })).json().data.items;
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((i: { action: string }) => i.action.startsWith('withdrawal.'))).toBe(true);
    expect(kinds.map((i: { targetId: string }) => i.targetId)).toContain(requestId);

    // Move one entry to a known day (the log refuses updates, so the trigger is set aside for the test).
    const entry = (await auditOf(requestId))[0]!;
    await ctx.pool.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`);
    try {
      await ctx.pool.query(`UPDATE audit_log SET created_at = '2025-03-14T21:30:00Z' WHERE id = $1`, [entry.id]);
    } finally {
      await ctx.pool.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable`);
    }
    const day = async (q: string) => (await call(app, 'GET', `/api/admin/audit-log?${q}&limit=100`, { token: admin.token })).json().data.items.map((i: { id: number }) => i.id);
    // 21:30 UTC on the 14th is 00:30 on the 15th in Baghdad.
    expect(await day('from=2025-03-15&to=2025-03-15')).toEqual([entry.id]);
    expect(await day('from=2025-03-14&to=2025-03-14')).toEqual([]);
    expect(await day('from=2025-03-14T21:00:00Z&to=2025-03-14T22:00:00Z')).toEqual([entry.id]);
    expect(await day('to=2025-03-16')).toEqual([entry.id]);
    expect(await day('from=2025-03-16')).not.toContain(entry.id);
    const bad = await call(app, 'GET', '/api/admin/audit-log?from=2025-03-16&to=2025-03-15', { token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'to', code: 'DATE_RANGE_INVALID' }));
    expect((await call(app, 'GET', '/api/admin/audit-log?from=yesterday', { token: admin.token })).statusCode).toBe(400);

    const actions = (await call(app, 'GET', '/api/admin/audit-log/actions', { token: admin.token })).json().data;
    expect(actions).toEqual(expect.arrayContaining(['user.cash_deposit', 'withdrawal.paid']));
    expect([...actions].sort()).toEqual(actions);
  });
});
