import { cardWebhookBody, depositBody, fastpayIpnBody, fibCallbackBody, paymentIdParams } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/guard';
import type { AppContext } from '../context';
import type { PaymentProvider } from '../db/schema';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { moneyOperation } from '../http/idempotency';
import { checkPayment, findUserPayment, handleCallback, presentPayment, startPayment, statusMessage } from './service';

/** Form bodies (some providers post their notifications as forms), parsed into plain objects. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * /api/user: deposits through a provider, the payment status a client polls,
 * and the providers' callbacks (decisions.md §7).
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);

  app.docs.add({
    method: 'POST',
    path: '/api/user/user/deposit',
    summary:
      'Deposit through fastpay, fib or card (minimum 10,000 IQD): a pending payment and what the client needs to pay — redirectUrl, or the FIB code, QR and app links. The wallet is credited when the provider confirms. Accepts Idempotency-Key.',
    tag: 'payments',
    auth: 'user',
    body: depositBody,
  });
  app.post('/user/deposit', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(depositBody, request.body);
    const result = await moneyOperation(ctx, request, 'user/deposit', body, async (trx) => {
      const started = await startPayment(
        ctx,
        trx,
        { userId: request.user!.id, provider: body.paymentWith, purpose: 'deposit', amount: body.amount, description: 'Sahm wallet deposit' },
        request.log,
      );
      return { status: 201, body: ok(request, started, 'PAYMENT_STARTED') };
    });
    return reply.code(result.status).send(result.body);
  });

  app.docs.add({
    method: 'GET',
    path: '/api/user/payments/:paymentId',
    summary: "One of my payments and its status (pending, completed, failed, canceled, expired), re-checked with the provider while pending; for polling after paying.",
    tag: 'payments',
    auth: 'user',
  });
  app.get('/payments/:paymentId', { preHandler: signedIn }, async (request) => {
    // A malformed id names no payment: 404 like any other.
    const params = paymentIdParams.safeParse(request.params);
    if (!params.success) throw new AppError(404, 'NOT_FOUND');
    const { paymentId } = params.data;
    let payment = await findUserPayment(ctx, request.user!.id, paymentId);
    if (!payment) throw new AppError(404, 'NOT_FOUND');
    if (payment.status === 'pending') {
      // A lost callback must not strand a payment: reading it asks the provider.
      await checkPayment(ctx, payment.id, request.log).catch((error: unknown) =>
        request.log.warn({ err: error, paymentId }, 'payment re-check on read failed'),
      );
      payment = (await findUserPayment(ctx, request.user!.id, paymentId))!;
    }
    return ok(request, presentPayment(payment), statusMessage(payment.status));
  });

  // Called by the providers, not by users: no token. Never trusted — each only triggers a re-check.
  await app.register(async (callbacks) => {
    acceptForms(callbacks);
    const limit = { rateLimit: { max: 600, timeWindow: 60_000 } };
    const callback = <T>(provider: PaymentProvider, summary: string, schema: Parameters<typeof parse>[0], idOf: (body: T) => string) => {
      callbacks.docs.add({ method: 'POST', path: `/api/user/payments/${provider}/callback`, summary, tag: 'payments', body: schema });
      callbacks.post(`/payments/${provider}/callback`, { config: limit }, async (request) => {
        const body = parse(schema, request.body) as T;
        await handleCallback(ctx, provider, idOf(body), request.log);
        return ok(request, { received: true });
      });
    };
    callback<{ id: string }>('fib', "FIB status callback `{ id, status }`; the payment is re-checked with FIB's status call before anything moves.", fibCallbackBody, (b) => b.id);
    callback<{ merchant_order_id: string }>(
      'fastpay',
      "FastPay IPN (set this URL in FastPay's merchant panel); the order is re-checked with FastPay's validate call before anything moves.",
      fastpayIpnBody,
      (b) => b.merchant_order_id,
    );
    callback<{ session_id: string }>('card', 'Hosted card page webhook `{ id, type, session_id }`; the session is retrieved from the provider before anything moves.', cardWebhookBody, (b) => b.session_id);
  });
}
