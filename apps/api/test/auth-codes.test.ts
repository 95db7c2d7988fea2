// Code guessing (decisions.md §13): at most 5 wrong tries per code and at most
// 10 per account per hour across all codes of a purpose, then the flow is
// refused with a clear message until the hour passes; code sends are limited
// per account as well as per address. The outside review reset a password with
// nine wrong codes then the right one inside a minute: each new code brought
// five fresh tries, and the per-e-mail limit read the e-mail before the body
// was parsed, so it always counted per address.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_WRONG_TRIES_PER_HOUR, CODE_SENDS_PER_HOUR } from '../src/auth/codes';
import { call, createTestApp, lastCode, registerUser } from './helpers';

const { app, ctx } = await createTestApp();
/** Per-address and per-e-mail limits low enough to see. */
const limited = await createTestApp({ rateLimits: { auth: 1000, codes: 3, windowMs: 60_000 } });

const wrongFor = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
const emails = async (to: string) => (await ctx.db.selectFrom('outbox_messages').select('id').where('recipient', '=', to).execute()).length;
/** The account's wrong tries as if they happened an hour ago. */
const anHourLater = (userId: string) => sql`UPDATE auth_events SET created_at = created_at - interval '61 minutes' WHERE user_id = ${userId}`.execute(ctx.db);

const forgot = (email: string) => call(app, 'POST', '/api/auth/forgot-password', { body: { email } });
const reset = (email: string, verifyCode: string, lang?: string) =>
  call(app, 'POST', '/api/auth/reset-password', { body: { email, verifyCode, password: 'Taken0ver1', confirmPassword: 'Taken0ver1' }, lang });

describe('wrong codes are capped per account across codes', () => {
  it(`the review's attack: wrong reset codes over several codes, then the right one — refused after ${ACCOUNT_WRONG_TRIES_PER_HOUR}`, async () => {
    expect(ACCOUNT_WRONG_TRIES_PER_HOUR).toBe(10);
    const u = await registerUser(app, ctx);
    const answers: string[] = [];
    // 4 wrong on each new code (never the 5th, which would kill the code), across three codes.
    for (const tries of [4, 4, 2]) {
      await forgot(u.email);
      const code = await lastCode(ctx, u.email);
      for (let i = 0; i < tries; i++) answers.push((await reset(u.email, wrongFor(code, i))).json().code);
    }
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('OTP_INVALID'));
    // The tenth wrong try already says the account is locked for the hour.
    expect(answers[9]).toBe('OTP_ACCOUNT_LOCKED');
    const right = await reset(u.email, await lastCode(ctx, u.email));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'OTP_ACCOUNT_LOCKED',
      message: 'Too many wrong codes on this account. Please try again in 60 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    const ar = await reset(u.email, await lastCode(ctx, u.email), 'ar');
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    // The password did not change.
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json().data.token).toBeTruthy();
    // A new code does not help while the hour runs.
    await forgot(u.email);
    expect((await reset(u.email, await lastCode(ctx, u.email))).json().code).toBe('OTP_ACCOUNT_LOCKED');
    // An hour later the right code works.
    await anHourLater(u.id);
    expect((await reset(u.email, await lastCode(ctx, u.email))).statusCode).toBe(200);
  });

  it('counts per purpose: a locked reset does not lock the e-mail 2FA sign-in', async () => {
    const u = await registerUser(app, ctx);
    for (let i = 0; i < 10; i++) {
      if (i % 4 === 0) await forgot(u.email);
      await reset(u.email, wrongFor(await lastCode(ctx, u.email), i));
    }
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const signedIn = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: await lastCode(ctx, u.email) } });
    expect(signedIn.json().data.token).toBeTruthy();
  });

  it('the same cap holds for 2FA codes and e-mail verification codes', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    const login = (otp?: string) => call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp } });
    for (let i = 0; i < 10; i++) {
      if (i % 4 === 0) await login();
      await login(wrongFor(await lastCode(ctx, u.email), i));
    }
    await login();
    expect((await login(await lastCode(ctx, u.email))).json().code).toBe('OTP_ACCOUNT_LOCKED');

    const email = `unverified-${Date.now()}@example.com`;
    await call(app, 'POST', '/api/auth/signup', { body: { email, password: 'Secret123', name: `unverified_${Date.now()}` } });
    const verify = (verifyCode: string) => call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode } });
    for (let i = 0; i < 10; i++) {
      if (i % 4 === 0 && i > 0) await call(app, 'POST', '/api/auth/resend-verification', { body: { email } });
      await verify(wrongFor(await lastCode(ctx, email), i));
    }
    expect((await verify(await lastCode(ctx, email))).json().code).toBe('OTP_ACCOUNT_LOCKED');
  });
});

describe('code sends are limited per account', () => {
  it(`forgot-password sends at most ${CODE_SENDS_PER_HOUR} codes an hour, answering the same every time`, async () => {
    const u = await registerUser(app, ctx);
    const before = await emails(u.email);
    const answers = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 3; i++) answers.push(await forgot(u.email));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(CODE_SENDS_PER_HOUR + 3).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await emails(u.email)) - before).toBe(CODE_SENDS_PER_HOUR);
  });

  it('a sign-in that needs a code says so clearly once the sends are spent', async () => {
    const u = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ two_factor: 'email' }).where('id', '=', u.id).execute();
    const prompts = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 1; i++) prompts.push(await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } }));
    expect(prompts.slice(0, CODE_SENDS_PER_HOUR).map((r) => r.json().message)).toEqual(Array(CODE_SENDS_PER_HOUR).fill('Enter the code we sent you to finish signing in'));
    const spent = prompts.at(-1)!;
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({ code: 'CODE_SENDS_EXHAUSTED', message: expect.stringMatching(/^Too many codes were requested for this account\. Please try again in \d+ minutes\.$/) });
    // The last code sent still works.
    const signedIn = await call(app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password, otp: await lastCode(ctx, u.email) } });
    expect(signedIn.json().data.token).toBeTruthy();
  });
});

describe('per-e-mail limits read the e-mail from the parsed body', () => {
  it('guesses for one e-mail from many addresses hit the per-e-mail limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: 'Target@Example.com', verifyCode: `00000${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});
