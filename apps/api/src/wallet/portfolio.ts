import type { AppLocale, Portfolio, PortfolioHolding } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { percentOf, pricePerToken } from '../catalog/present';
import { IRAQ_TZ } from './dashboard';

interface HoldingRow {
  property_id: string;
  name: string;
  cover_image: string;
  total_tokens: number;
  valuation: number;
  tokens: number;
  listed: number;
}

interface CostRow {
  property_id: string;
  acquired: string;
  cost: string;
}

interface OrderRow {
  id: string;
  property_id: string;
  private: boolean;
  tokens_remaining: number;
  price_per_token: number;
  created_at: Date;
}

interface SourceRow {
  year: number;
  bought_from_platform: number;
  bought_from_user: number;
  resold: number;
  received_as_gift: number;
  gifted_away: number;
}

export type PortfolioView = Portfolio & {
  /** The caller's open sell orders (public and private offers), newest first: what makes up `listed`. */
  openOrders: Array<{ orderId: string; propertyId: string; private: boolean; tokens: number; pricePerToken: number; total: number; createdAt: string }>;
};

/**
 * GET /user/portfolio: what the caller holds, split into tokens on sale
 * (listed in open orders) and tokens held (free), their value at the current
 * price, and the tokens by source per year (token_movements): bought from the
 * platform (primary purchases and seeded holdings), bought from a user,
 * resold, received as a gift, given as a gift.
 */
export async function portfolio(ctx: AppContext, userId: string, locale: AppLocale): Promise<PortfolioView> {
  const [holdings, orders, sources, costs] = await Promise.all([
    sql<HoldingRow>`
      SELECT h.property_id, coalesce(p.name->>${locale}, p.name->>'en') AS name, p.cover_image, p.total_tokens, p.valuation, h.tokens, h.listed
        FROM holdings h JOIN properties p ON p.id = h.property_id
       WHERE h.user_id = ${userId} AND h.tokens + h.listed > 0`.execute(ctx.db),
    sql<OrderRow>`
      SELECT id, property_id, receiver_id IS NOT NULL AS private, tokens_remaining, price_per_token, created_at
        FROM orders WHERE seller_id = ${userId} AND status = 'open'
       ORDER BY created_at DESC, id DESC`.execute(ctx.db),
    sql<SourceRow>`
      SELECT extract(year FROM created_at AT TIME ZONE ${sql.lit(IRAQ_TZ)})::int AS year,
             coalesce(sum(tokens) FILTER (WHERE to_user = ${userId} AND from_user IS NULL AND reason IN ('purchase', 'seed')), 0)::bigint AS bought_from_platform,
             coalesce(sum(tokens) FILTER (WHERE to_user = ${userId} AND reason = 'trade'), 0)::bigint AS bought_from_user,
             coalesce(sum(tokens) FILTER (WHERE from_user = ${userId} AND reason = 'trade'), 0)::bigint AS resold,
             coalesce(sum(tokens) FILTER (WHERE to_user = ${userId} AND reason = 'gift'), 0)::bigint AS received_as_gift,
             coalesce(sum(tokens) FILTER (WHERE from_user = ${userId} AND reason = 'gift'), 0)::bigint AS gifted_away
        FROM token_movements
       WHERE to_user = ${userId} OR from_user = ${userId}
       GROUP BY 1
       ORDER BY 1`.execute(ctx.db),
    // What each acquisition cost: purchases and trades at the price paid, gifts received at the
    // price they were recorded at, seeded holdings at the property's first price-history point.
    sql<CostRow>`
      WITH acquisitions AS (
        SELECT property_id, tokens::numeric AS tokens, tokens::numeric * coalesce(price_per_token, 0) AS cost
          FROM transactions
         WHERE user_id = ${userId} AND type IN ('buy', 'token_purchase', 'receive', 'received')
           AND status IN ('success', 'completed') AND property_id IS NOT NULL AND tokens > 0
        UNION ALL
        SELECT m.property_id, m.tokens::numeric,
               m.tokens::numeric * floor(coalesce(
                 (SELECT ph.valuation FROM price_history ph WHERE ph.property_id = m.property_id ORDER BY ph.valued_on LIMIT 1),
                 p.valuation)::numeric / p.total_tokens)
          FROM token_movements m JOIN properties p ON p.id = m.property_id
         WHERE m.to_user = ${userId} AND m.reason = 'seed'
      )
      SELECT property_id, sum(tokens)::text AS acquired, sum(cost)::text AS cost FROM acquisitions GROUP BY property_id`.execute(ctx.db),
  ]);
  const costOf = new Map(costs.rows.map((r) => [r.property_id, { acquired: Number(r.acquired), cost: Number(r.cost) }]));

  const items: PortfolioHolding[] = holdings.rows
    .map((h) => {
      const price = pricePerToken(h.valuation, h.total_tokens);
      const owned = h.tokens + h.listed;
      const value = owned * price;
      // Average cost: what the tokens acquired cost, for the share of them still owned.
      const acquired = costOf.get(h.property_id);
      const costBasis = acquired && acquired.acquired > 0 ? Math.round((acquired.cost * owned) / acquired.acquired) : value;
      return {
        propertyId: h.property_id,
        name: h.name,
        coverImage: { url: h.cover_image },
        pricePerToken: price,
        totalTokens: h.total_tokens,
        tokens: h.tokens,
        listed: h.listed,
        ownedTokens: owned,
        percent: percentOf(owned, h.total_tokens),
        value,
        costBasis,
        change: value - costBasis,
      };
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));

  const onSale = items.filter((h) => h.listed > 0).map((h) => ({ ...h, onSaleTokens: h.listed, onSaleValue: h.listed * h.pricePerToken }));
  const holding = items.filter((h) => h.tokens > 0).map((h) => ({ ...h, holdingTokens: h.tokens, holdingValue: h.tokens * h.pricePerToken }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  return {
    holdings: items,
    onSale,
    holding,
    totals: {
      tokens: sum(items.map((h) => h.ownedTokens)),
      value: sum(items.map((h) => h.value)),
      onSaleTokens: sum(onSale.map((h) => h.onSaleTokens)),
      onSaleValue: sum(onSale.map((h) => h.onSaleValue)),
      holdingTokens: sum(holding.map((h) => h.holdingTokens)),
      holdingValue: sum(holding.map((h) => h.holdingValue)),
    },
    tokensBySource: sources.rows.map((r) => ({
      year: r.year,
      boughtFromPlatform: r.bought_from_platform,
      boughtFromUser: r.bought_from_user,
      resold: r.resold,
      receivedAsGift: r.received_as_gift,
      giftedAway: r.gifted_away,
    })),
    openOrders: orders.rows.map((o) => ({
      orderId: o.id,
      propertyId: o.property_id,
      private: o.private,
      tokens: o.tokens_remaining,
      pricePerToken: o.price_per_token,
      total: o.tokens_remaining * o.price_per_token,
      createdAt: o.created_at.toISOString(),
    })),
  };
}
