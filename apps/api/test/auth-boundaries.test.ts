// The edges of sign-in, codes and sessions, one by one (issue 18: tests that
// catch bugs). Each test pins a limit exactly at it and one past it, or an
// exact answer (status, code, field errors, message with its rounding), so a
// change of `>=` to `>`, of a constant, or of a message's parameters fails
// here. Time moves by moving rows in the database (a code's expiry, the
// hour's wrong tries) or by faking Date, never by sleeping.
import { messageText } from '@sahm/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_WRONG_TRIES_PER_HOUR, CODE_MAX_TRIES, CODE_SENDS_PER_HOUR, CODE_TTL_MS } from '../src/auth/codes';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { forgotPassword, login, logout, signup } from '../src/auth/service';
import { hashCode, sameHash } from '../src/auth/tokens';
import { AppError } from '../src/http/errors';
import { bearerToken } from '../src/http/guard';
import { call, createTestApp, lastCode, registerUser } from './helpers';
import { makeAdmin } from './wallet-helpers';

const { app, ctx } = await createTestApp();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let n = 0;
const fresh = () => {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return { email: `edge${id}@example.com`, name: `edge_${id}`, password: 'Secret123' };
};
const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const outbox = (to: string) => ctx.db.selectFrom('outbox_messages').select(['channel', 'subject', 'body']).where('recipient', '=', to).orderBy('id').execute();
const userId = async (email: string) => (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A new account whose e-mail is not verified yet; its sign-up code is in the outbox. */
async function unverified() {
  const u = fresh();
  const res = await call(app, 'POST', '/api/auth/signup', { body: u });
  expect(res.statusCode).toBe(201);
  return { ...u, id: await userId(u.email) };
}

const verifyEmail = (email: string, verifyCode: string) => call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode } });

/**
 * `count` wrong e-mail verification codes, as the account's real wrong tries
 * (the code's own five tries are given back between them, so only the
 * account's hourly cap is in play).
 */
async function wrongEmailCodes(u: { email: string; id: string }, count: number) {
  const right = await lastCode(ctx, u.email);
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    answers.push((await verifyEmail(u.email, wrongFor(right, i))).json().code);
    await ctx.db.updateTable('verification_codes').set({ attempts: 0 }).where('user_id', '=', u.id).execute();
  }
  return answers;
}

/**
 * A refusal that says how long to wait: the message, and retryAfterSeconds the
 * whole seconds left rounded up (`max` when the request came at once after the
 * rows were dated; a few seconds of slack for a busy machine).
 */
function expectWait(body: { message: string; retryAfterSeconds: number }, message: string, max: number) {
  expect(body.message).toBe(message);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(max);
  expect(body.retryAfterSeconds).toBeGreaterThan(max - 5);
}

/** Dates every wrong try of the account `interval` ago: they leave the hour that much sooner. */
const wrongTriesAgo = (id: string, interval: string) =>
  sql`UPDATE auth_events SET created_at = now() - ${interval}::interval WHERE user_id = ${id} AND kind = 'wrong_code'`.execute(ctx.db);
/** Dates every code of the account and purpose `interval` ago. */
const sendsAgo = (id: string, purpose: string, interval: string) =>
  sql`UPDATE verification_codes SET created_at = now() - ${interval}::interval WHERE user_id = ${id} AND purpose = ${purpose}`.execute(ctx.db);

