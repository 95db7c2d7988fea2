import { sendVerifyNumberBody, verifyNumberBody } from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { removeNumber, sendVerifyNumber, verifyNumber } from './phone';

/** Phone verification under /api/auth (spec.md §7): send a code, verify it, remove the number. */
export async function phoneRoutes(app: FastifyInstance, ctx: AppContext) {
  const { rateLimits } = ctx.config;
  const signedIn = requireUser(ctx.db);
  // Code guessing and SMS pumping: limited per user, counted after the token check.
  const perUser = {
    rateLimit: {
      max: rateLimits.codes,
      timeWindow: rateLimits.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `user:${req.user?.id ?? req.ip}`,
    },
  };
  const doc = (path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method: 'POST', path: `/api/auth${path}`, summary, tag: 'phone', auth: 'user', ...extra });

  doc('/send-verify-number', 'SMS a 6-digit code to the number; daily attempts are limited and the answer says how many remain', {
    body: sendVerifyNumberBody,
  });
  app.post('/send-verify-number', { preHandler: signedIn, config: perUser }, async (request) => {
    const { countryCode, mobileNumber } = parse(sendVerifyNumberBody, request.body);
    return ok(request, await sendVerifyNumber(ctx, request.user!.id, countryCode, mobileNumber), 'PHONE_CODE_SENT');
  });

  doc('/verify-number', 'Confirm the number with the code sent to it', { body: verifyNumberBody });
  app.post('/verify-number', { preHandler: signedIn, config: perUser }, async (request) => {
    const { countryCode, mobileNumber, verifyCode } = parse(verifyNumberBody, request.body);
    return ok(request, await verifyNumber(ctx, request.user!.id, countryCode, mobileNumber, verifyCode), 'PHONE_VERIFIED');
  });

  doc('/remove-number', 'Remove the mobile number (mobile 2FA falls back to none)');
  app.post('/remove-number', { preHandler: signedIn, config: perUser }, async (request) => {
    return ok(request, await removeNumber(ctx, request.user!.id), 'PHONE_REMOVED');
  });
}
