import { messageText } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, lastCode, registerUser, snapshot } from './helpers';
import { upload } from './multipart-helpers';

/**
 * Security settings ask for the password (decisions.md §13), the e-mail
 * change proves the new address, and notification preferences decide what
 * goes out by e-mail and SMS (security codes and notices always do).
 */
const { app, ctx } = await createTestApp({ phoneResendSeconds: 0 });

const USER = '/api/user/user';
const UPDATE = '/api/user/user/update';
const CHANGE_EMAIL = '/api/user/user/change-email';
const VERIFY_EMAIL_CHANGE = '/api/user/user/verify-email-change';
const SEND = '/api/auth/send-verify-number';
const VERIFY = '/api/auth/verify-number';
const REMOVE = '/api/auth/remove-number';

const outbox = (to: string) => ctx.db.selectFrom('outbox_messages').select(['channel', 'subject', 'body']).where('recipient', '=', to).orderBy('id').execute();
/** What was sent to an address while `run` ran. */
async function sentDuring(to: string, run: () => Promise<unknown>) {
  const before = (await outbox(to)).length;
  await run();
  return (await outbox(to)).slice(before);
}
const securitySubject = messageText('en', 'SECURITY_NOTICE_SUBJECT');

let numberCounter = 0;
function freshNumber() {
  numberCounter += 1;
  const national = `751${String(Date.now() % 10_000).padStart(4, '0')}${String(numberCounter).padStart(3, '0')}`;
  return { countryCode: '+964', mobileNumber: national, e164: `+964${national}` };
}

async function withPhone() {
  const u = await registerUser(app, ctx);
  const n = freshNumber();
  await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
  const res = await call(app, 'POST', VERIFY, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: await lastCode(ctx, n.e164) } });
  expect(res.statusCode).toBe(200);
  return { ...u, ...n };
}

describe('changing the two-step method asks for the password', () => {
  it('a stolen session cannot turn two-step sign-in off with one call', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'none' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_CONFIRM_REQUIRED',
      message: 'Please enter your password to change this setting',
      errors: [{ field: 'password', code: 'PASSWORD_CONFIRM_REQUIRED' }],
    });
    const wrong = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'none', password: 'Guess1234' }, lang: 'bh' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT', errors: [{ field: 'password', code: 'PASSWORD_INCORRECT' }] });
    expect(wrong.json().message).toMatch(/[\u0600-\u06FF]/);
    // Nor through the multipart form.
    const form = await upload(app, UPDATE, u.token, [{ name: 'twoFactor', value: 'none' }]);
    expect(form.json().code).toBe('PASSWORD_CONFIRM_REQUIRED');
    expect(await snapshot(ctx)).toEqual(before);
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.twoFactor).toBe('email');
  });

  it('with the password the method changes, and a security notice is e-mailed even with e-mail notifications off', async () => {
    const u = await registerUser(app, ctx);
    await call(app, 'POST', UPDATE, { token: u.token, body: { notificationPreferences: { email: false } } });
    const sent = await sentDuring(u.email, async () => {
      const res = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'email', password: u.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ twoFactor: 'email', _2FA: { withEmail: true, withPhone: false } });
    });
    expect(sent).toEqual([{ channel: 'email', subject: securitySubject, body: messageText('en', 'SECURITY_TWO_FACTOR_EMAIL') }]);
    // Sign-in now asks for a code.
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(login.json().data).toMatchObject({ token: null, _2FA: { withEmail: true } });
  });

  it('re-sending the current method, or other fields, needs no password', async () => {
    const u = await registerUser(app, ctx);
    const res = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'none', city: 'Erbil' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ twoFactor: 'none', city: 'Erbil' });
  });
});

