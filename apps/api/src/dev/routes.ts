import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';

const outboxQuery = z.strictObject({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Development outbox (decisions.md §1): what the e-mail and SMS sandboxes
 * "sent", newest first, so a tester can read a code. Never registered in production.
 */
export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'dev');

  route({
    method: 'GET',
    url: '/api/dev/outbox',
    auth: 'public',
    query: outboxQuery,
    summary: 'Outside production, and to this machine (loopback) only: the e-mails and SMS the sandboxes sent, newest first (`to`: an e-mail or +964… number)',
    handler: async ({ request, query: { to, limit } }) => {
      // Live codes: for a tester on this machine only, never for whoever can reach the port.
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw new AppError(403, 'FORBIDDEN');
      let q = ctx.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
      if (to) q = q.where('recipient', '=', to.toLowerCase().startsWith('+') ? to : to.toLowerCase());
      return ok(request, await q.execute());
    },
  });
}
