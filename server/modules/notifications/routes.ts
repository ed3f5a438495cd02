import {
  markReadSchema,
  notificationListSchema,
  notificationDataSchema,
  unreadCountSchema,
} from '../../../contract/notifications';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import { AppError } from '../../http/app-error';
import { isOwnNotification, latestNotifications, markRead, unreadCount } from './repo';

export function notificationRoutes({ database, clock }: Deps) {
  const { db } = database;
  return [
    route(
      {
        method: 'get',
        path: '/api/me/notifications',
        summary: 'Own notifications, newest first, with the unread count',
        tag: 'notifications',
        access: 'user',
        responses: { 200: notificationListSchema },
      },
      async ({ c, user }) => {
        const [rows, unread] = await Promise.all([latestNotifications(db, user.id), unreadCount(db, user.id)]);
        return c.json({
          unreadCount: unread,
          items: rows.map((row) => ({
            id: row.id,
            type: row.type,
            bookingId: row.bookingId,
            data: notificationDataSchema.parse(row.data),
            read: row.readAt !== null,
            createdAt: row.createdAt.toISOString(),
          })),
        });
      },
    ),
    route(
      {
        method: 'get',
        path: '/api/me/notifications/unread-count',
        summary: 'Number of unread notifications, for the navigation badge',
        tag: 'notifications',
        access: 'user',
        responses: { 200: unreadCountSchema },
      },
      async ({ c, user }) => c.json({ unreadCount: await unreadCount(db, user.id) }),
    ),
    route(
      {
        method: 'post',
        path: '/api/me/notifications/:id/read',
        summary: 'Mark one own notification as read',
        tag: 'notifications',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        responses: { 200: unreadCountSchema, 404: null },
      },
      async ({ c, user, params }) => {
        if (!(await isOwnNotification(db, user.id, params.id))) throw new AppError('not_found', 'No such notification');
        await markRead(db, user.id, [params.id], clock());
        return c.json({ unreadCount: await unreadCount(db, user.id) });
      },
    ),
    route(
      {
        method: 'post',
        path: '/api/me/notifications/read',
        summary: 'Mark own notifications as read (all when no ids are given)',
        tag: 'notifications',
        access: 'user',
        body: markReadSchema,
        responses: { 200: unreadCountSchema },
      },
      async ({ c, user, body }) => {
        await markRead(db, user.id, body.ids, clock());
        return c.json({ unreadCount: await unreadCount(db, user.id) });
      },
    ),
  ];
}
