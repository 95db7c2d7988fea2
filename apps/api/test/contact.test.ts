import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../src/contact/service';
import { call, createTestApp, registerUser, snapshot } from './helpers';

const { app, ctx } = await createTestApp();
// Low per-address limit so throttling shows within a test.
const limited = await createTestApp({ rateLimits: { auth: 3, codes: 1000, windowMs: 60_000 } });

const CONTACT = '/api/auth/contact-email';
const valid = { name: 'Karwan Ali', email: 'Karwan@Example.com', message: 'I would like to know more about the Erbil towers.' };

const supportMail = () =>
  ctx.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', SUPPORT_EMAIL).orderBy('id', 'desc').execute();

describe('POST /auth/contact-email', () => {
  it('stores the message, e-mails support, and answers with the spec’s message', async () => {
    const sentBefore = (await supportMail()).length;
    const res = await call(app, 'POST', CONTACT, { body: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: expect.any(String) }, message: 'Thank you! Your message has been sent.' });
    const row = await ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Karwan Ali', email: 'Karwan@Example.com', message: valid.message, user_id: null });
    const mail = await supportMail();
    expect(mail).toHaveLength(sentBefore + 1);
    expect(mail[0]!.subject).toBe('Contact form: Karwan Ali');
    expect(mail[0]!.body).toContain(valid.message);
    expect(mail[0]!.body).toContain('Karwan Ali <Karwan@Example.com>');
    expect(mail[0]!.body).toContain(row.id);
  });

  it('links the message to the account when a valid token is sent, and ignores a stale one', async () => {
    const u = await registerUser(app, ctx);
    const signed = await call(app, 'POST', CONTACT, { body: valid, token: u.token });
    expect(signed.statusCode).toBe(200);
    const stale = await call(app, 'POST', CONTACT, { body: valid, token: 'z'.repeat(43) });
    expect(stale.statusCode).toBe(200);
    const rows = await ctx.db
      .selectFrom('contact_messages')
      .select(['id', 'user_id'])
      .where('id', 'in', [signed.json().data.id, stale.json().data.id])
      .execute();
    expect(rows.find((r) => r.id === signed.json().data.id)!.user_id).toBe(u.id);
    expect(rows.find((r) => r.id === stale.json().data.id)!.user_id).toBeNull();
  });

  it('keeps a subject on one line whatever the name contains', async () => {
    const res = await call(app, 'POST', CONTACT, { body: { ...valid, name: 'Evil\r\nBcc: all@example.com' } });
    expect(res.statusCode).toBe(200);
    expect((await supportMail())[0]!.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    [{ email: valid.email, message: valid.message }, 'name', 'REQUIRED', 'this field is required'],
    [{ name: valid.name, message: valid.message }, 'email', 'REQUIRED', 'this field is required'],
    [{ name: valid.name, email: valid.email }, 'message', 'REQUIRED', 'this field is required'],
    [{ ...valid, name: '   ' }, 'name', 'REQUIRED', 'this field is required'],
    [{ ...valid, message: '' }, 'message', 'REQUIRED', 'this field is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'EMAIL_INVALID', 'Please enter valid email'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'TOO_LONG', 'This value is too long.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'TOO_LONG', 'This value is too long.'],
    [{ ...valid, name: 7 }, 'name', 'INVALID_TYPE', 'This value has the wrong type.'],
    [{ ...valid, phone: '123' }, 'phone', 'UNKNOWN_FIELD', 'This field is not allowed.'],
  ])('refuses %j (%s) and changes nothing', async (body, field, code, message) => {
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', CONTACT, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('reports every missing field at once', async () => {
    const res = await call(app, 'POST', CONTACT, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'message', 'name']);
    expect(res.json().errors.every((e: { message: string }) => e.message === 'this field is required')).toBe(true);
  });

  it('localizes success and errors (Accept-Language: ar)', async () => {
    const bad = await call(app, 'POST', CONTACT, { body: { ...valid, email: 'nope' }, lang: 'ar' });
    expect(bad.json().code).toBe('EMAIL_INVALID');
    expect(bad.json().message).not.toBe('Please enter valid email');
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
    const good = await call(app, 'POST', CONTACT, { body: valid, lang: 'ar' });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('when the e-mail fails: 502 with the spec’s message, and the message is kept for the operator', async () => {
    const spy = vi.spyOn(ctx.messenger, 'sendEmail').mockRejectedValueOnce(new Error('mail gateway down'));
    try {
      const res = await call(app, 'POST', CONTACT, { body: { ...valid, message: 'Please call me back about my deposit.' } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: 'CONTACT_FAILED', message: 'Failed to send email, please try again later' });
      expect(spy).toHaveBeenCalledWith(SUPPORT_EMAIL, expect.any(String), expect.stringContaining('Please call me back'));
    } finally {
      spy.mockRestore();
    }
    const kept = await ctx.db.selectFrom('contact_messages').select('id').where('message', '=', 'Please call me back about my deposit.').execute();
    expect(kept).toHaveLength(1);
  });

  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(limited.app, 'POST', CONTACT, { body: valid })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await call(limited.app, 'POST', CONTACT, { body: valid });
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
