import type { adminWithdrawalListQuery, CashDepositBody } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { NotificationRow } from '../notifications/notifier';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';

/** GET /admin/withdrawals: the queue (or any status), with who asked, paged by cursor. */
export async function listWithdrawals(ctx: AppContext, query: z.output<typeof adminWithdrawalListQuery>) {
  const desc = query.sort === 'newest';
  const after = query.cursor ? decodeCursor(query.cursor, query.sort, false) : null;
  let q = ctx.db
    .selectFrom('withdrawal_requests as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('users as d', 'd.id', 'w.decided_by')
    .select([
      'w.id',
      'w.amount',
      'w.status',
      'w.reason',
      'w.created_at',
      'w.decided_at',
      sql<string>`${sql.raw(exactTimeSql('w.created_at'))}`.as('exact_time'),
      'u.id as user_id',
      'u.email',
      'u.username',
      'u.full_name',
      'u.country_code',
      'u.mobile_number',
      'd.id as admin_id',
      'd.email as admin_email',
    ])
    .orderBy('w.created_at', desc ? 'desc' : 'asc')
    .orderBy('w.id', desc ? 'desc' : 'asc')
    .limit(query.limit + 1);
  if (query.status) q = q.where('w.status', '=', query.status);
  if (after) {
    q = q.where(sql<boolean>`(w.created_at, w.id) ${desc ? sql`<` : sql`>`} (${after.t}::timestamptz, ${after.i}::uuid)`);
  }
  const rows = await q.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      decidedBy: r.admin_id ? { id: r.admin_id, email: r.admin_email } : null,
      user: {
        id: r.user_id,
        email: r.email,
        username: r.username,
        fullName: r.full_name,
        phone: r.country_code && r.mobile_number ? `${r.country_code}${r.mobile_number}` : null,
      },
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: query.sort, k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}

export interface WithdrawalDecision {
  id: string;
  userId: string;
  amount: number;
  status: 'paid' | 'rejected';
  decidedAt: string;
  /** Stored with the decision; published to the user's sockets after commit. */
  notification: NotificationRow;
}

/** Marks a pending withdrawal paid out (held leaves through the branch's cash) or rejects it (held returns). */
export async function decideWithdrawal(db: Kysely<Database>, requestId: string, adminId: string, paid: boolean, reason: string | null): Promise<WithdrawalDecision> {
  const { rows } = await sql<{
    request_id: string;
    user_id: string;
    amount: number;
    status: 'paid' | 'rejected';
    decided_at: Date;
    notification_id: string;
    notification_code: string;
    notification_params: Record<string, string | number>;
    notified_at: Date;
  }>`SELECT * FROM sahm_withdrawal_decide(${requestId}, ${adminId}, ${paid}, ${reason})`.execute(db);
  const row = rows[0]!;
  return {
    id: row.request_id,
    userId: row.user_id,
    amount: row.amount,
    status: row.status,
    decidedAt: row.decided_at.toISOString(),
    notification: {
      id: row.notification_id,
      user_id: row.user_id,
      type: 'account_update',
      code: row.notification_code,
      params: row.notification_params,
      read_at: null,
      created_at: row.notified_at,
    },
  };
}

export interface CashDeposited {
  depositId: string;
  transactionId: string;
  userId: string;
  amount: number;
  branch: string;
  available: number;
  createdAt: string;
  notification: NotificationRow;
}

/** POST /admin/users/{id}/cash-deposit: cash counted in at a branch is credited to the user's wallet. */
export async function cashDeposit(db: Kysely<Database>, userId: string, adminId: string, body: CashDepositBody): Promise<CashDeposited> {
  const { rows } = await sql<{
    deposit_id: string;
    transaction_id: string;
    amount: number;
    available: number;
    created_at: Date;
    notification_id: string;
    notification_params: Record<string, string | number>;
    notified_at: Date;
  }>`SELECT * FROM sahm_cash_deposit(${userId}, ${adminId}, ${body.amount}, ${body.branch})`.execute(db);
  const row = rows[0]!;
  return {
    depositId: row.deposit_id,
    transactionId: row.transaction_id,
    userId,
    amount: row.amount,
    branch: body.branch,
    available: row.available,
    createdAt: row.created_at.toISOString(),
    notification: {
      id: row.notification_id,
      user_id: userId,
      type: 'account_update',
      code: 'NOTIFY_CASH_DEPOSIT',
      params: row.notification_params,
      read_at: null,
      created_at: row.notified_at,
    },
  };
}
