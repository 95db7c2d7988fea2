import type {
  ApproveBidBody,
  AppLocale,
  BidAction,
  BidList,
  BidListQuery,
  OrderBook,
  OrderBookQuery,
  OrderStatusName,
  ResellBody,
} from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database, Localized } from '../db/schema';
import { AppError, unauthorized } from '../http/errors';
import { localize } from '../catalog/present';
import { storedNotifications } from './stored-notifications';

export interface ListedOrder {
  orderId: string;
  propertyId: string;
  numberOfTokens: number;
  pricePerToken: number;
  total: number;
  status: 'open';
  /** Null for a public order; the receiver's username for a private offer. */
  receiver: { username: string } | null;
  createdAt: string;
}

/** Sell orders are priced within this band, in percent of the current token price (decisions.md §13). */
export interface PriceBand {
  minPercent: number;
  maxPercent: number;
}

/**
 * POST /marketplace/re-sell: one call of sahm_list_tokens (free → listed, the
 * order, notifications), the price within `band` of the current token price.
 */
export async function listTokens(db: Kysely<Database>, sellerId: string, body: ResellBody, band: PriceBand) {
  const { rows } = await sql<{ order_id: string; receiver_username: string | null; created_at: Date; notifications: unknown }>`
    SELECT * FROM sahm_list_tokens(${sellerId}, ${body.propertyId}, ${body.numberOfTokens}, ${body.pricePerToken}, ${body.receiver ?? null},
                                   ${band.minPercent}, ${band.maxPercent})`.execute(db);
  const row = rows[0]!;
  const order: ListedOrder = {
    orderId: row.order_id,
    propertyId: body.propertyId,
    numberOfTokens: body.numberOfTokens,
    pricePerToken: body.pricePerToken,
    total: body.numberOfTokens * body.pricePerToken,
    status: 'open',
    receiver: row.receiver_username === null ? null : { username: row.receiver_username },
    createdAt: row.created_at.toISOString(),
  };
  return { order, notifications: storedNotifications(row.notifications) };
}

export interface Fill {
  transactionId: string;
  orderId: string;
  propertyId: string;
  tokens: number;
  pricePerToken: number;
  amount: number;
  paymentWith: 'wallet';
  status: 'success';
  /** The order after this purchase. */
  order: { status: OrderStatusName; tokensRemaining: number };
}

/**
 * POST /marketplace/approve-bid: one call of sahm_fill_order, which checks
 * the gates, locks the order, moves money and tokens and writes both sides'
 * history and notifications.
 */
export async function fillOrder(db: Kysely<Database>, buyerId: string, body: ApproveBidBody, feeBps: number, band: PriceBand) {
  const { rows } = await sql<{
    transaction_id: string;
    property_id: string;
    is_private: boolean;
    tokens: number;
    price_per_token: number;
    amount: number;
    tokens_remaining: number;
    status: OrderStatusName;
    notifications: unknown;
  }>`SELECT * FROM sahm_fill_order(${buyerId}, ${body.orderId}, ${body.numberOfTokens}, ${feeBps}, ${band.minPercent}, ${band.maxPercent})`.execute(db);
  const row = rows[0]!;
  const fill: Fill = {
    transactionId: row.transaction_id,
    orderId: body.orderId,
    propertyId: row.property_id,
    tokens: Number(row.tokens),
    pricePerToken: Number(row.price_per_token),
    amount: Number(row.amount),
    paymentWith: 'wallet',
    status: 'success',
    order: { status: row.status, tokensRemaining: Number(row.tokens_remaining) },
  };
  return { fill, isPrivate: row.is_private, notifications: storedNotifications(row.notifications) };
}

/** cancel: the seller's public order; withdraw: the seller's private offer; reject: the receiver refuses an offer. */
export type CloseAction = 'cancel' | 'withdraw' | 'reject';

export interface ClosedOrder {
  orderId: string;
  propertyId: string;
  /** Tokens returned to the seller's free tokens. */
  tokens: number;
  status: 'canceled' | 'rejected';
}

export async function closeOrder(db: Kysely<Database>, userId: string, orderId: string, action: CloseAction, propertyId: string | null = null) {
  const { rows } = await sql<{ property_id: string; tokens: number; status: 'canceled' | 'rejected'; notifications: unknown }>`
    SELECT * FROM sahm_close_order(${userId}, ${orderId}, ${action}, ${propertyId})`.execute(db);
  const row = rows[0]!;
  const order: ClosedOrder = { orderId, propertyId: row.property_id, tokens: Number(row.tokens), status: row.status };
  return { order, notifications: storedNotifications(row.notifications) };
}

