// The edges of phone verification (issue 18: tests that catch bugs): the
// resend window to the second, the SMS text, phone codes outside the hourly
// limit of the other codes, and the race the unique indexes settle — made
// deterministic by holding the account's code-check lock while another
// account takes the number.
import { messageText } from '@sahm/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_SENDS_PER_HOUR } from '../src/auth/codes';
import { PHONE_CODE_TTL_SECONDS, PHONE_DAY_TIME_ZONE } from '../src/users/phone';
import { call, createTestApp, lastCode, registerUser } from './helpers';

const { app, ctx } = await createTestApp();
/** More sends a day than the hourly limit of e-mail codes, no resend window. */
const roomy = await createTestApp({ phoneResendSeconds: 0, phoneDailyLimit: CODE_SENDS_PER_HOUR + 3 });

afterEach(() => {
  vi.restoreAllMocks();
});

const SEND = '/api/auth/send-verify-number';
const VERIFY = '/api/auth/verify-number';
const REMOVE = '/api/auth/remove-number';

let counter = 0;
function freshNumber() {
  counter += 1;
  const national = `780${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
  return { countryCode: '+964', mobileNumber: national, e164: `+964${national}` };
}
const sms = (c: typeof ctx, to: string) => c.db.selectFrom('outbox_messages').select(['channel', 'body']).where('recipient', '=', to).orderBy('id').execute();
/** Dates the user's phone codes `interval` ago. */
const sentAgo = (userId: string, interval: string) =>
  sql`UPDATE verification_codes SET created_at = now() - ${interval}::interval WHERE user_id = ${userId} AND purpose = 'phone_verify'`.execute(ctx.db);

describe('sending phone codes', () => {
  it('the resend wait counts down from the last send, to the second', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    expect((await call(app, 'POST', SEND, { token: u.token, body })).statusCode).toBe(200);
    const wait = async (secondsAgo: number) => {
      await sentAgo(u.id, `${secondsAgo} seconds`);
      return call(app, 'POST', SEND, { token: u.token, body });
    };
    // 20 seconds after the send: 40 to wait (a second less if the machine took a second between the two statements).
    const twenty = await wait(20);
    expect(twenty.statusCode).toBe(429);
    const seconds = twenty.json().resendAfterSeconds as number;
    expect(seconds).toBeGreaterThanOrEqual(38);
    expect(seconds).toBeLessThanOrEqual(40);
    expect(twenty.json()).toEqual({
      code: 'PHONE_RESEND_WAIT',
      message: `Please wait ${seconds} seconds before requesting a new code`,
      resendAfterSeconds: seconds,
      retryAfterSeconds: seconds,
      remainingAttempts: 4,
    });
    const last = await wait(58);
    expect(last.json().code).toBe('PHONE_RESEND_WAIT');
    expect(last.json().resendAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(last.json().resendAfterSeconds).toBeLessThanOrEqual(2);
    // At 60 seconds the window is over.
    const open = await wait(60);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.remainingAttempts).toBe(3);
  });

  it('the SMS gives the code and says it lasts 10 minutes; the answer says so in seconds', async () => {
    expect(PHONE_CODE_TTL_SECONDS).toBe(600);
    expect(PHONE_DAY_TIME_ZONE).toBe('Asia/Baghdad');
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const res = await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    expect(res.json().data).toEqual({ countryCode: '+964', mobileNumber: n.mobileNumber, remainingAttempts: 4, resendAfterSeconds: 60, expiresInSeconds: 600 });
    const code = await lastCode(ctx, n.e164);
    expect(await sms(ctx, n.e164)).toEqual([{ channel: 'sms', body: `Your Sahm verification code is ${code}. It expires in 10 minutes.` }]);
    expect(messageText('en', 'PHONE_CODE_TEXT', { code, minutes: 10 })).toBe(`Your Sahm verification code is ${code}. It expires in 10 minutes.`);
  });

  it(`phone codes are held to their daily limit, not to the hourly ${CODE_SENDS_PER_HOUR} of e-mail codes`, async () => {
    const u = await registerUser(roomy.app, roomy.ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    const answers = [];
    for (let i = 0; i < CODE_SENDS_PER_HOUR + 3; i++) answers.push(await call(roomy.app, 'POST', SEND, { token: u.token, body }));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(CODE_SENDS_PER_HOUR + 3).fill(200));
    expect(answers.map((r) => r.json().data.remainingAttempts)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    const spent = await call(roomy.app, 'POST', SEND, { token: u.token, body });
    expect(spent.json().code).toBe('PHONE_ATTEMPTS_EXHAUSTED');
    // The newest code verifies.
    const ok = await call(roomy.app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: await lastCode(roomy.ctx, n.e164) } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('verifying a phone code', () => {
  it('a code checked against another number than it was sent to names the mobileNumber field', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const other = freshNumber();
    await call(app, 'POST', SEND, { token: u.token, body: { countryCode: n.countryCode, mobileNumber: n.mobileNumber } });
    const res = await call(app, 'POST', VERIFY, {
      token: u.token,
      body: { countryCode: other.countryCode, mobileNumber: other.mobileNumber, verifyCode: await lastCode(ctx, n.e164) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'RESEND_REENTER_MOBILE',
      message: 'Please Re-enter your mobile number to resend the code',
      errors: [{ field: 'mobileNumber', code: 'RESEND_REENTER_MOBILE', message: 'Please Re-enter your mobile number to resend the code' }],
    });
  });
});

describe('verifying a number another account takes at the same moment', () => {
  /**
   * `late` has a code for the number; while its check waits on its own
   * code-check lock (held here), `owner` gets the same number verified,
   * stored as `asStored` says.
   * Then the lock is let go and `late`'s check goes on past the point where
   * it looked for other owners.
   */
  async function race(asStored: (n: ReturnType<typeof freshNumber>) => { countryCode: string; mobileNumber: string }) {
    const late = await registerUser(app, ctx);
    const owner = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    expect((await call(app, 'POST', SEND, { token: late.token, body })).statusCode).toBe(200);
    const code = await lastCode(ctx, n.e164);
    const client = await ctx.pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(724203, hashtext($1))`, [`check:${late.id}:phone_verify`]);
      const pending = call(app, 'POST', VERIFY, { token: late.token, body: { ...body, verifyCode: code } });
      await untilSomeoneWaitsOnALock();
      const stored = asStored(n);
      await ctx.db
        .updateTable('users')
        .set({ country_code: stored.countryCode, mobile_number: stored.mobileNumber, is_phone_verified: true })
        .where('id', '=', owner.id)
        .execute();
      await client.query(`SELECT pg_advisory_unlock(724203, hashtext($1))`, [`check:${late.id}:phone_verify`]);
      const res = await pending;
      const lateRow = await ctx.db.selectFrom('users').select(['country_code', 'mobile_number', 'is_phone_verified']).where('id', '=', late.id).executeTakeFirstOrThrow();
      return { res, lateRow };
    } finally {
      await client.query('SELECT pg_advisory_unlock_all()');
      client.release();
    }
  }

  const phoneInUse = {
    code: 'PHONE_IN_USE',
    message: 'This mobile number is already used by another account',
    errors: [{ field: 'mobileNumber', code: 'PHONE_IN_USE', message: 'This mobile number is already used by another account' }],
  };

  it('the same E.164 number, stored the same way: 409 PHONE_IN_USE (users_verified_phone_key)', async () => {
    const { res, lateRow } = await race((n) => ({ countryCode: n.countryCode, mobileNumber: n.mobileNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(phoneInUse);
    expect(lateRow).toEqual({ country_code: null, mobile_number: null, is_phone_verified: false });
  });

  it('the same E.164 number split differently (+9647 80…): 409 PHONE_IN_USE (users_verified_e164_key)', async () => {
    const { res, lateRow } = await race((n) => ({ countryCode: `${n.countryCode}${n.mobileNumber[0]}`, mobileNumber: n.mobileNumber.slice(1) }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(phoneInUse);
    expect(lateRow).toEqual({ country_code: null, mobile_number: null, is_phone_verified: false });
  });

  it('a failure that is not a taken number is not reported as one', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    const body = { countryCode: n.countryCode, mobileNumber: n.mobileNumber };
    await call(app, 'POST', SEND, { token: u.token, body });
    vi.spyOn(ctx.notifier, 'publish').mockRejectedValueOnce(Object.assign(new Error('socket server gone'), { code: 'ECONNRESET' }));
    const res = await call(app, 'POST', VERIFY, { token: u.token, body: { ...body, verifyCode: await lastCode(ctx, n.e164) } });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).not.toBe('PHONE_IN_USE');
  });
});

describe('removing the number', () => {
  it('answers with the emptied phone fields', async () => {
    const u = await registerUser(app, ctx);
    const n = freshNumber();
    await ctx.db.updateTable('users').set({ country_code: n.countryCode, mobile_number: n.mobileNumber, is_phone_verified: true }).where('id', '=', u.id).execute();
    const res = await call(app, 'POST', REMOVE, { token: u.token, body: { password: u.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { mobile: { countryCode: null, mobileNumber: null, verified: false }, isPhoneVerified: false },
      message: 'Your mobile number has been Removed',
    });
  });
});

/** Waits until a statement of this database waits on a lock (here: the held code-check lock). */
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
