import { GIFT_FEE_BPS, MIN_INVESTMENT_IQD, type GiftBody, type GiftType } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedNotifications } from './stored-notifications';

export interface GiftOutcome {
  giftId: string;
  /** The sender's history row (type gift); the receiver's is typed received. */
  transactionId: string;
  propertyId: string;
  type: GiftType;
  receiver: { username: string };
  tokens: number;
  pricePerToken: number;
  /** tokens × the current price. */
  value: number;
  /** GIFT_FEE_BPS of the value, rounded half up. */
  fee: number;
  /** What left the sender's wallet: the fee, plus the value for a purchase. */
  charged: number;
  paymentWith: 'wallet';
  status: 'success';
}

interface GiftRow {
  gift_id: string;
  transaction_id: string;
  receiver_username: string;
  tokens: number;
  price_per_token: number;
  value: number;
  fee: number;
  charged: number;
  notifications: unknown;
}

/**
 * POST /marketplace/gift paid from the wallet: one call of sahm_gift_holding
 * (tokens the sender holds) or sahm_gift_purchase (new tokens from the
 * platform, the primary-purchase minimum applying to their value).
 */
export async function giftWithWallet(db: Kysely<Database>, senderId: string, body: GiftBody) {
  const { rows } =
    body.type === 'holding'
      ? await sql<GiftRow>`
          SELECT * FROM sahm_gift_holding(${senderId}, ${body.receiver}, ${body.propertyId}, ${body.numberOfTokens}, ${GIFT_FEE_BPS})`.execute(db)
      : await sql<GiftRow>`
          SELECT * FROM sahm_gift_purchase(${senderId}, ${body.receiver}, ${body.propertyId}, ${body.numberOfTokens}, ${GIFT_FEE_BPS}, ${MIN_INVESTMENT_IQD})`.execute(db);
  const row = rows[0]!;
  const outcome: GiftOutcome = {
    giftId: row.gift_id,
    transactionId: row.transaction_id,
    propertyId: body.propertyId,
    type: body.type,
    receiver: { username: row.receiver_username },
    tokens: Number(row.tokens),
    pricePerToken: Number(row.price_per_token),
    value: Number(row.value),
    fee: Number(row.fee),
    charged: Number(row.charged),
    paymentWith: 'wallet',
    status: 'success',
  };
  return { outcome, notifications: storedNotifications(row.notifications) };
}
