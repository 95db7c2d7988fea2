import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { adminSnapshot } from './admin-helpers';
import { registeredRoutes } from './fixtures/routes';
import { call, createTestApp, registerUser } from './helpers';
import { creditWallet, expectInvariants } from './money-helpers';
import { solid, upload } from './multipart-helpers';
import { makeAdmin } from './wallet-helpers';

/**
 * Every call under /api/admin, found at run time (so calls added later, by
 * any area, are covered): 401 for a guest, 403 for an investor, before
 * anything is read or changed. And every action of the console writes its
 * audit entry, checked call by call.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sahm-admin-gate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, ctx } = await createTestApp({ dataDir });
afterEach(() => expectInvariants(ctx));
const admin = await makeAdmin(app, ctx);
const otherAdmin = await makeAdmin(app, ctx);
const investor = await registerUser(app, ctx);

const adminRoutes = registeredRoutes(app).filter((r) => r.path.startsWith('/api/admin/'));
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('every admin call refuses guests and investors, changing nothing', () => {
  it('found the console’s calls', () => {
    const found = adminRoutes.map(key);
    for (const expected of [
      'GET /api/admin/summary',
      'GET /api/admin/withdrawals',
      'POST /api/admin/users/:id/cash-deposit',
      'GET /api/admin/cash-deposits',
      'POST /api/admin/cash-deposits/:id/approve',
      'GET /api/admin/users',
      'POST /api/admin/users/:id/disable',
      'GET /api/admin/properties',
      'PATCH /api/admin/properties/:id',
      'DELETE /api/admin/properties/:id/images/:file',
      'GET /api/admin/contact-messages',
      'GET /api/admin/audit-log',
    ]) {
      expect(found).toContain(expected);
    }
  });

  it.each(adminRoutes.map((r) => [key(r), r] as const))('%s', async (_name, route) => {
    const url = route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'file' ? 'x.webp' : crypto.randomUUID()));
    const method = route.method as 'GET';
    const body = method === 'GET' || method === ('DELETE' as string) ? undefined : { reason: 'x', amount: 50_000, branch: 'x', files: [] };
    const before = await adminSnapshot(ctx);
    const guest = await call(app, method, url, { body });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session expired! please login again' });
    const refused = await call(app, method, url, { body, token: investor.token, lang: 'ar' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await adminSnapshot(ctx)).toEqual(before);
  });
});

/** Calls of other areas under /api/admin, audited and tested there (identity's queue, the rent area's runs and valuations). */
const otherAreas = /^\/api\/admin\/(kyc-requests|kyc-images|rent-runs)|\/valuation$/;

async function property() {
  const res = await call(app, 'POST', '/api/admin/properties', {
    token: admin.token,
    body: { name: { en: `Audit ${crypto.randomUUID()}` }, city: { en: 'Erbil' }, propertyType: 'commercial', totalTokens: 1000, valuation: 100_000_000, propertyValue: 90_000_000, areaSqm: 100 },
  });
  return res.json().data.id as string;
}
async function propertyWithImages() {
  const id = await property();
  const part = async () => ({ name: 'images', filename: 'a.png', contentType: 'image/png', data: await solid('png', 40, 30) });
  const res = await upload(app, `/api/admin/properties/${id}/images`, admin.token, [await part(), await part()]);
  return { id, files: res.json().data.images.map((i: { file: string }) => i.file) as string[] };
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
async function propertyWithDocuments() {
  const id = await property();
  for (const title of ['A', 'B']) {
    await upload(app, `/api/admin/properties/${id}/documents`, admin.token, [
      { name: 'document', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
      { name: 'titleEn', value: title },
    ]);
  }
  const docs = (await call(app, 'GET', `/api/admin/properties/${id}`, { token: admin.token })).json().data.documents as Array<{ file: string }>;
  return { id, files: docs.map((d) => d.file) };
}
async function pendingWithdrawal() {
  const u = await registerUser(app, ctx);
  await creditWallet(ctx, u.id, 100_000);
  return (await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 50_000 } })).json().data.requestId as string;
}
async function pendingCash() {
  const u = await registerUser(app, ctx);
  return (await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: otherAdmin.token, body: { amount: 2_000_000, branch: 'Erbil' } })).json().data.requestId as string;
}

type Audited = { call: () => Promise<{ statusCode: number; body: string }>; action: string };

