import { cardWebhookBody, fastpayIpnBody, fibCallbackBody, paymentIdParams } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { checkPayment, claimRecheck, findUserPayment, handleCallback, presentPayment, statusMessage } from './service';

/** Form bodies (some providers post their notifications as forms), parsed into plain objects. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * Payments through a provider (decisions.md §7): the status a client polls,
 * and the providers' callbacks. Deposits start in the wallet area, provider-
 * paid purchases in the market area; both through startPayment().
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'payments');

  route({
    method: 'GET',
    url: '/api/user/payments/:paymentId',
    auth: 'user',
    // A malformed id names no payment: 404 like any other.
    params: paymentIdParams,
    notFound: 'NOT_FOUND',
    summary: "One of my payments and its status (pending, completed, failed, canceled, expired), re-checked with the provider while pending; for polling after paying.",
    handler: async ({ request, params: { paymentId }, user }) => {
      let payment = await findUserPayment(ctx, user.id, paymentId);
      if (!payment) throw new AppError(404, 'NOT_FOUND');
      if (payment.status === 'pending' && (await claimRecheck(ctx, payment.id))) {
        // A lost callback must not strand a payment: reading it asks the provider (not on every poll).
        await checkPayment(ctx, payment.id, request.log).catch((error: unknown) =>
          request.log.warn({ err: error, paymentId }, 'payment re-check on read failed'),
        );
        payment = (await findUserPayment(ctx, user.id, paymentId))!;
      }
      return ok(request, presentPayment(payment), statusMessage(payment.status));
    },
  });

  // Called by the providers, not by users: no token. Never trusted — each only triggers a re-check.
  await app.register(async (callbacks) => {
    acceptForms(callbacks);
    const { route: callback } = areaRoutes(callbacks, ctx, 'payments');
    const rateLimit = { max: 600, timeWindow: 60_000 };

    callback({
      method: 'POST',
      url: '/api/user/payments/fib/callback',
      auth: 'public',
      body: fibCallbackBody,
      rateLimit,
      summary: "FIB status callback `{ id, status }`; the payment is re-checked with FIB's status call before anything moves.",
      handler: async ({ request, body }) => {
        await handleCallback(ctx, 'fib', body.id, request.log);
        return ok(request, { received: true });
      },
    });

    callback({
      method: 'POST',
      url: '/api/user/payments/fastpay/callback',
      auth: 'public',
      body: fastpayIpnBody,
      rateLimit,
      summary: "FastPay IPN (set this URL in FastPay's merchant panel); the order is re-checked with FastPay's validate call before anything moves.",
      handler: async ({ request, body }) => {
        await handleCallback(ctx, 'fastpay', body.merchant_order_id, request.log);
        return ok(request, { received: true });
      },
    });

    callback({
      method: 'POST',
      url: '/api/user/payments/card/callback',
      auth: 'public',
      body: cardWebhookBody,
      rateLimit,
      summary: 'Hosted card page webhook `{ id, type, session_id }`; the session is retrieved from the provider before anything moves.',
      handler: async ({ request, body }) => {
        await handleCallback(ctx, 'card', body.session_id, request.log);
        return ok(request, { received: true });
      },
    });
  });
}
