import type { InvestBody } from '@sahm/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

/** A primary purchase paid through a provider (fastpay, fib, card): completes when the provider confirms. */
export async function providerInvest(_ctx: AppContext, _request: FastifyRequest, _body: InvestBody): Promise<{ status: number; body: unknown }> {
  throw new AppError(400, 'PAYMENT_METHOD_INVALID');
}
