import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { PaymentProvider, SandboxPaymentsTable } from '../../db/schema';
import { sandboxEnabled } from '../providers';
import { asRecord, wholeDinars } from '../providers/http';
import { acceptForms } from '../routes';
import { notFoundPage, payPage, resultPage, sandboxQrCode } from './page';

type SandboxRow = Selectable<SandboxPaymentsTable>;

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** ISO 8601 duration (FIB's expiresIn, e.g. PT8H6M12.345S) in milliseconds. */
export function parseIsoDuration(value: string): number | undefined {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return undefined;
  const [, d = '0', h = '0', min = '0', s = '0'] = m;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(min)) * 60_000 + Math.round(Number(s) * 1000);
}

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);

/** A positive whole-dinar amount from a number or a numeric string. */
const positiveAmount = (value: unknown) => {
  const n = wholeDinars(value);
  return n !== undefined && n > 0 && n <= 1_000_000_000_000 ? n : undefined;
};

const fibCreateBody = z.object({
  monetaryValue: z.object({ amount: z.union([z.number(), z.string()]), currency: z.string() }),
  statusCallbackUrl: z.url().max(2000).optional(),
  description: z.string().max(50).optional(),
  expiresIn: z.string().max(40).optional(),
  redirectUri: z.url().max(2000).optional(),
});

const fastpayInitiationBody = z.object({
  store_id: z.string(),
  store_password: z.string(),
  order_id: z.string().min(1).max(64),
  bill_amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  cart: z.string().max(10_000).optional(),
});
const fastpayValidateBody = z.object({ store_id: z.string(), store_password: z.string(), order_id: z.string().max(64) });

const cardCreateBody = z.object({
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  reference: z.string().min(1).max(100),
  description: z.string().max(200).optional(),
  success_url: z.url().max(2000),
  cancel_url: z.url().max(2000),
  webhook_url: z.url().max(2000).optional(),
  expires_at: z.number().int().optional(),
});

/**
 * The payment providers' sandboxes (decisions.md §1, §7), served by the API
 * itself under /sandbox outside production: each speaks its provider's HTTP
 * shapes (see ../providers/*.ts), keeps its state in sandbox_payments, and has
 * a page where a tester sees the amount and pays or declines. Paying sends the
 * provider's notification (FIB status callback, FastPay IPN, card webhook) to
 * our API over HTTP, exactly as the real provider would.
 */
