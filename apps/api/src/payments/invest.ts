import { MIN_INVESTMENT_IQD, type InvestBody } from '@sahm/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { PaymentProvider } from '../db/schema';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { moneyOperation } from '../http/idempotency';
import { startPayment } from './service';

/**
 * A primary purchase paid through a provider (fastpay, fib, card). The gates
 * of the wallet path are checked first (agreement by the schema; KYC, phone,
 * property, supply and minimum by sahm_invest_quote), then a pending payment
 * for tokens × current price is created. The purchase happens when the
 * provider confirms (sahm_settle_payment); if it can no longer happen then,
 * the money lands in the wallet and the user is told.
 */
export async function providerInvest(ctx: AppContext, request: FastifyRequest, body: InvestBody): Promise<{ status: number; body: unknown }> {
  if (body.paymentWith === 'wallet') throw new AppError(400, 'PAYMENT_METHOD_INVALID');
  const provider: PaymentProvider = body.paymentWith;
  const userId = request.user!.id;
  return moneyOperation(ctx, request, 'marketplace/invest', body, async (trx) => {
    const { rows } = await sql<{ price_per_token: number; amount: number }>`
      SELECT * FROM sahm_invest_quote(${userId}, ${body.propertyId}, ${body.numberOfTokens}, ${MIN_INVESTMENT_IQD})`.execute(trx);
    const quote = rows[0]!;
    const started = await startPayment(
      ctx,
      trx,
      {
        userId,
        provider,
        purpose: 'invest',
        amount: Number(quote.amount),
        description: `Sahm: ${body.numberOfTokens} tokens`,
        invest: { propertyId: body.propertyId, tokens: body.numberOfTokens, pricePerToken: Number(quote.price_per_token) },
      },
      request.log,
    );
    return {
      status: 201,
      body: ok(request, { ...started, propertyId: body.propertyId, tokens: body.numberOfTokens, pricePerToken: Number(quote.price_per_token) }, 'PAYMENT_STARTED'),
    };
  });
}
