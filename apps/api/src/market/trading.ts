import {
  approveBidBody,
  bidListQuery,
  cancelOrderBody,
  giftBody,
  orderBookQuery,
  orderIdBody,
  resellBody,
  type MessageCode,
} from '@sahm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { optionalUser, requireUser } from '../http/guard';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import type { NotificationRow } from '../notifications/notifier';
import { moneyOperation } from '../http/idempotency';
import { giftWithWallet } from './gift';
import { bidList, closeOrder, fillOrder, listTokens, orderBook } from './orders';
import { publishAll } from './stored-notifications';

/** Trades and gifts are paid from the wallet in this version (provider payments only buy from the platform). */
function walletOnly(paymentWith: string) {
  if (paymentWith !== 'wallet') {
    throw new AppError(400, 'PAYMENT_METHOD_INVALID', undefined, [{ field: 'paymentWith', code: 'PAYMENT_METHOD_INVALID' }]);
  }
}

const idOrSlug = z.strictObject({ id: z.string().min(1).max(200) });

/**
 * /api/user: the secondary market and gifts (decisions.md §5, §6): sell
 * orders and private offers, buying from them, closing them, the order book,
 * the Bids screen's lists, gifts.
 */
export async function tradingRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);
  const maybeSignedIn = optionalUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'market', ...extra });

  /**
   * Every token- or money-moving call: one statement (a database function)
   * under moneyOperation (Idempotency-Key, refusal mapping); the stored
   * notifications are published only after commit, and only by the first,
   * real execution (a replay has none).
   */
  async function operation<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    body: unknown,
    run: (db: Kysely<Database>) => Promise<{ data: T; notifications: NotificationRow[]; message: MessageCode }>,
    status = 200,
  ) {
    let published: NotificationRow[] | undefined;
    const result = await moneyOperation(
      ctx,
      request,
      route,
      body,
      async (db) => {
        const { data, notifications, message } = await run(db);
        published = notifications;
        return { status, body: ok(request, data, message) };
      },
      { singleStatement: true },
    );
    publishAll(ctx, published);
    return reply.code(result.status).send(result.body);
  }

  doc(
    'POST',
    '/marketplace/re-sell',
    'List free tokens for sale: a public order, or with `receiver` (a registered user’s phone, `+9647501234567` or `{countryCode, mobileNumber}`) a private offer (a bid) to that user. Needs KYC and a verified phone. Accepts Idempotency-Key.',
    { auth: 'user', body: resellBody },
  );
  app.post('/marketplace/re-sell', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(resellBody, request.body);
    return operation(
      request,
      reply,
      'marketplace/re-sell',
      body,
      async (db) => {
        const { order, notifications } = await listTokens(db, request.user!.id, body);
        return { data: order, notifications, message: 'RESELL_LISTED' };
      },
      201,
    );
  });

  doc(
    'POST',
    '/marketplace/approve-bid',
    'Buy part or all of a public order, or accept (whole) a private offer sent to me. Gates: agreement, KYC, phone, balance. Wallet only. The seller pays the trading fee. Accepts Idempotency-Key.',
    { auth: 'user', body: approveBidBody },
  );
  app.post('/marketplace/approve-bid', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(approveBidBody, request.body);
    walletOnly(body.paymentWith);
    return operation(request, reply, 'marketplace/approve-bid', body, async (db) => {
      const { fill, isPrivate, notifications } = await fillOrder(db, request.user!.id, body, ctx.config.tradingFeeBps);
      return { data: fill, notifications, message: isPrivate ? 'BID_ACCEPTED' : 'TOKENS_BOUGHT' };
    });
  });

  /**
   * The three ways an open order closes differ only in who may close it (the
   * database function checks that per action) and what the toast says.
   */
  const closings = [
    {
      path: '/marketplace/cancel-bid',
      summary: 'Reject a private offer sent to me; its tokens return to the sender. Accepts Idempotency-Key.',
      schema: orderIdBody,
      action: 'reject',
      message: 'BID_REJECTED',
    },
    {
      path: '/marketplace/refund-request',
      summary: 'Withdraw a private offer I sent; its tokens return to me. Accepts Idempotency-Key.',
      schema: orderIdBody,
      action: 'withdraw',
      message: 'BID_CANCELED',
    },
    {
      path: '/marketplace/cancel-order',
      summary: 'Withdraw my public sell order; its unfilled tokens return to me. Accepts Idempotency-Key.',
      schema: cancelOrderBody,
      action: 'cancel',
      message: 'RESELL_CANCELED',
    },
  ] as const;
  for (const closing of closings) {
    doc('POST', closing.path, closing.summary, { auth: 'user', body: closing.schema });
    app.post(closing.path, { preHandler: signedIn }, async (request, reply) => {
      const body: { orderId: string; propertyId?: string } = parse(closing.schema, request.body);
      return operation(request, reply, closing.path.slice(1), body, async (db) => {
        const { order, notifications } = await closeOrder(db, request.user!.id, body.orderId, closing.action, body.propertyId);
        return { data: order, notifications, message: closing.message };
      });
    });
  }

  doc(
    'POST',
    '/marketplace/gift',
    'Gift tokens to a registered user by phone: `holding` gives tokens I hold, `purchase` buys new ones from the platform for them. I pay a 1% fee of the tokens’ value (plus the value for a purchase). Wallet only. Accepts Idempotency-Key.',
    { auth: 'user', body: giftBody },
  );
  app.post('/marketplace/gift', { preHandler: signedIn }, async (request, reply) => {
    const body = parse(giftBody, request.body);
    walletOnly(body.paymentWith);
    return operation(request, reply, 'marketplace/gift', body, async (db) => {
      const { outcome, notifications } = await giftWithWallet(db, request.user!.id, body);
      return { data: outcome, notifications, message: 'GIFTED' };
    });
  });

  // find-my-way shares the parameter node with GET /marketplace/details/:id, so
  // the parameter must carry the same name for the route table to stay clean.
  doc(
    'GET',
    '/marketplace/details/:id/re-sell/list',
    'The property’s order book (id or slug): open public orders, sorted new, shares, price or myOffers; filter all, mine or others. Signed in, each order says whether it is mine and what I can do (buy or cancel).',
    { auth: 'optional', query: orderBookQuery },
  );
  app.get('/marketplace/details/:id/re-sell/list', { preHandler: maybeSignedIn }, async (request) => {
    const query = parse(orderBookQuery, request.query);
    const { id } = parse(idOrSlug, request.params);
    return ok(request, await orderBook(ctx, id, request.user?.id ?? null, query));
  });

  for (const side of ['requested', 'received'] as const) {
    doc(
      'GET',
      `/user/${side}-bid`,
      side === 'requested'
        ? 'Private offers I sent, newest first, with the actions still open to me (cancel)'
        : 'Private offers sent to me, newest first, with the actions still open to me (accept, reject)',
      { auth: 'user', query: bidListQuery },
    );
    app.get(`/user/${side}-bid`, { preHandler: signedIn }, async (request) => {
      const query = parse(bidListQuery, request.query);
      return ok(request, await bidList(ctx, request.user!.id, side, request.locale, query));
    });
  }
}
