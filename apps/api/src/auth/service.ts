import { messageText, type AppLocale, type LoginAnswer } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { AppError, conflict } from '../http/errors';
import { composeEmail } from '../messaging/email';
import { CODE_TTL_MS, consumeCode, issueCode } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newSessionToken } from './tokens';

// Mutation: `code === '23505'` → true is equivalent: no other error of the users INSERT names a unique index.
const isUniqueViolation = (e: unknown, index?: string) =>
  (e as { code?: string }).code === '23505' && (!index || (e as { constraint?: string }).constraint === index);

const sendsSpent = (e: unknown) => e instanceof AppError && e.code === 'CODE_SENDS_EXHAUSTED';

const CODE_MINUTES = CODE_TTL_MS / 60_000;

const CODE_SUBJECT = { email_verify: 'EMAIL_VERIFY_SUBJECT', password_reset: 'PASSWORD_RESET_SUBJECT' } as const;

/**
 * E-mails a fresh code in the account's language (at sign-up, the language
 * the account was created in). With `quiet`, an account whose hourly sends
 * are spent gets nothing and the caller answers as usual: the answer must
 * not say whether the address has an account (and its last code still works).
 */
async function sendEmailCode(
  ctx: AppContext,
  user: { id: string; language: AppLocale },
  email: string,
  purpose: 'email_verify' | 'password_reset',
  // Stryker disable next-line BooleanLiteral: equivalent, only sign-up calls without `quiet`, for an account with no sends yet.
  { quiet = false } = {},
) {
  let code: string;
  try {
    code = await issueCode(ctx.db, user.id, purpose, email);
  } catch (error) {
    if (quiet && sendsSpent(error)) return;
    throw error;
  }
  const mail = composeEmail(user.language, {
    subject: CODE_SUBJECT[purpose],
    paragraphs: [{ code: 'EMAIL_CODE_TEXT', params: { code, minutes: CODE_MINUTES } }],
    code,
  });
  await ctx.messenger.sendEmail(email, mail.subject, mail.text, mail.html);
}

/**
 * Creates an account in the request's language (its e-mails and SMS go out
 * in it until the user picks another) and e-mails its verification code. An e-mail that
 * already has an account gets the same answer (decisions.md §13: sign-up must
 * not tell who is registered) and its owner an e-mail saying someone tried,
 * at most once an hour; nothing else changes. A taken user name is refused
 * whatever the e-mail (user names are public), checked first so that answer
 * says nothing about the e-mail either. The password is hashed either way,
 * so both answers take as long.
 */
export async function signup(ctx: AppContext, input: { email: string; password: string; name: string }, locale: AppLocale = 'en') {
  const usernameTaken = () => conflict('USERNAME_TAKEN', [{ field: 'name', code: 'USERNAME_TAKEN' }]);
  const passwordHash = await hashPassword(input.password);
  const taken = await ctx.db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', input.name.toLowerCase()).executeTakeFirst();
  if (taken) throw usernameTaken();
  let user: { id: string; email: string; language: AppLocale };
  try {
    user = await ctx.db
      .insertInto('users')
      .values({ email: input.email, username: input.name, password_hash: passwordHash, language: locale })
      .returning(['id', 'email', 'language'])
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_key')) {
      await tellOwnerOfSignupAttempt(ctx, input.email, locale);
      return { email: input.email, isEmailVerified: false };
    }
    // Stryker disable next-line StringLiteral: equivalent, no index means any unique violation, and the user name's is the only one left.
    if (isUniqueViolation(e, 'users_username_key')) throw usernameTaken();
    throw e;
  }
  await sendEmailCode(ctx, user, user.email, 'email_verify');
  return { email: user.email, isEmailVerified: false };
}

/** "Someone tried to sign up with your e-mail": at most one an hour per account, recorded in auth_events. */
async function tellOwnerOfSignupAttempt(ctx: AppContext, email: string, locale: AppLocale) {
  const send = await ctx.db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('users').select('id').where('email', '=', email).forNoKeyUpdate().executeTakeFirst();
    // Mutation: `!owner` → false, and `return true` here, are equivalent: the INSERT just failed on this e-mail's row, and accounts are never deleted.
    if (!owner) return false;
    const recent = await trx
      .selectFrom('auth_events')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('kind', '=', 'signup_notice')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
    if (recent) return false;
    await trx.insertInto('auth_events').values({ user_id: owner.id, kind: 'signup_notice', purpose: null }).execute();
    return true;
  });
  if (send) {
    const mail = composeEmail(locale, { subject: 'SIGNUP_EXISTING_SUBJECT', paragraphs: [{ code: 'SIGNUP_EXISTING_TEXT' }] });
    await ctx.messenger.sendEmail(email, mail.subject, mail.text, mail.html);
  }
}

