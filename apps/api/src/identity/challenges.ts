import { randomBytes, randomInt } from 'node:crypto';
import {
  ageOn,
  LIVENESS_CHALLENGE_COUNT,
  LIVENESS_NONCE_MINUTES,
  livenessChallenges,
  MIN_AGE_YEARS,
  type LivenessChallenge,
  type LivenessChallengeSet,
} from '@sahm/domain';
import { sql } from 'kysely';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { DB } from '../db/database';
import { AppError, unauthorized, type FieldError } from '../http/errors';

/**
 * Who may start an identity verification: not while one is pending or once
 * verified (409), only with the personal info an admin checks the documents
 * against (full name, date of birth: 400 naming the missing fields), and only
 * at 18 or over by that date of birth (403). The age rule is domain's ageOn.
 */
export async function assertMayVerify(db: DB, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select(['kyc_status', 'full_name', 'date_of_birth']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  if (user.kyc_status === 'pending') throw new AppError(409, 'KYC_PENDING');
  if (user.kyc_status === 'verified') throw new AppError(409, 'KYC_ALREADY_VERIFIED');
  const missing: FieldError[] = [];
  if (!user.full_name) missing.push({ field: 'fullName', code: 'KYC_PROFILE_INCOMPLETE' });
  if (!user.date_of_birth) missing.push({ field: 'dateOfBirth', code: 'KYC_PROFILE_INCOMPLETE' });
  if (missing.length) throw new AppError(400, 'KYC_PROFILE_INCOMPLETE', undefined, missing);
  if (ageOn(user.date_of_birth as string, new Date()) < MIN_AGE_YEARS) {
    throw new AppError(403, 'UNDER_AGE', undefined, [{ field: 'dateOfBirth', code: 'UNDER_AGE' }]);
  }
}

/** Three distinct challenges in a random order (Fisher–Yates over a CSPRNG). */
export function drawChallenges(count = LIVENESS_CHALLENGE_COUNT): LivenessChallenge[] {
  const pool = [...livenessChallenges];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [pool[i], pool[j]] = [pool[j] as LivenessChallenge, pool[i] as LivenessChallenge];
  }
  return pool.slice(0, count);
}

/**
 * GET /user/liveness-challenges: a fresh challenge set and its nonce (256
 * random bits, stored hashed), bound to this user, single use, valid for 10
 * minutes. Any earlier unused set of the user stops working, so one nonce at
 * a time is live.
 */
export async function issueChallenges(ctx: AppContext, userId: string): Promise<LivenessChallengeSet> {
  await assertMayVerify(ctx.db, userId);
  const nonce = randomBytes(32).toString('base64url');
  const challenges = drawChallenges();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('liveness_challenges')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    return trx
      .insertInto('liveness_challenges')
      .values({
        user_id: userId,
        nonce_hash: hashToken(nonce),
        challenges,
        expires_at: sql<Date>`now() + make_interval(mins => ${LIVENESS_NONCE_MINUTES})`,
      })
      .returning(['expires_at'])
      .executeTakeFirstOrThrow();
  });
  const expiresAt = new Date(row.expires_at);
  return { challenges, nonce, expiresAt: expiresAt.toISOString(), expiresInSeconds: LIVENESS_NONCE_MINUTES * 60 };
}

const nonceInvalid = () => new AppError(400, 'LIVENESS_NONCE_INVALID', undefined, [{ field: 'nonce', code: 'LIVENESS_NONCE_INVALID' }]);

/** The live challenge set behind a nonce of this user (unused, unexpired), without using it. */
export async function findChallengeSet(db: DB, userId: string, nonce: string): Promise<{ id: string; challenges: LivenessChallenge[] }> {
  const row = await db
    .selectFrom('liveness_challenges')
    .select(['id', 'challenges'])
    .where('user_id', '=', userId)
    .where('nonce_hash', '=', hashToken(nonce))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw nonceInvalid();
  return row;
}

/** Uses the nonce, once: whoever commits first wins; a second use, an expired or replaced nonce is refused. */
export async function useChallengeSet(db: DB, userId: string, id: string): Promise<void> {
  const used = await db
    .updateTable('liveness_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw nonceInvalid();
}
