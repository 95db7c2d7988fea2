import type { NotificationType } from '@sahm/domain';
import type { NotificationRow } from '../notifications/notifier';

/** A notifications row as the trading functions return it (`to_jsonb(notifications.*)`). */
interface StoredNotificationJson {
  id: string;
  user_id: string;
  type: NotificationType;
  code: string;
  params: Record<string, string | number>;
  read_at: string | null;
  created_at: string;
}

/**
 * The trading functions store both sides' notifications in the same
 * transaction as the trade (they commit or roll back with it); these are the
 * rows they returned, ready to publish once the transaction committed.
 */
export function storedNotifications(json: unknown): NotificationRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as StoredNotificationJson[] | null;
  return (rows ?? []).map((row) => ({
    id: row.id,
    user_id: row.user_id,
    type: row.type,
    code: row.code,
    params: row.params,
    read_at: row.read_at ? new Date(row.read_at) : null,
    created_at: new Date(row.created_at),
  }));
}
