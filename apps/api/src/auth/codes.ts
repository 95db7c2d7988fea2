import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { CodePurpose } from '../db/schema';
import { AppError } from '../http/errors';
import { hashCode, newCode, sameHash } from './tokens';

/** Codes expire in 10 minutes and allow 5 wrong tries (decisions.md §8). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/**
 * Across all codes of a purpose, an account gets at most this many wrong tries
 * in an hour (decisions.md §13); then every try is refused until the hour
 * passes, the right code included. Otherwise each new code brought five
 * fresh tries.
 */
export const ACCOUNT_WRONG_TRIES_PER_HOUR = 10;
/** Codes sent to one account per purpose per hour (phone codes have their own daily limit, src/users/phone.ts). */
export const CODE_SENDS_PER_HOUR = 5;

/** Advisory lock namespace for "one check of an account's codes of a purpose at a time". */
const CHECK_LOCK_CLASS = 724_203;

const minutesUntil = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function locked(secondsLeft: number) {
  return new AppError(429, 'OTP_ACCOUNT_LOCKED', { minutes: minutesUntil(secondsLeft) }, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) });
}

/** Wrong tries of this account and purpose in the last hour, and the seconds until the oldest of them leaves the hour. */
async function recentWrongTries(db: DB, userId: string, purpose: CodePurpose) {
  const row = await db
    .selectFrom('auth_events')
    .select([
      sql<number>`count(*)::int`.as('tries'),
      sql<number | null>`extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8`.as('secondsLeft'),
    ])
    .where('user_id', '=', userId)
    .where('kind', '=', 'wrong_code')
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return { tries: row.tries, secondsLeft: row.secondsLeft ?? 3600 };
}

/**
 * Issues a fresh code (earlier unused ones of the same purpose stop working).
 * At most CODE_SENDS_PER_HOUR per account and purpose (phone codes excepted:
 * their daily limit and resend window say more): beyond it, 429
 * CODE_SENDS_EXHAUSTED, which a caller that must answer the same for every
 * e-mail turns into sending nothing.
 */
export async function issueCode(db: DB, userId: string, purpose: CodePurpose, target: string): Promise<string> {
  const code = newCode();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (purpose !== 'phone_verify') {
      // Stryker disable next-line StringLiteral: equivalent, an empty key makes one lock for all accounts, still one send at a time.
      const sendLock = `send:${userId}:${purpose}`;
      await sql`SELECT pg_advisory_xact_lock(${CHECK_LOCK_CLASS}, hashtext(${sendLock}))`.execute(trx);
      const sent = await trx
        .selectFrom('verification_codes')
        .select([sql<number>`count(*)::int`.as('n'), sql<number | null>`extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8`.as('secondsLeft')])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      if (sent.n >= CODE_SENDS_PER_HOUR) {
        const seconds = sent.secondsLeft ?? 3600;
        throw new AppError(429, 'CODE_SENDS_EXHAUSTED', { minutes: minutesUntil(seconds) }, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
      }
    }
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({ id, user_id: userId, purpose, target, code_hash: hashCode(code, id), max_attempts: CODE_MAX_TRIES, expires_at: new Date(Date.now() + CODE_TTL_MS) })
      .execute();
  });
  return code;
}

/**
 * Checks a code and consumes it on success. A wrong code costs one try of
 * the code and one of the account's hourly tries for this purpose, both in
 * the database; an account past ACCOUNT_WRONG_TRIES_PER_HOUR is refused with
 * 429 OTP_ACCOUNT_LOCKED (minutes to wait) before its code is even looked at.
 * The account's checks of a purpose run one at a time (an advisory lock), so
 * parallel guesses cannot exceed either limit. `target` must match what the
 * code was sent to (phone codes).
 */
export async function consumeCode(db: DB, userId: string, purpose: CodePurpose, code: string, target?: string): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    // Stryker disable next-line StringLiteral: equivalent, an empty key makes one lock for all accounts, still one check at a time.
    const checkLock = `check:${userId}:${purpose}`;
    await sql`SELECT pg_advisory_xact_lock(${CHECK_LOCK_CLASS}, hashtext(${checkLock}))`.execute(trx);
    const recent = await recentWrongTries(trx, userId, purpose);
    if (recent.tries >= ACCOUNT_WRONG_TRIES_PER_HOUR) return { result: 'locked' as const, secondsLeft: recent.secondsLeft };
    const row = await trx
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    // Stryker disable next-line ObjectLiteral: equivalent, an outcome without a result falls to the same OTP_INVALID below.
    if (!row || row.expires_at.getTime() < Date.now()) return { result: 'invalid' as const };
    if (target !== undefined && row.target !== target) return { result: 'target' as const };
    if (row.attempts >= row.max_attempts) return { result: 'exhausted' as const };
    if (!sameHash(row.code_hash, hashCode(code, row.id))) {
      await trx.updateTable('verification_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      await trx.insertInto('auth_events').values({ user_id: userId, kind: 'wrong_code', purpose }).execute();
      await trx.deleteFrom('auth_events').where('user_id', '=', userId).where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
      // Mutation: `recent.tries === 0` → false is equivalent: with no tries this hour recentWrongTries already gives 3600.
      if (recent.tries + 1 >= ACCOUNT_WRONG_TRIES_PER_HOUR) return { result: 'locked' as const, secondsLeft: recent.tries === 0 ? 3600 : recent.secondsLeft };
      return { result: row.attempts + 1 >= row.max_attempts ? ('exhausted' as const) : ('invalid' as const) };
    }
    await trx.updateTable('verification_codes').set({ consumed_at: sql`now()` }).where('id', '=', row.id).execute();
    return { result: 'ok' as const };
  });
  switch (outcome.result) {
    case 'ok':
      return;
    case 'locked':
      throw locked(outcome.secondsLeft);
    case 'exhausted':
      throw new AppError(400, 'OTP_TOO_MANY_TRIES', undefined, [{ field: 'verifyCode', code: 'OTP_TOO_MANY_TRIES' }]);
    case 'target':
      throw new AppError(400, 'RESEND_REENTER_MOBILE', undefined, [{ field: 'mobileNumber', code: 'RESEND_REENTER_MOBILE' }]);
    default:
      throw new AppError(400, 'OTP_INVALID', undefined, [{ field: 'verifyCode', code: 'OTP_INVALID' }]);
  }
}