describe('wrong codes: the hourly cap per account, at it and one past it', () => {
  it(`${ACCOUNT_WRONG_TRIES_PER_HOUR - 1} wrong e-mail codes, then the right one: still accepted`, async () => {
    const u = await unverified();
    expect(await wrongEmailCodes(u, ACCOUNT_WRONG_TRIES_PER_HOUR - 1)).toEqual(Array(ACCOUNT_WRONG_TRIES_PER_HOUR - 1).fill('OTP_INVALID'));
    const right = await verifyEmail(u.email, await lastCode(ctx, u.email));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ data: { email: u.email, isEmailVerified: true }, message: 'Email verified successfully, please login again' });
  });

  it('the wrong try that reaches the cap answers OTP_ACCOUNT_LOCKED, timed from the oldest try of the hour', async () => {
    const u = await unverified();
    await wrongEmailCodes(u, ACCOUNT_WRONG_TRIES_PER_HOUR - 1);
    // The nine earlier tries were half an hour ago: the lock ends when they leave the hour.
    await wrongTriesAgo(u.id, '30 minutes');
    const tenth = await verifyEmail(u.email, wrongFor(await lastCode(ctx, u.email), 50));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().code).toBe('OTP_ACCOUNT_LOCKED');
    expectWait(tenth.json(), 'Too many wrong codes on this account. Please try again in 30 minutes.', 1800);
    // The tenth try was recorded too.
    const events = await ctx.db.selectFrom('auth_events').select('id').where('user_id', '=', u.id).where('kind', '=', 'wrong_code').execute();
    expect(events).toHaveLength(ACCOUNT_WRONG_TRIES_PER_HOUR);
  });

  it('a locked account is refused even the right code, with the minutes left rounded up', async () => {
    const u = await unverified();
    await wrongEmailCodes(u, ACCOUNT_WRONG_TRIES_PER_HOUR);
    const code = await lastCode(ctx, u.email);
    const refuse = async () => {
      const res = await verifyEmail(u.email, code);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('OTP_ACCOUNT_LOCKED');
      return res.json() as { message: string; retryAfterSeconds: number };
    };
    // Just locked: the whole hour.
    await wrongTriesAgo(u.id, '0 seconds');
    expectWait(await refuse(), 'Too many wrong codes on this account. Please try again in 60 minutes.', 3600);
    // 30 minutes in.
    await wrongTriesAgo(u.id, '30 minutes');
    expectWait(await refuse(), 'Too many wrong codes on this account. Please try again in 30 minutes.', 1800);
    // 65 seconds left: 2 minutes, not 1.
    await wrongTriesAgo(u.id, '58 minutes 55 seconds');
    expectWait(await refuse(), 'Too many wrong codes on this account. Please try again in 2 minutes.', 65);
    // 30 seconds left: "1 minute".
    await wrongTriesAgo(u.id, '59 minutes 30 seconds');
    expectWait(await refuse(), 'Too many wrong codes on this account. Please try again in 1 minute.', 30);
    // The tries leave the hour: the same code works again.
    await wrongTriesAgo(u.id, '61 minutes');
    expect((await verifyEmail(u.email, code)).statusCode).toBe(200);
  });
});

describe('parallel requests cannot pass the limits (the per-account advisory locks)', () => {
  it(`parallel forgot-password calls store at most ${CODE_SENDS_PER_HOUR} codes an hour`, async () => {
    const u = await registerUser(app, ctx);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const codes = await ctx.db.selectFrom('verification_codes').select('id').where('user_id', '=', u.id).where('purpose', '=', 'password_reset').execute();
    expect(codes).toHaveLength(CODE_SENDS_PER_HOUR);
  });

  it(`parallel wrong guesses cannot record more than ${ACCOUNT_WRONG_TRIES_PER_HOUR} wrong tries an hour`, async () => {
    const u = await unverified();
    await wrongEmailCodes(u, ACCOUNT_WRONG_TRIES_PER_HOUR - 2);
    const right = await lastCode(ctx, u.email);
    const answers = await Promise.all(Array.from({ length: CODE_MAX_TRIES }, (_, i) => verifyEmail(u.email, wrongFor(right, 100 + i))));
    const events = await ctx.db.selectFrom('auth_events').select('id').where('user_id', '=', u.id).where('kind', '=', 'wrong_code').execute();
    expect(events).toHaveLength(ACCOUNT_WRONG_TRIES_PER_HOUR);
    expect(answers.map((r) => r.json().code).sort()).toEqual(['OTP_ACCOUNT_LOCKED', 'OTP_ACCOUNT_LOCKED', 'OTP_ACCOUNT_LOCKED', 'OTP_ACCOUNT_LOCKED', 'OTP_INVALID']);
  });
});

