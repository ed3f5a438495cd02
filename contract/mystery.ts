import { z } from 'zod';
import { languageSchema, zurichMomentSchema } from './common';
import { createBookingSchema, MAX_PLAYERS_PER_BOOKING } from './bookings';

/**
 * A mystery tee time as a golfer sees it before booking: never the club's id, the tee time's id or the
 * exact time, in no field.
 */
export const mysteryDealSchema = z.object({
  id: z.string(),
  region: z.string(),
  /** The real club and two others, sorted by name. */
  possibleClubs: z.array(z.string()),
  timeWindow: z.object({ start: z.string(), end: z.string() }),
  date: z.string(),
  hole_count: z.number(),
  /** Per player, CHF. */
  price: z.number(),
  originalPrice: z.number(),
  /** Percent of the original price, to one decimal. */
  savings: z.number(),
  slotsAvailable: z.number(),
  imageUrl: z.string(),
  /** Cancelling is free until this moment (the club's hours before the window starts); `free` is false once it has passed. */
  cancellation: z.object({ free: z.boolean(), freeUntil: zurichMomentSchema }),
});
export type MysteryDeal = z.infer<typeof mysteryDealSchema>;

export const bookMysteryDealSchema = z.object({
  playerCount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_PLAYERS_PER_BOOKING, `must be at most ${MAX_PLAYERS_PER_BOOKING}`),
  language: languageSchema.default('en'),
  acceptLateCancellation: createBookingSchema.shape.acceptLateCancellation,
});
export type BookMysteryDeal = z.infer<typeof bookMysteryDealSchema>;
export type BookMysteryDealRequest = z.input<typeof bookMysteryDealSchema>;
