import { type messageCatalogs, messageText, isMessageCode, type AppLocale, type NotificationType } from '@sahm/domain';
import { sql } from 'kysely';
import type { Server } from 'socket.io';
import type { DB } from '../db/database';
import type { StoredParam } from '../db/schema';

export type { NameInEveryLanguage, StoredParam } from '../db/schema';

export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  code: string;
  params: Record<string, StoredParam>;
  read_at: Date | null;
  created_at: Date;
}

export type RelativeUnit = 'now' | 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';
export interface RelativeTime {
  unit: RelativeUnit;
  value: number;
}

export const LOCALES: readonly AppLocale[] = ['en', 'ar', 'kr', 'bh'];

/**
 * How long ago, in the units of spec.md §3. Under 10 seconds (or a time
 * slightly ahead of ours, from clock skew) is "now". Months count calendar
 * months (UTC) once a notification is 30 days old; 12 of them make a year.
 */
export function relativeTime(from: Date, now: Date = new Date()): RelativeTime {
  const seconds = Math.floor((now.getTime() - from.getTime()) / 1000);
  if (seconds < 10) return { unit: 'now', value: 0 };
  if (seconds < 60) return { unit: 'seconds', value: seconds };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  const days = Math.floor(seconds / 86_400);
  if (days < 30) return { unit: 'days', value: days };
  let months = (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + (now.getUTCMonth() - from.getUTCMonth());
  if (now.getUTCDate() < from.getUTCDate()) months -= 1;
  months = Math.max(1, months);
  if (months < 12) return { unit: 'months', value: months };
  return { unit: 'years', value: Math.floor(months / 12) };
}

/** The parameters as `locale`'s reader gets them: a name in every language becomes theirs (English where it has none). */
export function paramsIn(locale: AppLocale, params: Record<string, StoredParam>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) out[key] = typeof value === 'object' && value !== null ? value[locale] || value.en : value;
  return out;
}

/** A stored notification's text in `locale`. */
export function notificationText(row: Pick<NotificationRow, 'code' | 'params'>, locale: AppLocale): string {
  return isMessageCode(row.code) ? messageText(locale, row.code, paramsIn(locale, row.params)) : row.code;
}

/** A notification as clients see it, localized, with its age for the UI. */
export function presentNotification(row: NotificationRow, locale: AppLocale, now: Date = new Date()) {
  return {
    _id: row.id,
    type: row.type,
    code: row.code,
    params: paramsIn(locale, row.params),
    message: notificationText(row, locale),
    isRead: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
    relative: relativeTime(row.created_at, now),
  };
}

export const userRoom = (userId: string) => `user:${userId}`;
/** A user's sockets that connected in one language: each gets the text in its own language. */
export const userLocaleRoom = (userId: string, locale: AppLocale) => `user:${userId}:${locale}`;
export const ADMIN_ROOM = 'admin';

export interface Notifier {
  /** Stores a notification and emits it to the user's sockets. Use `db` = a transaction to store atomically, then call `publish` after commit. */
  notify(userId: string, type: NotificationType, code: keyof typeof messageCatalogs.en, params?: Record<string, StoredParam>, db?: DB): Promise<NotificationRow>;
  /**
   * Emits an already-stored notification (after its transaction committed) to
   * the user's sockets at once, and resolves once its e-mail and SMS copies
   * (as the user's preferences allow, src/notifications/outside.ts) went out.
   * Never rejects; await it before answering so the copies leave with the answer.
   */
  publish(row: NotificationRow): Promise<void>;
  /**
   * Emits the notifications one transaction stored for many users at once (a
   * rent run stores one per holder, up to 100,000), found again by the
   * transaction's timestamp (`now()` as text, with its microseconds): each
   * API process loads the rows of the users connected to it, and only those,
   * and delivers them. Users who are offline read them from the list later;
   * no e-mail or SMS copies are sent for these.
   */
  publishTransaction(createdAt: string): void;
  /** Live notice to the admin room (new KYC request, withdrawal). */
  toAdmins(event: string, payload: unknown): void;
  /**
   * Some of this user's sessions were revoked (sign-out, password, account
   * disabled): every API process re-checks the user's open sockets now, so a
   * revoked one is told at once instead of at the next periodic check.
   */
  sessionsEnded(userId: string): void;
  /** The realtime server's re-check of one user's sockets on this process (realtime.ts). */
  onSessionsEnded(check: (userId: string) => void): void;
  /**
   * Delivers through this socket.io server. With `crossProcess` (the
   * PostgreSQL adapter is on), each notification also goes once to the other
   * API processes, which deliver it to their own sockets.
   */
  attach(io: Server, options?: { crossProcess?: boolean }): void;
}