describe('one code: its tries, its expiry, its field errors', () => {
  it(`the ${CODE_MAX_TRIES}th wrong try kills the code, with the field error on verifyCode`, async () => {
    const u = await unverified();
    const code = await lastCode(ctx, u.email);
    const answers = [];
    for (let i = 0; i < CODE_MAX_TRIES; i++) answers.push((await verifyEmail(u.email, wrongFor(code, i))).json());
    expect(answers.slice(0, CODE_MAX_TRIES - 1).map((a) => a.code)).toEqual(Array(CODE_MAX_TRIES - 1).fill('OTP_INVALID'));
    const tooMany = {
      code: 'OTP_TOO_MANY_TRIES',
      message: 'Too many wrong codes. Please request a new one.',
      errors: [{ field: 'verifyCode', code: 'OTP_TOO_MANY_TRIES', message: 'Too many wrong codes. Please request a new one.' }],
    };
    expect(answers.at(-1)).toEqual(tooMany);
    const right = await verifyEmail(u.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(tooMany);
  });

  it('a wrong code names the verifyCode field', async () => {
    const u = await unverified();
    const res = await verifyEmail(u.email, wrongFor(await lastCode(ctx, u.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is incorrect or has expired',
      errors: [{ field: 'verifyCode', code: 'OTP_INVALID', message: 'The code is incorrect or has expired' }],
    });
  });

  it(`a code lives ${CODE_TTL_MS / 60_000} minutes: accepted at its expiry's exact millisecond, refused one after`, async () => {
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000);
    const issuedAt = Date.now();
    const a = await unverified();
    const b = await unverified();
    const expiry = async (id: string) =>
      (await ctx.db.selectFrom('verification_codes').select('expires_at').where('user_id', '=', id).where('consumed_at', 'is', null).executeTakeFirstOrThrow()).expires_at;
    const expiresA = await expiry(a.id);
    expect(expiresA.getTime() - issuedAt).toBeGreaterThanOrEqual(CODE_TTL_MS);
    expect(expiresA.getTime() - Date.now()).toBeLessThanOrEqual(CODE_TTL_MS);
    const codeA = await lastCode(ctx, a.email);
    const codeB = await lastCode(ctx, b.email);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresA);
    expect((await verifyEmail(a.email, codeA)).statusCode).toBe(200);

    vi.setSystemTime((await expiry(b.id)).getTime() + 1);
    const late = await verifyEmail(b.email, codeB);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('OTP_INVALID');
  });

  it('a code whose expiry has passed is refused without costing a try', async () => {
    const u = await unverified();
    await ctx.db.updateTable('verification_codes').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', u.id).execute();
    const res = await verifyEmail(u.email, await lastCode(ctx, u.email));
    expect(res.json().code).toBe('OTP_INVALID');
    expect(await ctx.db.selectFrom('auth_events').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
  });
});

describe('code sends: the hourly limit per account and purpose', () => {
  const loginPrompt = (u: { email: string; password: string }) => call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });

  it(`the ${CODE_SENDS_PER_HOUR + 1}th 2FA prompt in an hour says how long to wait, rounded up to the minute`, async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    for (let i = 0; i < CODE_SENDS_PER_HOUR; i++) expect((await loginPrompt(u)).json().message).toBe('Enter the code we sent you to finish signing in');
    const spent = async () => {
      const res = await loginPrompt(u);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('CODE_SENDS_EXHAUSTED');
      return res.json() as { message: string; retryAfterSeconds: number };
    };
    await sendsAgo(u.id, 'login_2fa', '0 seconds');
    expectWait(await spent(), 'Too many codes were requested for this account. Please try again in 60 minutes.', 3600);
    // The sends were 30 minutes ago: the oldest leaves the hour in 30.
    await sendsAgo(u.id, 'login_2fa', '30 minutes');
    expectWait(await spent(), 'Too many codes were requested for this account. Please try again in 30 minutes.', 1800);
    // 65 seconds left: 2 minutes, not 1.
    await sendsAgo(u.id, 'login_2fa', '58 minutes 55 seconds');
    expectWait(await spent(), 'Too many codes were requested for this account. Please try again in 2 minutes.', 65);
    // 30 seconds left: 1 minute.
    await sendsAgo(u.id, 'login_2fa', '59 minutes 30 seconds');
    expectWait(await spent(), 'Too many codes were requested for this account. Please try again in 1 minute.', 30);
    // The sends leave the hour: a code is sent again.
    await sendsAgo(u.id, 'login_2fa', '61 minutes');
    expect((await loginPrompt(u)).json().message).toBe('Enter the code we sent you to finish signing in');
  });

  it(`an unverified sign-in re-sends the code at most ${CODE_SENDS_PER_HOUR} times an hour, answering the same every time`, async () => {
    const u = await unverified();
    const answers = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 2; i++) answers.push(await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } }));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(CODE_SENDS_PER_HOUR + 2).fill(200));
    expect(answers.map((r) => r.json())).toEqual(
      Array(CODE_SENDS_PER_HOUR + 2).fill({
        data: { token: null, isEmailVerified: false, _2FA: { withEmail: false, withPhone: false } },
        message: 'Please verify your email to continue. We sent you a code.',
      }),
    );
    // Sign-up's code and four re-sends.
    expect(await outbox(u.email)).toHaveLength(CODE_SENDS_PER_HOUR);
    // The last code sent still verifies.
    expect((await verifyEmail(u.email, await lastCode(ctx, u.email))).statusCode).toBe(200);
  });

  it('forgot-password with its sends spent answers as usual and sends nothing; a reset code still works', async () => {
    const u = await registerUser(app, ctx);
    const forgot = () => call(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const first = await forgot();
    for (let i = 1; i < CODE_SENDS_PER_HOUR; i++) await forgot();
    const before = (await outbox(u.email)).length;
    const spent = await forgot();
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual(first.json());
    expect(spent.json()).toEqual({ data: { email: u.email }, message: messageText('en', 'PASSWORD_RESET_SENT') });
    expect((await outbox(u.email)).length).toBe(before);
  });

  it('forgot-password does not hide a failure other than spent sends', async () => {
    const u = await registerUser(app, ctx);
    const failure = new AppError(503, 'SMS_FAILED');
    const db = new Proxy(ctx.db, {
      get(target, prop) {
        if (prop === 'transaction') {
          return () => {
            throw failure;
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expect(forgotPassword({ ...ctx, db }, u.email)).rejects.toBe(failure);
  });

  it('resend-verification: a new code for an unverified account, nothing for a verified or unknown one, the same answer', async () => {
    const u = await unverified();
    const verified = await registerUser(app, ctx);
    const resend = (email: string) => call(app, 'POST', '/api/auth/resend-verification', { body: { email } });
    const first = await lastCode(ctx, u.email);

    const res = await resend(u.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: u.email }, message: 'We sent a verification code to your email' });
    const sent = await outbox(u.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ channel: 'email', subject: messageText('en', 'EMAIL_VERIFY_SUBJECT') });
    const second = await lastCode(ctx, u.email);
    expect(sent[1]!.body).toContain(messageText('en', 'EMAIL_CODE_TEXT', { code: second, minutes: 10 }));
    // The earlier code stopped working when the new one was sent.
    if (first !== second) expect((await verifyEmail(u.email, first)).json().code).toBe('OTP_INVALID');

    const verifiedBefore = (await outbox(verified.email)).length;
    const toVerified = await resend(verified.email);
    expect(toVerified.json()).toEqual({ data: { email: verified.email }, message: 'We sent a verification code to your email' });
    expect(await outbox(verified.email)).toHaveLength(verifiedBefore);

    const ghost = `ghost${Date.now()}@example.com`;
    const toGhost = await resend(ghost);
    expect(toGhost.statusCode).toBe(200);
    expect(toGhost.json()).toEqual({ data: { email: ghost }, message: 'We sent a verification code to your email' });
    expect(await outbox(ghost)).toHaveLength(0);

    expect((await verifyEmail(u.email, second)).statusCode).toBe(200);
  });

  it(`resend-verification past ${CODE_SENDS_PER_HOUR} sends an hour answers as usual and sends nothing`, async () => {
    const u = await unverified();
    const answers = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 1; i++) answers.push(await call(app, 'POST', '/api/auth/resend-verification', { body: { email: u.email } }));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(CODE_SENDS_PER_HOUR + 1).fill(200));
    expect(await outbox(u.email)).toHaveLength(CODE_SENDS_PER_HOUR);
  });
});

