import { MIN_INVESTMENT_IQD, type InvestBody } from '@sahm/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, PaymentProvider } from '../db/schema';
import type { NameInEveryLanguage, NotificationRow } from '../notifications/notifier';
import { startPayment, type PaymentLog } from '../payments/service';

export interface InvestOutcome {
  transactionId: string;
  propertyId: string;
  tokens: number;
  pricePerToken: number;
  amount: number;
  paymentWith: 'wallet';
  status: 'success';
  /** Stored with the purchase; published to the buyer's sockets after commit. */
  notification: NotificationRow;
}

export interface InvestRow {
  transaction_id: string;
  tokens: number;
  price_per_token: number;
  amount: number;
  notification_id: string;
  notified_at: Date;
  property_name: NameInEveryLanguage;
}

/**
 * A primary purchase paid from the wallet: one statement, the database's
 * money function, which also stores the buyer's notification.
 */
export async function investWithWallet(
  db: Kysely<Database>,
  userId: string,
  body: Pick<InvestBody, 'propertyId' | 'numberOfTokens'>,
): Promise<InvestOutcome> {
  const { rows } = await sql<InvestRow>`
    SELECT * FROM sahm_invest_wallet(${userId}, ${body.propertyId}, ${body.numberOfTokens}, ${MIN_INVESTMENT_IQD})`.execute(db);
  return toInvestOutcome(userId, body.propertyId, rows[0]!);
}

/** The API's view of one row of sahm_invest_wallet() (or of its group form). */
export function toInvestOutcome(userId: string, propertyId: string, row: InvestRow): InvestOutcome {
  const tokens = Number(row.tokens);
  return {
    transactionId: row.transaction_id,
    propertyId,
    tokens,
    pricePerToken: Number(row.price_per_token),
    amount: Number(row.amount),
    paymentWith: 'wallet',
    status: 'success',
    notification: {
      id: row.notification_id,
      user_id: userId,
      type: 'buy_sell',
      code: 'NOTIFY_INVESTED',
      params: { tokens, property: row.property_name },
      read_at: null,
      created_at: row.notified_at,
    },
  };
}

/**
 * A primary purchase paid through a provider (fastpay, fib, card). The gates
 * of the wallet path are checked first (agreement by the schema; KYC, phone,
 * property, supply and minimum by sahm_invest_quote), then a pending payment
 * for tokens × current price is created. The purchase happens when the
 * provider confirms (sahm_settle_payment); if it can no longer happen then,
 * the money lands in the wallet and the user is told.
 */
export async function investWithProvider(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: string,
  provider: PaymentProvider,
  body: Pick<InvestBody, 'propertyId' | 'numberOfTokens'>,
  log: PaymentLog,
) {
  const { rows } = await sql<{ price_per_token: number; amount: number }>`
    SELECT * FROM sahm_invest_quote(${userId}, ${body.propertyId}, ${body.numberOfTokens}, ${MIN_INVESTMENT_IQD})`.execute(trx);
  const quote = rows[0]!;
  const started = await startPayment(
    ctx,
    trx,
    {
      userId,
      provider,
      purpose: 'invest',
      amount: Number(quote.amount),
      description: `Sahm: ${body.numberOfTokens} tokens`,
      invest: { propertyId: body.propertyId, tokens: body.numberOfTokens, pricePerToken: Number(quote.price_per_token) },
    },
    log,
  );
  return { ...started, propertyId: body.propertyId, tokens: body.numberOfTokens, pricePerToken: Number(quote.price_per_token) };
}
