import type { NotificationType } from '@sahm/domain';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '../../lib/api';

/** How old a notification is (spec.md §3), as the API counts it. */
export interface RelativeTime {
  unit: 'now' | 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';
  value: number;
}

/** One notification as GET /user/user/notification-list answers it, localized. */
export interface NotificationItem {
  _id: string;
  type: NotificationType;
  code: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relative: RelativeTime;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unread: number;
  skip: number;
  limit: number;
}

export interface NotificationTypeCount {
  type: NotificationType;
  label: string;
  unread?: number;
}

export type NotificationFilter = NotificationType | 'all';

export const NOTIFICATION_PAGE = 20;
export const notificationTypesPath = '/user/user/notification-types';

export function listPath(filter: NotificationFilter, skip: number, limit = NOTIFICATION_PAGE, unread?: boolean) {
  const q = new URLSearchParams({ limit: String(limit), skip: String(skip) });
  if (filter !== 'all') q.set('type', filter);
  if (unread) q.set('unread', 'true');
  return `/user/user/notification-list?${q.toString()}`;
}

const fetchData = <T>(path: string) => api<T>(path).then((r) => r.data);

/** A filter's notifications, newest first, 20 a page ("Load more" adds the next). */
export function useNotificationPages(filter: NotificationFilter) {
  return useSWRInfinite<NotificationPage>(
    (index, previous: NotificationPage | null) => {
      if (previous && previous.skip + previous.items.length >= previous.total) return null;
      return listPath(filter, index * NOTIFICATION_PAGE);
    },
    fetchData<NotificationPage>,
  );
}

/** The types with their labels and my unread count in each. */
export function useNotificationTypes() {
  return useSWR<NotificationTypeCount[]>(notificationTypesPath, fetchData<NotificationTypeCount[]>);
}

/** POST /user/user/read-notification. */
export function markRead(ids: string[]) {
  return api<{ updated: number; unread: number }>('/user/user/read-notification', { method: 'POST', body: { notificationIds: ids } });
}

/** Every unread notification of a filter marked read, a hundred at a time. */
export async function markAllRead(filter: NotificationFilter): Promise<number> {
  let marked = 0;
  for (let round = 0; round < 50; round++) {
    const page = await fetchData<NotificationPage>(listPath(filter, 0, 100, true));
    if (page.items.length === 0) break;
    marked += (await markRead(page.items.map((n) => n._id))).data.updated;
    if (page.items.length < 100) break;
  }
  return marked;
}