describe('sign-in answers', () => {
  it('without 2FA: a token, the flags, the message, and the session keeps the User-Agent (cut at 300 characters)', async () => {
    const u = await registerUser(app, ctx);
    const agent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const res = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: { 'user-agent': agent } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), isEmailVerified: true, _2FA: { withEmail: false, withPhone: false } },
      message: 'Signed in successfully',
    });
    const short = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: { 'user-agent': 'Sahm-iOS/2.1' } });
    expect(short.statusCode).toBe(200);
    const agents = await ctx.db.selectFrom('sessions').select('user_agent').where('user_id', '=', u.id).orderBy('created_at').execute();
    expect(agents.slice(-2).map((s) => s.user_agent)).toEqual([agent.slice(0, 300), 'Sahm-iOS/2.1']);
  });

  it('a session made without a User-Agent stores none; login() names each outcome', async () => {
    const u = await registerUser(app, ctx);
    const result = await login(ctx, { email: u.email, password: u.password });
    expect(result).toMatchObject({ token: expect.any(String), isEmailVerified: true, outcome: 'signed_in' });
    const pending = await unverified();
    expect(await login(ctx, { email: pending.email, password: pending.password })).toMatchObject({ token: null, outcome: 'email_unverified' });
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    expect(await login(ctx, { email: u.email, password: u.password })).toMatchObject({ token: null, outcome: 'otp_required' });
    const rows = await ctx.db.selectFrom('sessions').select('user_agent').where('user_id', '=', u.id).orderBy('created_at').execute();
    expect(rows.at(-1)!.user_agent).toBeNull();
  });

  it('with e-mail 2FA: the code goes by e-mail only, in the sign-in e-mail', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    const before = (await outbox(u.email)).length;
    const prompt = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(prompt.json()).toEqual({
      data: { token: null, isEmailVerified: true, _2FA: { withEmail: true, withPhone: false } },
      message: 'Enter the code we sent you to finish signing in',
    });
    const sent = (await outbox(u.email)).slice(before);
    expect(sent).toHaveLength(1);
    const code = await lastCode(ctx, u.email);
    expect(sent[0]).toMatchObject({ channel: 'email', subject: messageText('en', 'LOGIN_CODE_SUBJECT') });
    expect(sent[0]!.body).toContain(messageText('en', 'LOGIN_CODE_TEXT', { code, minutes: 10 }));
    const signedIn = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: code } });
    expect(signedIn.json()).toEqual({
      data: { token: expect.any(String), isEmailVerified: true, _2FA: { withEmail: true, withPhone: false } },
      message: 'Signed in successfully',
    });
  });

  it('with mobile 2FA: the code goes by SMS to the verified number, saying how long it lasts', async () => {
    const u = await registerUser(app, ctx);
    const national = `770${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await ctx.db
      .updateTable('users')
      .set({ country_code: '+964', mobile_number: national, is_phone_verified: true, two_factor: 'mobile' })
      .where('id', '=', u.id)
      .execute();
    const emailsBefore = (await outbox(u.email)).length;
    const prompt = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(prompt.json()).toEqual({
      data: { token: null, isEmailVerified: true, _2FA: { withEmail: false, withPhone: true } },
      message: 'Enter the code we sent you to finish signing in',
    });
    expect(await outbox(u.email)).toHaveLength(emailsBefore);
    const sms = await outbox(`+964${national}`);
    expect(sms).toHaveLength(1);
    const code = await lastCode(ctx, `+964${national}`);
    expect(sms[0]).toMatchObject({ channel: 'sms', body: messageText('en', 'LOGIN_CODE_TEXT', { code, minutes: 10 }) });
    expect(sms[0]!.body).toBe(`Your Sahm sign-in code is ${code}. It expires in 10 minutes.`);
    const signedIn = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: code } });
    expect(signedIn.json().data).toEqual({ token: expect.any(String), isEmailVerified: true, _2FA: { withEmail: false, withPhone: true } });
  });

  it('the sign-up code e-mail says the code lasts 10 minutes', async () => {
    const u = await unverified();
    const [mail] = await outbox(u.email);
    const code = await lastCode(ctx, u.email);
    expect(mail).toMatchObject({ channel: 'email', subject: messageText('en', 'EMAIL_VERIFY_SUBJECT') });
    expect(mail!.body).toContain(`Your Sahm code is ${code}. It expires in 10 minutes.`);
  });
});

describe('sign-up, verification and reset answers', () => {
  it('a user name taken while the sign-up was under way is still a 409 USERNAME_TAKEN on the name field', async () => {
    const racer = fresh();
    const other = fresh();
    // Another sign-up holds the same name, not yet committed: this one's check cannot see it, its insert waits.
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO users (email, username, password_hash) VALUES ($1, $2, 'x')`, [other.email, racer.name.toUpperCase()]);
      const pending = call(app, 'POST', '/api/auth/signup', { body: racer });
      await untilSomeoneWaitsOnALock();
      await client.query('COMMIT');
      const res = await pending;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'USERNAME_TAKEN',
        message: 'This user name is already taken',
        errors: [{ field: 'name', code: 'USERNAME_TAKEN', message: 'This user name is already taken' }],
      });
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', racer.email).execute()).toHaveLength(0);
    expect(await outbox(racer.email)).toHaveLength(0);
  });

  it('an e-mail registered while the sign-up was under way gets the usual answer, and its owner the notice', async () => {
    const racer = fresh();
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO users (email, username, password_hash) VALUES ($1, $2, 'x')`, [racer.email, `${racer.name}_first`]);
      const pending = call(app, 'POST', '/api/auth/signup', { body: racer });
      await untilSomeoneWaitsOnALock();
      await client.query('COMMIT');
      const res = await pending;
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ data: { email: racer.email, isEmailVerified: false }, message: 'We sent a verification code to your email' });
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
    expect(await outbox(racer.email)).toEqual([
      { channel: 'email', subject: messageText('en', 'SIGNUP_EXISTING_SUBJECT'), body: messageText('en', 'SIGNUP_EXISTING_TEXT') },
    ]);
  });

  it('a failure other than a taken e-mail or user name is passed on, not called a taken name', async () => {
    const u = fresh();
    await expect(signup(ctx, u, 'xx' as 'en')).rejects.toMatchObject({ code: '23514' });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', u.email).execute()).toHaveLength(0);
  });

  it('an account made without a language is in English', async () => {
    const u = fresh();
    expect(await signup(ctx, u)).toEqual({ email: u.email, isEmailVerified: false });
    const row = await ctx.db.selectFrom('users').select(['language', 'is_email_verified']).where('email', '=', u.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ language: 'en', is_email_verified: false });
    expect((await outbox(u.email))[0]!.subject).toBe(messageText('en', 'EMAIL_VERIFY_SUBJECT'));
  });

  it('verify-email for an unknown e-mail: the same OTP_INVALID on verifyCode as a wrong code', async () => {
    const res = await verifyEmail(`nobody${Date.now()}@example.com`, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is incorrect or has expired',
      errors: [{ field: 'verifyCode', code: 'OTP_INVALID', message: 'The code is incorrect or has expired' }],
    });
  });

  it('reset-password for an unknown e-mail: the same OTP_INVALID on verifyCode', async () => {
    const res = await call(app, 'POST', '/api/auth/reset-password', {
      body: { email: `nobody${Date.now()}@example.com`, verifyCode: '123456', password: 'Reset1234', confirmPassword: 'Reset1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is incorrect or has expired',
      errors: [{ field: 'verifyCode', code: 'OTP_INVALID', message: 'The code is incorrect or has expired' }],
    });
  });

  it('a password reset also verifies the e-mail', async () => {
    const u = await unverified();
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const res = await call(app, 'POST', '/api/auth/reset-password', {
      body: { email: u.email, verifyCode: await lastCode(ctx, u.email), password: 'Reset1234', confirmPassword: 'Reset1234' },
    });
    expect(res.statusCode).toBe(200);
    const signedIn = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'Reset1234' } });
    expect(signedIn.json().data).toMatchObject({ token: expect.any(String), isEmailVerified: true });
  });
});

describe('change password and sign-out', () => {
  it('a wrong old password names the oldPassword field', async () => {
    const u = await registerUser(app, ctx);
    const res = await call(app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: 'Nope12345', newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
      errors: [{ field: 'oldPassword', code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' }],
    });
  });

  it('a changed password leaves a PASSWORD_CHANGED notification and tells the sockets of the ended sessions', async () => {
    const u = await registerUser(app, ctx);
    const ended = vi.spyOn(ctx.notifier, 'sessionsEnded');
    const res = await call(app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
    });
    expect(res.json()).toEqual({ data: null, message: 'Your password has been changed' });
    expect(ended).toHaveBeenCalledWith(u.id);
    const notes = await ctx.db.selectFrom('notifications').select(['type', 'code']).where('user_id', '=', u.id).execute();
    expect(notes).toContainEqual({ type: 'account_update', code: 'PASSWORD_CHANGED' });
  });

  it('sign-out tells the session’s sockets once; signing out an already ended session is quietly nothing', async () => {
    const u = await registerUser(app, ctx);
    const { id: sessionId } = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const ended = vi.spyOn(ctx.notifier, 'sessionsEnded');
    const res = await call(app, 'POST', '/api/auth/logout', { token: u.token });
    expect(res.json()).toEqual({ data: null, message: messageText('en', 'LOGGED_OUT') });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith(u.id);
    // A second sign-out of the same session (two tabs at once) changes nothing and tells no one.
    await expect(logout(ctx, sessionId)).resolves.toBeUndefined();
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('bearer tokens and the guards', () => {
  it('bearerToken takes exactly "Bearer <20-200 token characters>", spaces around trimmed', () => {
    const token = 'A'.repeat(43);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`  Bearer ${token}  `)).toBe(token);
    expect(bearerToken(`Bearer \t ${token}`)).toBe(token);
    expect(bearerToken(`Bearer ${'a'.repeat(20)}`)).toBe('a'.repeat(20));
    expect(bearerToken(`Bearer ${'a'.repeat(200)}`)).toBe('a'.repeat(200));
    for (const bad of [
      undefined,
      '',
      token,
      `Bearer ${'a'.repeat(19)}`,
      `Bearer ${'a'.repeat(201)}`,
      `XBearer ${token}`,
      `Basic x Bearer ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${token}!`,
      `Bearer${token}`,
    ]) {
      expect(bearerToken(bad)).toBeNull();
    }
  });

  it('over HTTP: extra spaces after Bearer pass, anything before or after the token is refused', async () => {
    const u = await registerUser(app, ctx);
    const balance = (authorization: string) => call(app, 'GET', '/api/user/transaction/balance', { headers: { authorization } });
    expect((await balance(`Bearer ${u.token}`)).statusCode).toBe(200);
    expect((await balance(`Bearer   ${u.token}`)).statusCode).toBe(200);
    for (const bad of [`NotBearer ${u.token}`, `Bearer ${u.token} trailing`, `Bearer ${u.token}, Bearer ${u.token}`]) {
      const res = await balance(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
    }
  });

  it('admin calls: 401 for a guest, 403 for an investor, through for an admin', async () => {
    const investor = await registerUser(app, ctx);
    const admin = await makeAdmin(app, ctx);
    const guest = await call(app, 'GET', '/api/admin/summary');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('SESSION_EXPIRED');
    const refused = await call(app, 'GET', '/api/admin/summary', { token: investor.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    expect((await call(app, 'GET', '/api/admin/summary', { token: admin.token })).statusCode).toBe(200);
  });
});

describe('password hashing and token comparison', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted per hash', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Secret123')).toBe(true);
    expect(await verifyPassword(b, 'Secret123')).toBe(true);
    expect(await verifyPassword(a, 'Secret124')).toBe(false);
  });

  it('no hash (unknown e-mail) or a damaged hash is false, never true or an error', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await verifyPassword(undefined, 'decoy-password-never-matches-Aa1')).toBe(false);
      expect(await verifyPassword(undefined, '')).toBe(false);
    }
    expect(await verifyPassword('', 'Secret123')).toBe(false);
    expect(await verifyPassword('not-an-argon2-hash', 'Secret123')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'Secret123')).toBe(false);
  });

  it('sameHash: equal digests only, and digests of different lengths are simply unequal', () => {
    const h = hashCode('123456', 'salt');
    expect(sameHash(h, hashCode('123456', 'salt'))).toBe(true);
    expect(sameHash(h, hashCode('123457', 'salt'))).toBe(false);
    expect(sameHash(h, hashCode('123456', 'other'))).toBe(false);
    expect(sameHash(h, h.subarray(0, 16))).toBe(false);
    expect(sameHash(h.subarray(0, 16), h)).toBe(false);
    expect(sameHash(Buffer.alloc(0), h)).toBe(false);
  });
});

/** Waits until a statement of this database waits on a lock (a row, a unique key, an advisory lock). */
async function untilSomeoneWaitsOnALock() {
  for (let i = 0; i < 500; i++) {
    const { rows } = await ctx.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement came to wait on the lock');
}
