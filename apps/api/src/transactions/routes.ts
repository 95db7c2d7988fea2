import { transactionListQuery } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { joinRepeated } from './cursor';
import { listTransactions, type HistoryCategory } from './history';

/**
 * /api/user/transaction/*: the caller's history and balance (spec.md §7
 * Transactions). The spec's client sends these without a token; the server
 * requires one anyway, since they are the caller's own money.
 */
export async function transactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'transactions', auth: 'user', ...extra });

  const lists: Array<[string, HistoryCategory, string]> = [
    ['/transaction/list', 'list', 'My token transactions: buy, sell, receive, rent, revenue, token purchase, gift, received'],
    ['/transaction/wallet-transaction', 'wallet', 'My wallet movements: deposits, withdrawals, rent and revenue'],
    ['/transaction/gift-transaction', 'gift', 'My gifts: sent (Gift) and received (Received)'],
  ];
  for (const [path, category, summary] of lists) {
    doc('GET', path, `${summary}. Paged by cursor (limit default 8, nextCursor); sorts, filters by type, status, property and dates`, {
      query: transactionListQuery,
    });
    app.get(path, { preHandler: signedIn }, async (request) => {
      const query = parse(transactionListQuery, joinRepeated(request.query, ['type', 'status']));
      return ok(request, await listTransactions(ctx, request.user!.id, request.locale, category, query));
    });
  }
}
