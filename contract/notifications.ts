import { z } from 'zod';
import { uuidSchema } from './common';

export const notificationTypes = [
  'booking_confirmed',
  'booking_cancelled',
  'payment_received',
  'payment_refunded',
  'booking_expired',
  'booking_reminder',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a notification says about its booking; the web app words it in the reader's language. */
export const notificationDataSchema = z.object({
  club: z.string(),
  date: z.string(),
  time: z.string(),
  players: z.number(),
  amount: z.number(),
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
