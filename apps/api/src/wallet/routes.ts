import { depositBody, withdrawalRequestBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { startPayment } from '../payments/service';
import { walletBalance } from './balance';
import { dashboard } from './dashboard';
import { portfolio } from './portfolio';
import { announceWithdrawal, cancelWithdrawal, requestWithdrawal } from './withdrawals';

/** The wallet (decisions.md §3, §7): balance, deposits through a provider, withdrawals, the dashboard and the portfolio. */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route, moneyRoute } = areaRoutes(app, ctx, 'wallet');

  route({
    method: 'GET',
    url: '/api/user/transaction/balance',
    auth: 'user',
    summary: 'My wallet balance: available (spendable) and held (pending withdrawal or payment), in IQD',
    handler: async ({ request, user }) => ok(request, await walletBalance(ctx, user.id)),
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/user/deposit',
    auth: 'user',
    body: depositBody,
    summary:
      'Deposit through fastpay, fib or card (minimum 10,000 IQD): a pending payment and what the client needs to pay — redirectUrl, or the FIB code, QR and app links. The wallet is credited when the provider confirms. Accepts Idempotency-Key.',
    status: 201,
    // The pending payment, its history row and the provider's payment: one transaction.
    handler: async ({ db, body, user, request }) => ({
      data: await startPayment(
        ctx,
        db,
        { userId: user.id, provider: body.paymentWith, purpose: 'deposit', amount: body.amount, description: 'Sahm wallet deposit' },
        request.log,
      ),
      message: 'PAYMENT_STARTED',
    }),
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/user/withdrawal-request',
    auth: 'user',
    body: withdrawalRequestBody,
    summary:
      'Ask for a withdrawal (whole IQD, at least 10,000): the amount moves from available to held until an admin pays it out at a branch or rejects it, or I cancel. One pending request at a time. Accepts Idempotency-Key.',
    status: 201,
    singleStatement: true,
    handler: async ({ db, body, user }) => {
      const requested = await requestWithdrawal(db, user.id, body.amount);
      return { data: requested, message: 'WITHDRAW_SENT', announce: () => announceWithdrawal(ctx, user, requested) };
    },
  });

  moneyRoute({
    method: 'PUT',
    url: '/api/user/user/cancel-withdrawal-request',
    auth: 'user',
    summary: 'Cancel my pending withdrawal request: the held amount returns to available. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, user }) => {
      const canceled = await cancelWithdrawal(db, user.id);
      // The admin console's queue and counts drop it at once.
      const announce = () => ctx.notifier.toAdmins('withdrawal-decided', { id: canceled.requestId, userId: user.id, status: 'canceled' });
      return { data: canceled, message: 'WITHDRAW_CANCELED', announce };
    },
  });

  route({
    method: 'GET',
    url: '/api/user/user/dashboard',
    auth: 'user',
    summary: 'My wallet balance (available and held), pending withdrawal, wallet statistics and tokens/value by year',
    handler: async ({ request, user }) => ok(request, await dashboard(ctx, user.id)),
  });

  route({
    method: 'GET',
    url: '/api/user/user/portfolio',
    auth: 'user',
    summary: 'My holdings (on sale and held), their value, my open sell orders and tokens by source per year',
    handler: async ({ request, user }) => ok(request, await portfolio(ctx, user.id, request.locale)),
  });
}
