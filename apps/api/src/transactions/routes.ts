import { transactionListQuery } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { joinRepeated } from './cursor';
import { listTransactions } from './history';

/** Repeated `type` and `status` (`type=a&type=b`) are read like `type=a,b`. */
const historyQuery = z.preprocess((query) => joinRepeated(query, ['type', 'status']), transactionListQuery);

const paging = 'Paged by cursor (limit default 8, nextCursor); sorts, filters by type, status, property and dates';

/**
 * The caller's history (spec.md §7 Transactions). The spec's client sends
 * these without a token; the server requires one anyway, since they are the
 * caller's own money.
 */
export async function transactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'transactions');

  route({
    method: 'GET',
    url: '/api/user/transaction/list',
    auth: 'user',
    query: historyQuery,
    summary: `My token transactions: buy, sell, receive, rent, revenue, token purchase, gift, received. ${paging}`,
    handler: async ({ request, query, user }) => ok(request, await listTransactions(ctx, user.id, request.locale, 'list', query)),
  });

  route({
    method: 'GET',
    url: '/api/user/transaction/wallet-transaction',
    auth: 'user',
    query: historyQuery,
    summary: `My wallet movements: deposits, withdrawals, rent and revenue. ${paging}`,
    handler: async ({ request, query, user }) => ok(request, await listTransactions(ctx, user.id, request.locale, 'wallet', query)),
  });

  route({
    method: 'GET',
    url: '/api/user/transaction/gift-transaction',
    auth: 'user',
    query: historyQuery,
    summary: `My gifts: sent (Gift) and received (Received). ${paging}`,
    handler: async ({ request, query, user }) => ok(request, await listTransactions(ctx, user.id, request.locale, 'gift', query)),
  });
}
