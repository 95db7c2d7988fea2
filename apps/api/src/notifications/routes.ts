import { notificationListQuery, readNotificationBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import * as notifications from './service';

/** /api/user/user/notification-*: the caller's notifications (spec.md §7), their types, marking read. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);
  const maybeSignedIn = optionalUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'notifications', ...extra });

  doc('GET', '/user/notification-list', 'My notifications, newest first, localized, with their relative time; filter by type and unread', {
    auth: 'user',
    query: notificationListQuery,
  });
  app.get('/user/notification-list', { preHandler: signedIn }, async (request) => {
    const query = parse(notificationListQuery, request.query);
    return ok(request, await notifications.listNotifications(ctx, request.user!.id, request.locale, query));
  });

  doc('GET', '/user/notification-types', 'The notification types with localized labels (and my unread count per type when signed in)', {
    auth: 'optional',
  });
  app.get('/user/notification-types', { preHandler: maybeSignedIn }, async (request) => {
    return ok(request, await notifications.notificationTypeList(ctx, request.user?.id ?? null, request.locale));
  });

  doc('POST', '/user/read-notification', 'Mark my listed notifications read; ids that are not mine are ignored', {
    auth: 'user',
    body: readNotificationBody,
  });
  app.post('/user/read-notification', { preHandler: signedIn }, async (request) => {
    const { notificationIds } = parse(readNotificationBody, request.body);
    return ok(request, await notifications.markRead(ctx, request.user!.id, notificationIds), 'NOTIFICATIONS_READ');
  });
}
