import { z } from 'zod';
import { MAX_PLAYERS_PER_BOOKING } from './booking-limits';
import { languageSchema, uuidSchema, zurichMomentSchema } from './common';
import {
  bookingGuestSchema,
  bookingGuestsSchema,
  guestsFitCount,
  guestsIssue,
  playerDetailsSchema,
  playerRulesSchema,
} from './players';

export { MAX_PLAYERS_PER_BOOKING } from './booking-limits';

/** The longest minimum lead time a club may set (booking closes at most a day before a round); the listing queries rely on it. */
export const MAX_MIN_LEAD_MINUTES = 24 * 60;

/** How long an unpaid booking holds its places while the golfer pays online. */
export const PAYMENT_HOLD_MINUTES = 15;

/**
 * Who is playing, as the golfer gives it with a booking and changes it until the round: their own handicap
 * index and Swiss Golf number, the other players by place (names optional), and their word that every player
 * holds the Platzreife where the club asks for it.
 */
export const playersInputShape = {
  golfer: playerDetailsSchema.default({}),
  guests: bookingGuestsSchema.default([]),
  platzreifeConfirmed: z.boolean().default(false),
};

const bookingPlayerCount = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PLAYERS_PER_BOOKING, `must be at most ${MAX_PLAYERS_PER_BOOKING}`);

export const createBookingSchema = z
  .object({
    teeTimeId: uuidSchema,
    playerCount: bookingPlayerCount,
    ...playersInputShape,
    /** The language of the golfer's mails about this booking. */
    language: languageSchema.default('en'),
    /**
     * The golfer has seen and accepted that this booking cannot be cancelled free of charge any more (it is
     * less than the club's cancellation hours before the round). Without it such a booking is refused.
     */
    acceptLateCancellation: z.boolean().default(false),
  })
  .refine(guestsFitCount, guestsIssue);
export type CreateBooking = z.infer<typeof createBookingSchema>;
/** What a client sends (defaults filled in by the server). */
export type CreateBookingRequest = z.input<typeof createBookingSchema>;

/** The players of an own booking, changed until its round (their number is not: that is money). */
export const changePlayersSchema = z.object(playersInputShape);
export type ChangePlayers = z.infer<typeof changePlayersSchema>;
export type ChangePlayersRequest = z.input<typeof changePlayersSchema>;

export const paymentStatuses = [
  'due_at_club',
  'paid_at_club',
  'owed_to_club',
  'awaiting_payment',
  'paid',
  'refund_pending',
  'refunded',
  'cancelled',
  'failed',
] as const;

export const idempotencyKeySchema = z.string().min(8, 'must have at least 8 characters').max(200);
/**
 * Days a key's first answer is replayed: a retry of a lost answer comes within minutes. Then the key is forgotten
 * with the answer it kept (a booking, a golfer's name), and a request with it is a new one.
 */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** The short reference a golfer quotes at the club desk; the same in the mails and on the confirmation. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

/** The start of the booking ids a text names when it is a reference or its first characters (at least four); else null. */
export function idStartOfReference(text: string): string | null {
  return /^[0-9a-f]{4,8}$/i.test(text) ? text.toLowerCase() : null;
}

export const bookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'expired']),
  playerCount: z.number(),
  pricePerPlayer: z.number(),
  totalPrice: z.number(),
  originalPricePerPlayer: z.number(),
  isMystery: z.boolean(),
  createdAt: z.string(),
  /** An unpaid booking holds its places until then (ISO time); null once paid or when paying at the club. */
  holdExpiresAt: z.string().nullable(),
  payment: z
    .object({ method: z.enum(['club', 'card']), status: z.enum(paymentStatuses), amount: z.number() })
    .nullable(),
  /**
   * While the booking can be cancelled: until when that is free (Zurich wall clock), whether it still is,
   * and what cancelling now costs (0 while free, else the whole booking); null once it cannot be cancelled.
   */
  cancellation: z.object({ free: z.boolean(), freeUntil: zurichMomentSchema, cost: z.number() }).nullable(),
  /** A mystery booking: the region and the window it was sold with. */
  mystery: z.object({ region: z.string(), timeWindow: z.object({ start: z.string(), end: z.string() }) }).nullable(),
  /**
   * The tee time. A mystery booking paid by card is revealed once it is paid: until then (and when it was never
   * paid) its `id` and `time` are null, and so is `club`.
   */
  teeTime: z.object({
    id: z.string().nullable(),
    date: z.string(),
    time: z.string().nullable(),
    holeCount: z.number(),
  }),
  club: z
    .object({ id: z.string(), name: z.string(), city: z.string(), canton: z.string(), address: z.string().nullable() })
    .nullable(),
  /** Who is playing: the golfer's own details and the other players by place, as given. */
  players: z.object({
    golfer: z.object({ handicapIndex: z.number().nullable(), swissGolfNumber: z.string().nullable() }),
    guests: z.array(bookingGuestSchema.required()),
  }),
  /** What the club (for a mystery booking: each club its deal named) asks of the players. */
  playerRules: playerRulesSchema,
  /** Whether the players can still be changed (until the round starts). */
  playersChangeable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const checkoutSchema = z.object({ url: z.url() });
export type Checkout = z.infer<typeof checkoutSchema>;
