import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSnapshot, auditOf } from './admin-helpers';
import { call, createTestApp, registerUser } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { makeAdmin } from './wallet-helpers';

/** The console's users screen (decisions.md §9): search, a user's account, disable and enable. */
const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));
const admin = await makeAdmin(app, ctx);

const get = (url: string, token = admin.token) => call(app, 'GET', url, { token });
const disable = (id: string, body: unknown = { reason: 'Fraud report #12' }, token = admin.token) =>
  call(app, 'POST', `/api/admin/users/${id}/disable`, { token, body });
const enable = (id: string, token = admin.token) => call(app, 'POST', `/api/admin/users/${id}/enable`, { token });
const signIn = (u: { email: string; password: string }, lang?: string) => call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password }, lang });
const ids = (res: { json(): { data: { items: Array<{ id: string }> } } }) => res.json().data.items.map((i) => i.id);

describe('GET /admin/users', () => {
  it('finds people by part of the e-mail, user name or full name, any case', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ full_name: 'Shilan Qadir' }).where('id', '=', u.id).execute();
    for (const search of [u.email.slice(0, 12).toUpperCase(), u.name.slice(4), 'shilan q', 'QADIR']) {
      const res = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(ids(res), search).toContain(u.id);
    }
    const item = (await get(`/api/admin/users?search=${encodeURIComponent(u.email)}`)).json().data.items[0];
    expect(item).toEqual({
      id: u.id,
      email: u.email,
      username: u.name,
      fullName: 'Shilan Qadir',
      phone: null,
      isPhoneVerified: false,
      isEmailVerified: true,
      role: 'investor',
      kycStatus: 'not_verified',
      disabledAt: null,
      createdAt: expect.any(String),
    });
    expect(ids(await get('/api/admin/users?search=nobody-has-this-name'))).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(ids(await get('/api/admin/users?search=%25'))).toEqual([]);
  });

  it('finds a phone however it is typed', async () => {
    const u = await makeInvestor(app, ctx);
    const national = u.phone.mobileNumber;
    const arabicIndic = `٠${national}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    for (const search of [`+964${national}`, `+964 ${national.slice(0, 3)} ${national.slice(3)}`, `0${national}`, national.slice(2, 9), arabicIndic, `00964${national}`]) {
      expect(ids(await get(`/api/admin/users?search=${encodeURIComponent(search)}`)), search).toContain(u.id);
    }
    expect((await get(`/api/admin/users?search=${national}`)).json().data.items[0]).toMatchObject({ phone: `+964${national}`, isPhoneVerified: true, kycStatus: 'verified' });
  });

  it('filters by role and status, pages newest first, and audits a search', async () => {
    const other = await makeAdmin(app, ctx);
    const admins = ids(await get('/api/admin/users?role=admin&limit=100'));
    expect(admins).toEqual(expect.arrayContaining([admin.id, other.id]));
    const u = await registerUser(app, ctx);
    await disable(u.id);
    expect(ids(await get('/api/admin/users?status=disabled&limit=100'))).toContain(u.id);
    expect(ids(await get('/api/admin/users?status=active&limit=100'))).not.toContain(u.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json(): { data: { items: Array<{ id: string }>; nextCursor: string | null } } } = await get(
        `/api/admin/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.json().data.items.map((i) => i.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    const all = await ctx.db.selectFrom('users').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(seen).toEqual(all.map((r) => r.id));

    await get(`/api/admin/users?search=${encodeURIComponent(u.email)}`);
    const searched = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'users.searched').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(searched).toMatchObject({ admin_id: admin.id, target_type: 'user', details: { search: u.email, found: 1 } });
  });

  it('refuses bad filters', async () => {
    for (const q of ['role=root', 'status=gone', 'limit=0', 'cursor=zz', `search=${'a'.repeat(101)}`, 'other=1']) {
      expect((await get(`/api/admin/users?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows the profile, identity status, balances, holdings, pending money and sessions; audited', async () => {
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 2_000_000);
    const property = await propertyWithTokens(ctx, `users-detail-${Date.now()}`);
    const bought = await call(app, 'POST', '/api/user/marketplace/invest', { token: u.token, body: { propertyId: property.id, numberOfTokens: 20, paymentWith: 'wallet', userAgreement: true } });
    expect(bought.statusCode).toBe(200);
    await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 300_000 } });
    const pendingCash = await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 5_000_000, branch: 'Najaf' } });
    expect(pendingCash.statusCode).toBe(202);

    const res = await get(`/api/admin/users/${u.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: u.id,
      email: u.email,
      fullName: 'Test Investor',
      dateOfBirth: '1990-01-01',
      kycStatus: 'verified',
      kycReason: null,
      isPhoneVerified: true,
      disabledAt: null,
      disabledReason: null,
      twoFactor: 'none',
      activeSessions: 1,
      balance: { available: 2_000_000 - 200_000 - 300_000, held: 300_000, currency: 'IQD' },
      pendingWithdrawal: { amount: 300_000 },
      pendingCashDeposits: [expect.objectContaining({ id: pendingCash.json().data.requestId, amount: 5_000_000, status: 'pending', canDecide: false })],
      holdings: [{ propertyId: property.id, name: expect.stringContaining('Test'), tokens: 20, listed: 0, ownedTokens: 20, pricePerToken: 10_000, value: 200_000 }],
      totals: { tokens: 20, value: 200_000 },
    });
    expect(d.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(d)).not.toMatch(/password|argon2|token_hash/i);
    expect(await auditOf(ctx, u.id)).toContainEqual(expect.objectContaining({ admin_id: admin.id, action: 'user.viewed', target_type: 'user' }));
  });

  it('the history lists every type of the user’s transactions, and is audited', async () => {
    const u = await makeInvestor(app, ctx);
    await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 400_000, branch: 'Erbil' } });
    const property = await propertyWithTokens(ctx, `users-history-${Date.now()}`);
    await call(app, 'POST', '/api/user/marketplace/invest', { token: u.token, body: { propertyId: property.id, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true } });
    const res = await get(`/api/admin/users/${u.id}/transactions?limit=50`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((t: { type: string }) => t.type).sort()).toEqual(['buy', 'deposit']);
    expect(res.json().data.total).toBe(2);
    const deposits = await get(`/api/admin/users/${u.id}/transactions?type=deposit`);
    expect(deposits.json().data.items).toEqual([expect.objectContaining({ type: 'deposit', amount: 400_000, paymentWith: 'cash' })]);
    expect((await auditOf(ctx, u.id)).map((a) => a.action)).toContain('user.history_viewed');
    expect((await get(`/api/admin/users/${crypto.randomUUID()}/transactions`)).json().code).toBe('USER_NOT_FOUND');
  });

  it('404 USER_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'abc']) {
      const res = await get(`/api/admin/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'This user does not exist' });
    }
  });
});

describe('POST /admin/users/{id}/disable and /enable', () => {
  it('disabling revokes every session at once and sign-in is refused with a clear message in the user’s language', async () => {
    const u = await makeInvestor(app, ctx);
    const otherDevice = (await signIn(u)).json().data.token as string;
    const res = await disable(u.id, { reason: '  Fraud report #12  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The account has been disabled and signed out everywhere', data: { id: u.id, disabledAt: expect.any(String) } });

    for (const token of [u.token, otherDevice]) {
      const me = await call(app, 'GET', '/api/user/user', { token });
      expect(me.statusCode).toBe(401);
    }
    const live = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);

    const refused = await signIn(u);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'This account has been disabled. Please contact support.' });
    for (const lang of ['ar', 'kr', 'bh'] as const) {
      expect((await signIn(u, lang)).json().message).toBe(messageText(lang, 'ACCOUNT_DISABLED'));
    }

    const row = await ctx.db.selectFrom('users').select(['disabled_at', 'disabled_reason']).where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.disabled_reason).toBe('Fraud report #12');
    expect((await get(`/api/admin/users/${u.id}`)).json().data).toMatchObject({ disabledReason: 'Fraud report #12', activeSessions: 0 });
    expect((await auditOf(ctx, u.id)).find((a) => a.action === 'user.disabled')).toMatchObject({
      admin_id: admin.id,
      details: { reason: 'Fraud report #12', sessionsRevoked: 2 },
    });

    const again = await disable(u.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USER_ALREADY_DISABLED');
  });

  it('enabling lets the person sign in again; the revoked sessions stay revoked', async () => {
    const u = await registerUser(app, ctx);
    await disable(u.id);
    const res = await enable(u.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The account has been enabled', data: { id: u.id, disabledAt: null } });
    expect((await call(app, 'GET', '/api/user/user', { token: u.token })).statusCode).toBe(401);
    const back = await signIn(u);
    expect(back.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/user/user', { token: back.json().data.token })).statusCode).toBe(200);
    expect((await auditOf(ctx, u.id)).find((a) => a.action === 'user.enabled')).toMatchObject({ details: { reason: 'Fraud report #12' } });
    expect((await enable(u.id)).json().code).toBe('USER_NOT_DISABLED');
  });

  it('an admin cannot disable or enable their own account; bad input and unknown users change nothing', async () => {
    const before = await adminSnapshot(ctx);
    const own = await disable(admin.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'ADMIN_OWN_ACCOUNT', message: 'You cannot do this to your own account' });
    expect((await enable(admin.id)).statusCode).toBe(403);
    const u = await registerUser(app, ctx);
    const withUser = await adminSnapshot(ctx);
    for (const body of [{}, { reason: ' ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', until: 'tomorrow' }]) {
      expect((await disable(u.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await disable(crypto.randomUUID())).json().code).toBe('USER_NOT_FOUND');
    expect((await enable('nope')).statusCode).toBe(404);
    expect(await adminSnapshot(ctx)).toEqual(withUser);
    expect(before.users!.length + 1).toBe(withUser.users!.length);
    expect((await call(app, 'GET', '/api/user/user', { token: u.token })).statusCode).toBe(200);
  });

  it('a disabled investor’s money stays put, and another admin can disable an admin', async () => {
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 150_000);
    await disable(u.id);
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 150_000, held: 0 });
    const other = await makeAdmin(app, ctx);
    expect((await disable(other.id)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/admin/summary', { token: other.token })).statusCode).toBe(401);
  });
});