export async function verifyEmail(ctx: AppContext, email: string, code: string) {
  const user = await ctx.db.selectFrom('users').select(['id', 'is_email_verified']).where('email', '=', email).executeTakeFirst();
  if (!user) throw new AppError(400, 'OTP_INVALID', undefined, [{ field: 'verifyCode', code: 'OTP_INVALID' }]);
  await consumeCode(ctx.db, user.id, 'email_verify', code);
  await ctx.db.updateTable('users').set({ is_email_verified: true, updated_at: sql`now()` }).where('id', '=', user.id).execute();
  return { email, isEmailVerified: true };
}

export async function resendVerification(ctx: AppContext, email: string) {
  const user = await ctx.db.selectFrom('users').select(['id', 'is_email_verified', 'language']).where('email', '=', email).executeTakeFirst();
  // Same answer whether or not the account exists.
  if (user && !user.is_email_verified) await sendEmailCode(ctx, user, email, 'email_verify', { quiet: true });
}

async function createSession(ctx: AppContext, userId: string, userAgent: string | undefined) {
  const token = newSessionToken();
  await ctx.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ctx.config.sessionDays * 86_400_000),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The answer (domain's LoginAnswer) and which outcome it is, for the route's message. */
export type LoginResult = LoginAnswer & { outcome: 'signed_in' | 'email_unverified' | 'otp_required' };

/** The three outcomes of spec.md §4: a token; the e-mail is unverified; a 2FA code is needed. */
export async function login(ctx: AppContext, input: { email: string; password: string; otp?: string }, userAgent?: string): Promise<LoginResult> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'is_email_verified', 'two_factor', 'country_code', 'mobile_number', 'disabled_at', 'language'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    throw new AppError(400, 'INVALID_CREDENTIALS');
  }
  if (user.disabled_at) throw new AppError(403, 'ACCOUNT_DISABLED');
  const twoFactor = { withEmail: user.two_factor === 'email', withPhone: user.two_factor === 'mobile' };
  if (!user.is_email_verified) {
    // Sends spent: the last code still works, and the step is the same.
    await sendEmailCode(ctx, user, user.email, 'email_verify', { quiet: true });
    return { token: null, isEmailVerified: false, _2FA: twoFactor, outcome: 'email_unverified' };
  }
  if (user.two_factor !== 'none') {
    if (!input.otp) {
      const target = user.two_factor === 'mobile' ? `${user.country_code}${user.mobile_number}` : user.email;
      const code = await issueCode(ctx.db, user.id, 'login_2fa', target);
      if (user.two_factor === 'mobile') {
        await ctx.messenger.sendSms(target, messageText(user.language, 'LOGIN_CODE_TEXT', { code, minutes: CODE_MINUTES }));
      } else {
        const mail = composeEmail(user.language, {
          subject: 'LOGIN_CODE_SUBJECT',
          paragraphs: [{ code: 'LOGIN_CODE_TEXT', params: { code, minutes: CODE_MINUTES } }],
          code,
        });
        await ctx.messenger.sendEmail(target, mail.subject, mail.text, mail.html);
      }
      return { token: null, isEmailVerified: true, _2FA: twoFactor, outcome: 'otp_required' };
    }
    await consumeCode(ctx.db, user.id, 'login_2fa', input.otp);
  }
  const token = await createSession(ctx, user.id, userAgent);
  return { token, isEmailVerified: true, _2FA: twoFactor, outcome: 'signed_in' };
}

export async function logout(ctx: AppContext, sessionId: string) {
  const revoked = await ctx.db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).returning('user_id').executeTakeFirst();
  if (revoked) ctx.notifier.sessionsEnded(revoked.user_id);
}

export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await ctx.db.selectFrom('users').select(['id', 'disabled_at', 'language']).where('email', '=', email).executeTakeFirst();
  if (user && !user.disabled_at) await sendEmailCode(ctx, user, email, 'password_reset', { quiet: true });
}

/** Sets a new password from an e-mailed code and signs every session out. */
export async function resetPassword(ctx: AppContext, input: { email: string; verifyCode: string; password: string }) {
  const user = await ctx.db.selectFrom('users').select(['id']).where('email', '=', input.email).executeTakeFirst();
  if (!user) throw new AppError(400, 'OTP_INVALID', undefined, [{ field: 'verifyCode', code: 'OTP_INVALID' }]);
  await consumeCode(ctx.db, user.id, 'password_reset', input.verifyCode);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    // Resetting by e-mail code also proves the e-mail address.
    await trx.updateTable('users').set({ password_hash: passwordHash, is_email_verified: true, updated_at: sql`now()` }).where('id', '=', user.id).execute();
    await trx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
  });
  ctx.notifier.sessionsEnded(user.id);
}

/** Old + new password; every other session is revoked, this one stays. */
export async function changePassword(ctx: AppContext, userId: string, sessionId: string, oldPassword: string, newPassword: string) {
  const user = await ctx.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    throw new AppError(400, 'INVALID_CREDENTIALS', undefined, [{ field: 'oldPassword', code: 'INVALID_CREDENTIALS' }]);
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', userId).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('id', '!=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  });
  ctx.notifier.sessionsEnded(userId);
  await ctx.notifier.notify(userId, 'account_update', 'PASSWORD_CHANGED');
}
