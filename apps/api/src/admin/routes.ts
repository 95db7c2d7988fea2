import { adminWithdrawalListQuery, auditLogQuery, cashDepositBody, idParams, rejectWithdrawalBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import type { NotificationRow } from '../notifications/notifier';
import { listAuditLog } from './audit';
import { cashDeposit, decideWithdrawal, listWithdrawals } from './money';

/** Splits off what the response must not carry: the stored notification is published, not returned. */
const published = <T extends { notification: NotificationRow }>({ notification, ...data }: T) => ({ data, notification });

/**
 * The admin console (decisions.md §9): every call is declared `auth: 'admin'`
 * — 401 without a session, 403 for any other role, before the body is read —
 * and route() keeps /api/admin/ for such calls only. Every action is audited.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route, moneyRoute } = areaRoutes(app, ctx, 'admin');

  route({
    method: 'GET',
    url: '/api/admin/withdrawals',
    auth: 'admin',
    query: adminWithdrawalListQuery,
    summary: 'Withdrawal requests with the requesting user (filter by status; newest or oldest first), paged by cursor',
    handler: async ({ request, query }) => ok(request, await listWithdrawals(ctx, query)),
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/withdrawals/:id/paid',
    auth: 'admin',
    params: idParams,
    notFound: 'WITHDRAWAL_NOT_FOUND',
    summary: 'Mark a pending withdrawal paid out at a branch: the held amount leaves the platform; the user is notified. Accepts Idempotency-Key.',
    // The same shape as a rejection's, so both decisions identify a request alike.
    fingerprint: ({ params }) => ({ id: params.id, reason: null }),
    singleStatement: true,
    handler: async ({ db, params, user }) => {
      const { data, notification } = published(await decideWithdrawal(db, params.id, user.id, true, null));
      return { data, message: 'WITHDRAWAL_MARKED_PAID', notifications: [notification] };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/withdrawals/:id/reject',
    auth: 'admin',
    body: rejectWithdrawalBody,
    params: idParams,
    notFound: 'WITHDRAWAL_NOT_FOUND',
    summary: 'Reject a pending withdrawal with a reason: the held amount returns to available; the user is notified. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { data, notification } = published(await decideWithdrawal(db, params.id, user.id, false, body.reason));
      return { data, message: 'WITHDRAWAL_MARKED_REJECTED', notifications: [notification] };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/users/:id/cash-deposit',
    auth: 'admin',
    body: cashDepositBody,
    params: idParams,
    notFound: 'NOT_FOUND',
    summary: 'Record cash a user paid in at a branch (whole IQD, at least 10,000): credited to the wallet at once; the user is notified. Accepts Idempotency-Key.',
    status: 201,
    fingerprint: ({ params, body }) => ({ userId: params.id, ...body }),
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { data, notification } = published(await cashDeposit(db, params.id, user.id, body));
      return { data, message: 'CASH_DEPOSIT_RECORDED', notifications: [notification] };
    },
  });

  route({
    method: 'GET',
    url: '/api/admin/audit-log',
    auth: 'admin',
    query: auditLogQuery,
    summary: 'Every admin action, newest first; filter by action, target and admin; paged by cursor',
    handler: async ({ request, query }) => ok(request, await listAuditLog(ctx, query)),
  });
}