export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  acceptForms(app);
  const settings = () => ctx.config.payments;
  const publicBase = () => ctx.config.publicUrl.replace(/\/+$/, '');
  const doc = (method: string, path: string, summary: string) => app.docs.add({ method, path: `/sandbox${path}`, summary, tag: 'sandbox' });
  const payLink = (provider: PaymentProvider, id: string, query = '') => `${publicBase()}/sandbox/${provider}/pay/${encodeURIComponent(id)}${query}`;
  const find = (provider: PaymentProvider, id: string) =>
    ctx.db.selectFrom('sandbox_payments').selectAll().where('provider', '=', provider).where('id', '=', id).executeTakeFirst();
  const overdue = (row: SandboxRow) => row.status === 'UNPAID' && new Date(row.valid_until).getTime() <= Date.now();

  /** The provider's notification to the merchant, as the real one sends it. Failures are only logged. */
  async function notifyMerchant(url: string | null, body: unknown, log: FastifyBaseLogger) {
    if (!url) return;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings().timeoutMs),
      });
      if (!res.ok) log.warn({ status: res.status }, 'sandbox: the merchant refused the notification');
    } catch (error) {
      log.warn({ err: error }, 'sandbox: could not deliver the notification');
    }
  }

  // ---------------------------------------------------------------- FIB

  const tokenTtlSeconds = 300;
  const signToken = (clientId: string) => {
    const payload = Buffer.from(JSON.stringify({ sub: clientId, exp: Math.floor(Date.now() / 1000) + tokenTtlSeconds })).toString('base64url');
    return `${payload}.${createHmac('sha256', settings().fib.clientSecret).update(payload).digest('base64url')}`;
  };
  const tokenValid = (header: string | undefined) => {
    const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    const [payload, signature] = token?.split('.') ?? [];
    if (!payload || !signature) return false;
    if (!sameSecret(signature, createHmac('sha256', settings().fib.clientSecret).update(payload).digest('base64url'))) return false;
    const claims = asRecord(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return claims.sub === settings().fib.clientId && typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
  };
  const fibError = (reply: FastifyReply, status: number, code: string, detail: string) =>
    reply.code(status).send({ traceId: randomUUID(), errors: [{ code, title: code, detail }] });

  const fibStatus = (row: SandboxRow) => {
    const expired = overdue(row);
    const status = row.status === 'PAID' ? 'PAID' : row.status === 'UNPAID' && !expired ? 'UNPAID' : 'DECLINED';
    const decliningReason =
      status !== 'DECLINED' ? null : expired ? 'PAYMENT_EXPIRATION' : row.status === 'CANCELED' ? 'PAYMENT_CANCELLATION' : 'PAYMENT_DECLINED';
    return {
      paymentId: row.id,
      status,
      paidAt: row.status === 'PAID' ? row.decided_at : null,
      validUntil: new Date(row.valid_until).toISOString(),
      amount: { amount: row.amount, currency: row.currency },
      decliningReason,
      declinedAt: status === 'DECLINED' ? (row.decided_at ?? row.valid_until) : null,
      paidBy: row.status === 'PAID' ? { name: 'Sandbox Customer', iban: 'IQ00FIBS000000000000000' } : null,
    };
  };

  doc('POST', '/fib/auth/realms/fib-online-shop/protocol/openid-connect/token', 'FIB sandbox: OAuth2 client-credentials token');
  app.post('/fib/auth/realms/fib-online-shop/protocol/openid-connect/token', async (request, reply) => {
    const body = asRecord(request.body);
    const { clientId, clientSecret } = settings().fib;
    if (
      body.grant_type !== 'client_credentials' ||
      typeof body.client_id !== 'string' ||
      typeof body.client_secret !== 'string' ||
      !sameSecret(body.client_id, clientId) ||
      !sameSecret(body.client_secret, clientSecret)
    ) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
    }
    return { access_token: signToken(clientId), expires_in: tokenTtlSeconds, refresh_expires_in: 0, token_type: 'Bearer', 'not-before-policy': 0, scope: 'profile email' };
  });

  doc('POST', '/fib/protected/v1/payments', 'FIB sandbox: create a payment');
  app.post('/fib/protected/v1/payments', async (request, reply) => {
    if (!tokenValid(request.headers.authorization)) return fibError(reply, 401, 'UNAUTHORIZED', 'Invalid or expired access token');
    const parsed = fibCreateBody.safeParse(request.body);
    const amount = parsed.success ? positiveAmount(parsed.data.monetaryValue.amount) : undefined;
    if (!parsed.success || !amount || parsed.data.monetaryValue.currency !== 'IQD') {
      return fibError(reply, 400, 'INVALID_REQUEST', 'monetaryValue must be a positive whole IQD amount');
    }
    const lifetime = parsed.data.expiresIn ? parseIsoDuration(parsed.data.expiresIn) : 24 * 3600_000;
    if (!lifetime) return fibError(reply, 400, 'INVALID_REQUEST', 'expiresIn must be an ISO 8601 duration');
    const id = randomUUID();
    const code = randomBytes(9).toString('base64').replace(/[^A-Z0-9]/gi, 'X').toUpperCase().slice(0, 12);
    const readableCode = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
    const row = await ctx.db
      .insertInto('sandbox_payments')
      .values({
        id,
        provider: 'fib',
        amount,
        description: parsed.data.description ?? null,
        readable_code: readableCode,
        callback_url: parsed.data.statusCallbackUrl ?? null,
        return_url: parsed.data.redirectUri ?? null,
        cancel_url: parsed.data.redirectUri ?? null,
        valid_until: new Date(Date.now() + lifetime),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send({
      paymentId: id,
      readableCode,
      qrCode: sandboxQrCode(readableCode),
      validUntil: new Date(row.valid_until).toISOString(),
      personalAppLink: payLink('fib', id, '?app=personal'),
      businessAppLink: payLink('fib', id, '?app=business'),
      corporateAppLink: payLink('fib', id, '?app=corporate'),
    });
  });

  doc('GET', '/fib/protected/v1/payments/:paymentId/status', 'FIB sandbox: payment status (PAID, UNPAID, DECLINED)');
  app.get<{ Params: { paymentId: string } }>('/fib/protected/v1/payments/:paymentId/status', async (request, reply) => {
    if (!tokenValid(request.headers.authorization)) return fibError(reply, 401, 'UNAUTHORIZED', 'Invalid or expired access token');
    const row = await find('fib', request.params.paymentId);
    if (!row) return fibError(reply, 404, 'PAYMENT_NOT_FOUND', 'No payment with this id');
    return fibStatus(row);
  });

  doc('POST', '/fib/protected/v1/payments/:paymentId/cancel', 'FIB sandbox: cancel an unpaid payment');
  app.post<{ Params: { paymentId: string } }>('/fib/protected/v1/payments/:paymentId/cancel', async (request, reply) => {
    if (!tokenValid(request.headers.authorization)) return fibError(reply, 401, 'UNAUTHORIZED', 'Invalid or expired access token');
    const row = await find('fib', request.params.paymentId);
    if (!row) return fibError(reply, 404, 'PAYMENT_NOT_FOUND', 'No payment with this id');
    if (row.status === 'PAID') return fibError(reply, 400, 'PAYMENT_ALREADY_PAID', 'A paid payment cannot be canceled');
    await ctx.db
      .updateTable('sandbox_payments')
      .set({ status: 'CANCELED', decided_at: new Date() })
      .where('id', '=', row.id)
      .where('status', '=', 'UNPAID')
      .execute();
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- FastPay

  const fastpayStoreOk = (body: { store_id: string; store_password: string }) =>
    sameSecret(body.store_id, settings().fastpay.storeId) && sameSecret(body.store_password, settings().fastpay.storePassword);
  const fastpayRefusal = (message: string) => ({ code: 422, messages: [message], data: null });
  const fastpayTransaction = (row: SandboxRow) => ({
    gw_transaction_id: `FPSBX${row.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    merchant_order_id: row.merchant_ref,
    order_id: row.merchant_ref,
    received_amount: row.amount.toFixed(2),
    bill_amount: row.amount,
    currency: row.currency,
    status: row.status === 'PAID' ? 'Success' : row.status === 'DECLINED' ? 'Failed' : 'Cancelled',
    customer_name: 'Sandbox Customer',
    customer_mobile_number: '+9647000000000',
    at: (row.decided_at ? new Date(row.decided_at) : new Date()).toISOString().replace('T', ' ').slice(0, 19),
  });

  doc('POST', '/fastpay/api/v1/public/pgw/payment/initiation', 'FastPay sandbox: payment initiation → redirect_uri');
  app.post('/fastpay/api/v1/public/pgw/payment/initiation', async (request) => {
    const parsed = fastpayInitiationBody.safeParse(request.body);
    if (!parsed.success) return fastpayRefusal('The given data was invalid.');
    if (!fastpayStoreOk(parsed.data)) return fastpayRefusal('Sorry! The Store ID and Store Password combination is wrong.');
    const amount = positiveAmount(parsed.data.bill_amount);
    if (!amount || parsed.data.currency !== 'IQD') return fastpayRefusal('The bill amount must be a positive IQD amount.');
    const token = randomUUID();
    const created = await ctx.db
      .insertInto('sandbox_payments')
      .values({
        id: token,
        provider: 'fastpay',
        merchant_ref: parsed.data.order_id,
        amount,
        description: `Order ${parsed.data.order_id}`,
        // The store's success and cancel URLs, as set in FastPay's merchant panel.
        return_url: `${publicBase()}/success?order_id=${encodeURIComponent(parsed.data.order_id)}`,
        cancel_url: `${publicBase()}/failure?order_id=${encodeURIComponent(parsed.data.order_id)}`,
        valid_until: new Date(Date.now() + settings().validMinutes * 60_000),
      })
      .onConflict((oc) => oc.columns(['provider', 'merchant_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return fastpayRefusal('The order id has already been taken.');
    return { code: 200, messages: ['Payment Initiation request processed successfully.'], data: { redirect_uri: payLink('fastpay', token) } };
  });

  doc('POST', '/fastpay/api/v1/public/pgw/payment/validate', 'FastPay sandbox: validate an order’s transaction');
  app.post('/fastpay/api/v1/public/pgw/payment/validate', async (request) => {
    const parsed = fastpayValidateBody.safeParse(request.body);
    if (!parsed.success) return fastpayRefusal('The given data was invalid.');
    if (!fastpayStoreOk(parsed.data)) return fastpayRefusal('Sorry! The Store ID and Store Password combination is wrong.');
    const row = await ctx.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('provider', '=', 'fastpay')
      .where('merchant_ref', '=', parsed.data.order_id)
      .executeTakeFirst();
    if (!row || row.status === 'UNPAID') return { code: 404, messages: ['Transaction not found.'], data: null };
    return { code: 200, messages: [], data: fastpayTransaction(row) };
  });

  // ---------------------------------------------------------------- card

  const cardAuthorized = (header: string | undefined) => {
    const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    return Boolean(key && settings().card.secretKey && sameSecret(key, settings().card.secretKey));
  };
  const cardError = (reply: FastifyReply, status: number, type: string, message: string) => reply.code(status).send({ error: { type, message } });
  const cardSession = (row: SandboxRow) => ({
    id: row.id,
    object: 'checkout.session',
    url: payLink('card', row.id),
    status: row.status === 'UNPAID' ? (overdue(row) ? 'expired' : 'open') : row.status === 'CANCELED' ? 'expired' : 'complete',
    payment_status: row.status === 'PAID' ? 'paid' : row.status === 'DECLINED' ? 'failed' : 'unpaid',
    amount: row.amount,
    currency: row.currency,
    reference: row.merchant_ref,
    description: row.description,
    success_url: row.return_url,
    cancel_url: row.cancel_url,
    expires_at: Math.floor(new Date(row.valid_until).getTime() / 1000),
  });

  doc('POST', '/card/v1/checkout/sessions', 'Card sandbox: create a hosted checkout session');
  app.post('/card/v1/checkout/sessions', async (request, reply) => {
    if (!cardAuthorized(request.headers.authorization)) return cardError(reply, 401, 'authentication_error', 'Invalid API key');
    const parsed = cardCreateBody.safeParse(request.body);
    const amount = parsed.success ? positiveAmount(parsed.data.amount) : undefined;
    if (!parsed.success || !amount || parsed.data.currency !== 'IQD') {
      return cardError(reply, 400, 'invalid_request_error', 'amount (positive whole IQD), currency, reference, success_url and cancel_url are required');
    }
    const id = `cs_sbx_${randomBytes(12).toString('hex')}`;
    const validUntil = parsed.data.expires_at ? new Date(parsed.data.expires_at * 1000) : new Date(Date.now() + 24 * 3600_000);
    const row = await ctx.db
      .insertInto('sandbox_payments')
      .values({
        id,
        provider: 'card',
        merchant_ref: parsed.data.reference,
        amount,
        description: parsed.data.description ?? null,
        callback_url: parsed.data.webhook_url ?? null,
        return_url: parsed.data.success_url,
        cancel_url: parsed.data.cancel_url,
        valid_until: validUntil,
      })
      .onConflict((oc) => oc.columns(['provider', 'merchant_ref']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return cardError(reply, 400, 'invalid_request_error', 'A session with this reference already exists');
    return cardSession(row);
  });

  doc('GET', '/card/v1/checkout/sessions/:sessionId', 'Card sandbox: retrieve a checkout session');
  app.get<{ Params: { sessionId: string } }>('/card/v1/checkout/sessions/:sessionId', async (request, reply) => {
    if (!cardAuthorized(request.headers.authorization)) return cardError(reply, 401, 'authentication_error', 'Invalid API key');
    const row = await find('card', request.params.sessionId);
    return row ? cardSession(row) : cardError(reply, 404, 'invalid_request_error', 'No such checkout session');
  });

  doc('POST', '/card/v1/checkout/sessions/:sessionId/expire', 'Card sandbox: expire an open checkout session');
  app.post<{ Params: { sessionId: string } }>('/card/v1/checkout/sessions/:sessionId/expire', async (request, reply) => {
    if (!cardAuthorized(request.headers.authorization)) return cardError(reply, 401, 'authentication_error', 'Invalid API key');
    const row = await find('card', request.params.sessionId);
    if (!row) return cardError(reply, 404, 'invalid_request_error', 'No such checkout session');
    if (row.status === 'PAID' || row.status === 'DECLINED') return cardError(reply, 400, 'invalid_request_error', 'This session is already complete');
    const updated = await ctx.db
      .updateTable('sandbox_payments')
      .set({ status: 'CANCELED', decided_at: new Date() })
      .where('id', '=', row.id)
      .where('status', '=', 'UNPAID')
      .returningAll()
      .executeTakeFirst();
    return cardSession(updated ?? row);
  });

  // ---------------------------------------------------------------- the tester's page

  /** What the provider sends the merchant once the tester decided. */
  const notificationOf: Record<PaymentProvider, (row: SandboxRow) => { url: string | null; body: unknown } | null> = {
    fib: (row) => ({ url: row.callback_url, body: { id: row.id, status: row.status === 'PAID' ? 'PAID' : 'DECLINED' } }),
    // FastPay sends its IPN on success only, to the IPN URL of the store's panel settings.
    fastpay: (row) =>
      row.status === 'PAID'
        ? { url: `${settings().callbackUrl.replace(/\/+$/, '')}/api/user/payments/fastpay/callback`, body: fastpayTransaction(row) }
        : null,
    card: (row) => ({
      url: row.callback_url,
      body: {
        id: `evt_sbx_${randomBytes(8).toString('hex')}`,
        type: row.status === 'PAID' ? 'checkout.session.completed' : 'checkout.session.payment_failed',
        session_id: row.id,
      },
    }),
  };

  for (const provider of ['fib', 'fastpay', 'card'] as const) {
    doc('GET', `/${provider}/pay/:id`, `${provider} sandbox: the page where a tester pays or declines`);
    app.get<{ Params: { id: string } }>(`/${provider}/pay/:id`, async (request, reply) => {
      const row = await find(provider, request.params.id);
      if (!row) return html(reply, 404, notFoundPage(provider));
      return html(
        reply,
        200,
        payPage({
          provider,
          id: row.id,
          amount: row.amount,
          currency: row.currency,
          description: row.description,
          validUntil: new Date(row.valid_until),
          status: overdue(row) ? 'EXPIRED' : row.status,
          readableCode: row.readable_code,
          qrCode: provider === 'fib' && row.readable_code ? sandboxQrCode(row.readable_code) : undefined,
        }),
      );
    });

    doc('POST', `/${provider}/pay/:id`, `${provider} sandbox: pay or decline (form field action=pay|decline); notifies the merchant`);
    app.post<{ Params: { id: string } }>(`/${provider}/pay/:id`, async (request, reply) => {
      const action = asRecord(request.body).action;
      if (action !== 'pay' && action !== 'decline') return html(reply, 400, resultPage(provider, 'closed', null));
      const row = await ctx.db
        .updateTable('sandbox_payments')
        .set({ status: action === 'pay' ? 'PAID' : 'DECLINED', decided_at: new Date() })
        .where('provider', '=', provider)
        .where('id', '=', request.params.id)
        .where('status', '=', 'UNPAID')
        .where('valid_until', '>', new Date())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const exists = await find(provider, request.params.id);
        return html(reply, exists ? 409 : 404, exists ? resultPage(provider, 'closed', null) : notFoundPage(provider));
      }
      const note = notificationOf[provider](row);
      if (note) await notifyMerchant(note.url, note.body, request.log);
      return html(reply, 200, resultPage(provider, action === 'pay' ? 'paid' : 'declined', action === 'pay' ? row.return_url : row.cancel_url));
    });
  }
}

/** Registers the sandboxes under /sandbox, outside production only. */
export async function registerSandboxes(app: FastifyInstance, ctx: AppContext) {
  if (sandboxEnabled(ctx.config)) await app.register(async (sandbox) => sandboxRoutes(sandbox, ctx), { prefix: '/sandbox' });
}