/** One valid call per audited admin action. */
const audited: Record<string, () => Promise<Audited>> = {
  'POST /api/admin/withdrawals/:id/paid': async () => {
    const id = await pendingWithdrawal();
    return { call: () => call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, { token: admin.token, body: { branch: 'Erbil' } }), action: 'withdrawal.paid' };
  },
  'POST /api/admin/withdrawals/:id/reject': async () => {
    const id = await pendingWithdrawal();
    return { call: () => call(app, 'POST', `/api/admin/withdrawals/${id}/reject`, { token: admin.token, body: { reason: 'x' } }), action: 'withdrawal.rejected' };
  },
  'POST /api/admin/users/:id/cash-deposit': async () => {
    const u = await registerUser(app, ctx);
    return { call: () => call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 20_000, branch: 'x' } }), action: 'user.cash_deposit' };
  },
  'POST /api/admin/cash-deposits/:id/approve': async () => {
    const id = await pendingCash();
    return { call: () => call(app, 'POST', `/api/admin/cash-deposits/${id}/approve`, { token: admin.token }), action: 'cash_deposit.approved' };
  },
  'POST /api/admin/cash-deposits/:id/reject': async () => {
    const id = await pendingCash();
    return { call: () => call(app, 'POST', `/api/admin/cash-deposits/${id}/reject`, { token: admin.token, body: { reason: 'x' } }), action: 'cash_deposit.rejected' };
  },
  'GET /api/admin/users': async () => ({ call: () => call(app, 'GET', '/api/admin/users?search=someone', { token: admin.token }), action: 'users.searched' }),
  'GET /api/admin/users/:id': async () => ({ call: () => call(app, 'GET', `/api/admin/users/${investor.id}`, { token: admin.token }), action: 'user.viewed' }),
  'GET /api/admin/users/:id/transactions': async () => ({
    call: () => call(app, 'GET', `/api/admin/users/${investor.id}/transactions`, { token: admin.token }),
    action: 'user.history_viewed',
  }),
  'POST /api/admin/users/:id/disable': async () => {
    const u = await registerUser(app, ctx);
    return { call: () => call(app, 'POST', `/api/admin/users/${u.id}/disable`, { token: admin.token, body: { reason: 'x' } }), action: 'user.disabled' };
  },
  'POST /api/admin/users/:id/enable': async () => {
    const u = await registerUser(app, ctx);
    await call(app, 'POST', `/api/admin/users/${u.id}/disable`, { token: otherAdmin.token, body: { reason: 'x' } });
    return { call: () => call(app, 'POST', `/api/admin/users/${u.id}/enable`, { token: admin.token }), action: 'user.enabled' };
  },
  'POST /api/admin/properties': async () => ({
    call: () =>
      call(app, 'POST', '/api/admin/properties', {
        token: admin.token,
        body: { name: { en: 'Audited' }, city: { en: 'Duhok' }, propertyType: 'land', totalTokens: 10, valuation: 1_000_000, propertyValue: 1_000_000, areaSqm: 10 },
      }),
    action: 'property.created',
  }),
  'PATCH /api/admin/properties/:id': async () => {
    const id = await property();
    return { call: () => call(app, 'PATCH', `/api/admin/properties/${id}`, { token: admin.token, body: { isLocked: false } }), action: 'property.updated' };
  },
  'POST /api/admin/properties/:id/images': async () => {
    const id = await property();
    const data = await solid('png', 40, 30);
    return { call: () => upload(app, `/api/admin/properties/${id}/images`, admin.token, [{ name: 'images', filename: 'a.png', contentType: 'image/png', data }]), action: 'property.images_added' };
  },
  'PUT /api/admin/properties/:id/images/order': async () => {
    const { id, files } = await propertyWithImages();
    return { call: () => call(app, 'PUT', `/api/admin/properties/${id}/images/order`, { token: admin.token, body: { files: [...files].reverse() } }), action: 'property.images_ordered' };
  },
  'DELETE /api/admin/properties/:id/images/:file': async () => {
    const { id, files } = await propertyWithImages();
    return { call: () => call(app, 'DELETE', `/api/admin/properties/${id}/images/${files[0]}`, { token: admin.token }), action: 'property.image_removed' };
  },
  'POST /api/admin/properties/:id/documents': async () => {
    const id = await property();
    return {
      call: () =>
        upload(app, `/api/admin/properties/${id}/documents`, admin.token, [
          { name: 'document', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
          { name: 'titleEn', value: 'Deed' },
        ]),
      action: 'property.document_added',
    };
  },
  'PUT /api/admin/properties/:id/documents/order': async () => {
    const { id, files } = await propertyWithDocuments();
    return {
      call: () => call(app, 'PUT', `/api/admin/properties/${id}/documents/order`, { token: admin.token, body: { files: [...files].reverse() } }),
      action: 'property.documents_ordered',
    };
  },
  'DELETE /api/admin/properties/:id/documents/:file': async () => {
    const { id, files } = await propertyWithDocuments();
    return { call: () => call(app, 'DELETE', `/api/admin/properties/${id}/documents/${files[0]}`, { token: admin.token }), action: 'property.document_removed' };
  },
  'POST /api/admin/contact-messages/:id/handled': async () => {
    const { id } = (await call(app, 'POST', '/api/auth/contact-email', { body: { name: 'A', email: 'a@example.com', message: 'Hi' } })).json().data;
    return { call: () => call(app, 'POST', `/api/admin/contact-messages/${id}/handled`, { token: admin.token }), action: 'contact_message.handled' };
  },
};

describe('every admin action writes its audit entry', () => {
  it('covers every call that changes something', () => {
    const writes = adminRoutes.filter((r) => r.method !== 'GET' && !otherAreas.test(r.path)).map(key);
    expect(writes.filter((w) => !(w in audited))).toEqual([]);
  });

  it.each(Object.keys(audited))('%s', async (name) => {
    const { call: act, action } = await audited[name]!();
    const last = (await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
    const res = await act();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const written = await ctx.db.selectFrom('audit_log').selectAll().where('id', '>', Number(last)).execute();
    expect(written).toEqual([expect.objectContaining({ admin_id: admin.id, action })]);
  });
});
