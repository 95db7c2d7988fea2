import { contactBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { sendContactMessage } from './service';

/** The contact form (under /api/auth, as spec.md §7 has it). */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'contact');
  const { rateLimits } = ctx.config;

  route({
    method: 'POST',
    url: '/api/auth/contact-email',
    auth: 'optional',
    body: contactBody,
    rateLimit: { max: rateLimits.auth, timeWindow: rateLimits.windowMs },
    summary: 'Contact form: stored for the operator and e-mailed to support',
    handler: async ({ request, body, user }) => ok(request, await sendContactMessage(ctx, body, user?.id ?? null), 'CONTACT_SENT'),
  });
}
