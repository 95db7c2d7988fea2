import { code, transactionListQuery } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { IRAQ_TZ } from '../wallet/dashboard';
import { areaRoutes } from '../http/route';
import { joinRepeated } from './cursor';
import { historyCsv, statementData } from './exports';
import { listTransactions } from './history';
import { statementPdf } from './statement-pdf';

/** Repeated `type` and `status` (`type=a&type=b`) are read like `type=a,b`. */
const historyQuery = z.preprocess((query) => joinRepeated(query, ['type', 'status']), transactionListQuery);

/** The list to export (the screen's tab), and that list's filters and sort. */
const exportQuery = z.preprocess(
  (query) => {
    if (!query || typeof query !== 'object') return query;
    const { list, ...rest } = query as Record<string, unknown>;
    return { list, filters: joinRepeated(rest, ['type', 'status']) };
  },
  z.strictObject({ list: z.enum(['all', 'wallet', 'gift'], code('INVALID_TYPE')).default('all'), filters: transactionListQuery }),
);

/** A calendar year from 2000 to this one (in Iraq): a statement of a year to come would be empty. */
const statementQuery = z.strictObject(
  {
    year: z.coerce
      .number({ error: 'DATE_INVALID' })
      .int(code('DATE_INVALID'))
      .min(2000, code('DATE_INVALID'))
      .refine((year) => year <= Number(new Intl.DateTimeFormat('en', { timeZone: IRAQ_TZ, year: 'numeric' }).format(new Date())), code('DATE_INVALID')),
  },
  code('UNKNOWN_FIELD'),
);

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

  route({
    method: 'GET',
    url: '/api/user/transaction/export.csv',
    auth: 'user',
    query: exportQuery,
    summary: 'My history as CSV (UTF-8): `list` all | wallet | gift with the same filters and sort as the lists, every page, headers and labels in my language',
    handler: async ({ request, reply, query, user }) => {
      const category = query.list === 'all' ? 'list' : query.list;
      const csv = await historyCsv(ctx, user.id, request.locale, category, query.filters);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sahm-transactions-${query.list}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  route({
    method: 'GET',
    url: '/api/user/transaction/statement',
    auth: 'user',
    query: statementQuery,
    summary:
      'My yearly statement as PDF, in my language: holdings at the year end, rent received, trades and gifts, fees, deposits and withdrawals (the year in Iraq time)',
    handler: async ({ request, reply, query, user }) => {
      const pdf = await statementPdf(await statementData(ctx, user.id, request.locale, query.year), request.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="sahm-statement-${query.year}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
