import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import type { MessageCode } from '../messages';

/**
 * Schema building blocks whose issues carry message codes (never prose), so
 * the api and the web app both localize them from the shared catalogs.
 */
export const code = (c: MessageCode) => ({ error: c });

/** A required string: missing → REQUIRED, wrong type → INVALID_TYPE; trimmed; blank → REQUIRED. */
export function text(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : 'INVALID_TYPE') })
    .trim()
    .min(1, code('REQUIRED'))
    .max(max, code('TOO_LONG'));
}

export const email = text(254).pipe(z.email(code('EMAIL_INVALID'))).transform((v) => v.toLowerCase());

/** Password rules of spec.md §5: 8+ characters with upper, lower and a digit. */
export const newPassword = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .min(1, code('REQUIRED'))
  .max(128, code('TOO_LONG'))
  .superRefine((value, ctx) => {
    if (value.length < 8) ctx.addIssue({ code: 'custom', message: 'PASSWORD_TOO_SHORT' });
    else if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[0-9]/.test(value))
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_CONSTRAINTS' });
  });

/** The six-digit codes (e-mail verification, 2FA, phone). Accepts Arabic-Indic and Persian digits. */
export const otp = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .transform((v) => toAsciiDigits(v.trim()))
  .pipe(z.string().regex(/^\d{6}$/, code('OTP_SIX_DIGITS')));

/** Defined once in digits.ts; re-exported for the schemas that import it from here. */
export { toAsciiDigits };

/** Country calling code like +964. */
export const countryCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .transform((v) => toAsciiDigits(v.trim()))
  .pipe(z.string().regex(/^\+?[1-9]\d{0,3}$/, code('COUNTRY_CODE_INVALID')))
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

/** National mobile number, digits only after normalizing (a leading 0 is dropped). */
export const mobileNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0?\d{7,12}$/, code('MOBILE_INVALID')))
  .transform((v) => v.replace(/^0/, ''));

/** Paging for lists. */
export const paging = {
  limit: z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(1, code('INVALID_TYPE')).max(100, code('INVALID_TYPE')).default(20),
  skip: z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(0, code('INVALID_TYPE')).max(1_000_000, code('INVALID_TYPE')).default(0),
};
