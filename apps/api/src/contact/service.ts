import type { AppContext } from '../context';
import { AppError } from '../http/errors';

/** Where contact-form messages go (the footer's support address). */
export const SUPPORT_EMAIL = 'support@sahm.iq';

/** Keeps header-like values on one line, whatever the gateway does with them. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').slice(0, 120);

/**
 * Stores the message first and tells the admin room (`contact-message`),
 * then e-mails support. If the e-mail fails the row stays, so the operator
 * still sees it in the admin list, and the client is told to try again later
 * (502).
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: { name: string; email: string; message: string },
  userId: string | null,
): Promise<{ id: string }> {
  const row = await ctx.db
    .insertInto('contact_messages')
    .values({ name: input.name, email: input.email, message: input.message, user_id: userId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  // The admin console's inbox and its count update live, whatever the e-mail does.
  ctx.notifier.toAdmins('contact-message', { id: row.id, name: input.name, email: input.email, createdAt: new Date(row.created_at).toISOString() });
  const body = [
    `From: ${input.name} <${input.email}>`,
    `Account: ${userId ?? 'not signed in'}`,
    `Message id: ${row.id}`,
    '',
    input.message,
  ].join('\n');
  try {
    await ctx.messenger.sendEmail(SUPPORT_EMAIL, `Contact form: ${oneLine(input.name)}`, body);
  } catch {
    throw new AppError(502, 'CONTACT_FAILED');
  }
  return { id: row.id };
}
