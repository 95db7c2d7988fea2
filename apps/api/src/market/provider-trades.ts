import { GIFT_FEE_BPS, MIN_INVESTMENT_IQD, type ApproveBidBody, type GiftBody } from '@sahm/domain';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, PaymentProvider } from '../db/schema';
import { startPayment, type PaymentLog } from '../payments/service';

/**
 * Buying part or all of an order (or accepting a private offer) paid through
 * a provider (fastpay, fib, card; decisions.md §5, §7). The gates of the
 * wallet path are checked first (agreement by the schema; KYC, phone, order,
 * tokens, price band by sahm_fill_quote), then a pending payment for tokens ×
 * the order's price is created. The purchase happens when the provider
 * confirms (sahm_settle_payment); if it can no longer happen then (the order
 * filled or withdrawn meanwhile), the money lands in the wallet and the buyer
 * is told.
 */
export async function fillWithProvider(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: string,
  provider: PaymentProvider,
  body: Pick<ApproveBidBody, 'orderId' | 'numberOfTokens'>,
  log: PaymentLog,
) {
  const { priceBand, tradingFeeBps } = ctx.config;
  const { rows } = await sql<{ property_id: string; is_private: boolean; price_per_token: number; amount: number }>`
    SELECT * FROM sahm_fill_quote(${userId}, ${body.orderId}, ${body.numberOfTokens}, ${priceBand.minPercent}, ${priceBand.maxPercent})`.execute(trx);
  const quote = rows[0]!;
  const pricePerToken = Number(quote.price_per_token);
  const started = await startPayment(
    ctx,
    trx,
    {
      userId,
      provider,
      purpose: 'order',
      amount: Number(quote.amount),
      description: `Sahm: ${body.numberOfTokens} tokens`,
      invest: { propertyId: quote.property_id, tokens: body.numberOfTokens, pricePerToken },
      extra: { orderId: body.orderId, feeBps: tradingFeeBps, minPct: priceBand.minPercent, maxPct: priceBand.maxPercent },
    },
    log,
  );
  return { ...started, orderId: body.orderId, propertyId: quote.property_id, tokens: body.numberOfTokens, pricePerToken };
}

/**
 * A gift paid through a provider (decisions.md §6, §7): the gift's gates are
 * checked first (sahm_gift_quote: KYC, phone, property, the sender's tokens
 * or the platform's, the minimum for a purchase, the receiver), then a
 * pending payment for what the sender pays (the 1% fee, plus the tokens'
 * value for a purchase). The gift is made when the provider confirms.
 */
export async function giftWithProvider(ctx: AppContext, trx: Transaction<Database>, userId: string, provider: PaymentProvider, body: GiftBody, log: PaymentLog) {
  const { rows } = await sql<{ receiver_id: string; price_per_token: number; value: number; fee: number; charged: number }>`
    SELECT * FROM sahm_gift_quote(${userId}, ${body.receiver}, ${body.propertyId}, ${body.numberOfTokens}, ${body.type}, ${GIFT_FEE_BPS}, ${MIN_INVESTMENT_IQD})`.execute(
    trx,
  );
  const quote = rows[0]!;
  const pricePerToken = Number(quote.price_per_token);
  const started = await startPayment(
    ctx,
    trx,
    {
      userId,
      provider,
      purpose: 'gift',
      amount: Number(quote.charged),
      description: `Sahm: gift of ${body.numberOfTokens} tokens`,
      invest: { propertyId: body.propertyId, tokens: body.numberOfTokens, pricePerToken },
      extra: { type: body.type, receiver: body.receiver, feeBps: GIFT_FEE_BPS },
    },
    log,
  );
  return {
    ...started,
    propertyId: body.propertyId,
    type: body.type,
    tokens: body.numberOfTokens,
    pricePerToken,
    value: Number(quote.value),
    fee: Number(quote.fee),
  };
}