describe('POST /user/user/update language', () => {
  it('stores the language of e-mails and SMS and refuses others', async () => {
    const u = await registerUser(app, ctx);
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.language).toBe('en');
    const res = await call(app, 'POST', UPDATE, { token: u.token, body: { language: 'bh' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('bh');
    const before = await snapshot(ctx);
    const bad = await call(app, 'POST', UPDATE, { token: u.token, body: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'language', code: 'INVALID_TYPE' }));
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('changing the e-mail', () => {
  it('asks for the password, proves the new address with a code, then switches and tells the old address', async () => {
    const u = await registerUser(app, ctx);
    const next = `moved-${Date.now()}@example.com`;
    const notices = await sentDuring(u.email, async () => {
      const res = await call(app, 'POST', CHANGE_EMAIL, { token: u.token, body: { email: ` ${next.toUpperCase()} `, password: u.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { email: next, expiresInSeconds: 600 }, message: 'We sent a code to your new email address' });
    });
    expect(notices).toEqual([{ channel: 'email', subject: securitySubject, body: messageText('en', 'SECURITY_EMAIL_CHANGE_REQUESTED', { email: next }) }]);
    // Nothing changed yet.
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.email).toBe(u.email);

    const code = await lastCode(ctx, next);
    const wrong = await call(app, 'POST', VERIFY_EMAIL_CHANGE, { token: u.token, body: { verifyCode: code === '000000' ? '111111' : '000000' } });
    expect(wrong.json().code).toBe('OTP_INVALID');

    const told = await sentDuring(u.email, async () => {
      const res = await call(app, 'POST', VERIFY_EMAIL_CHANGE, { token: u.token, body: { verifyCode: code } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { email: next, isEmailVerified: true }, message: 'Your email address has been changed' });
    });
    expect(told).toContainEqual({ channel: 'email', subject: securitySubject, body: messageText('en', 'SECURITY_EMAIL_CHANGED', { email: next }) });
    const notes = await ctx.db.selectFrom('notifications').select(['code', 'params']).where('user_id', '=', u.id).execute();
    expect(notes).toContainEqual({ code: 'NOTIFY_EMAIL_CHANGED', params: { email: next } });

    // The code is single use; the new address signs in, the old one no longer does.
    expect((await call(app, 'POST', VERIFY_EMAIL_CHANGE, { token: u.token, body: { verifyCode: code } })).json().code).toBe('OTP_INVALID');
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: next, password: u.password } })).json().data.token).toEqual(expect.any(String));
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).statusCode).toBe(400);
  });

  it.each([
    ['no password', () => ({ email: 'new-address@example.com' }), 400, 'PASSWORD_CONFIRM_REQUIRED'],
    ['a wrong password', () => ({ email: 'new-address@example.com', password: 'Wrong1234' }), 400, 'PASSWORD_INCORRECT'],
    ['the same address', (u: { email: string; password: string }) => ({ email: u.email, password: u.password }), 400, 'EMAIL_SAME'],
    ['a malformed address', (u: { password: string }) => ({ email: 'not-an-email', password: u.password }), 400, 'EMAIL_INVALID'],
    ['an unknown field', (u: { password: string }) => ({ email: 'a@example.com', password: u.password, role: 'admin' }), 400, 'UNKNOWN_FIELD'],
  ] as const)('refuses %s, changing nothing', async (_name, body, status, code) => {
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', CHANGE_EMAIL, { token: u.token, body: body(u as never) });
    expect(res.statusCode).toBe(status);
    expect([res.json().code, ...(res.json().errors ?? []).map((e: { code: string }) => e.code)]).toContain(code);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses an address another account has (409), and a code with no change started', async () => {
    const u = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const taken = await call(app, 'POST', CHANGE_EMAIL, { token: u.token, body: { email: other.email, password: u.password } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const none = await call(app, 'POST', VERIFY_EMAIL_CHANGE, { token: u.token, body: { verifyCode: '123456' } });
    expect(none.json().code).toBe('OTP_INVALID');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('401 without a session', async () => {
    expect((await call(app, 'POST', CHANGE_EMAIL, { body: { email: 'a@example.com', password: 'x' } })).statusCode).toBe(401);
    expect((await call(app, 'POST', VERIFY_EMAIL_CHANGE, { body: { verifyCode: '123456' } })).statusCode).toBe(401);
  });
});

describe('changing the phone asks for the password', () => {
  it('a first number needs none; replacing a verified one does, and the owner is told', async () => {
    const u = await withPhone();
    const n = freshNumber();
    const before = await snapshot(ctx);
    const without = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('PASSWORD_CONFIRM_REQUIRED');
    const wrong = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, password: 'Wrong1234' } });
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    expect(await snapshot(ctx)).toEqual(before);
    // Re-sending to the number already verified is no change.
    expect((await call(app, 'POST', SEND, { token: u.token, body: { countryCode: u.countryCode, mobileNumber: u.mobileNumber } })).statusCode).toBe(200);

    expect((await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, password: u.password } })).statusCode).toBe(200);
    const notice = await sentDuring(u.email, async () => {
      const res = await call(app, 'POST', VERIFY, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: await lastCode(ctx, n.e164) } });
      expect(res.statusCode).toBe(200);
    });
    expect(notice).toContainEqual({ channel: 'email', subject: securitySubject, body: messageText('en', 'SECURITY_PHONE_CHANGED') });
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.mobile).toEqual({ countryCode: '+964', mobileNumber: n.mobileNumber, verified: true });
  });

  it('removing the number (and with it mobile two-step sign-in) needs the password', async () => {
    const u = await withPhone();
    expect((await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'mobile', password: u.password } })).statusCode).toBe(200);
    const before = await snapshot(ctx);
    for (const body of [undefined, {}, { password: 'Wrong1234' }]) {
      const res = await call(app, 'POST', REMOVE, { token: u.token, body });
      expect(res.statusCode).toBe(400);
      expect(['PASSWORD_CONFIRM_REQUIRED', 'PASSWORD_INCORRECT']).toContain(res.json().code);
    }
    expect(await snapshot(ctx)).toEqual(before);
    const notice = await sentDuring(u.email, async () => {
      expect((await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password } })).statusCode).toBe(200);
    });
    expect(notice).toContainEqual({ channel: 'email', subject: securitySubject, body: messageText('en', 'SECURITY_PHONE_REMOVED') });
    expect((await call(app, 'GET', USER, { token: u.token })).json().data).toMatchObject({ twoFactor: 'none', isPhoneVerified: false });
  });
});

