import type { AdminSummary } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';

/**
 * GET /admin/summary: what waits for the operators, in one round trip. The
 * console reads it on load and again on each event of the realtime `admin`
 * room (kyc-request, withdrawal-requested, …), so counts stay current
 * without a reload. Pending identity checks are counted from users.kyc_status,
 * which a KYC request sets to pending and its decision moves on.
 */
export async function adminSummary(ctx: AppContext, adminId: string): Promise<AdminSummary> {
  const { rows } = await sql<{
    kyc: number;
    withdrawals: number;
    withdrawn: string;
    deposits: number;
    deposited: string;
    mine: number;
    messages: number;
  }>`
    SELECT
      (SELECT count(*)::int FROM users WHERE kyc_status = 'pending' AND disabled_at IS NULL) AS kyc,
      (SELECT count(*)::int FROM withdrawal_requests WHERE status = 'pending') AS withdrawals,
      (SELECT coalesce(sum(amount), 0)::text FROM withdrawal_requests WHERE status = 'pending') AS withdrawn,
      (SELECT count(*)::int FROM cash_deposit_requests WHERE status = 'pending') AS deposits,
      (SELECT coalesce(sum(amount), 0)::text FROM cash_deposit_requests WHERE status = 'pending') AS deposited,
      (SELECT count(*)::int FROM cash_deposit_requests
        WHERE status = 'pending' AND requested_by <> ${adminId} AND user_id <> ${adminId}) AS mine,
      (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS messages`.execute(ctx.db);
  const r = rows[0]!;
  return {
    pendingKycRequests: r.kyc,
    pendingWithdrawals: { count: r.withdrawals, amount: Number(r.withdrawn) },
    cashDepositsAwaitingApproval: { count: r.deposits, amount: Number(r.deposited), awaitingMe: r.mine },
    unhandledContactMessages: r.messages,
    cashDepositApprovalThreshold: ctx.config.cashDepositApprovalThreshold,
  };
}
