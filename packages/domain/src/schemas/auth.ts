import { z } from 'zod';
import { code, email, newPassword, otp, text } from './common';

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
).superRefine((body, ctx) => {
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
});
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
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
  });

export const changePasswordBody = z
  .strictObject(
    {
      oldPassword: z.string({ error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }).min(1, code('REQUIRED')).max(128, code('TOO_LONG')),
      newPassword,
      confirmPassword: z.string({ error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }),
    },
    code('UNKNOWN_FIELD'),
  )
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== body.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORD_MISMATCH' });
  });
