import { z } from 'zod';
import { uuidSchema } from './common';

export const notificationTypes = [
  'booking_confirmed',
  'booking_cancelled',
  'payment_received',
  'payment_refunded',
  'booking_expired',
  'booking_reminder',
  'booking_moved',
  'booking_cancelled_by_club',
  /** The club changed the number of players (and so the amount due at the club). */
  'booking_players_changed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a notification says about its booking; the web app words it in the reader's language. */
export const notificationDataSchema = z.object({
  club: z.string(),
  date: z.string(),
  time: z.string(),
  players: z.number(),
  amount: z.number(),
  /** A booking the club moved or cancelled: the reason the club gave. */
  reason: z.string().optional(),
  /** A booking the club moved: its time before. */
  previous: z.object({ date: z.string(), time: z.string() }).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  bookingId: z.string().nullable(),
  data: notificationDataSchema,
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ unreadCount: z.number(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });

export const markReadSchema = z.object({
  /** The notifications to mark as read; all of the user's when left out. */
  ids: z.array(uuidSchema).max(100).optional(),
});
