import type {
  AdminCashDepositListQuery,
  AdminCashDepositPage,
  adminWithdrawalListQuery,
  AdminWithdrawalPage,
  CashDepositBody,
  CashDepositDecision,
  CashDepositOutcome,
} from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { NotificationRow } from '../notifications/notifier';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';

/** GET /admin/withdrawals: the queue (or any status), with who asked, paged by cursor. */
export async function listWithdrawals(ctx: AppContext, query: z.output<typeof adminWithdrawalListQuery>): Promise<AdminWithdrawalPage> {
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
      'w.paid_branch',
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
      branch: r.paid_branch,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      decidedBy: r.admin_id ? { id: r.admin_id, email: r.admin_email! } : null,
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
  /** The branch that paid it out; null for a rejection. */
  branch: string | null;
  decidedAt: string;
  /** Stored with the decision; published to the user's sockets after commit. */
  notification: NotificationRow;
}

/**
 * Marks a pending withdrawal paid out at `branch` (held leaves through the
 * branch's cash) or rejects it with `reason` (held returns). The database
 * refuses the admin's own request (sahm_withdrawal_decide.sql).
 */
export async function decideWithdrawal(
  db: Kysely<Database>,
  requestId: string,
  adminId: string,
  decision: { paid: true; branch: string } | { paid: false; reason: string },
): Promise<WithdrawalDecision> {
  const { paid } = decision;
  const reason = decision.paid ? null : decision.reason;
  const branch = decision.paid ? decision.branch : null;
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
  }>`SELECT * FROM sahm_withdrawal_decide(${requestId}, ${adminId}, ${paid}, ${reason}, ${branch})`.execute(db);
  const row = rows[0]!;
  return {
    id: row.request_id,
    userId: row.user_id,
    amount: row.amount,
    status: row.status,
    branch,
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

/**
 * POST /admin/users/{id}/cash-deposit: cash counted in at a branch. At or
 * below the approval threshold it is credited at once; above it, it waits
 * for a second admin (GET /admin/cash-deposits) and nothing moves yet. The
 * database refuses a deposit to the admin's own account
 * (sahm_cash_deposit.sql).
 */
export async function cashDeposit(
  db: Kysely<Database>,
  userId: string,
  adminId: string,
  body: CashDepositBody,
  threshold: number,
): Promise<{ outcome: CashDepositOutcome; notification: NotificationRow | null }> {
  const { rows } = await sql<{
    status: 'completed' | 'pending_approval';
    request_id: string | null;
    deposit_id: string | null;
    transaction_id: string | null;
    amount: number;
    available: number | null;
    created_at: Date;
    notification_id: string | null;
    notification_params: Record<string, string | number> | null;
    notified_at: Date | null;
  }>`SELECT * FROM sahm_cash_deposit(${userId}, ${adminId}, ${body.amount}, ${body.branch}, ${threshold})`.execute(db);
  const row = rows[0]!;
  const createdAt = row.created_at.toISOString();
  if (row.status === 'pending_approval') {
    return {
      outcome: { status: 'pending_approval', requestId: row.request_id!, userId, amount: row.amount, branch: body.branch, threshold, createdAt },
      notification: null,
    };
  }
  return {
    outcome: {
      status: 'completed',
      depositId: row.deposit_id!,
      transactionId: row.transaction_id!,
      userId,
      amount: row.amount,
      branch: body.branch,
      available: row.available!,
      createdAt,
    },
    notification: depositNotification(userId, row),
  };
}

/** The user's "deposited at {branch}" notification a credit stored, to publish after commit. */
function depositNotification(
  userId: string,
  row: { notification_id: string | null; notification_params: Record<string, string | number> | null; notified_at: Date | null },
): NotificationRow {
  return {
    id: row.notification_id!,
    user_id: userId,
    type: 'account_update',
    code: 'NOTIFY_CASH_DEPOSIT',
    params: row.notification_params ?? {},
    read_at: null,
    created_at: row.notified_at!,
  };
}

/**
 * POST /admin/cash-deposits/{id}/approve | reject: the second admin's
 * decision (sahm_cash_deposit_decide.sql), which refuses the admin who
 * recorded it and the account's owner. Approved: credited now, the user
 * notified; rejected: nothing moves.
 */
export async function decideCashDeposit(
  db: Kysely<Database>,
  requestId: string,
  adminId: string,
  approve: boolean,
  reason: string | null,
): Promise<{ decision: CashDepositDecision; notification: NotificationRow | null }> {
  const { rows } = await sql<{
    request_id: string;
    user_id: string;
    amount: number;
    branch: string;
    status: 'approved' | 'rejected';
    decided_at: Date;
    deposit_id: string | null;
    transaction_id: string | null;
    available: number | null;
    notification_id: string | null;
    notification_params: Record<string, string | number> | null;
    notified_at: Date | null;
  }>`SELECT * FROM sahm_cash_deposit_decide(${requestId}, ${adminId}, ${approve}, ${reason})`.execute(db);
  const row = rows[0]!;
  return {
    decision: {
      id: row.request_id,
      userId: row.user_id,
      amount: row.amount,
      branch: row.branch,
      status: row.status,
      decidedAt: row.decided_at.toISOString(),
      depositId: row.deposit_id,
      transactionId: row.transaction_id,
      available: row.available,
    },
    notification: row.notification_id ? depositNotification(row.user_id, row) : null,
  };
}

/**
 * GET /admin/cash-deposits: deposits above the threshold with who recorded
 * and who decided them, newest first, paged by cursor; `canDecide` tells the
 * console whether the caller may approve or reject each one.
 */
export async function listCashDeposits(ctx: AppContext, adminId: string, query: AdminCashDepositListQuery): Promise<AdminCashDepositPage> {
  let q = ctx.db
    .selectFrom('cash_deposit_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('users as a', 'a.id', 'r.requested_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.status',
      'r.amount',
      'r.branch',
      'r.reason',
      'r.created_at',
      'r.decided_at',
      'r.deposit_id',
      'r.requested_by',
      sql<string>`${sql.raw(exactTimeSql('r.created_at'))}`.as('exact_time'),
      'u.id as user_id',
      'u.email',
      'u.username',
      'u.full_name',
      'a.email as requested_by_email',
      'd.id as decided_by',
      'd.email as decided_by_email',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit + 1);
  if (query.status) q = q.where('r.status', '=', query.status);
  if (query.userId) q = q.where('r.user_id', '=', query.userId);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, 'newest', false);
    q = q.where(sql<boolean>`(r.created_at, r.id) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  }
  const rows = await q.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      status: r.status,
      amount: r.amount,
      branch: r.branch,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      user: { id: r.user_id, email: r.email, username: r.username, fullName: r.full_name },
      requestedBy: { id: r.requested_by, email: r.requested_by_email },
      decidedBy: r.decided_by ? { id: r.decided_by, email: r.decided_by_email! } : null,
      depositId: r.deposit_id,
      canDecide: r.status === 'pending' && r.requested_by !== adminId && r.user_id !== adminId,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: 'newest', k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}
