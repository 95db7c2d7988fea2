import { z } from 'zod';
import { code, email, newPassword, otp, text } from './common';

/**
 * A password's confirmation: empty is "required" (a blank box is not a
 * mismatch, and says nothing when the password is blank too); otherwise it
 * must equal the password. Absent is allowed where the API takes no
 * confirmation (signup and reset bodies from other clients).
 */
function checkConfirmation(password: string, confirmPassword: string | undefined, ctx: z.RefinementCtx) {
  if (confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'REQUIRED' });
  else if (confirmPassword !== undefined && confirmPassword !== password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
}

export const signupBody = z.strictObject(
  {
    email,
    password: newPassword,
    /** The unique user name (spec: "sent as name on signup"). */
    name: text(40)
      .pipe(z.string().min(3, code('NAME_TOO_SHORT')))
      .pipe(z.string().regex(/^[\p{L}\p{N}._-]+$/u, code('USERNAME_INVALID'))),
    confirmPassword: z.string().optional(),
  },
  code('UNKNOWN_FIELD'),
).superRefine((body, ctx) => checkConfirmation(body.password, body.confirmPassword, ctx));
export type SignupBody = z.infer<typeof signupBody>;

export const verifyEmailBody = z.strictObject({ email, verifyCode: otp }, code('UNKNOWN_FIELD'));

export const loginBody = z.strictObject(
  {
    email,
    password: z.string({ error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }).min(1, code('REQUIRED')).max(128, code('TOO_LONG')),
    /** Second-factor code, on the second login call when 2FA is on. */
    otp: otp.optional(),
  },
  code('UNKNOWN_FIELD'),
);

export const resendVerificationBody = z.strictObject({ email }, code('UNKNOWN_FIELD'));
export const forgotPasswordBody = z.strictObject({ email }, code('UNKNOWN_FIELD'));

export const resetPasswordBody = z
  .strictObject({ email, verifyCode: otp, password: newPassword, confirmPassword: z.string().optional() }, code('UNKNOWN_FIELD'))
  .superRefine((body, ctx) => checkConfirmation(body.password, body.confirmPassword, ctx));

export const changePasswordBody = z
  .strictObject(
    {
      oldPassword: z.string({ error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }).min(1, code('REQUIRED')).max(128, code('TOO_LONG')),
      newPassword,
      confirmPassword: z.string({ error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }),
    },
    code('UNKNOWN_FIELD'),
  )
  .superRefine((body, ctx) => checkConfirmation(body.newPassword, body.confirmPassword, ctx));
