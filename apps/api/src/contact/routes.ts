import { contactBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../http/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { phoneRoutes } from '../users/phone-routes';
import { sendContactMessage } from './service';

/**
 * /api/auth calls outside the auth flows: the contact form, and (registered
 * here because this is the area's one /api/auth module) phone verification.
 */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const { rateLimits } = ctx.config;
  const maybeSignedIn = optionalUser(ctx.db);

  app.docs.add({
    method: 'POST',
    path: '/api/auth/contact-email',
    summary: 'Contact form: stored for the operator and e-mailed to support',
    tag: 'contact',
    auth: 'optional',
    body: contactBody,
  });
  app.post(
    '/contact-email',
    { preHandler: maybeSignedIn, config: { rateLimit: { max: rateLimits.auth, timeWindow: rateLimits.windowMs } } },
    async (request) => {
      const body = parse(contactBody, request.body);
      const data = await sendContactMessage(ctx, body, request.user?.id ?? null);
      return ok(request, data, 'CONTACT_SENT');
    },
  );

  await phoneRoutes(app, ctx);
}
