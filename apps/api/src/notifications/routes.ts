import { notificationListQuery, readNotificationBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import * as notifications from './service';

/** The caller's notifications (spec.md §7), their types, marking read; realtime delivery is realtime.ts. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'notifications');

  route({
    method: 'GET',
    url: '/api/user/user/notification-list',
    auth: 'user',
    query: notificationListQuery,
    summary: 'My notifications, newest first, localized, with their relative time; filter by type and unread',
    handler: async ({ request, query, user }) => ok(request, await notifications.listNotifications(ctx, user.id, request.locale, query)),
  });

  route({
    method: 'GET',
    url: '/api/user/user/notification-types',
    auth: 'optional',
    summary: 'The notification types with localized labels (and my unread count per type when signed in)',
    handler: async ({ request, user }) => ok(request, await notifications.notificationTypeList(ctx, user?.id ?? null, request.locale)),
  });

  route({
    method: 'POST',
    url: '/api/user/user/read-notification',
    auth: 'user',
    body: readNotificationBody,
    summary: 'Mark my listed notifications read; ids that are not mine are ignored',
    handler: async ({ request, body, user }) => ok(request, await notifications.markRead(ctx, user.id, body.notificationIds), 'NOTIFICATIONS_READ'),
  });
}
