import { DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD } from '@sahm/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { adminSnapshot, auditOf, branchCash } from './admin-helpers';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants } from './money-helpers';
import { captureAdminNotices, makeAdmin } from './wallet-helpers';

/**
 * Four eyes on money (decisions.md §13): a branch cash deposit above the
 * threshold waits for a second admin, and no admin deposits to, or decides a
 * request of, their own account — refused by the API and by the database.
 */
const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));
const notices = captureAdminNotices(ctx);

const THRESHOLD = DEFAULT_CASH_DEPOSIT_APPROVAL_THRESHOLD_IQD;
const first = await makeAdmin(app, ctx);
const second = await makeAdmin(app, ctx);

const deposit = (userId: string, body: unknown, token = first.token, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/admin/users/${userId}/cash-deposit`, { token, body, headers });
const approve = (id: string, token = second.token, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/admin/cash-deposits/${id}/approve`, { token, headers });
const reject = (id: string, body: unknown, token = second.token) => call(app, 'POST', `/api/admin/cash-deposits/${id}/reject`, { token, body });
const requestRow = (id: string) => ctx.db.selectFrom('cash_deposit_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An investor with a cash deposit of `amount` waiting for approval, recorded by the first admin. */
async function pendingDeposit(amount = 2_500_000) {
  const user = await registerUser(app, ctx);
  const res = await deposit(user.id, { amount, branch: 'Erbil, Ankawa branch' });
  expect(res.statusCode).toBe(202);
  return { user, id: res.json().data.requestId as string };
}

describe('CASH_DEPOSIT_APPROVAL_THRESHOLD', () => {
  it('defaults to 1,000,000 IQD and reads whole dinars only', () => {
    expect(THRESHOLD).toBe(1_000_000);
    expect(loadConfig({}).cashDepositApprovalThreshold).toBe(1_000_000);
    expect(loadConfig({ CASH_DEPOSIT_APPROVAL_THRESHOLD: '250000' }).cashDepositApprovalThreshold).toBe(250_000);
    expect(loadConfig({ CASH_DEPOSIT_APPROVAL_THRESHOLD: '0' }).cashDepositApprovalThreshold).toBe(0);
    for (const bad of ['-1', '1e6', '1,000,000', '10.5', 'lots']) {
      expect(() => loadConfig({ CASH_DEPOSIT_APPROVAL_THRESHOLD: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('POST /admin/users/{id}/cash-deposit around the threshold', () => {
  it('at the threshold: credited at once (201, completed)', async () => {
    const u = await registerUser(app, ctx);
    const res = await deposit(u.id, { amount: THRESHOLD, branch: 'Basra' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'The cash deposit has been recorded', data: { status: 'completed', amount: THRESHOLD, available: THRESHOLD } });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: THRESHOLD, held: 0 });
    expect(await ctx.db.selectFrom('cash_deposit_requests').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('above it: nothing moves, the deposit waits for a second admin (202), audited, and the admin room is told', async () => {
    const u = await registerUser(app, ctx);
    const cash = await branchCash(ctx);
    const res = await deposit(u.id, { amount: THRESHOLD + 1, branch: 'Erbil' });
    expect(res.statusCode).toBe(202);
    const data = res.json().data;
    expect(res.json()).toMatchObject({
      message: "The cash deposit is recorded and waits for a second admin's approval",
      data: { status: 'pending_approval', userId: u.id, amount: THRESHOLD + 1, branch: 'Erbil', threshold: THRESHOLD },
    });
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 0, held: 0 });
    expect(await branchCash(ctx)).toBe(cash);
    expect(await ctx.db.selectFrom('transactions').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', u.id).where('code', '=', 'NOTIFY_CASH_DEPOSIT').execute()).toEqual([]);
    expect(await requestRow(data.requestId)).toMatchObject({ status: 'pending', requested_by: first.id, decided_by: null, deposit_id: null });
    expect(await auditOf(ctx, data.requestId)).toEqual([
      expect.objectContaining({ admin_id: first.id, action: 'cash_deposit.requested', target_type: 'cash_deposit', details: expect.objectContaining({ userId: u.id, amount: THRESHOLD + 1 }) }),
    ]);
    expect(notices).toContainEqual({
      event: 'cash-deposit-requested',
      payload: expect.objectContaining({ id: data.requestId, userId: u.id, amount: THRESHOLD + 1, requestedBy: first.id }),
    });
  });
});

describe('a second admin decides', () => {
  it('the admin who recorded it cannot approve or reject it; nothing changes', async () => {
    const { user, id } = await pendingDeposit();
    const before = await adminSnapshot(ctx);
    const own = await approve(id, first.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'CASH_DEPOSIT_OWN_REQUEST', message: 'You recorded this cash deposit, so a second admin must approve or reject it' });
    expect((await reject(id, { reason: 'typo' }, first.token)).json().code).toBe('CASH_DEPOSIT_OWN_REQUEST');
    expect(await adminSnapshot(ctx)).toEqual(before);
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('approval credits the wallet once, in one step, with history, notification and audit; then it is decided', async () => {
    const { user, id } = await pendingDeposit(2_500_000);
    const cash = await branchCash(ctx);
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The cash deposit has been approved and added to the wallet',
      data: { id, userId: user.id, amount: 2_500_000, status: 'approved', available: 2_500_000 },
    });
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 2_500_000, held: 0 });
    expect(await branchCash(ctx)).toBe(cash - 2_500_000);
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', decided_by: second.id, deposit_id: res.json().data.depositId });
    const credited = await ctx.db.selectFrom('cash_deposits').selectAll().where('id', '=', row.deposit_id!).executeTakeFirstOrThrow();
    expect(credited).toMatchObject({ user_id: user.id, amount: 2_500_000, admin_id: first.id, approved_by: second.id });
    const history = await ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', user.id).execute();
    expect(history).toEqual([expect.objectContaining({ type: 'deposit', status: 'completed', payment_with: 'cash', amount: 2_500_000, reference_id: row.deposit_id })]);
    const note = await ctx.db.selectFrom('notifications').select(['code', 'params']).where('user_id', '=', user.id).execute();
    expect(note).toEqual([{ code: 'NOTIFY_CASH_DEPOSIT', params: { amount: 2_500_000, branch: 'Erbil, Ankawa branch' } }]);
    expect((await auditOf(ctx, id)).map((a) => [a.admin_id, a.action])).toEqual([
      [first.id, 'cash_deposit.requested'],
      [second.id, 'cash_deposit.approved'],
    ]);
    expect(notices).toContainEqual({ event: 'cash-deposit-decided', payload: { id, userId: user.id, status: 'approved' } });

    const before = await adminSnapshot(ctx);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CASH_DEPOSIT_DECIDED', message: 'This cash deposit has already been handled' });
    expect((await reject(id, { reason: 'late' })).statusCode).toBe(409);
    expect(await adminSnapshot(ctx)).toEqual(before);
  });

  it('Idempotency-Key: a replayed approval answers the same and credits once', async () => {
    const { user, id } = await pendingDeposit();
    const key = { 'idempotency-key': `approve-${id}` };
    const answers = await Promise.all([1, 2, 3].map(() => approve(id, second.token, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 2_500_000, held: 0 });
  });

  it('two admins approving at once: exactly one credits', async () => {
    const third = await makeAdmin(app, ctx);
    for (let round = 0; round < 3; round++) {
      const { user, id } = await pendingDeposit(1_500_000);
      const [a, b] = await Promise.all([approve(id, second.token), approve(id, third.token)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await balanceOf(ctx, user.id)).toEqual({ available: 1_500_000, held: 0 });
    }
  });

  it('rejection keeps the reason and moves nothing; a reason is required', async () => {
    const { user, id } = await pendingDeposit();
    const before = await adminSnapshot(ctx);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      expect((await reject(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await adminSnapshot(ctx)).toEqual(before);
    const res = await reject(id, { reason: ' Amount does not match the till ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The cash deposit has been rejected', data: { status: 'rejected', depositId: null, available: null } });
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', reason: 'Amount does not match the till', decided_by: second.id });
    expect(await balanceOf(ctx, user.id)).toEqual({ available: 0, held: 0 });
    expect((await auditOf(ctx, id)).at(-1)).toMatchObject({ action: 'cash_deposit.rejected', details: expect.objectContaining({ reason: 'Amount does not match the till' }) });
  });

  it('an unknown or malformed id is a 404', async () => {
    expect((await approve(crypto.randomUUID())).json()).toMatchObject({ code: 'CASH_DEPOSIT_NOT_FOUND', message: 'This cash deposit does not exist' });
    expect((await approve('nope')).statusCode).toBe(404);
  });

  it('an account disabled meanwhile is not credited; the deposit stays pending', async () => {
    const { user, id } = await pendingDeposit();
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', user.id).execute();
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
    expect((await requestRow(id)).status).toBe('pending');
  });
});

describe('no admin acts on their own account', () => {
  it('an admin cannot cash-deposit to their own account, at any amount: 5,000,000,000 IQD is refused and nothing changes', async () => {
    const before = await adminSnapshot(ctx);
    for (const amount of [5_000_000_000, THRESHOLD, 10_000]) {
      const res = await deposit(first.id, { amount, branch: 'Baghdad' });
      expect(res.statusCode, String(amount)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CASH_DEPOSIT_OWN_ACCOUNT', message: 'You cannot record or approve a cash deposit to your own account' });
    }
    expect(await adminSnapshot(ctx)).toEqual(before);
    expect(await balanceOf(ctx, first.id)).toEqual({ available: 0, held: 0 });
  });

  it('nor approve one recorded for their own account by another admin', async () => {
    const res = await deposit(second.id, { amount: 3_000_000, branch: 'Duhok' });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.requestId as string;
    const own = await approve(id, second.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('CASH_DEPOSIT_OWN_ACCOUNT');
    expect(await balanceOf(ctx, second.id)).toEqual({ available: 0, held: 0 });
    // A third admin may.
    const third = await makeAdmin(app, ctx);
    expect((await approve(id, third.token)).statusCode).toBe(200);
    expect(await balanceOf(ctx, second.id)).toEqual({ available: 3_000_000, held: 0 });
  });

  it('an admin cannot decide their own withdrawal (4,000,000,000 IQD), paid or rejected; another admin can', async () => {
    await creditWallet(ctx, first.id, 4_000_000_000);
    const requested = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: first.token, body: { amount: 4_000_000_000 } });
    expect(requested.statusCode).toBe(201);
    const id = requested.json().data.requestId as string;
    const before = await adminSnapshot(ctx);
    const paid = await call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, { token: first.token, body: { branch: 'Baghdad' } });
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toMatchObject({ code: 'WITHDRAWAL_OWN_REQUEST', message: 'You cannot decide a withdrawal request of your own account' });
    const withKey = await call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, { token: first.token, body: { branch: 'Baghdad' }, headers: { 'idempotency-key': `own-${id}` } });
    expect(withKey.statusCode).toBe(403);
    const rejected = await call(app, 'POST', `/api/admin/withdrawals/${id}/reject`, { token: first.token, body: { reason: 'changed my mind' } });
    expect(rejected.json().code).toBe('WITHDRAWAL_OWN_REQUEST');
    expect(await adminSnapshot(ctx)).toEqual(before);
    expect(await balanceOf(ctx, first.id)).toEqual({ available: 0, held: 4_000_000_000 });

    expect((await call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, { token: second.token, body: { branch: 'Baghdad' } })).statusCode).toBe(200);
    expect(await balanceOf(ctx, first.id)).toEqual({ available: 0, held: 0 });
  });

  it('the database itself refuses, whoever calls it', async () => {
    const u = await registerUser(app, ctx);
    const db = ctx.db;
    await expect(sql`SELECT * FROM sahm_cash_deposit(${first.id}, ${first.id}, 50000, 'x', ${THRESHOLD})`.execute(db)).rejects.toThrow(/CASH_DEPOSIT_OWN_ACCOUNT/);
    // Only an active admin records or decides cash.
    await expect(sql`SELECT * FROM sahm_cash_deposit(${u.id}, ${u.id}, 50000, 'x', ${THRESHOLD})`.execute(db)).rejects.toThrow(/FORBIDDEN/);
    const { id } = await pendingDeposit();
    await expect(sql`SELECT * FROM sahm_cash_deposit_decide(${id}, ${first.id}, true, NULL)`.execute(db)).rejects.toThrow(/CASH_DEPOSIT_OWN_REQUEST/);
    await expect(sql`SELECT * FROM sahm_cash_deposit_decide(${id}, ${u.id}, true, NULL)`.execute(db)).rejects.toThrow(/FORBIDDEN/);
    // And the tables, should anything write them directly.
    await expect(
      ctx.pool.query(`UPDATE cash_deposit_requests SET status = 'rejected', reason = 'x', decided_at = now(), decided_by = requested_by WHERE id = $1`, [id]),
    ).rejects.toThrow(/cash_deposit_requests_four_eyes/);
    await expect(
      ctx.pool.query(`INSERT INTO cash_deposit_requests (user_id, amount, branch, requested_by) VALUES ($1, 5000000, 'x', $1)`, [first.id]),
    ).rejects.toThrow(/cash_deposit_requests_not_own_account/);
    await creditWallet(ctx, u.id, 50_000);
    await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 20_000 } });
    const request = await ctx.db.selectFrom('withdrawal_requests').select('id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    await expect(sql`SELECT * FROM sahm_withdrawal_decide(${request.id}, ${u.id}, true, NULL, 'x')`.execute(db)).rejects.toThrow(/FORBIDDEN/);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', u.id).execute();
    await expect(sql`SELECT * FROM sahm_withdrawal_decide(${request.id}, ${u.id}, true, NULL, 'x')`.execute(db)).rejects.toThrow(/WITHDRAWAL_OWN_REQUEST/);
    await expect(
      ctx.pool.query(
        `UPDATE withdrawal_requests SET status = 'rejected', reason = 'x', decided_at = now(), decided_by = user_id, settle_entry_id = hold_entry_id WHERE id = $1`,
        [request.id],
      ),
    ).rejects.toThrow(/withdrawal_requests_not_own_decision/);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 30_000, held: 20_000 });
  });
});

describe('GET /admin/cash-deposits and the summary', () => {
  it('lists them newest first with who recorded and decided, whether the caller may decide, filtered and paged', async () => {
    const a = await pendingDeposit(1_100_000);
    const b = await pendingDeposit(1_200_000);
    await approve(b.id);
    const mine = (await call(app, 'GET', '/api/admin/cash-deposits?status=pending&limit=100', { token: first.token })).json().data.items;
    const theirs = (await call(app, 'GET', '/api/admin/cash-deposits?status=pending&limit=100', { token: second.token })).json().data.items;
    const row = (items: Array<{ id: string }>, id: string) => items.find((i) => i.id === id);
    expect(row(mine, a.id)).toMatchObject({ status: 'pending', amount: 1_100_000, requestedBy: { id: first.id, email: first.email }, decidedBy: null, canDecide: false });
    expect(row(theirs, a.id)).toMatchObject({ canDecide: true, user: { id: a.user.id, email: a.user.email } });
    expect(row(mine, b.id)).toBeUndefined();
    const approved = (await call(app, 'GET', `/api/admin/cash-deposits?status=approved&userId=${b.user.id}`, { token: first.token })).json().data.items;
    expect(approved).toEqual([expect.objectContaining({ id: b.id, status: 'approved', decidedBy: { id: second.id, email: second.email }, canDecide: false })]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json(): { data: { items: Array<{ id: string }>; nextCursor: string | null } } } = await call(
        app,
        'GET',
        `/api/admin/cash-deposits?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: first.token },
      );
      seen.push(...page.json().data.items.map((i) => i.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    const all = await ctx.db.selectFrom('cash_deposit_requests').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('the summary counts what waits, and what waits for the caller', async () => {
    const summary = async (token: string) => (await call(app, 'GET', '/api/admin/summary', { token })).json().data;
    const before = await summary(second.token);
    const recorderBefore = await summary(first.token);
    const { id } = await pendingDeposit(4_000_000);
    const after = await summary(second.token);
    expect(after.cashDepositsAwaitingApproval).toEqual({
      count: before.cashDepositsAwaitingApproval.count + 1,
      amount: before.cashDepositsAwaitingApproval.amount + 4_000_000,
      awaitingMe: before.cashDepositsAwaitingApproval.awaitingMe + 1,
    });
    // Not for the admin who recorded it.
    expect((await summary(first.token)).cashDepositsAwaitingApproval.awaitingMe).toBe(recorderBefore.cashDepositsAwaitingApproval.awaitingMe);
    expect(after.cashDepositApprovalThreshold).toBe(THRESHOLD);
    await reject(id, { reason: 'duplicate' });
    expect((await summary(second.token)).cashDepositsAwaitingApproval.count).toBe(before.cashDepositsAwaitingApproval.count);
  });
});
