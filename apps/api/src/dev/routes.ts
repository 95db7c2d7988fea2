import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';

const outboxQuery = z.strictObject({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * Development outbox (decisions.md §1): what the e-mail and SMS sandboxes
 * "sent", newest first, so a tester can read a code. Never registered in production.
 */
export async function devRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/outbox', async (request) => {
    const { to, limit } = parse(outboxQuery, request.query);
    let q = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) q = q.where('recipient', '=', to.toLowerCase().startsWith('+') ? to : to.toLowerCase());
    return ok(request, await q.execute());
  });
}
