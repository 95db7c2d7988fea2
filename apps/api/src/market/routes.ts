import { investBody, type InvestBody } from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { moneyOperation } from '../http/idempotency';
import { investWithWallet, publishInvested, type InvestOutcome } from './invest';
import { databaseInvestBatcher } from './invest-batcher';

/** Provider-paid purchases are wired in by the payments module. */
export type ProviderInvest = (ctx: AppContext, request: FastifyRequest, body: InvestBody) => Promise<{ status: number; body: unknown }>;

/** /api/user/marketplace: buying and trading tokens (decisions.md §4-§6). */
export async function marketRoutes(app: FastifyInstance, ctx: AppContext, providers: { invest?: ProviderInvest } = {}) {
  const signedIn = requireUser(ctx.db);
  // Wallet purchases without an Idempotency-Key share round trips and commits under load.
  const batcher = databaseInvestBatcher(ctx.db);

  app.docs.add({
    method: 'POST',
    path: '/api/user/marketplace/invest',
    summary: 'Buy tokens from the platform (wallet now; providers after their confirmation). Accepts Idempotency-Key.',
    tag: 'market',
    auth: 'user',
    body: investBody,
  });
  app.post('/marketplace/invest', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(investBody, request.body);
    if (body.paymentWith !== 'wallet') {
      if (!providers.invest) throw new AppError(400, 'PAYMENT_METHOD_INVALID');
      const result = await providers.invest(ctx, request, body);
      return reply.code(result.status).send(result.body);
    }
    let outcome: InvestOutcome | undefined;
    const result = await moneyOperation(
      ctx,
      request,
      'marketplace/invest',
      body,
      async (db) => {
        // With a key, the purchase must run inside the key's transaction; alone then.
        outcome = db.isTransaction
          ? await investWithWallet(db, request.user!.id, body)
          : await batcher.submit({ userId: request.user!.id, propertyId: body.propertyId, numberOfTokens: body.numberOfTokens });
        const { notification: _stored, ...data } = outcome;
        return { status: 200, body: ok(request, data, 'INVESTED') };
      },
      { singleStatement: true },
    );
    // Only the first, real execution publishes; a replay has no fresh outcome.
    if (outcome) publishInvested(ctx, outcome);
    return reply.code(result.status).send(result.body);
  });
}
