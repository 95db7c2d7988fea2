import { verifyPassword } from '../auth/passwords';
import type { DB } from '../db/database';
import { AppError, unauthorized } from '../http/errors';

export const passwordRequired = () => new AppError(400, 'PASSWORD_CONFIRM_REQUIRED', undefined, [{ field: 'password', code: 'PASSWORD_CONFIRM_REQUIRED' }]);

/**
 * A security setting (the two-step method, the e-mail, the phone) changes only
 * with the account's password (decisions.md §13), so a stolen session alone
 * cannot turn two-step sign-in off or move the account to other hands. A
 * missing password is 400 PASSWORD_CONFIRM_REQUIRED, a wrong one 400
 * PASSWORD_INCORRECT, both naming the `password` field. The routes that call
 * this are rate limited per user, which bounds guessing through them.
 */
export async function confirmPassword(db: DB, userId: string, password: string | undefined): Promise<void> {
  if (!password) throw passwordRequired();
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError(400, 'PASSWORD_INCORRECT', undefined, [{ field: 'password', code: 'PASSWORD_INCORRECT' }]);
  }
}
