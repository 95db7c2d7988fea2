import type { AdminContactMessage, AdminContactMessageListQuery, AdminContactMessagePage } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';
import { recordAudit } from './audit';

function query(ctx: AppContext) {
  return ctx.db
    .selectFrom('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('users as h', 'h.id', 'm.handled_by')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'm.message',
      'm.created_at',
      'm.handled_at',
      sql<string>`${sql.raw(exactTimeSql('m.created_at'))}`.as('exact_time'),
      'u.id as user_id',
      'u.email as user_email',
      'u.username as user_username',
      'h.id as handled_by',
      'h.email as handled_by_email',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function present(r: Row): AdminContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    user: r.user_id ? { id: r.user_id, email: r.user_email!, username: r.user_username! } : null,
    createdAt: new Date(r.created_at).toISOString(),
    handledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
    handledBy: r.handled_by ? { id: r.handled_by, email: r.handled_by_email! } : null,
  };
}

/** GET /admin/contact-messages: the contact form's inbox, newest first, all or only the (un)handled ones, paged by cursor. */
export async function listContactMessages(ctx: AppContext, q: AdminContactMessageListQuery): Promise<AdminContactMessagePage> {
  let list = query(ctx)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.limit + 1);
  if (q.status) list = list.where('m.handled_at', q.status === 'handled' ? 'is not' : 'is', null);
  if (q.cursor) {
    const after = decodeCursor(q.cursor, 'newest', false);
    list = list.where(sql<boolean>`(m.created_at, m.id) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  }
  const rows = await list.execute();
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ s: 'newest', k: null, t: last.exact_time, i: last.id }) : null,
    limit: q.limit,
  };
}

/** POST /admin/contact-messages/{id}/handled: once (409 when it already is), audited with the same transaction. */
export async function markContactMessageHandled(ctx: AppContext, adminId: string, id: string): Promise<AdminContactMessage> {
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('contact_messages')
      .set({ handled_at: sql<Date>`now()`, handled_by: adminId })
      .where('id', '=', id)
      .where('handled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? new AppError(409, 'CONTACT_MESSAGE_ALREADY_HANDLED') : new AppError(404, 'CONTACT_MESSAGE_NOT_FOUND');
    }
    await recordAudit(trx, { adminId, action: 'contact_message.handled', targetType: 'contact_message', targetId: id });
    const row = await query({ ...ctx, db: trx }).where('m.id', '=', id).executeTakeFirstOrThrow();
    return present(row);
  });
}
