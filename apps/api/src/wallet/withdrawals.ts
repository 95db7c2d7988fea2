import { MIN_WITHDRAWAL_IQD } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';

export interface WithdrawalRequested {
  requestId: string;
  transactionId: string;
  amount: number;
  status: 'pending';
  createdAt: string;
  balance: { available: number; held: number };
}

/**
 * POST /user/withdrawal-request: one call of the database's function, which
 * moves the amount from available to held, records the request and its
 * pending history row, or refuses (INSUFFICIENT_BALANCE, WITHDRAWAL_PENDING).
 */
export async function requestWithdrawal(db: Kysely<Database>, userId: string, amount: number): Promise<WithdrawalRequested> {
  const { rows } = await sql<{ request_id: string; transaction_id: string; amount: number; created_at: Date; available: number; held: number }>`
    SELECT * FROM sahm_withdrawal_request(${userId}, ${amount}, ${MIN_WITHDRAWAL_IQD})`.execute(db);
  const row = rows[0]!;
  return {
    requestId: row.request_id,
    transactionId: row.transaction_id,
    amount: row.amount,
    status: 'pending',
    createdAt: row.created_at.toISOString(),
    balance: { available: row.available, held: row.held },
  };
}

export interface WithdrawalCanceled {
  requestId: string;
  amount: number;
  status: 'canceled';
  balance: { available: number; held: number };
}

/** PUT /user/cancel-withdrawal-request: the held amount returns to available (NO_PENDING_WITHDRAWAL when there is none). */
export async function cancelWithdrawal(db: Kysely<Database>, userId: string): Promise<WithdrawalCanceled> {
  const { rows } = await sql<{ request_id: string; amount: number; available: number; held: number }>`
    SELECT * FROM sahm_withdrawal_cancel(${userId})`.execute(db);
  const row = rows[0]!;
  return { requestId: row.request_id, amount: row.amount, status: 'canceled', balance: { available: row.available, held: row.held } };
}

/** Live notice to the admin console's withdrawal queue (decisions.md §9). */
export function announceWithdrawal(ctx: AppContext, user: { id: string; email: string }, requested: WithdrawalRequested) {
  ctx.notifier.toAdmins('withdrawal-requested', {
    id: requested.requestId,
    userId: user.id,
    email: user.email,
    amount: requested.amount,
    createdAt: requested.createdAt,
  });
}
