import { type messageCatalogs, messageText, isMessageCode, type AppLocale, type NotificationType } from '@sahm/domain';
import type { Server } from 'socket.io';
import type { DB } from '../db/database';

export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  code: string;
  params: Record<string, string | number>;
  read_at: Date | null;
  created_at: Date;
}

/** A notification as clients see it, localized. */
export function presentNotification(row: NotificationRow, locale: AppLocale) {
  return {
    _id: row.id,
    type: row.type,
    code: row.code,
    params: row.params,
    message: isMessageCode(row.code) ? messageText(locale, row.code, row.params) : row.code,
    isRead: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_ROOM = 'admin';

export interface Notifier {
  /** Stores a notification and emits it to the user's sockets. Use `db` = a transaction to store atomically, then call `publish` after commit. */
  notify(userId: string, type: NotificationType, code: keyof typeof messageCatalogs.en, params?: Record<string, string | number>, db?: DB): Promise<NotificationRow>;
  /** Emits an already-stored notification (after its transaction committed). */
  publish(row: NotificationRow): void;
  /** Live notice to the admin room (new KYC request, withdrawal). */
  toAdmins(event: string, payload: unknown): void;
  attach(io: Server): void;
}

export function createNotifier(defaultDb: DB): Notifier {
  let io: Server | null = null;
  const publish = (row: NotificationRow) => {
    // The database is the source of truth; each socket gets English text and the code to localize on its side.
    io?.to(userRoom(row.user_id)).emit('user-notification', presentNotification(row, 'en'));
  };
  return {
    async notify(userId, type, code, params = {}, db = defaultDb) {
      const row = (await db
        .insertInto('notifications')
        .values({ user_id: userId, type, code, params: JSON.stringify(params) })
        .returningAll()
        .executeTakeFirstOrThrow()) as unknown as NotificationRow;
      if (db === defaultDb) publish(row);
      return row;
    },
    publish,
    toAdmins(event, payload) {
      io?.to(ADMIN_ROOM).emit(event, payload);
    },
    attach(server) {
      io = server;
    },
  };
}
