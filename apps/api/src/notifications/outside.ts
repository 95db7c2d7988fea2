import { messageText, type AppLocale, type MessageCode, type NotificationPreferences, type NotificationType } from '@sahm/domain';
import type { DB } from '../db/database';
import { composeEmail } from '../messaging/email';
import type { Messenger } from '../messaging/messenger';
import { notificationText, type NotificationRow } from './notifier';

/** Which preference turns each kind of notification's e-mail and SMS copies on or off. */
const KIND_PREFERENCE: Record<NotificationType, 'accountUpdates' | 'offers' | 'buyAndSell'> = {
  account_update: 'accountUpdates',
  offers: 'offers',
  buy_sell: 'buyAndSell',
};

const KIND_LABEL: Record<NotificationType, MessageCode> = {
  account_update: 'NOTIFICATION_TYPE_ACCOUNT_UPDATE',
  offers: 'NOTIFICATION_TYPE_OFFERS',
  buy_sell: 'NOTIFICATION_TYPE_BUY_SELL',
};

/** What a user gets when a preference was never stored: the column's default (0001_platform.sql). */
const DEFAULTS: Required<NotificationPreferences> = { accountUpdates: true, offers: true, buyAndSell: true, email: true, sms: false };

interface Recipient {
  email: string;
  is_email_verified: boolean;
  country_code: string | null;
  mobile_number: string | null;
  is_phone_verified: boolean;
  notification_prefs: Record<string, boolean>;
  language: AppLocale;
  disabled_at: Date | string | null;
}

/** The channels a notification of this kind goes out on for this user; none for a disabled account. */
export function outsideChannels(user: Recipient, type: NotificationType): { email: string | null; sms: string | null } {
  const prefs = { ...DEFAULTS, ...user.notification_prefs };
  if (user.disabled_at || !prefs[KIND_PREFERENCE[type]]) return { email: null, sms: null };
  return {
    email: prefs.email && user.is_email_verified ? user.email : null,
    // SMS only to a number the user proved is theirs.
    sms: prefs.sms && user.is_phone_verified && user.country_code && user.mobile_number ? `${user.country_code}${user.mobile_number}` : null,
  };
}

const recipient = (db: DB, userId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'is_email_verified', 'country_code', 'mobile_number', 'is_phone_verified', 'notification_prefs', 'language', 'disabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** A failed e-mail or SMS never undoes what already committed; it is logged. */
const logFailure = (what: string, error: unknown) => console.error(`${what} failed:`, (error as Error).message ?? error);

/**
 * E-mail and SMS copies of stored notifications, as each user's preferences
 * allow (src/users/README.md): the kind (`accountUpdates`, `offers`,
 * `buyAndSell`) must be on, then `email` sends to the verified address and
 * `sms` to the verified phone, in the user's language. The in-app
 * notification is kept whatever the preferences say. Never throws.
 */
export function createOutsideDelivery(db: DB, messenger: Messenger) {
  return async function deliver(row: NotificationRow): Promise<void> {
    try {
      const user = await recipient(db, row.user_id);
      if (!user) return;
      const to = outsideChannels(user, row.type);
      if (!to.email && !to.sms) return;
      const locale = user.language;
      const text = notificationText(row, locale);
      const sends: Promise<void>[] = [];
      if (to.email) {
        const mail = composeEmail(locale, {
          subject: { code: 'NOTIFICATION_EMAIL_SUBJECT', params: { type: messageText(locale, KIND_LABEL[row.type]) } },
          paragraphs: [{ text }],
          footer: 'EMAIL_PREFERENCES_FOOTER',
        });
        sends.push(messenger.sendEmail(to.email, mail.subject, mail.text, mail.html));
      }
      if (to.sms) sends.push(messenger.sendSms(to.sms, messageText(locale, 'NOTIFICATION_SMS', { text })));
      const results = await Promise.allSettled(sends);
      for (const r of results) if (r.status === 'rejected') logFailure('notification e-mail/SMS', r.reason);
    } catch (error) {
      logFailure('notification e-mail/SMS', error);
    }
  };
}

/**
 * A security notice: always e-mailed to the account's address, whatever the
 * preferences say (a changed two-step method, e-mail or phone), in the
 * user's language. `to` overrides the address (the old one, when the e-mail
 * itself changed). Never throws.
 */
export async function sendSecurityNotice(
  ctx: { db: DB; messenger: Messenger },
  userId: string,
  code: MessageCode,
  params: Record<string, string | number> = {},
  to?: string,
): Promise<void> {
  try {
    const user = await recipient(ctx.db, userId);
    if (!user) return;
    const mail = composeEmail(user.language, { subject: 'SECURITY_NOTICE_SUBJECT', paragraphs: [{ code, params }] });
    await ctx.messenger.sendEmail(to ?? user.email, mail.subject, mail.text, mail.html);
  } catch (error) {
    logFailure('security notice', error);
  }
}
