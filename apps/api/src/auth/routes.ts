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
import { keyLimit } from '../http/key-limit';
import { areaRoutes } from '../http/route';
import * as auth from './service';

/** Sign-up, e-mail verification, sign-in with 2FA, password reset, sign-out. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'auth');
  const { rateLimits } = ctx.config;
  // Brute force and code guessing: per client address (before the body is read), and per e-mail
  // in the handler, once the body is parsed. (Read before parsing, the e-mail was never there, so
  // the per-e-mail limit always fell back to the address.) Per account, across codes: src/auth/codes.ts.
  const authLimit = { max: rateLimits.auth, timeWindow: rateLimits.windowMs };
  const codesLimit = { max: rateLimits.codes, timeWindow: rateLimits.windowMs };
  const perEmail = (route: string) => {
    const limit = keyLimit(rateLimits.codes, rateLimits.windowMs);
    return (email: string) => limit.take(`${route}:${email}`);
  };
  const emailLimits = {
    verify: perEmail('verify-email'),
    resend: perEmail('resend-verification'),
    forgot: perEmail('forgot-password'),
    reset: perEmail('reset-password'),
  };

  route({
    method: 'POST',
    url: '/api/auth/signup',
    auth: 'public',
    body: signupBody,
    rateLimit: authLimit,
    status: 201,
    summary:
      'Create an account; an e-mail code follows. An e-mail that already has an account gets the same answer (its owner is told by e-mail instead); a taken user name is a 409.',
    // The same answer for a new and an already registered e-mail (decisions.md §13).
    handler: async ({ request, body }) => ok(request, await auth.signup(ctx, body, request.locale), 'VERIFICATION_SENT'),
  });

  route({
    method: 'POST',
    url: '/api/auth/verify-email',
    auth: 'public',
    body: verifyEmailBody,
    rateLimit: codesLimit,
    summary: 'Confirm the e-mail with its 6-digit code',
    handler: async ({ request, body }) => {
      emailLimits.verify(body.email);
      return ok(request, await auth.verifyEmail(ctx, body.email, body.verifyCode), 'EMAIL_VERIFIED');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/resend-verification',
    auth: 'public',
    body: resendVerificationBody,
    rateLimit: codesLimit,
    summary: 'Send a new e-mail verification code',
    handler: async ({ request, body: { email } }) => {
      emailLimits.resend(email);
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
    rateLimit: codesLimit,
    summary: 'E-mail a password reset code',
    handler: async ({ request, body: { email } }) => {
      emailLimits.forgot(email);
      await auth.forgotPassword(ctx, email);
      return ok(request, { email }, 'PASSWORD_RESET_SENT');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/reset-password',
    auth: 'public',
    body: resetPasswordBody,
    rateLimit: codesLimit,
    summary: 'Set a new password with the e-mailed code; signs out everywhere',
    handler: async ({ request, body }) => {
      emailLimits.reset(body.email);
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