/** The property behind an id or a slug (as the detail page accepts both). */
async function findPropertyId(ctx: AppContext, idOrSlug: string): Promise<string> {
  // Here, not a module-level value, so that mutation testing can switch its mutants on (stryker-js#6144).
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const row = await ctx.db
    .selectFrom('properties')
    .select('id')
    .where(isId ? 'id' : 'slug', '=', idOrSlug)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
  return row.id;
}

/**
 * GET /marketplace/details/{propertyId}/re-sell/list: the property's open
 * public orders. Sorts (spec.md §9): new (newest first), shares (most tokens
 * first), price (cheapest first; equal prices oldest first), myOffers (the
 * caller's own orders first, then newest). Filters: all, mine (signed-in
 * only), others. Sellers appear by username only; a disabled account's
 * orders are not shown (they cannot be bought).
 */
export async function orderBook(ctx: AppContext, idOrSlug: string, userId: string | null, query: OrderBookQuery): Promise<OrderBook> {
  if (query.filter === 'mine' && !userId) throw unauthorized();
  const propertyId = await findPropertyId(ctx, idOrSlug);
  const me = userId ?? '00000000-0000-0000-0000-000000000000';
  let base = ctx.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.seller_id')
    .where('u.disabled_at', 'is', null)
    .where('o.property_id', '=', propertyId)
    .where('o.status', '=', 'open')
    .where('o.receiver_id', 'is', null)
    .where('o.tokens_remaining', '>', 0);
  if (query.filter === 'mine') base = base.where('o.seller_id', '=', me);
  if (query.filter === 'others') base = base.where('o.seller_id', '!=', me);

  let list = base.select(['o.id', 'o.property_id', 'o.tokens_remaining', 'o.tokens_total', 'o.price_per_token', 'o.status', 'o.created_at', 'o.seller_id', 'u.username']);
  switch (query.sort) {
    case 'shares':
      list = list.orderBy('o.tokens_remaining', 'desc').orderBy('o.created_at', 'desc');
      break;
    case 'price':
      list = list.orderBy('o.price_per_token', 'asc').orderBy('o.created_at', 'asc');
      break;
    case 'myOffers':
      list = list.orderBy(sql`o.seller_id = ${me}`, 'desc').orderBy('o.created_at', 'desc');
      break;
    default:
      list = list.orderBy('o.created_at', 'desc');
  }
  const [rows, count] = await Promise.all([
    list.orderBy('o.id').limit(query.limit).offset(query.skip).execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => {
      const owned = r.seller_id === userId;
      return {
        orderId: r.id,
        propertyId: r.property_id,
        numberOfTokens: r.tokens_remaining,
        originalTokens: r.tokens_total,
        pricePerToken: r.price_per_token,
        total: r.tokens_remaining * r.price_per_token,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        seller: { username: r.username },
        owned,
        action: owned ? ('cancel' as const) : ('buy' as const),
      };
    }),
    total: count.total,
    skip: query.skip,
    limit: query.limit,
    tradingFeeBps: ctx.config.tradingFeeBps,
  };
}

/**
 * GET /user/requested-bid (offers I sent) and /user/received-bid (offers sent
 * to me), newest first, with what I can still do to each open one.
 */
export async function bidList(ctx: AppContext, userId: string, side: 'requested' | 'received', locale: AppLocale, query: BidListQuery): Promise<BidList> {
  let base = ctx.db.selectFrom('orders as o').where('o.receiver_id', 'is not', null);
  base = side === 'received' ? base.where('o.receiver_id', '=', userId) : base.where('o.seller_id', '=', userId);
  if (query.status) base = base.where('o.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('properties as p', 'p.id', 'o.property_id')
      .innerJoin('users as c', (join) => join.onRef('c.id', '=', side === 'received' ? 'o.seller_id' : 'o.receiver_id'))
      .select(['o.id', 'o.property_id', 'o.tokens_total', 'o.price_per_token', 'o.status', 'o.created_at', 'o.updated_at', 'p.name', 'c.username'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const openActions: BidAction[] = side === 'received' ? ['accept', 'reject'] : ['cancel'];
  return {
    items: rows.map((r) => ({
      orderId: r.id,
      propertyId: r.property_id,
      propertyName: localize(r.name as Localized, locale),
      // A private offer is accepted whole, so its size is its token count.
      numberOfTokens: r.tokens_total,
      pricePerToken: r.price_per_token,
      total: r.tokens_total * r.price_per_token,
      status: r.status,
      counterparty: { username: r.username },
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      actions: r.status === 'open' ? openActions : [],
    })),
    total: count.total,
    skip: query.skip,
    limit: query.limit,
  };
}
