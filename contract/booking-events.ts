import { z } from 'zod';

/**
 * What a club's software hears of its bookings: each change is an event, pushed to the club's webhook endpoints
 * and listed by the pull endpoint. A booking's events carry sequence 1, 2, 3, ...: apply them in that order.
 */
export const BOOKING_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.changed',
  'booking.moved',
  'booking.cancelled',
  'booking.expired',
  'booking.completed',
  'booking.no_show',
  'booking.checked_in',
  'booking.check_in_undone',
] as const;

export const bookingEventSchema = z.object({
  /** Stable: a repeated delivery of an event has the same id. */
  id: z.string(),
  type: z.enum(BOOKING_EVENT_TYPES),
  /** ISO instant of the change. */
  createdAt: z.string(),
  sequence: z.number(),
  booking: z.object({
    id: z.string(),
    /** What the golfer shows at the desk. */
    reference: z.string(),
    status: z.enum(['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'expired']),
    /** `desk`: taken by the club itself in our club area. */
    source: z.enum(['online', 'desk']),
    playerCount: z.number(),
    pricePerPlayer: z.number(),
    totalPrice: z.number(),
    isMystery: z.boolean(),
    /** The golfer's name, null when unknown. */
    golfer: z.string().nullable(),
    /** The other players' names by place (null: not named). */
    guests: z.array(z.string().nullable()),
    checkedInAt: z.string().nullable(),
    teeTime: z.object({
      id: z.string(),
      /** Your id of the time, when your software sent it. */
      externalId: z.string().nullable(),
      date: z.string(),
      time: z.string(),
      holeCount: z.number(),
    }),
  }),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/**
 * Days an event is kept at least. Housekeeping then forgets it once its round (the tee time's date as the event
 * tells it) has passed: the newest event of a booking whose round is still to come stays however old.
 */
export const BOOKING_EVENT_RETENTION_DAYS = 90;

/** Events one pull answers at most, and by default. */
export const BOOKING_EVENTS_PAGE = { default: 100, max: 500 } as const;

export const bookingEventsQuerySchema = z.object({
  /**
   * The `nextCursor` of the previous answer; without it, from the club's oldest event still kept. A cursor behind
   * an event housekeeping forgot is refused (410 `cursor_expired`).
   */
  after: z
    .string()
    // A transaction id (PostgreSQL's xid8: 19 digits always fit) and a position (a safe integer), as we hand them out.
    .regex(/^\d{1,19}\.\d{1,15}$/, 'must be a cursor from an earlier answer')
    .optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(BOOKING_EVENTS_PAGE.max, `must be at most ${BOOKING_EVENTS_PAGE.max}`)
    .default(BOOKING_EVENTS_PAGE.default),
});
export type BookingEventsQuery = z.infer<typeof bookingEventsQuerySchema>;

export const bookingEventsPageSchema = z.object({
  events: z.array(bookingEventSchema),
  /** Send it as `after` next time: each event comes once. Unchanged when there was nothing new. */
  nextCursor: z.string(),
  /** More events are waiting: ask again at once. */
  hasMore: z.boolean(),
});
export type BookingEventsPage = z.infer<typeof bookingEventsPageSchema>;
