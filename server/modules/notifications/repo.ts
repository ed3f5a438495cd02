import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationData, NotificationType } from '../../../contract/notifications';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

/** Adds a notification about a booking; false when the booking already has one of this type. */
export async function notify(
  db: Db | Tx,
  notification: { userId: string; bookingId: string; type: NotificationType; data: NotificationData },
) {
  const inserted = await db
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/**
 * A booking's news of a kind that can happen again (the club moves it a second time): the latest replaces the
 * earlier one, at the top and unread again, since each booking keeps one notification of each kind.
 */
export async function notifyAgain(
  db: Db | Tx,
  notification: { userId: string; bookingId: string; type: NotificationType; data: NotificationData },
  at: Date,
) {
  await db
    .insert(notifications)
    .values({ ...notification, createdAt: at })
    .onConflictDoUpdate({
      target: [notifications.bookingId, notifications.type],
      set: { data: notification.data, createdAt: at, readAt: null },
    });
}

export function latestNotifications(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row!.unread;
}

export async function isOwnNotification(db: Db, userId: string, id: string) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return rows.length > 0;
}

/** Marks the user's unread notifications read: the given ones, or all. */
export function markRead(db: Db, userId: string, ids: string[] | undefined, at: Date) {
  return db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
