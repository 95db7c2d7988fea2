import { messageText } from '@sahm/domain';
import { sql } from 'kysely';
import { CODE_TTL_MS, consumeCode, issueCode } from '../auth/codes';
import type { AppContext } from '../context';
import type { DB } from '../db/database';
import { AppError } from '../http/errors';

/** Daily attempts count per calendar day in Iraq (decisions.md §8); Iraq has no daylight saving. */
export const PHONE_DAY_TIME_ZONE = 'Asia/Baghdad';
export const PHONE_CODE_TTL_SECONDS = CODE_TTL_MS / 1000;

/** Advisory lock namespace for "one phone code send per user at a time". */
const SEND_LOCK_CLASS = 724_202;

const e164 = (countryCode: string, mobileNumber: string) => `${countryCode}${mobileNumber}`;

const phoneInUse = () => new AppError(409, 'PHONE_IN_USE', undefined, [{ field: 'mobileNumber', code: 'PHONE_IN_USE' }]);

/** Another account already owns this verified number (compared as the full E.164 string). */
async function verifiedByOther(db: DB, userId: string, number: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('is_phone_verified', '=', true)
    .where('id', '!=', userId)
    .where(sql<string>`country_code || mobile_number`, '=', number)
    .executeTakeFirst();
  return row !== undefined;
}

/** Today's phone code sends and how long ago the newest was sent, by the database's clock. */
async function recentSends(db: DB, userId: string) {
  const dayStart = sql<Date>`date_trunc('day', now() AT TIME ZONE ${PHONE_DAY_TIME_ZONE}) AT TIME ZONE ${PHONE_DAY_TIME_ZONE}`;
  const row = await db
    .selectFrom('verification_codes')
    .select([
      sql<number>`(count(*) FILTER (WHERE created_at >= ${dayStart}))::int`.as('today'),
      sql<number | null>`floor(extract(epoch FROM now() - max(created_at)))::int`.as('secondsAgo'),
    ])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'phone_verify')
    .where(sql<boolean>`created_at > now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return { today: row.today, secondsAgo: row.secondsAgo };
}

export interface PhoneCodeSent {
  countryCode: string;
  mobileNumber: string;
  remainingAttempts: number;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Sends a phone verification code. The daily limit and the resend window are
 * read from verification_codes under a per-user advisory lock, so parallel
 * requests cannot both take the last attempt. A refused request stores nothing.
 */
export async function sendVerifyNumber(ctx: AppContext, userId: string, countryCode: string, mobileNumber: string): Promise<PhoneCodeSent> {
  const { phoneDailyLimit, phoneResendSeconds } = ctx.config;
  const number = e164(countryCode, mobileNumber);
  if (await verifiedByOther(ctx.db, userId, number)) throw phoneInUse();

  // One connection holds a per-user lock while counting and issuing (issueCode opens its
  // transaction on that same connection), so parallel sends cannot both take the last attempt.
  const { code, remainingAttempts } = await ctx.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${SEND_LOCK_CLASS}, hashtext(${userId}))`.execute(conn);
    try {
      const recent = await recentSends(conn, userId);
      if (recent.today >= phoneDailyLimit) {
        throw new AppError(429, 'PHONE_ATTEMPTS_EXHAUSTED', undefined, undefined, { remainingAttempts: 0 });
      }
      if (recent.secondsAgo !== null && recent.secondsAgo < phoneResendSeconds) {
        const seconds = Math.max(1, phoneResendSeconds - recent.secondsAgo);
        throw new AppError(429, 'PHONE_RESEND_WAIT', { seconds }, undefined, {
          resendAfterSeconds: seconds,
          retryAfterSeconds: seconds,
          remainingAttempts: phoneDailyLimit - recent.today,
        });
      }
      const issued = await issueCode(conn, userId, 'phone_verify', number);
      return { code: issued, remainingAttempts: phoneDailyLimit - recent.today - 1 };
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEND_LOCK_CLASS}, hashtext(${userId}))`.execute(conn);
    }
  });

  try {
    // In the language the user reads their messages in (settings; at first the one they signed up in).
    const { language } = await ctx.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow();
    await ctx.messenger.sendSms(number, messageText(language, 'PHONE_CODE_TEXT', { code, minutes: CODE_TTL_MS / 60_000 }));
  } catch {
    // An SMS that never left must not cost the user one of the day's attempts.
    await ctx.db
      .deleteFrom('verification_codes')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'phone_verify')
      .where('target', '=', number)
      .where('consumed_at', 'is', null)
      .execute();
    throw new AppError(502, 'SMS_FAILED');
  }
  return { countryCode, mobileNumber, remainingAttempts, resendAfterSeconds: phoneResendSeconds, expiresInSeconds: PHONE_CODE_TTL_SECONDS };
}

/** Checks the code for this exact number, then stores the number as verified. */
export async function verifyNumber(ctx: AppContext, userId: string, countryCode: string, mobileNumber: string, verifyCode: string) {
  const number = e164(countryCode, mobileNumber);
  if (await verifiedByOther(ctx.db, userId, number)) throw phoneInUse();
  await consumeCode(ctx.db, userId, 'phone_verify', verifyCode, number);
  try {
    const notification = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ country_code: countryCode, mobile_number: mobileNumber, is_phone_verified: true, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
      return ctx.notifier.notify(userId, 'account_update', 'PHONE_VERIFIED', {}, trx);
    });
    await ctx.notifier.publish(notification);
  } catch (error) {
    // Two accounts verified the same number at once: the unique indexes let one win
    // (users_verified_e164_key also when they split it differently into country code and number).
    const { code, constraint } = error as { code?: string; constraint?: string };
    // Mutation: loosening either half (`code === '23505'` → true, the constraint test → true, `&&` → `||`) is equivalent: no
    // other error names these indexes, and no other unique index can fail here (users' others are not written, notifications.id is a sequence).
    if (code === '23505' && (constraint === 'users_verified_phone_key' || constraint === 'users_verified_e164_key')) {
      throw phoneInUse();
    }
    throw error;
  }
  return { countryCode, mobileNumber, isPhoneVerified: true };
}

/** Clears the number; mobile 2FA falls back to none (the CHECK on users requires it). */
export async function removeNumber(ctx: AppContext, userId: string) {
  const notification = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        country_code: null,
        mobile_number: null,
        is_phone_verified: false,
        two_factor: sql<'none' | 'email' | 'mobile'>`CASE WHEN two_factor = 'mobile' THEN 'none' ELSE two_factor END`,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .where('mobile_number', 'is not', null)
      .returning('two_factor')
      .executeTakeFirst();
    if (!updated) throw new AppError(400, 'PHONE_NOT_SET');
    return ctx.notifier.notify(userId, 'account_update', 'PHONE_REMOVED', {}, trx);
  });
  await ctx.notifier.publish(notification);
  return { mobile: { countryCode: null, mobileNumber: null, verified: false }, isPhoneVerified: false };
}
