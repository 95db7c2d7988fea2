import type { AuditLogPage, AuditLogQuery } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Writes one admin action to the append-only audit log (decisions.md §9).
 * Pass the action's own transaction so the entry commits or rolls back with
 * it. The money functions of 0009_wallet_admin.sql write theirs in SQL.
 */
export async function recordAudit(
  db: Kysely<Database>,
  entry: { adminId: string; action: string; targetType: string; targetId?: string | null; details?: Record<string, unknown> },
) {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

const invalidCursor = () => new AppError(400, 'CURSOR_INVALID', undefined, [{ field: 'cursor', code: 'CURSOR_INVALID' }]);

/** The audit log's cursor is the last id seen (ids only grow). */
function decodeAuditCursor(raw: string): number {
  const id = Number(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidCursor();
  return id;
}

/**
 * GET /admin/audit-log: newest first, filtered by admin, action (exact, or a
 * kind of action with a trailing dot: `withdrawal.`), target and dates, paged
 * by cursor.
 */
export async function listAuditLog(ctx: AppContext, query: AuditLogQuery): Promise<AuditLogPage> {
  let q = ctx.db
    .selectFrom('audit_log as l')
    .innerJoin('users as a', 'a.id', 'l.admin_id')
    .select(['l.id', 'l.action', 'l.target_type', 'l.target_id', 'l.details', 'l.created_at', 'a.id as admin_id', 'a.email as admin_email', 'a.username as admin_username'])
    .orderBy('l.id', 'desc')
    .limit(query.limit + 1);
  if (query.action?.endsWith('.')) q = q.where(sql<boolean>`starts_with(l.action, ${query.action})`);
  else if (query.action) q = q.where('l.action', '=', query.action);
  if (query.from) q = q.where('l.created_at', '>=', query.from.at);
  // A date alone means the whole of that day in Iraq, as in the history filters.
  if (query.to) q = q.where('l.created_at', query.to.dateOnly ? '<' : '<=', query.to.dateOnly ? new Date(query.to.at.getTime() + 86_400_000) : query.to.at);
  if (query.targetType) q = q.where('l.target_type', '=', query.targetType);
  if (query.targetId) q = q.where('l.target_id', '=', query.targetId);
  if (query.adminId) q = q.where('l.admin_id', '=', query.adminId);
  if (query.cursor) q = q.where('l.id', '<', decodeAuditCursor(query.cursor));
  const rows = await q.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      admin: { id: r.admin_id, email: r.admin_email, username: r.admin_username },
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      details: r.details,
      createdAt: r.created_at.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
    limit: query.limit,
  };
}

/** GET /admin/audit-log/actions: every action the log holds, for the console's filter. */
export async function auditActions(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}
