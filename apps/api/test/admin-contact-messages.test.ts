import { describe, expect, it } from 'vitest';
import { adminSnapshot, auditOf } from './admin-helpers';
import { call, createTestApp, registerUser } from './helpers';
import { captureAdminNotices, makeAdmin } from './wallet-helpers';

/** The console's contact inbox (decisions.md §9): the contact form's messages, live, marked handled once. */
const { app, ctx } = await createTestApp();
const notices = captureAdminNotices(ctx);
const admin = await makeAdmin(app, ctx);

const send = (body: Record<string, string>, token?: string) => call(app, 'POST', '/api/auth/contact-email', { body, token });
const list = (q = '') => call(app, 'GET', `/api/admin/contact-messages${q}`, { token: admin.token });
const handle = (id: string, token = admin.token) => call(app, 'POST', `/api/admin/contact-messages/${id}/handled`, { token });

describe('the contact inbox', () => {
  it('a new message reaches the admin room and the inbox, newest first, with the account it came from', async () => {
    const u = await registerUser(app, ctx);
    const guest = await send({ name: 'Guest Person', email: 'guest@example.com', message: 'Do you have offices in Basra?' });
    const signed = await send({ name: 'Signed In', email: u.email, message: 'My deposit is late.' }, u.token);
    expect(notices).toContainEqual({ event: 'contact-message', payload: { id: guest.json().data.id, name: 'Guest Person', email: 'guest@example.com', createdAt: expect.any(String) } });

    const res = await list('?status=unhandled');
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json().data.items;
    expect(newest).toEqual({
      id: signed.json().data.id,
      name: 'Signed In',
      email: u.email,
      message: 'My deposit is late.',
      user: { id: u.id, email: u.email, username: u.name },
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
    });
    expect(older).toMatchObject({ id: guest.json().data.id, user: null });
  });

  it('marking handled is audited, told to the admin room, counted, and happens once', async () => {
    const { id } = (await send({ name: 'Rawa', email: 'rawa@example.com', message: 'Hello' })).json().data;
    const summary = async () => (await call(app, 'GET', '/api/admin/summary', { token: admin.token })).json().data.unhandledContactMessages as number;
    const before = await summary();
    const res = await handle(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The message has been marked as handled', data: { id, handledAt: expect.any(String), handledBy: { id: admin.id, email: admin.email } } });
    expect(await summary()).toBe(before - 1);
    expect(await auditOf(ctx, id)).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'contact_message.handled', target_type: 'contact_message' })]);
    expect(notices).toContainEqual({ event: 'contact-message-handled', payload: { id } });

    const handled = (await list('?status=handled&limit=100')).json().data.items.map((m: { id: string }) => m.id);
    expect(handled).toContain(id);
    expect((await list('?status=unhandled&limit=100')).json().data.items.map((m: { id: string }) => m.id)).not.toContain(id);

    const snap = await adminSnapshot(ctx);
    const again = await handle(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTACT_MESSAGE_ALREADY_HANDLED', message: 'This message has already been handled' });
    expect((await handle(crypto.randomUUID())).json().code).toBe('CONTACT_MESSAGE_NOT_FOUND');
    expect((await handle('x')).statusCode).toBe(404);
    expect(await adminSnapshot(ctx)).toEqual(snap);
  });

  it('pages through every message', async () => {
    for (let i = 0; i < 5; i++) await send({ name: `Sender ${i}`, email: `s${i}@example.com`, message: `Message ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json(): { data: { items: Array<{ id: string }>; nextCursor: string | null } } } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.json().data.items.map((m) => m.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    const all = await ctx.db.selectFrom('contact_messages').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(seen).toEqual(all.map((r) => r.id));
    for (const q of ['?status=read', '?limit=0', '?cursor=abc', '?x=1']) expect((await list(q)).statusCode, q).toBe(400);
  });
});
