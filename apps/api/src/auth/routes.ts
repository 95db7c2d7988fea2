import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  resendVerificationBody,
  resetPasswordBody,
  signupBody,
  verifyEmailBody,
} from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import * as auth from './service';

/** Sign-up, e-mail verification, sign-in with 2FA, password reset, sign-out. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'auth');
  const { rateLimits } = ctx.config;
  // Brute force and code guessing: per client address and per e-mail.
  const authLimit = { max: rateLimits.auth, timeWindow: rateLimits.windowMs };
  const perEmail = (max: number) => ({
    max,
    timeWindow: rateLimits.windowMs,
    keyGenerator: (req: { ip: string; body?: unknown }) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : `ip:${req.ip}`;
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/signup',
    auth: 'public',
    body: signupBody,
    rateLimit: authLimit,
    status: 201,
    summary: 'Create an account; an e-mail code follows',
    handler: async ({ request, body }) => ok(request, await auth.signup(ctx, body), 'VERIFICATION_SENT'),
  });

  route({
    method: 'POST',
    url: '/api/auth/verify-email',
    auth: 'public',
    body: verifyEmailBody,
    rateLimit: perEmail(rateLimits.codes),
    summary: 'Confirm the e-mail with its 6-digit code',
    handler: async ({ request, body }) => ok(request, await auth.verifyEmail(ctx, body.email, body.verifyCode), 'EMAIL_VERIFIED'),
  });

  route({
    method: 'POST',
    url: '/api/auth/resend-verification',
    auth: 'public',
    body: resendVerificationBody,
    rateLimit: perEmail(rateLimits.codes),
    summary: 'Send a new e-mail verification code',
    handler: async ({ request, body: { email } }) => {
      await auth.resendVerification(ctx, email);
      return ok(request, { email }, 'VERIFICATION_SENT');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/login',
    auth: 'public',
    body: loginBody,
    rateLimit: authLimit,
    summary: 'Sign in: a token, or the e-mail verification step, or a 2FA code prompt',
    handler: async ({ request, body }) => {
      const { outcome, ...data } = await auth.login(ctx, body, request.headers['user-agent']);
      const message = outcome === 'signed_in' ? 'LOGGED_IN' : outcome === 'email_unverified' ? 'EMAIL_NOT_VERIFIED' : 'OTP_REQUIRED';
      return ok(request, data, message);
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/forgot-password',
    auth: 'public',
    body: forgotPasswordBody,
    rateLimit: perEmail(rateLimits.codes),
    summary: 'E-mail a password reset code',
    handler: async ({ request, body: { email } }) => {
      await auth.forgotPassword(ctx, email);
      return ok(request, { email }, 'PASSWORD_RESET_SENT');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/reset-password',
    auth: 'public',
    body: resetPasswordBody,
    rateLimit: perEmail(rateLimits.codes),
    summary: 'Set a new password with the e-mailed code; signs out everywhere',
    handler: async ({ request, body }) => {
      await auth.resetPassword(ctx, body);
      return ok(request, { email: body.email }, 'PASSWORD_RESET_DONE');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/logout',
    auth: 'user',
    summary: 'Revoke this session',
    handler: async ({ request, user }) => {
      await auth.logout(ctx, user.sessionId);
      return ok(request, null, 'LOGGED_OUT');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/change-password',
    auth: 'user',
    body: changePasswordBody,
    rateLimit: authLimit,
    summary: 'Change the password (old + new); other sessions are revoked',
    handler: async ({ request, body, user }) => {
      await auth.changePassword(ctx, user.id, user.sessionId, body.oldPassword, body.newPassword);
      return ok(request, null, 'PASSWORD_CHANGED');
    },
  });
}