describe('notification preferences decide what is sent by e-mail and SMS', () => {
  it('by default a notification is e-mailed (never texted), in the user’s language', async () => {
    const u = await withPhone();
    const mail = await sentDuring(u.email, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Erbil' } }));
    expect(mail).toEqual([
      {
        channel: 'email',
        subject: 'Sahm: Account updates',
        body: `Profile details updated successfully\n\n${messageText('en', 'EMAIL_PREFERENCES_FOOTER')}`,
      },
    ]);
    expect(await sentDuring(u.e164, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Duhok' } }))).toEqual([]);

    await call(app, 'POST', UPDATE, { token: u.token, body: { language: 'ar' } });
    const arabic = await sentDuring(u.email, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Basra' } }));
    expect(arabic[0]!.subject).toBe(`سهم: ${messageText('ar', 'NOTIFICATION_TYPE_ACCOUNT_UPDATE')}`);
    expect(arabic[0]!.body).toContain(messageText('ar', 'PROFILE_UPDATED'));
  });

  it('sms on sends a copy to the verified phone; e-mail off stops the e-mail; the notification is always kept', async () => {
    const u = await withPhone();
    await call(app, 'POST', UPDATE, { token: u.token, body: { notificationPreferences: { sms: true, email: false } } });
    const texts = await sentDuring(u.e164, async () => {
      const mails = await sentDuring(u.email, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Erbil' } }));
      expect(mails).toEqual([]);
    });
    expect(texts).toEqual([{ channel: 'sms', subject: null, body: 'Sahm: Profile details updated successfully' }]);
    const kept = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', u.id).where('code', '=', 'PROFILE_UPDATED').execute();
    expect(kept.length).toBeGreaterThan(0);
  });

  it('a kind switched off sends nothing of that kind, but security codes and notices still go out', async () => {
    const u = await registerUser(app, ctx);
    await call(app, 'POST', UPDATE, { token: u.token, body: { notificationPreferences: { accountUpdates: false, sms: true } } });
    expect(await sentDuring(u.email, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Erbil' } }))).toEqual([]);
    // A security notice, then a sign-in code.
    const security = await sentDuring(u.email, () => call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'email', password: u.password } }));
    expect(security.map((m) => m.subject)).toEqual([securitySubject]);
    const codes = await sentDuring(u.email, () => call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } }));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.body).toMatch(/\b\d{6}\b/);
  });

  it('SMS never goes to an unverified number', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    await call(app, 'POST', UPDATE, { token: u.token, body: { notificationPreferences: { sms: true } } });
    expect(await sentDuring(n.e164, () => call(app, 'POST', UPDATE, { token: u.token, body: { city: 'Erbil' } }))).toEqual([]);
  });
});
