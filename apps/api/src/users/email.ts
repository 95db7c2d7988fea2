import { sql } from 'kysely';
import { CODE_TTL_MS, consumeCode, issueCode } from '../auth/codes';
import type { AppContext } from '../context';
import { AppError, unauthorized } from '../http/errors';
import { composeEmail } from '../messaging/email';
import { sendSecurityNotice } from '../notifications/outside';
import { confirmPassword } from './confirm-password';
import { getProfile, type Profile } from './profile';

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', undefined, [{ field: 'email', code: 'EMAIL_TAKEN' }]);
const codeInvalid = () => new AppError(400, 'OTP_INVALID', undefined, [{ field: 'verifyCode', code: 'OTP_INVALID' }]);

export interface EmailChangeStarted {
  /** Where the code went; the account's e-mail is unchanged until it comes back. */
  email: string;
  expiresInSeconds: number;
}

/**
 * POST /user/change-email {email, password}: with the password, a code goes
 * to the new address (proving the user reads it) and a security notice to the
 * current one. The account's e-mail changes only at verify-email-change; a
 * newer request replaces the code of an older one.
 */
export async function requestEmailChange(ctx: AppContext, userId: string, email: string, password: string): Promise<EmailChangeStarted> {
  const user = await ctx.db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  await confirmPassword(ctx.db, userId, password);
  if (email === user.email) throw new AppError(400, 'EMAIL_SAME', undefined, [{ field: 'email', code: 'EMAIL_SAME' }]);
  const other = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (other) throw emailTaken();
  const code = await issueCode(ctx.db, userId, 'email_change', email);
  const minutes = CODE_TTL_MS / 60_000;
  const mail = composeEmail(user.language, {
    subject: 'EMAIL_CHANGE_CODE_SUBJECT',
    paragraphs: [{ code: 'EMAIL_CHANGE_CODE_TEXT', params: { code, minutes } }],
    code,
  });
  await ctx.messenger.sendEmail(email, mail.subject, mail.text, mail.html);
  await sendSecurityNotice(ctx, userId, 'SECURITY_EMAIL_CHANGE_REQUESTED', { email });
  return { email, expiresInSeconds: CODE_TTL_MS / 1000 };
}

/**
 * POST /user/verify-email-change {verifyCode}: the code sent to the new
 * address (single use, 10 minutes, 5 tries) makes it the account's e-mail,
 * verified. The old address gets a security notice; the user a notification.
 */
export async function confirmEmailChange(ctx: AppContext, userId: string, verifyCode: string): Promise<Profile> {
  const pending = await ctx.db
    .selectFrom('verification_codes')
    .select('target')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!pending) throw codeInvalid();
  try {
    await consumeCode(ctx.db, userId, 'email_change', verifyCode, pending.target);
  } catch (error) {
    // A newer change request replaced the code meanwhile: this one is simply no longer valid.
    if (error instanceof AppError && error.code === 'RESEND_REENTER_MOBILE') throw codeInvalid();
    throw error;
  }
  const newEmail = pending.target;
  let oldEmail = '';
  try {
    const notification = await ctx.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select('email').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
      if (!before) throw unauthorized();
      oldEmail = before.email;
      await trx.updateTable('users').set({ email: newEmail, is_email_verified: true, updated_at: sql`now()` }).where('id', '=', userId).execute();
      return ctx.notifier.notify(userId, 'account_update', 'NOTIFY_EMAIL_CHANGED', { email: newEmail }, trx);
    });
    await ctx.notifier.publish(notification);
  } catch (error) {
    // Someone signed up with the address since the code was sent.
    if ((error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'users_email_key') throw emailTaken();
    throw error;
  }
  await sendSecurityNotice(ctx, userId, 'SECURITY_EMAIL_CHANGED', { email: newEmail }, oldEmail);
  return getProfile(ctx, userId);
}
