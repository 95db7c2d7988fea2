import { locales, messageText, type MessageCode } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, lastCode, registerUser, snapshot } from './helpers';

const { app, ctx } = await createTestApp();

describe('signup and e-mail verification', () => {
  it('creates an unverified account, e-mails a code, and verifying it allows login', async () => {
    const email = 'layla@example.com';
    const res = await call(app, 'POST', '/api/auth/signup', { body: { email: 'Layla@Example.com', password: 'Secret123', name: 'layla' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { email, isEmailVerified: false } });

    const code = await lastCode(ctx, email);
    const wrong = await call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode: code === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });

    const ok = await call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode: code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Email verified successfully, please login again');
    // Single use.
    const again = await call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode: code } });
    expect(again.json().code).toBe('OTP_INVALID');

    const login = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'Secret123' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a taken user name with 409 and a field error, changing nothing; a taken e-mail is answered as a new one (auth-signup.test.ts)', async () => {
    const u = await registerUser(app, ctx);
    const dupEmail = await call(app, 'POST', '/api/auth/signup', { body: { email: u.email.toUpperCase(), password: 'Secret123', name: 'another_one' } });
    expect(dupEmail.statusCode).toBe(201);
    const before = await snapshot(ctx);
    const dupName = await call(app, 'POST', '/api/auth/signup', { body: { email: 'fresh@example.com', password: 'Secret123', name: u.name.toUpperCase() } });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().code).toBe('USERNAME_TAKEN');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it.each([
    [{ email: 'bad', password: 'Secret123', name: 'okname' }, 'email', 'Please enter valid email'],
    [{ email: 'a@b.co', password: 'short1A', name: 'okname' }, 'password', 'Password must be at least 8 characters long'],
    [{ email: 'a@b.co', password: 'alllower123', name: 'okname' }, 'password', 'The Password does not meet the constraints below'],
    [{ email: 'a@b.co', password: 'Secret123', name: 'ab' }, 'name', 'Must be at least 3 characters long'],
    [{ email: 'a@b.co', password: 'Secret123', name: 'okname', confirmPassword: 'Secret124' }, 'confirmPassword', "Password doesn't match"],
  ])('validates %j (%s)', async (body, field, message) => {
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', '/api/auth/signup', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('localizes errors from Accept-Language', async () => {
    const res = await call(app, 'POST', '/api/auth/signup', { body: { email: 'bad', password: 'Secret123', name: 'okname' }, lang: 'ar' });
    expect(res.json().code).toBe('EMAIL_INVALID');
    expect(res.json().message).not.toBe('Please enter valid email');
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('login outcomes (spec.md §4)', () => {
  it('an unverified e-mail gets no token, the verification step, and a fresh code', async () => {
    const email = 'unverified@example.com';
    await call(app, 'POST', '/api/auth/signup', { body: { email, password: 'Secret123', name: 'unverified' } });
    const sent = async () => (await ctx.db.selectFrom('outbox_messages').select('id').where('recipient', '=', email).execute()).length;
    expect(await sent()).toBe(1);
    const res = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'Secret123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { token: null, isEmailVerified: false }, message: expect.any(String) });
    expect(await sent()).toBe(2);
    // The new code works; the first one no longer does.
    const verify = await call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode: await lastCode(ctx, email) } });
    expect(verify.statusCode).toBe(200);
  });

  it('wrong password and unknown e-mail get the same 400, never 401', async () => {
    const u = await registerUser(app, ctx);
    const wrong = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'Wrong1234' } });
    const unknown = await call(app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'Wrong1234' } });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect email or password');
  });

  it('with e-mail 2FA: a code prompt, then login again with the code', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    const prompt = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(prompt.json()).toMatchObject({ data: { token: null, isEmailVerified: true, _2FA: { withEmail: true, withPhone: false } } });
    const code = await lastCode(ctx, u.email);
    const bad = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: code === '123456' ? '654321' : '123456' } });
    expect(bad.json().code).toBe('OTP_INVALID');
    const good = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: code } });
    expect(good.json().data.token).toEqual(expect.any(String));
  });

  it('a 2FA code dies after 5 wrong tries', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const code = await lastCode(ctx, u.email);
    const wrong = code === '999999' ? '888888' : '999999';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: wrong } })).json().code);
    expect(codes.at(-1)).toBe('OTP_TOO_MANY_TRIES');
    const right = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: code } });
    expect(right.json().code).toBe('OTP_TOO_MANY_TRIES');
  });

  it('a disabled account cannot sign in and its sessions stop working', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', u.id).execute();
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('401 with the spec message for a missing, malformed, revoked or expired token', async () => {
    const u = await registerUser(app, ctx);
    for (const token of [undefined, 'not-a-token', 'x'.repeat(43)]) {
      const res = await call(app, 'POST', '/api/auth/logout', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
    }
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(401);

    const v = await registerUser(app, ctx);
    await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', v.id).execute();
    expect((await call(app, 'POST', '/api/auth/logout', { token: v.token })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await registerUser(app, ctx);
    const { rows } = await ctx.pool.query('SELECT token_hash FROM sessions WHERE user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].token_hash).toString('base64url')).not.toBe(u.token);
  });

  it('changing the password needs the old one, revokes other sessions and keeps this one', async () => {
    const u = await registerUser(app, ctx);
    const other = (await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json().data.token;
    const wrongOld = await call(app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: 'Nope12345', newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
    });
    expect(wrongOld.statusCode).toBe(400);
    const mismatch = await call(app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'Newer1234', confirmPassword: 'Newer9999' },
    });
    expect(mismatch.json().errors).toContainEqual(expect.objectContaining({ field: 'confirmPassword', message: "Password doesn't match" }));
    const ok = await call(app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/auth/logout', { token: other })).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'Newer1234' } })).json().data.token).toBeTruthy();
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(200);
  });

  it.each<[string, string, MessageCode, string]>([
    ['too short', 'Ab1defg', 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters long'],
    ['without an upper-case letter', 'newer1234', 'PASSWORD_CONSTRAINTS', 'The Password does not meet the constraints below'],
    ['without a lower-case letter', 'NEWER1234', 'PASSWORD_CONSTRAINTS', 'The Password does not meet the constraints below'],
    ['without a digit', 'NewerPassword', 'PASSWORD_CONSTRAINTS', 'The Password does not meet the constraints below'],
  ])('changing the password to one %s (%s) is refused in the reader’s language and changes nothing', async (_rule, weak, code, english) => {
    const u = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    for (const lang of locales) {
      const res = await call(app, 'POST', '/api/auth/change-password', {
        token: u.token,
        lang,
        body: { oldPassword: u.password, newPassword: weak, confirmPassword: weak },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'newPassword', code, message: messageText(lang, code) }));
    }
    expect(messageText('en', code)).toBe(english);
    expect(await snapshot(ctx)).toEqual(before);
    // The old password still signs in and the session still works; the weak one was never set.
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json().data.token).toBeTruthy();
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: weak } })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(200);
  });

  it('forgot and reset password: code by e-mail, new password works, every session revoked', async () => {
    const u = await registerUser(app, ctx);
    const unknown = await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    const known = await call(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    expect(unknown.json().message).toBe(known.json().message);
    const code = await lastCode(ctx, u.email);
    const reset = await call(app, 'POST', '/api/auth/reset-password', {
      body: { email: u.email, verifyCode: code, password: 'Reset1234', confirmPassword: 'Reset1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'Reset1234' } })).json().data.token).toBeTruthy();
  });
});
