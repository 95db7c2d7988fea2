import { messageText, notificationTypes, type AppLocale, type MessageCode, type NotificationType } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { presentNotification, type NotificationRow } from './notifier';

export interface ListOptions {
  type?: NotificationType;
  unread?: 'true' | 'false';
  limit: number;
  skip: number;
}

/**
 * The caller's notifications, newest first. `total` counts what the filters
 * match (for paging); `unread` counts the caller's unread ones of the chosen
 * type, whatever the unread filter (for the badge).
 */
export async function listNotifications(ctx: AppContext, userId: string, locale: AppLocale, { type, unread, limit, skip }: ListOptions) {
  let base = ctx.db.selectFrom('notifications').where('user_id', '=', userId);
  if (type) base = base.where('type', '=', type);
  let filtered = base;
  if (unread === 'true') filtered = filtered.where('read_at', 'is', null);
  if (unread === 'false') filtered = filtered.where('read_at', 'is not', null);

  const [rows, counts] = await Promise.all([
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute(),
    base
      .select([
        sql<number>`count(*) FILTER (WHERE ${unread === 'true' ? sql`read_at IS NULL` : unread === 'false' ? sql`read_at IS NOT NULL` : sql`true`})::int`.as('total'),
        sql<number>`count(*) FILTER (WHERE read_at IS NULL)::int`.as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => presentNotification(row as unknown as NotificationRow, locale, now)),
    total: counts.total,
    unread: counts.unread,
    skip,
    limit,
  };
}

/**
 * Marks the caller's listed notifications read. Ids that are not the
 * caller's (or do not exist) are ignored, so nobody learns which exist.
 */
export async function markRead(ctx: AppContext, userId: string, ids: string[]) {
  const updated = await ctx.db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', 'in', [...new Set(ids)])
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  const { unread } = await ctx.db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { updated: updated.length, notificationIds: updated.map((r) => r.id), unread };
}

const typeLabel: Record<NotificationType, MessageCode> = {
  account_update: 'NOTIFICATION_TYPE_ACCOUNT_UPDATE',
  offers: 'NOTIFICATION_TYPE_OFFERS',
  buy_sell: 'NOTIFICATION_TYPE_BUY_SELL',
};

/** The notification types with localized labels; with a signed-in caller, also their unread counts. */
export async function notificationTypeList(ctx: AppContext, userId: string | null, locale: AppLocale) {
  const unread = new Map<string, number>();
  if (userId) {
    const rows = await ctx.db
      .selectFrom('notifications')
      .select(['type', sql<number>`count(*)::int`.as('count')])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('type')
      .execute();
    for (const r of rows) unread.set(r.type, r.count);
  }
  return notificationTypes.map((type) => ({
    type,
    label: messageText(locale, typeLabel[type]),
    ...(userId ? { unread: unread.get(type) ?? 0 } : {}),
  }));
}
