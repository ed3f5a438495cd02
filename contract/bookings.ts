import { z } from 'zod';
import { languageSchema, uuidSchema } from './common';

export const MAX_PLAYERS_PER_BOOKING = 4;

/** How long an unpaid booking holds its places while the golfer pays online. */
export const PAYMENT_HOLD_MINUTES = 15;

export const createBookingSchema = z.object({
  teeTimeId: uuidSchema,
  playerCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_PLAYERS_PER_BOOKING, `must be at most ${MAX_PLAYERS_PER_BOOKING}`),
  /** The language of the golfer's mails about this booking. */
  language: languageSchema.default('en'),
});
export type CreateBooking = z.infer<typeof createBookingSchema>;

export const paymentStatuses = ['due_at_club', 'owed_to_club', 'awaiting_payment', 'paid', 'refund_pending', 'refunded', 'cancelled', 'failed'] as const;

export const idempotencyKeySchema = z.string().min(8, 'must have at least 8 characters').max(200);

export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'expired']),
  playerCount: z.number(),
  pricePerPlayer: z.number(),
  totalPrice: z.number(),
  originalPricePerPlayer: z.number(),
  isMystery: z.boolean(),
  createdAt: z.string(),
  /** An unpaid booking holds its places until then (ISO time); null once paid or when paying at the club. */
  holdExpiresAt: z.string().nullable(),
  payment: z.object({ method: z.enum(['club', 'card']), status: z.enum(paymentStatuses), amount: z.number() }).nullable(),
  /** While the booking can be cancelled: whether that is free under the club's policy; null when it cannot. */
  cancellation: z.object({ free: z.boolean(), freeUntilHours: z.number() }).nullable(),
  teeTime: z.object({ id: z.string(), date: z.string(), time: z.string(), holeCount: z.number() }),
  club: z.object({ id: z.string(), name: z.string(), city: z.string(), canton: z.string() }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const checkoutSchema = z.object({ url: z.url() });
export type Checkout = z.infer<typeof checkoutSchema>;
