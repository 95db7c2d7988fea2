import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/context';
import { call, createTestApp, lastCode, registerUser, snapshot } from './helpers';

const { app, ctx } = await createTestApp();
// No resend window here, so the daily limit can be walked through quickly.
const quick = await createTestApp({ phoneResendSeconds: 0 });
// Low per-user rate limit.
const limited = await createTestApp({ rateLimits: { auth: 1000, codes: 3, windowMs: 60_000 } });

const SEND = '/api/auth/send-verify-number';
const VERIFY = '/api/auth/verify-number';
const REMOVE = '/api/auth/remove-number';
const USER = '/api/user/user';
const UPDATE = '/api/user/user/update';

let numberCounter = 0;
/** A fresh Iraqi mobile number per call, so tests never share one. */
function freshNumber() {
  numberCounter += 1;
  const national = `750${String(Date.now() % 10_000).padStart(4, '0')}${String(numberCounter).padStart(3, '0')}`;
  return { countryCode: '+964', mobileNumber: national, e164: `+964${national}` };
}

const smsCount = async (c: AppContext, to: string) =>
  (await c.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').where('recipient', '=', to).execute()).length;

async function verifiedUser(t = { app, ctx }) {
  const u = await registerUser(t.app, t.ctx);
  const n = freshNumber();
  const sent = await call(t.app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
  expect(sent.statusCode).toBe(200);
  const res = await call(t.app, 'POST', VERIFY, {
    token: u.token,
    body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: await lastCode(t.ctx, n.e164) },
  });
  expect(res.statusCode).toBe(200);
  return { ...u, ...n };
}

describe('POST /auth/send-verify-number', () => {
  it('texts a code to the E.164 number and says how many attempts remain', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    // Local format with a leading zero and Arabic-Indic digits normalizes to the same number.
    const local = `0${n.mobileNumber}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: '964', mobileNumber: local } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { countryCode: '+964', mobileNumber: n.mobileNumber, remainingAttempts: 4, resendAfterSeconds: 60, expiresInSeconds: 600 },
      message: 'We sent a code to your mobile number',
    });
    expect(await smsCount(ctx, n.e164)).toBe(1);
    expect(await lastCode(ctx, n.e164)).toMatch(/^\d{6}$/);
    // Not stored on the account until verified.
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.mobile).toEqual({ countryCode: null, mobileNumber: null, verified: false });
  });

  it('refuses a second send inside the resend window without using an attempt', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const before = await snapshot(ctx);
    const again = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'PHONE_RESEND_WAIT', remainingAttempts: 4, resendAfterSeconds: expect.any(Number) });
    expect(again.json().resendAfterSeconds).toBeGreaterThan(50);
    expect(again.json().resendAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.json().message).toBe(`Please wait ${again.json().resendAfterSeconds} seconds before requesting a new code`);
    // Another number does not get around the window either.
    const other = freshNumber();
    expect((await call(app, 'POST', SEND, { token: u.token, body: { countryCode: other.countryCode, mobileNumber: other.mobileNumber } })).statusCode).toBe(429);
    expect(await snapshot(ctx)).toEqual(before);

    // Once the window has passed the send goes through, and only then is an attempt used.
    await ctx.db
      .updateTable('verification_codes')
      .set({ created_at: sql`created_at - interval '61 seconds'` })
      .where('user_id', '=', u.id)
      .execute();
    const later = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.remainingAttempts).toBe(3);
  });

  it('allows 5 sends per Baghdad calendar day, then says the attempts are spent', async () => {
    const u = await registerUser(quick.app, quick.ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) remaining.push((await call(quick.app, 'POST', SEND, { token: u.token, body })).json().data.remainingAttempts);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const before = await snapshot(quick.ctx);
    const spent = await call(quick.app, 'POST', SEND, { token: u.token, body });
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual({
      code: 'PHONE_ATTEMPTS_EXHAUSTED',
      message: 'Unfortunately you have used all your attempts for today',
      remainingAttempts: 0,
    });
    const ar = await call(quick.app, 'POST', SEND, { token: u.token, body, lang: 'ar' });
    expect(ar.json().code).toBe('PHONE_ATTEMPTS_EXHAUSTED');
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshot(quick.ctx)).toEqual(before);
    expect(await smsCount(quick.ctx, n.e164)).toBe(5);

    // The last code still works: the limit is on sends, not on verifying.
    const ok = await call(quick.app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: await lastCode(quick.ctx, n.e164) } });
    expect(ok.statusCode).toBe(200);

    // The day is Baghdad's (UTC+3): sends just after its midnight still count today...
    await quick.ctx.db
      .updateTable('verification_codes')
      .set({ created_at: sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Baghdad') AT TIME ZONE 'Asia/Baghdad') + interval '1 second'` })
      .where('user_id', '=', u.id)
      .execute();
    expect((await call(quick.app, 'POST', SEND, { token: u.token, body })).json().code).toBe('PHONE_ATTEMPTS_EXHAUSTED');
    // ...and sends from before it belong to yesterday.
    await quick.ctx.db
      .updateTable('verification_codes')
      .set({ created_at: sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Baghdad') AT TIME ZONE 'Asia/Baghdad') - interval '1 minute'` })
      .where('user_id', '=', u.id)
      .execute();
    const tomorrow = await call(quick.app, 'POST', SEND, { token: u.token, body });
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json().data.remainingAttempts).toBe(4);
  });

  it('counts attempts per user', async () => {
    const a = await registerUser(quick.app, quick.ctx);
    const b = await registerUser(quick.app, quick.ctx);
    const n = freshNumber();
    for (let i = 0; i < 5; i++) await call(quick.app, 'POST', SEND, { token: a.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const other = await call(quick.app, 'POST', SEND, { token: b.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(other.json().data.remainingAttempts).toBe(4);
  });

  it('parallel sends cannot exceed the daily limit', async () => {
    const u = await registerUser(quick.app, quick.ctx);
    const n = freshNumber();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(quick.app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429).every((r) => r.json().code === 'PHONE_ATTEMPTS_EXHAUSTED')).toBe(true);
    expect(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.remainingAttempts).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('an SMS gateway failure is a 502 and costs no attempt', async () => {
    const u = await registerUser(quick.app, quick.ctx);
    const n = freshNumber();
    const spy = vi.spyOn(quick.ctx.messenger, 'sendSms').mockRejectedValueOnce(new Error('gateway down'));
    try {
      const failed = await call(quick.app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'SMS_FAILED', message: 'We could not send the SMS, please try again later' });
    } finally {
      spy.mockRestore();
    }
    const retry = await call(quick.app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(retry.json().data.remainingAttempts).toBe(4);
  });

  it('refuses a number another account has verified, sending nothing', async () => {
    const owner = await verifiedUser();
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: owner.countryCode, mobileNumber: `0${owner.mobileNumber}` } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_IN_USE', errors: [{ field: 'mobileNumber', code: 'PHONE_IN_USE' }] });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it.each([
    [{ countryCode: '+964' }, 'mobileNumber', 'REQUIRED', 'this field is required'],
    [{ mobileNumber: '7501234567' }, 'countryCode', 'REQUIRED', 'this field is required'],
    [{ countryCode: '+964', mobileNumber: '12ab' }, 'mobileNumber', 'MOBILE_INVALID', 'Please enter a valid mobile number'],
    [{ countryCode: '+964', mobileNumber: '123' }, 'mobileNumber', 'MOBILE_INVALID', 'Please enter a valid mobile number'],
    [{ countryCode: 'IQ', mobileNumber: '7501234567' }, 'countryCode', 'COUNTRY_CODE_INVALID', 'Please enter a valid country code'],
    [{ countryCode: '+964', mobileNumber: 7501234567 }, 'mobileNumber', 'INVALID_TYPE', 'This value has the wrong type.'],
    [{ countryCode: '+964', mobileNumber: '7501234567', userId: 'x' }, 'userId', 'UNKNOWN_FIELD', 'This field is not allowed.'],
  ])('validates %j (%s)', async (body, field, code, message) => {
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', SEND, { token: u.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('localizes messages (Accept-Language: ar)', async () => {
    const u = await registerUser(app, ctx);
    const bad = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: '+964', mobileNumber: 'x' }, lang: 'ar' });
    expect(bad.json().code).toBe('MOBILE_INVALID');
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
    const n = freshNumber();
    const good = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber }, lang: 'ar' });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST /auth/verify-number', () => {
  it('verifies the number, stores it, notifies, and then allows mobile 2FA', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };

    // Mobile 2FA is refused before the phone is verified.
    const early = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'mobile' } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'VERIFY_PHONE_FIRST', message: 'Please verify your phone number first' });

    await call(app, 'POST', SEND, { token: u.token, body });
    const code = await lastCode(ctx, n.e164);
    const res = await call(app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: code } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, isPhoneVerified: true },
      message: 'Your mobile number has been verified',
    });
    const profile = (await call(app, 'GET', USER, { token: u.token })).json().data;
    expect(profile).toMatchObject({ isPhoneVerified: true, mobile: { countryCode: '+964', mobileNumber: n.mobileNumber, verified: true } });
    const notes = await ctx.db.selectFrom('notifications').select(['type', 'code']).where('user_id', '=', u.id).execute();
    expect(notes).toContainEqual({ type: 'account_update', code: 'PHONE_VERIFIED' });

    // The code is single use.
    const reuse = await call(app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: code } });
    expect(reuse.json().code).toBe('OTP_INVALID');

    const twoFactor = await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'mobile', password: u.password } });
    expect(twoFactor.statusCode).toBe(200);
    expect(twoFactor.json().data).toMatchObject({ twoFactor: 'mobile', _2FA: { withEmail: false, withPhone: true } });

    // Sign-in now asks for a code sent by SMS to the verified number.
    const sms = await smsCount(ctx, n.e164);
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(login.json().data).toMatchObject({ token: null, _2FA: { withPhone: true } });
    expect(await smsCount(ctx, n.e164)).toBe(sms + 1);
  });

  it('a code checked against a different number asks to re-enter the number and changes nothing', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const other = freshNumber();
    await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const code = await lastCode(ctx, n.e164);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', VERIFY, {
      token: u.token,
      body: { countryCode: other.countryCode, mobileNumber: other.mobileNumber, verifyCode: code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESEND_REENTER_MOBILE', message: 'Please Re-enter your mobile number to resend the code' });
    expect(await snapshot(ctx)).toEqual(before);
    // The right number still verifies.
    const ok = await call(app, 'POST', VERIFY, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: code } });
    expect(ok.statusCode).toBe(200);
  });

  it('a wrong code costs a try and leaves the phone unverified', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const code = await lastCode(ctx, n.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(app, 'POST', VERIFY, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: wrong } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID', errors: [{ field: 'verifyCode' }] });
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.isPhoneVerified).toBe(false);
  });

  it('another user cannot use my code', async () => {
    const me = await registerUser(app, ctx);
    const thief = await registerUser(app, ctx);
    const n = freshNumber();
    await call(app, 'POST', SEND, { token: me.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const code = await lastCode(ctx, n.e164);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', VERIFY, { token: thief.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: code } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_INVALID');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('two accounts verifying one number at once: exactly one wins, the other gets PHONE_IN_USE', async () => {
    const a = await registerUser(app, ctx);
    const b = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    await call(app, 'POST', SEND, { token: a.token, body });
    const codeA = await lastCode(ctx, n.e164);
    await call(app, 'POST', SEND, { token: b.token, body });
    const codeB = await lastCode(ctx, n.e164);
    const results = await Promise.all([
      call(app, 'POST', VERIFY, { token: a.token, body: { ...body, verifyCode: codeA } }),
      call(app, 'POST', VERIFY, { token: b.token, body: { ...body, verifyCode: codeB } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'PHONE_IN_USE',
      message: 'This mobile number is already used by another account',
    });
    const owners = await ctx.db.selectFrom('users').select('id').where('mobile_number', '=', n.mobileNumber).where('is_phone_verified', '=', true).execute();
    expect(owners).toHaveLength(1);
  });

  it('…also when the two split the same number differently (+964 750…, +9647 50…): one E.164 number, one owner', async () => {
    const a = await registerUser(app, ctx);
    const b = await registerUser(app, ctx);
    const n = freshNumber();
    const split = { countryCode: `${n.countryCode}${n.mobileNumber[0]}`, mobileNumber: n.mobileNumber.slice(1) };
    await call(app, 'POST', SEND, { token: a.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const codeA = await lastCode(ctx, n.e164);
    await call(app, 'POST', SEND, { token: b.token, body: split });
    const codeB = await lastCode(ctx, n.e164);
    const results = await Promise.all([
      call(app, 'POST', VERIFY, { token: a.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber, verifyCode: codeA } }),
      call(app, 'POST', VERIFY, { token: b.token, body: { ...split, verifyCode: codeB } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('PHONE_IN_USE');
    // The database holds it whatever the timing: a second owner of the same E.164 number cannot be written.
    const c = await registerUser(app, ctx);
    const other = freshNumber();
    await ctx.db.updateTable('users').set({ country_code: other.countryCode, mobile_number: other.mobileNumber, is_phone_verified: true }).where('id', '=', a.id).execute();
    await ctx.db
      .updateTable('users')
      .set({ country_code: `${other.countryCode}${other.mobileNumber.slice(0, 2)}`, mobile_number: other.mobileNumber.slice(2), is_phone_verified: false })
      .where('id', '=', c.id)
      .execute();
    await expect(ctx.db.updateTable('users').set({ is_phone_verified: true }).where('id', '=', c.id).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_verified_e164_key',
    });
  });

  it('a number verified elsewhere since the code was sent is refused', async () => {
    const late = await registerUser(app, ctx);
    const owner = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    await call(app, 'POST', SEND, { token: late.token, body });
    const lateCode = await lastCode(ctx, n.e164);
    await call(app, 'POST', SEND, { token: owner.token, body });
    await call(app, 'POST', VERIFY, { token: owner.token, body: { ...body, verifyCode: await lastCode(ctx, n.e164) } });
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', VERIFY, { token: late.token, body: { ...body, verifyCode: lateCode } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_IN_USE');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it.each([
    [{ countryCode: '+964', mobileNumber: '7501234567', verifyCode: '12345' }, 'verifyCode', 'OTP_SIX_DIGITS', 'The OTP should be 6 numbers'],
    [{ countryCode: '+964', mobileNumber: '7501234567', verifyCode: '12a456' }, 'verifyCode', 'OTP_SIX_DIGITS', 'The OTP should be 6 numbers'],
    [{ countryCode: '+964', mobileNumber: '7501234567' }, 'verifyCode', 'REQUIRED', 'this field is required'],
    [{ countryCode: '+964', verifyCode: '123456' }, 'mobileNumber', 'REQUIRED', 'this field is required'],
    [{ mobileNumber: '7501234567', verifyCode: '123456' }, 'countryCode', 'REQUIRED', 'this field is required'],
    [{ countryCode: '+964', mobileNumber: 'abc', verifyCode: '123456' }, 'mobileNumber', 'MOBILE_INVALID', 'Please enter a valid mobile number'],
  ])('validates %j (%s)', async (body, field, code, message) => {
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', VERIFY, { token: u.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('localizes the success message', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    await call(app, 'POST', SEND, { token: u.token, body });
    const res = await call(app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: await lastCode(ctx, n.e164) }, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST /auth/remove-number', () => {
  it('clears the number, turns mobile 2FA off, and notifies', async () => {
    const u = await verifiedUser();
    expect((await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'mobile', password: u.password } })).statusCode).toBe(200);
    const res = await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your mobile number has been Removed');
    const profile = (await call(app, 'GET', USER, { token: u.token })).json().data;
    expect(profile).toMatchObject({
      twoFactor: 'none',
      _2FA: { withEmail: false, withPhone: false },
      isPhoneVerified: false,
      mobile: { countryCode: null, mobileNumber: null, verified: false },
    });
    const notes = await ctx.db.selectFrom('notifications').select('code').where('user_id', '=', u.id).execute();
    expect(notes.map((r) => r.code)).toContain('PHONE_REMOVED');
    // Mobile 2FA needs a verified phone again.
    expect((await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'mobile' } })).json().code).toBe('VERIFY_PHONE_FIRST');
    // The number is free for another account now.
    const next = await registerUser(app, ctx);
    expect((await call(app, 'POST', SEND, { token: next.token, body: { countryCode: u.countryCode, mobileNumber: u.mobileNumber } })).statusCode).toBe(200);
  });

  it('keeps e-mail 2FA when the number goes', async () => {
    const u = await verifiedUser();
    await call(app, 'POST', UPDATE, { token: u.token, body: { twoFactor: 'email', password: u.password } });
    await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password } });
    expect((await call(app, 'GET', USER, { token: u.token })).json().data.twoFactor).toBe('email');
  });

  it('with no number: 400 PHONE_NOT_SET, localized, nothing changed', async () => {
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'PHONE_NOT_SET', message: 'There is no mobile number on your account' });
    const ar = await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password }, lang: 'ar' });
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('only ever touches the caller’s own number', async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    await call(app, 'POST', REMOVE, { token: a.token, body: { password: a.password } });
    expect((await call(app, 'GET', USER, { token: b.token })).json().data.mobile).toEqual({
      countryCode: b.countryCode,
      mobileNumber: b.mobileNumber,
      verified: true,
    });
  });

  it('localizes the success message', async () => {
    const u = await verifiedUser();
    const res = await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password }, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('phone calls need a session and are rate limited per user', () => {
  it('401 without a token, changing nothing', async () => {
    const before = await snapshot(ctx);
    for (const [url, body] of [
      [SEND, { countryCode: '+964', mobileNumber: '7501234567' }],
      [VERIFY, { countryCode: '+964', mobileNumber: '7501234567', verifyCode: '123456' }],
      [REMOVE, undefined],
    ] as const) {
      const res = await call(app, 'POST', url, { body });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('429 after the per-user limit; another user is unaffected', async () => {
    const a = await registerUser(limited.app, limited.ctx);
    const b = await registerUser(limited.app, limited.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(limited.app, 'POST', REMOVE, { token: a.token })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limitedRes = await call(limited.app, 'POST', REMOVE, { token: a.token, lang: 'ar' });
    expect(limitedRes.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect((await call(limited.app, 'POST', REMOVE, { token: b.token })).statusCode).toBe(400);
    // Requests without a session are refused before they count against anyone.
    expect((await call(limited.app, 'POST', REMOVE)).statusCode).toBe(401);
  });
});
