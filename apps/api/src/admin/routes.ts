import { adminWithdrawalListQuery, auditLogQuery, cashDepositBody, idParams, rejectWithdrawalBody, type MessageCode } from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../http/guard';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { moneyOperation } from '../http/idempotency';
import { listAuditLog } from './audit';
import { cashDeposit, decideWithdrawal, listWithdrawals, type CashDeposited, type WithdrawalDecision } from './money';

/** The :id of the path; anything but a uuid names nothing. */
function pathId(request: FastifyRequest, notFound: MessageCode): string {
  const result = idParams.safeParse(request.params);
  if (!result.success) throw new AppError(404, notFound);
  return result.data.id;
}

/** Strips what the response must not carry (the stored notification is published, not returned). */
const publicPart = <T extends { notification: unknown }>({ notification: _n, ...rest }: T) => rest;

/**
 * /api/admin (decisions.md §9): refused to everyone but admins — 401 without
 * a session, 403 for any other role — by a hook on this whole plugin, so every
 * admin area registered here is covered. Every action is audited.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', requireAdmin(ctx.db));
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/admin${path}`, summary, tag: 'admin', auth: 'admin', ...extra });

  await moneyAdminRoutes(app, ctx, doc);

  doc('GET', '/audit-log', 'Every admin action, newest first; filter by action, target and admin; paged by cursor', { query: auditLogQuery });
  app.get('/audit-log', async (request) => ok(request, await listAuditLog(ctx, parse(auditLogQuery, request.query))));
}

type Doc = (method: string, path: string, summary: string, extra?: Record<string, unknown>) => void;

/** The withdrawal queue and branch cash deposits. */
async function moneyAdminRoutes(app: FastifyInstance, ctx: AppContext, doc: Doc) {
  doc('GET', '/withdrawals', 'Withdrawal requests with the requesting user (filter by status; newest or oldest first), paged by cursor', {
    query: adminWithdrawalListQuery,
  });
  app.get('/withdrawals', async (request) => ok(request, await listWithdrawals(ctx, parse(adminWithdrawalListQuery, request.query))));

  const decide = async (request: FastifyRequest, paid: boolean, reason: string | null) => {
    const id = pathId(request, 'WITHDRAWAL_NOT_FOUND');
    let decision: WithdrawalDecision | undefined;
    const result = await moneyOperation(
      ctx,
      request,
      paid ? 'admin/withdrawals/paid' : 'admin/withdrawals/reject',
      { id, reason },
      async (db) => {
        decision = await decideWithdrawal(db, id, request.user!.id, paid, reason);
        return { status: 200, body: ok(request, publicPart(decision), paid ? 'WITHDRAWAL_MARKED_PAID' : 'WITHDRAWAL_MARKED_REJECTED') };
      },
      { singleStatement: true },
    );
    if (decision) ctx.notifier.publish(decision.notification);
    return result;
  };

  doc('POST', '/withdrawals/:id/paid', 'Mark a pending withdrawal paid out at a branch: the held amount leaves the platform; the user is notified. Accepts Idempotency-Key.');
  app.post('/withdrawals/:id/paid', async (request, reply) => {
    const result = await decide(request, true, null);
    return reply.code(result.status).send(result.body);
  });

  doc('POST', '/withdrawals/:id/reject', 'Reject a pending withdrawal with a reason: the held amount returns to available; the user is notified. Accepts Idempotency-Key.', {
    body: rejectWithdrawalBody,
  });
  app.post('/withdrawals/:id/reject', async (request, reply) => {
    const { reason } = parse(rejectWithdrawalBody, request.body);
    const result = await decide(request, false, reason);
    return reply.code(result.status).send(result.body);
  });

  doc('POST', '/users/:id/cash-deposit', 'Record cash a user paid in at a branch (whole IQD, at least 10,000): credited to the wallet at once; the user is notified. Accepts Idempotency-Key.', {
    body: cashDepositBody,
  });
  app.post('/users/:id/cash-deposit', async (request, reply) => {
    const body = parse(cashDepositBody, request.body);
    const userId = pathId(request, 'NOT_FOUND');
    let deposited: CashDeposited | undefined;
    const result = await moneyOperation(
      ctx,
      request,
      'admin/users/cash-deposit',
      { userId, ...body },
      async (db) => {
        deposited = await cashDeposit(db, userId, request.user!.id, body);
        return { status: 201, body: ok(request, publicPart(deposited), 'CASH_DEPOSIT_RECORDED') };
      },
      { singleStatement: true },
    );
    if (deposited) ctx.notifier.publish(deposited.notification);
    return reply.code(result.status).send(result.body);
  });
}
