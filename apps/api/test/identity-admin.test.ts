import { messageText } from '@sahm/domain';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageLink } from '../src/identity/files';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import { ADMIN_KYC, applicant, kycForm, makeAdmin, pendingRequest, startCheck, submitKyc, USER } from './identity-helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'sahm-identity-admin-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, ctx } = await createTestApp({ dataDir });
const admin = await makeAdmin(app, ctx);
const otherAdmin = await makeAdmin(app, ctx);
const investor = await registerUser(app, ctx);

const detail = async (id: string, token = admin.token) => {
  const res = await call(app, 'GET', `${ADMIN_KYC}/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const auditOf = (targetId: string) =>
  ctx.db.selectFrom('audit_log').select(['admin_id', 'action', 'details']).where('target_id', '=', targetId).orderBy('id').execute();

describe('GET /api/admin/kyc-requests', () => {
  it('lists requests with who sent them, filtered by status and paged by cursor; listing the queue writes no audit entry', async () => {
    const auditBefore = await ctx.db.selectFrom('audit_log').select('id').where('admin_id', '=', admin.id).execute();
    const a = await pendingRequest(app, ctx);
    const b = await pendingRequest(app, ctx, 'passport');
    const c = await pendingRequest(app, ctx);
    const first = await call(app, 'GET', `${ADMIN_KYC}?status=pending&limit=2`, { token: admin.token });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual([c.requestId, b.requestId]);
    expect(page1.items[1]).toEqual({
      id: b.requestId,
      status: 'pending',
      proofType: 'passport',
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
      decidedBy: null,
      user: {
        id: b.user.id,
        email: b.user.email,
        username: b.user.name,
        fullName: 'Sara Karim',
        dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        city: null,
        addressLine1: null,
        phone: null,
        isPhoneVerified: false,
        role: 'investor',
      },
    });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = (await call(app, 'GET', `${ADMIN_KYC}?status=pending&limit=2&cursor=${page1.nextCursor}`, { token: admin.token })).json().data;
    expect(second.items[0].id).toBe(a.requestId);
    // Oldest first walks the other way.
    const oldest = (await call(app, 'GET', `${ADMIN_KYC}?status=pending&sort=oldest&limit=100`, { token: admin.token })).json().data;
    const ids = oldest.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(a.requestId)).toBeLessThan(ids.indexOf(c.requestId));
    // Decided requests leave the pending list and show under their status.
    await call(app, 'POST', `${ADMIN_KYC}/${a.requestId}/approve`, { token: admin.token });
    const pending = (await call(app, 'GET', `${ADMIN_KYC}?status=pending&limit=100`, { token: admin.token })).json().data.items.map((i: { id: string }) => i.id);
    expect(pending).not.toContain(a.requestId);
    const verified = (await call(app, 'GET', `${ADMIN_KYC}?status=verified&limit=100`, { token: admin.token })).json().data.items;
    expect(verified.find((i: { id: string }) => i.id === a.requestId)).toMatchObject({ status: 'verified', decidedBy: { id: admin.id, email: admin.email } });

    // Five list reads; the only entry they leave is the approval in between.
    const seen = new Set(auditBefore.map((r) => r.id));
    const written = await ctx.db.selectFrom('audit_log').select(['id', 'action', 'target_id']).where('admin_id', '=', admin.id).orderBy('id').execute();
    expect(written.filter((r) => !seen.has(r.id)).map((r) => [r.action, r.target_id])).toEqual([['kyc_request.approved', a.requestId]]);
  });

  it('refuses bad queries with 400, changing nothing', async () => {
    const before = await snapshot(ctx);
    for (const q of ['status=approved', 'limit=0', 'limit=abc', 'sort=random', 'cursor=not-a-cursor', 'extra=1']) {
      const res = await call(app, 'GET', `${ADMIN_KYC}?${q}`, { token: admin.token });
      expect(res.statusCode, q).toBe(400);
    }
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('GET /api/admin/kyc-requests/{id} and its image links', () => {
  it('shows the request, the person and every image through links only admins can open, and audits the look', async () => {
    const { user, requestId, challenges } = await pendingRequest(app, ctx);
    const data = await detail(requestId);
    expect(data).toMatchObject({ id: requestId, status: 'pending', proofType: 'iraqi_id', challenges, age: 30, previous: [], user: { id: user.id, email: user.email } });
    expect(data.images.map((i: { kind: string; challenge: string | null }) => [i.kind, i.challenge])).toEqual([
      ['document_front', null],
      ['document_back', null],
      ...challenges.map((c) => ['liveness', c]),
    ]);
    const expiresAt = new Date(data.linksExpireAt).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    expect(await auditOf(requestId)).toEqual([{ admin_id: admin.id, action: 'kyc_request.viewed', details: { userId: user.id } }]);

    const stored = await ctx.db.selectFrom('kyc_images').select(['id', 'file']).where('request_id', '=', requestId).execute();
    for (const i of data.images) {
      expect(i.url).toMatch(new RegExp(`^/api/admin/kyc-images/${i.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
      const res = await call(app, 'GET', i.url, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const file = stored.find((s) => s.id === i.id)!.file;
      expect(res.rawPayload.equals(readFileSync(join(dataDir, 'uploads', 'kyc', file)))).toBe(true);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('images are readable only by admins, only with their own unexpired, unaltered link', async () => {
    const { requestId } = await pendingRequest(app, ctx);
    const [first] = (await detail(requestId)).images;
    const url: string = first.url;
    // Guest 401, investor 403, another admin 403 (the link was signed for one admin).
    expect((await call(app, 'GET', url)).statusCode).toBe(401);
    expect((await call(app, 'GET', url, { token: investor.token })).statusCode).toBe(403);
    const other = await call(app, 'GET', url, { token: otherAdmin.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('KYC_IMAGE_LINK_EXPIRED');
    // An altered signature, expiry or image.
    const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await call(app, 'GET', tampered, { token: admin.token })).statusCode).toBe(403);
    const stretched = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await call(app, 'GET', stretched, { token: admin.token })).statusCode).toBe(403);
    const [, second] = (await detail(requestId)).images;
    const swapped = url.replace(first.id, second.id);
    expect((await call(app, 'GET', swapped, { token: admin.token })).statusCode).toBe(403);
    // A link made six minutes ago has expired.
    const old = imageLink(ctx.config, first.id, admin.id, Date.now() - 6 * 60_000);
    const expired = await call(app, 'GET', old.url, { token: admin.token, lang: 'ar' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('KYC_IMAGE_LINK_EXPIRED');
    expect(expired.json().message).toMatch(/[\u0600-\u06FF]/);
    // No link at all.
    expect((await call(app, 'GET', `/api/admin/kyc-images/${first.id}`, { token: admin.token })).statusCode).toBe(400);
  });

  it('an unknown or malformed id is 404', async () => {
    const unknown = await call(app, 'GET', `${ADMIN_KYC}/${crypto.randomUUID()}`, { token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'KYC_REQUEST_NOT_FOUND', message: 'This identity verification request does not exist' });
    expect((await call(app, 'GET', `${ADMIN_KYC}/not-a-uuid`, { token: admin.token })).statusCode).toBe(404);
    const link = imageLink(ctx.config, crypto.randomUUID(), admin.id);
    expect((await call(app, 'GET', link.url, { token: admin.token })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/kyc-requests/{id}/approve | reject', () => {
  it('approve: the user is verified, notified in their language, and the decision audited; once only', async () => {
    const { user, requestId } = await pendingRequest(app, ctx);
    const res = await call(app, 'POST', `${ADMIN_KYC}/${requestId}/approve`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: requestId, userId: user.id, status: 'verified', reason: null, decidedAt: expect.any(String) },
      message: 'The identity verification has been approved',
    });
    expect((await call(app, 'GET', USER, { token: user.token })).json().data).toMatchObject({ kycStatus: 'verified', isKycVerified: true, kycReason: null });
    const list = await call(app, 'GET', '/api/user/user/notification-list', { token: user.token, lang: 'ar' });
    const note = list.json().data.items.find((n: { code: string }) => n.code === 'NOTIFY_KYC_APPROVED');
    expect(note).toMatchObject({ type: 'account_update', message: 'تم التحقق من هويتك. يمكنك الآن الاستثمار.' });
    expect(await auditOf(requestId)).toContainEqual({ admin_id: admin.id, action: 'kyc_request.approved', details: { userId: user.id } });

    const before = await snapshot(ctx);
    for (const action of ['approve', 'reject']) {
      const again = await call(app, 'POST', `${ADMIN_KYC}/${requestId}/${action}`, { token: admin.token, body: action === 'reject' ? { reason: 'x' } : undefined });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('KYC_REQUEST_DECIDED');
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('reject: the user reads the reason in GET /user and a notification, may send again, and the earlier request shows in the next one', async () => {
    const { user, requestId } = await pendingRequest(app, ctx);
    const res = await call(app, 'POST', `${ADMIN_KYC}/${requestId}/reject`, { token: admin.token, body: { reason: '  The back of the ID is unreadable ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'rejected', reason: 'The back of the ID is unreadable' }, message: 'The identity verification has been rejected' });
    expect((await call(app, 'GET', USER, { token: user.token })).json().data).toMatchObject({
      kycStatus: 'rejected',
      isKycVerified: false,
      kycReason: 'The back of the ID is unreadable',
    });
    const note = (await call(app, 'GET', '/api/user/user/notification-list', { token: user.token })).json().data.items.find((n: { code: string }) => n.code === 'NOTIFY_KYC_REJECTED');
    expect(note.message).toBe('Your identity verification was rejected: The back of the ID is unreadable. You can send it again.');
    expect(await auditOf(requestId)).toContainEqual({
      admin_id: admin.id,
      action: 'kyc_request.rejected',
      details: { userId: user.id, reason: 'The back of the ID is unreadable' },
    });

    const { nonce, challenges } = await startCheck(app, user.token);
    const again = await submitKyc(app, user.token, await kycForm('iraqi_id', nonce, challenges));
    expect(again.statusCode).toBe(201);
    expect((await call(app, 'GET', USER, { token: user.token })).json().data).toMatchObject({ kycStatus: 'pending', kycReason: null });
    const next = await detail(again.json().data.id);
    expect(next.previous).toEqual([{ id: requestId, status: 'rejected', reason: 'The back of the ID is unreadable', createdAt: expect.any(String) }]);
  });

  it('the decision e-mail follows the user’s preferences and language', async () => {
    const { user, requestId } = await pendingRequest(app, ctx);
    await call(app, 'POST', '/api/user/user/update', { token: user.token, body: { language: 'kr' } });
    const mails = () => ctx.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', user.email).orderBy('id').execute();
    const before = (await mails()).length;
    await call(app, 'POST', `${ADMIN_KYC}/${requestId}/reject`, { token: admin.token, body: { reason: 'Blurred' } });
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(messageText('kr', 'NOTIFICATION_EMAIL_SUBJECT', { type: messageText('kr', 'NOTIFICATION_TYPE_ACCOUNT_UPDATE') }));
    expect(sent[0]!.subject).toMatch(/^سەهم: /);
    expect(sent[0]!.body).toContain(messageText('kr', 'NOTIFY_KYC_REJECTED', { reason: 'Blurred' }));
    expect(sent[0]!.body).toContain('پشتڕاستکردنەوەی ناسنامەکەت ڕەتکرایەوە: Blurred');

    // With account updates switched off, the notification is kept but nothing is e-mailed.
    const quiet = await pendingRequest(app, ctx);
    await call(app, 'POST', '/api/user/user/update', { token: quiet.user.token, body: { notificationPreferences: { accountUpdates: false } } });
    const count = async () => (await ctx.db.selectFrom('outbox_messages').select('id').where('recipient', '=', quiet.user.email).execute()).length;
    const n = await count();
    await call(app, 'POST', `${ADMIN_KYC}/${quiet.requestId}/approve`, { token: admin.token });
    expect(await count()).toBe(n);
    const stored = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', quiet.user.id).execute();
    expect(stored.map((r) => r.code)).toContain('NOTIFY_KYC_APPROVED');
  });

  it('reject needs a reason; bad input changes nothing', async () => {
    const { requestId } = await pendingRequest(app, ctx);
    const before = await snapshot(ctx);
    for (const [body, code] of [
      [{}, 'REQUIRED'],
      [{ reason: '   ' }, 'REQUIRED'],
      [{ reason: 'x'.repeat(501) }, 'TOO_LONG'],
      [{ reason: 42 }, 'INVALID_TYPE'],
      [{ reason: 'ok', status: 'verified' }, 'UNKNOWN_FIELD'],
    ] as const) {
      const res = await call(app, 'POST', `${ADMIN_KYC}/${requestId}/reject`, { token: admin.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
    }
    expect(await snapshot(ctx)).toEqual(before);
    expect(await auditOf(requestId)).toEqual([]);
  });

  it('no admin decides their own request (403); an unknown request is 404', async () => {
    const self = await applicant(app, ctx);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', self.id).execute();
    const { nonce, challenges } = await startCheck(app, self.token);
    const own = (await submitKyc(app, self.token, await kycForm('passport', nonce, challenges))).json().data.id;
    const before = await snapshot(ctx);
    for (const action of ['approve', 'reject']) {
      const res = await call(app, 'POST', `${ADMIN_KYC}/${own}/${action}`, { token: self.token, body: action === 'reject' ? { reason: 'mine' } : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('KYC_OWN_REQUEST');
      const missing = await call(app, 'POST', `${ADMIN_KYC}/${crypto.randomUUID()}/${action}`, { token: admin.token, body: action === 'reject' ? { reason: 'x' } : undefined });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('KYC_REQUEST_NOT_FOUND');
    }
    expect(await snapshot(ctx)).toEqual(before);
    // Another admin may.
    expect((await call(app, 'POST', `${ADMIN_KYC}/${own}/approve`, { token: admin.token })).statusCode).toBe(200);
  });

  it('two admins deciding at once: one wins, the other gets 409', async () => {
    const { user, requestId } = await pendingRequest(app, ctx);
    const [x, y] = await Promise.all([
      call(app, 'POST', `${ADMIN_KYC}/${requestId}/approve`, { token: admin.token }),
      call(app, 'POST', `${ADMIN_KYC}/${requestId}/reject`, { token: otherAdmin.token, body: { reason: 'No' } }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const status = (await call(app, 'GET', USER, { token: user.token })).json().data.kycStatus;
    expect(status).toBe(x.statusCode === 200 ? 'verified' : 'rejected');
    const notes = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', user.id).where('code', 'like', 'NOTIFY_KYC%').execute();
    expect(notes).toHaveLength(1);
  });
});

describe('the admin routes refuse everyone but admins', () => {
  it('guest 401 and investor 403 on every route, before anything happens', async () => {
    const { requestId } = await pendingRequest(app, ctx);
    const [img] = (await detail(requestId)).images;
    const before = await snapshot(ctx);
    const audit = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', ADMIN_KYC],
      ['GET', `${ADMIN_KYC}/${requestId}`],
      ['GET', img.url],
      ['POST', `${ADMIN_KYC}/${requestId}/approve`],
      ['POST', `${ADMIN_KYC}/${requestId}/reject`, { reason: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      const guest = await call(app, method, url, { body });
      expect(guest.statusCode, `guest ${url}`).toBe(401);
      expect(guest.json().code).toBe('SESSION_EXPIRED');
      const asInvestor = await call(app, method, url, { token: investor.token, body });
      expect(asInvestor.statusCode, `investor ${url}`).toBe(403);
      expect(asInvestor.json().code).toBe('FORBIDDEN');
    }
    expect(await snapshot(ctx)).toEqual(before);
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(audit);
  });
});
