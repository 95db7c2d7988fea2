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
import { parse } from '../http/validate';
import { requireUser } from '../http/guard';
import * as auth from './service';

/** /api/auth: sign-up, e-mail verification, sign-in with 2FA, password reset, sign-out. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { rateLimits } = ctx.config;
  // Brute force and code guessing: per client address and per e-mail.
  const authLimit = { rateLimit: { max: rateLimits.auth, timeWindow: rateLimits.windowMs } };
  const perEmail = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: rateLimits.windowMs,
      keyGenerator: (req: { ip: string; body?: unknown }) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : `ip:${req.ip}`;
      },
    },
  });
  const signedIn = requireUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/auth${path}`, summary, tag: 'auth', ...extra });

  doc('POST', '/signup', 'Create an account; an e-mail code follows', { body: signupBody });
  app.post('/signup', { config: authLimit }, async (request, reply) => {
    const body = parse(signupBody, request.body);
    const data = await auth.signup(ctx, body);
    return reply.code(201).send(ok(request, data, 'VERIFICATION_SENT'));
  });

  doc('POST', '/verify-email', 'Confirm the e-mail with its 6-digit code', { body: verifyEmailBody });
  app.post('/verify-email', { config: perEmail(rateLimits.codes) }, async (request) => {
    const { email, verifyCode } = parse(verifyEmailBody, request.body);
    return ok(request, await auth.verifyEmail(ctx, email, verifyCode), 'EMAIL_VERIFIED');
  });

  doc('POST', '/resend-verification', 'Send a new e-mail verification code', { body: resendVerificationBody });
  app.post('/resend-verification', { config: perEmail(rateLimits.codes) }, async (request) => {
    const { email } = parse(resendVerificationBody, request.body);
    await auth.resendVerification(ctx, email);
    return ok(request, { email }, 'VERIFICATION_SENT');
  });

  doc('POST', '/login', 'Sign in: a token, or the e-mail verification step, or a 2FA code prompt', { body: loginBody });
  app.post('/login', { config: authLimit }, async (request) => {
    const body = parse(loginBody, request.body);
    const { outcome, ...data } = await auth.login(ctx, body, request.headers['user-agent']);
    const message = outcome === 'signed_in' ? 'LOGGED_IN' : outcome === 'email_unverified' ? 'EMAIL_NOT_VERIFIED' : 'OTP_REQUIRED';
    return ok(request, data, message);
  });

  doc('POST', '/forgot-password', 'E-mail a password reset code', { body: forgotPasswordBody });
  app.post('/forgot-password', { config: perEmail(rateLimits.codes) }, async (request) => {
    const { email } = parse(forgotPasswordBody, request.body);
    await auth.forgotPassword(ctx, email);
    return ok(request, { email }, 'PASSWORD_RESET_SENT');
  });

  doc('POST', '/reset-password', 'Set a new password with the e-mailed code; signs out everywhere', { body: resetPasswordBody });
  app.post('/reset-password', { config: perEmail(rateLimits.codes) }, async (request) => {
    const body = parse(resetPasswordBody, request.body);
    await auth.resetPassword(ctx, body);
    return ok(request, { email: body.email }, 'PASSWORD_RESET_DONE');
  });

  doc('POST', '/logout', 'Revoke this session', { auth: 'user' });
  app.post('/logout', { preHandler: signedIn }, async (request) => {
    await auth.logout(ctx, request.user!.sessionId);
    return ok(request, null, 'LOGGED_OUT');
  });

  doc('POST', '/change-password', 'Change the password (old + new); other sessions are revoked', { auth: 'user', body: changePasswordBody });
  app.post('/change-password', { preHandler: signedIn, config: authLimit }, async (request) => {
    const body = parse(changePasswordBody, request.body);
    await auth.changePassword(ctx, request.user!.id, request.user!.sessionId, body.oldPassword, body.newPassword);
    return ok(request, null, 'PASSWORD_CHANGED');
  });
}
