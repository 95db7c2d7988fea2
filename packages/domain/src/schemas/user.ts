import { z } from 'zod';
import { MIN_AGE_YEARS } from '../constants';
import { locales } from '../locale';
import { code, countryCode, email, mobileNumber, otp, paging, text } from './common';

/** Letters (any script), spaces, apostrophes and hyphens: "Only characters are allowed". */
const personName = text(100).pipe(z.string().regex(/^[\p{L}\p{M}][\p{L}\p{M}' -]*$/u, code('ONLY_CHARACTERS')));

const isoDate = text(10).pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, code('DATE_INVALID'))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900;
    }, code('DATE_INVALID')),
);

/** Age in whole years on `today` (UTC dates). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

export const notificationPreferences = z.strictObject(
  {
    accountUpdates: z.boolean({ error: 'INVALID_TYPE' }).optional(),
    offers: z.boolean({ error: 'INVALID_TYPE' }).optional(),
    buyAndSell: z.boolean({ error: 'INVALID_TYPE' }).optional(),
    email: z.boolean({ error: 'INVALID_TYPE' }).optional(),
    sms: z.boolean({ error: 'INVALID_TYPE' }).optional(),
  },
  code('UNKNOWN_FIELD'),
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const twoFactorMethods = ['none', 'email', 'mobile'] as const;

/**
 * The account's current password, asked again before a security setting
 * changes (decisions.md §13): the two-step method, the e-mail, the phone.
 * Only checked against the stored hash, so no rules beyond a length cap.
 */
export const currentPassword = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'PASSWORD_CONFIRM_REQUIRED' : 'INVALID_TYPE') })
  .min(1, code('PASSWORD_CONFIRM_REQUIRED'))
  .max(128, code('TOO_LONG'));

/**
 * POST /user/update: every field optional, at least the ones sent must be
 * valid. Changing `twoFactor` to another method also needs `password`.
 * `language` is where e-mails and SMS go out in.
 */
export const updateProfileBody = z.strictObject(
  {
    fullName: personName.optional(),
    dateOfBirth: isoDate
      .refine((v) => ageOn(v, new Date()) >= MIN_AGE_YEARS, code('UNDER_AGE'))
      .optional(),
    city: text(80).optional(),
    addressLine1: text(200).optional(),
    notificationPreferences: notificationPreferences.optional(),
    twoFactor: z.enum(twoFactorMethods, code('INVALID_TYPE')).optional(),
    language: z.enum(locales, code('INVALID_TYPE')).optional(),
    password: currentPassword.optional(),
  },
  code('UNKNOWN_FIELD'),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST /user/change-email: a code goes to the new address; the e-mail changes once it comes back. */
export const changeEmailBody = z.strictObject({ email, password: currentPassword }, code('UNKNOWN_FIELD'));
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST /user/verify-email-change: the code sent to the new address. */
export const verifyEmailChangeBody = z.strictObject({ verifyCode: otp }, code('UNKNOWN_FIELD'));

/** POST /auth/send-verify-number: `password` is needed when it would replace a verified number. */
export const sendVerifyNumberBody = z.strictObject({ countryCode, mobileNumber, password: currentPassword.optional() }, code('UNKNOWN_FIELD'));
export const verifyNumberBody = z.strictObject({ countryCode, mobileNumber, verifyCode: otp }, code('UNKNOWN_FIELD'));
/** POST /auth/remove-number: removing the number (and with it mobile two-step sign-in) needs the password. */
export const removeNumberBody = z.strictObject({ password: currentPassword }, code('UNKNOWN_FIELD'));

export const contactBody = z.strictObject(
  {
    name: text(100),
    email: text(254).pipe(z.email(code('EMAIL_INVALID'))),
    message: text(5000),
  },
  code('UNKNOWN_FIELD'),
);

export const notificationTypes = ['account_update', 'offers', 'buy_sell'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationListQuery = z.strictObject(
  {
    type: z.enum(notificationTypes, code('INVALID_TYPE')).optional(),
    unread: z.enum(['true', 'false'], code('INVALID_TYPE')).optional(),
    ...paging,
  },
  code('UNKNOWN_FIELD'),
);

export const readNotificationBody = z.strictObject(
  {
    notificationIds: z
      .array(z.uuid(code('INVALID_TYPE')), { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
      .min(1, code('REQUIRED'))
      .max(500, code('TOO_LONG')),
  },
  code('UNKNOWN_FIELD'),
);

/** POST /analytics/page-view: the route the web app moved to; the query string and fragment are dropped, never stored. */
export const pageViewBody = z.strictObject(
  {
    path: z
      .string({ error: (i) => (i.input === undefined || i.input === null ? 'REQUIRED' : 'INVALID_TYPE') })
      .max(2000, code('TOO_LONG'))
      .transform((v) => v.trim().split(/[?#]/, 1)[0] ?? '')
      .pipe(
        z
          .string()
          .min(1, code('REQUIRED'))
          .max(300, code('TOO_LONG'))
          .regex(/^\/[^\s\p{Cc}]*$/u, code('VALIDATION_FAILED')),
      ),
  },
  code('UNKNOWN_FIELD'),
);
