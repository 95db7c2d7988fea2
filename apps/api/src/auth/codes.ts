import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { CodePurpose } from '../db/schema';
import { AppError } from '../http/errors';
import { hashCode, newCode, sameHash } from './tokens';

/** Codes expire in 10 minutes and allow 5 wrong tries (decisions.md §8). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

/** Issues a fresh code (earlier unused ones of the same purpose stop working). */
export async function issueCode(db: DB, userId: string, purpose: CodePurpose, target: string): Promise<string> {
  const code = newCode();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
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
 * Checks a code and consumes it on success. A wrong code costs one try, in
 * the database, under a row lock so parallel guesses can't exceed the limit.
 * `target` must match what the code was sent to (phone codes).
 */
export async function consumeCode(db: DB, userId: string, purpose: CodePurpose, code: string, target?: string): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
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
    if (!row || row.expires_at.getTime() < Date.now()) return 'invalid' as const;
    if (target !== undefined && row.target !== target) return 'target' as const;
    if (row.attempts >= row.max_attempts) return 'exhausted' as const;
    if (!sameHash(row.code_hash, hashCode(code, row.id))) {
      await trx.updateTable('verification_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      return row.attempts + 1 >= row.max_attempts ? ('exhausted' as const) : ('invalid' as const);
    }
    await trx.updateTable('verification_codes').set({ consumed_at: sql`now()` }).where('id', '=', row.id).execute();
    return 'ok' as const;
  });
  if (outcome === 'ok') return;
  if (outcome === 'exhausted') throw new AppError(400, 'OTP_TOO_MANY_TRIES', undefined, [{ field: 'verifyCode', code: 'OTP_TOO_MANY_TRIES' }]);
  if (outcome === 'target') throw new AppError(400, 'RESEND_REENTER_MOBILE', undefined, [{ field: 'mobileNumber', code: 'RESEND_REENTER_MOBILE' }]);
  throw new AppError(400, 'OTP_INVALID', undefined, [{ field: 'verifyCode', code: 'OTP_INVALID' }]);
}
