import { withdrawalRequestBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { dashboard } from './dashboard';
import { moneyOperation } from '../http/idempotency';
import { portfolio } from './portfolio';
import { announceWithdrawal, cancelWithdrawal, requestWithdrawal, type WithdrawalRequested } from './withdrawals';

/** /api/user/user/*: withdrawals (decisions.md §7), the dashboard and the portfolio. */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'wallet', auth: 'user', ...extra });

  doc('POST', '/user/withdrawal-request', 'Ask for a withdrawal (whole IQD, at least 10,000): the amount moves from available to held until an admin pays it out at a branch or rejects it, or I cancel. One pending request at a time. Accepts Idempotency-Key.', {
    body: withdrawalRequestBody,
  });
  app.post('/user/withdrawal-request', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(withdrawalRequestBody, request.body);
    let requested: WithdrawalRequested | undefined;
    const result = await moneyOperation(
      ctx,
      request,
      'user/withdrawal-request',
      body,
      async (db) => {
        requested = await requestWithdrawal(db, request.user!.id, body.amount);
        return { status: 201, body: ok(request, requested, 'WITHDRAW_SENT') };
      },
      { singleStatement: true },
    );
    // Only a real execution is announced; a replay has nothing new.
    if (requested) announceWithdrawal(ctx, request.user!, requested);
    return reply.code(result.status).send(result.body);
  });

  doc('PUT', '/user/cancel-withdrawal-request', 'Cancel my pending withdrawal request: the held amount returns to available. Accepts Idempotency-Key.');
  app.put('/user/cancel-withdrawal-request', { preHandler: signedIn }, async (request, reply) => {
    const result = await moneyOperation(
      ctx,
      request,
      'user/cancel-withdrawal-request',
      {},
      async (db) => ({ status: 200, body: ok(request, await cancelWithdrawal(db, request.user!.id), 'WITHDRAW_CANCELED') }),
      { singleStatement: true },
    );
    return reply.code(result.status).send(result.body);
  });

  doc('GET', '/user/dashboard', 'My wallet balance (available and held), pending withdrawal, wallet statistics and tokens/value by year');
  app.get('/user/dashboard', { preHandler: signedIn }, async (request) => ok(request, await dashboard(ctx, request.user!.id)));

  doc('GET', '/user/portfolio', 'My holdings (on sale and held), their value, my open sell orders and tokens by source per year');
  app.get('/user/portfolio', { preHandler: signedIn }, async (request) => ok(request, await portfolio(ctx, request.user!.id, request.locale)));
}