/** Server-to-server event carrying stored notifications (never sent to clients). */
const NOTIFICATION_EVENT = 'sahm:notifications';
/** Server-to-server event naming a transaction whose notifications each process delivers to its own users. */
const TRANSACTION_EVENT = 'sahm:notifications-of-transaction';
/** Server-to-server event naming a user whose sessions were revoked. */
const SESSIONS_EVENT = 'sahm:sessions-ended';
const USER_ROOM = /^user:([0-9a-f-]{36})$/;
/** Rows per crossing message: about 250 bytes each keeps a message under pg_notify's 8,000-byte payload. */
const CROSSING_BATCH = 20;

/** A row that crossed processes as JSON has its dates as strings again. */
function revive(row: NotificationRow): NotificationRow {
  return { ...row, created_at: new Date(row.created_at), read_at: row.read_at === null ? null : new Date(row.read_at) };
}

/** E-mail and SMS copies of a stored notification (createOutsideDelivery); never rejects. */
export type OutsideDelivery = (row: NotificationRow) => Promise<void>;

export function createNotifier(defaultDb: DB, outside?: OutsideDelivery): Notifier {
  let io: Server | null = null;
  let crossProcess = false;
  let checkSessions: ((userId: string) => void) | null = null;
  /** To this process's sockets: one emit per language sub-room, each in its language. */
  const deliver = (row: NotificationRow) => {
    if (!io) return;
    const now = new Date();
    for (const locale of LOCALES) io.local.to(userLocaleRoom(row.user_id, locale)).emit('user-notification', presentNotification(row, locale, now));
  };
  // Emitting to the four language rooms through the adapter cost four
  // PostgreSQL NOTIFYs per notification; the rows cross instead, and every
  // process localizes them for its own sockets. Rows published in the same
  // turn of the event loop (a group of purchases committed together) cross
  // in one message.
  let outgoing: NotificationRow[] = [];
  const flush = () => {
    const rows = outgoing;
    outgoing = [];
    for (let i = 0; i < rows.length; i += CROSSING_BATCH) io?.serverSideEmit(NOTIFICATION_EVENT, rows.slice(i, i + CROSSING_BATCH));
  };
  const toSockets = (row: NotificationRow) => {
    if (!io) return;
    deliver(row);
    if (!crossProcess) return;
    if (outgoing.length === 0) setImmediate(flush);
    outgoing.push(row);
  };
  /** This process's connected users' rows of the transaction stored at `createdAt`, delivered to them. */
  const deliverTransaction = async (createdAt: string) => {
    if (!io) return;
    const users = [...io.of('/').adapter.rooms.keys()].flatMap((room) => USER_ROOM.exec(room)?.[1] ?? []);
    if (!users.length) return;
    try {
      const rows = (await defaultDb
        .selectFrom('notifications')
        .selectAll()
        .where(sql<boolean>`user_id = ANY(${users}::uuid[])`)
        .where(sql<boolean>`created_at = ${createdAt}::timestamptz`)
        .execute()) as unknown as NotificationRow[];
      rows.forEach(deliver);
    } catch (error) {
      // The rows are stored; a client that reconnects fetches them.
      console.error('publishing notifications failed:', (error as Error).message);
    }
  };
  // Published once, by the process that stored the row: its e-mail and SMS go out once too.
  const publish = async (row: NotificationRow) => {
    toSockets(row);
    await outside?.(row);
  };
  return {
    async notify(userId, type, code, params = {}, db = defaultDb) {
      const row = (await db
        .insertInto('notifications')
        .values({ user_id: userId, type, code, params: JSON.stringify(params) })
        .returningAll()
        .executeTakeFirstOrThrow()) as unknown as NotificationRow;
      if (db === defaultDb) await publish(row);
      return row;
    },
    publish,
    publishTransaction(createdAt) {
      void deliverTransaction(createdAt);
      if (crossProcess) io?.serverSideEmit(TRANSACTION_EVENT, createdAt);
    },
    toAdmins(event, payload) {
      io?.to(ADMIN_ROOM).emit(event, payload);
    },
    sessionsEnded(userId) {
      checkSessions?.(userId);
      if (crossProcess) io?.serverSideEmit(SESSIONS_EVENT, userId);
    },
    onSessionsEnded(check) {
      checkSessions = check;
    },
    attach(server, options = {}) {
      io = server;
      crossProcess = options.crossProcess ?? false;
      if (crossProcess) {
        server.on(NOTIFICATION_EVENT, (rows: NotificationRow[]) => rows.forEach((row) => deliver(revive(row))));
        server.on(TRANSACTION_EVENT, (createdAt: string) => void deliverTransaction(String(createdAt)));
        server.on(SESSIONS_EVENT, (userId: string) => checkSessions?.(String(userId)));
      }
    },
  };
}
