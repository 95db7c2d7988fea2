import { approveBidBody, bidListQuery, cancelOrderBody, giftBody, investBody, orderBookQuery, orderIdBody, resellBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { keyLimit } from '../http/key-limit';
import { ok } from '../http/plugin';
import { areaRoutes, inTransaction } from '../http/route';
import { giftWithWallet } from './gift';
import { investWithProvider, investWithWallet } from './invest';
import { databaseInvestBatcher } from './invest-batcher';
import { fillWithProvider, giftWithProvider } from './provider-trades';

import { bidList, closeOrder, fillOrder, listTokens, orderBook } from './orders';

// find-my-way shares the parameter node with the catalog's GET
// /api/user/marketplace/details/:id, so the parameter carries the same name.
const idOrSlug = z.strictObject({ id: z.string().min(1).max(200) });

/**
 * The market under /api/user/marketplace (decisions.md §4-§6): buying tokens
 * from the platform (invest), sell orders and private offers (bids), buying
 * from them, closing them, the order book, the Bids screen's lists, gifts.
 * Every token- or money-moving call is one database function under
 * moneyRoute(); its stored notifications are published after commit.
 */
export async function marketRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route, moneyRoute } = areaRoutes(app, ctx, 'market');
  // Wallet purchases without an Idempotency-Key share round trips and commits under load.
  const batcher = databaseInvestBatcher(ctx.db);
  const { priceBand } = ctx.config;
  const band = `${priceBand.minPercent}% to ${priceBand.maxPercent}% of the current token price`;
  // Naming a receiver looks a phone number up, and the answer (the receiver's user name, or "no
  // registered user has this mobile number") tells whether it is registered: one count per user
  // for offers and gifts, so numbers cannot be probed in bulk (decisions.md §13). A replay under
  // an Idempotency-Key never reaches the handler, so it is not counted.
  const receiverLookups = keyLimit(ctx.config.receiverLookupsPerHour, 3_600_000);

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/invest',
    auth: 'user',
    body: investBody,
    summary: 'Buy tokens from the platform (wallet now; providers after their confirmation). Accepts Idempotency-Key.',
    // From the wallet, one statement; through a provider, a pending payment created in one transaction.
    singleStatement: ({ body }) => body.paymentWith === 'wallet',
    handler: async ({ db, body, user, request }) => {
      if (body.paymentWith !== 'wallet') {
        const started = await investWithProvider(ctx, inTransaction(db), user.id, body.paymentWith, body, request.log);
        return { status: 201, data: started, message: 'PAYMENT_STARTED' };
      }
      // With a key, the purchase must run inside the key's transaction; alone then.
      const { notification, ...data } = db.isTransaction
        ? await investWithWallet(db, user.id, body)
        : await batcher.submit({ userId: user.id, propertyId: body.propertyId, numberOfTokens: body.numberOfTokens });
      return { data, message: 'INVESTED', notifications: [notification] };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/re-sell',
    auth: 'user',
    body: resellBody,
    summary: `List free tokens for sale: a public order, or with \`receiver\` (a registered user’s phone, \`+9647501234567\` or \`{countryCode, mobileNumber}\`) a private offer (a bid) to that user. The price per token must be within ${band} (ORDER_PRICE_BAND; otherwise PRICE_OUT_OF_BAND with the allowed range). Offers naming a receiver are limited per user per hour. Needs KYC and a verified phone. Accepts Idempotency-Key.`,
    status: 201,
    singleStatement: true,
    handler: async ({ db, body, user }) => {
      if (body.receiver) receiverLookups.take(user.id);
      const { order, notifications } = await listTokens(db, user.id, body, priceBand);
      return { data: order, message: 'RESELL_LISTED', notifications };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/approve-bid',
    auth: 'user',
    body: approveBidBody,
    summary: `Buy part or all of a public order, or accept (whole) a private offer sent to me. Gates: agreement, KYC, phone, balance. From the wallet at once, or through fastpay (the default), fib or card once the provider confirms (201 PAYMENT_STARTED, as a deposit). The seller pays the trading fee. An order priced outside ${band} (a revaluation since it was listed) cannot be bought (ORDER_PRICE_OUT_OF_BAND). Accepts Idempotency-Key.`,
    singleStatement: ({ body }) => body.paymentWith === 'wallet',
    handler: async ({ db, body, user, request }) => {
      if (body.paymentWith !== 'wallet') {
        const started = await fillWithProvider(ctx, inTransaction(db), user.id, body.paymentWith, body, request.log);
        return { status: 201, data: started, message: 'PAYMENT_STARTED' };
      }
      const { fill, isPrivate, notifications } = await fillOrder(db, user.id, body, ctx.config.tradingFeeBps, priceBand);
      return { data: fill, message: isPrivate ? 'BID_ACCEPTED' : 'TOKENS_BOUGHT', notifications };
    },
  });

  // The three ways an open order closes differ only in who may close it (the
  // database function checks that per action) and what the toast says.

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/cancel-bid',
    auth: 'user',
    body: orderIdBody,
    summary: 'Reject a private offer sent to me; its tokens return to the sender. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, user }) => {
      const { order, notifications } = await closeOrder(db, user.id, body.orderId, 'reject');
      return { data: order, message: 'BID_REJECTED', notifications };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/refund-request',
    auth: 'user',
    body: orderIdBody,
    summary: 'Withdraw a private offer I sent; its tokens return to me. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, user }) => {
      const { order, notifications } = await closeOrder(db, user.id, body.orderId, 'withdraw');
      return { data: order, message: 'BID_CANCELED', notifications };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/cancel-order',
    auth: 'user',
    body: cancelOrderBody,
    summary: 'Withdraw my public sell order; its unfilled tokens return to me. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, user }) => {
      const { order, notifications } = await closeOrder(db, user.id, body.orderId, 'cancel', body.propertyId);
      return { data: order, message: 'RESELL_CANCELED', notifications };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/user/marketplace/gift',
    auth: 'user',
    body: giftBody,
    summary:
      'Gift tokens to a registered user by phone: `holding` gives tokens I hold, `purchase` buys new ones from the platform for them. I pay a 1% fee of the tokens’ value (plus the value for a purchase): from the wallet at once, or through fastpay (the default), fib or card, the gift made once the provider confirms (201 PAYMENT_STARTED). Limited per user per hour, like offers naming a receiver. Accepts Idempotency-Key.',
    singleStatement: ({ body }) => body.paymentWith === 'wallet',
    handler: async ({ db, body, user, request }) => {
      receiverLookups.take(user.id);
      if (body.paymentWith !== 'wallet') {
        const started = await giftWithProvider(ctx, inTransaction(db), user.id, body.paymentWith, body, request.log);
        return { status: 201, data: started, message: 'PAYMENT_STARTED' };
      }
      const { outcome, notifications } = await giftWithWallet(db, user.id, body);
      return { data: outcome, message: 'GIFTED', notifications };
    },
  });

  route({
    method: 'GET',
    url: '/api/user/marketplace/details/:id/re-sell/list',
    auth: 'optional',
    query: orderBookQuery,
    params: idOrSlug,
    summary:
      'The property’s order book (id or slug): open public orders, sorted new, shares, price or myOffers; filter all, mine or others. Signed in, each order says whether it is mine and what I can do (buy or cancel).',
    handler: async ({ request, query, params, user }) => ok(request, await orderBook(ctx, params.id, user?.id ?? null, query)),
  });

  route({
    method: 'GET',
    url: '/api/user/user/requested-bid',
    auth: 'user',
    query: bidListQuery,
    summary: 'Private offers I sent, newest first, with the actions still open to me (cancel)',
    handler: async ({ request, query, user }) => ok(request, await bidList(ctx, user.id, 'requested', request.locale, query)),
  });

  route({
    method: 'GET',
    url: '/api/user/user/received-bid',
    auth: 'user',
    query: bidListQuery,
    summary: 'Private offers sent to me, newest first, with the actions still open to me (accept, reject)',
    handler: async ({ request, query, user }) => ok(request, await bidList(ctx, user.id, 'received', request.locale, query)),
  });
}
