import { MIN_INVESTMENT_IQD, type InvestBody } from '@sahm/domain';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { MoneyResult } from '../wallet/idempotency';

export interface InvestOutcome {
  transactionId: string;
  propertyId: string;
  tokens: number;
  pricePerToken: number;
  amount: number;
  paymentWith: 'wallet';
  status: 'success';
}

/** A primary purchase paid from the wallet: one call of the database's money function. */
export async function investWithWallet(trx: Transaction<Database>, userId: string, body: InvestBody): Promise<InvestOutcome> {
  const { rows } = await sql<{ transaction_id: string; tokens: number; price_per_token: number; amount: number }>`
    SELECT * FROM sahm_invest_wallet(${userId}, ${body.propertyId}, ${body.numberOfTokens}, ${MIN_INVESTMENT_IQD})`.execute(trx);
  const row = rows[0]!;
  return {
    transactionId: row.transaction_id,
    propertyId: body.propertyId,
    tokens: Number(row.tokens),
    pricePerToken: Number(row.price_per_token),
    amount: Number(row.amount),
    paymentWith: 'wallet',
    status: 'success',
  };
}

/** Tells the buyer, after commit, in their own language on their next read. */
export async function notifyInvested(ctx: AppContext, userId: string, outcome: InvestOutcome) {
  const property = await ctx.db.selectFrom('properties').select(sql<string>`name->>'en'`.as('name')).where('id', '=', outcome.propertyId).executeTakeFirst();
  await ctx.notifier.notify(userId, 'buy_sell', 'NOTIFY_INVESTED', { tokens: outcome.tokens, property: property?.name ?? '' });
}

export type InvestResult = MoneyResult;
