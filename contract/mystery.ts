import { z } from 'zod';
import { isoDateSchema, languageSchema, zurichMomentSchema } from './common';
import { createBookingSchema, MAX_PLAYERS_PER_BOOKING, playersInputShape } from './bookings';
import { guestsFitCount, guestsIssue, playerRulesSchema } from './players';

/** The 60-minute window a mystery deal is sold with; the tee time starts inside it. */
export const MYSTERY_WINDOW_MINUTES = 60;

/**
 * A deal's id in addresses and answers: a random token of 22 URL-safe characters. It is not the id the
 * window is derived from (that one never leaves the server), so nothing can be computed from it.
 */
export const mysteryDealIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a mystery deal id');

/**
 * A mystery tee time as a golfer sees it before booking. Every field is shared by all the clubs it names:
 * nothing in it (nor its order in a list) tells which of them is the one, or when in the window it starts.
 */
export const mysteryDealSchema = z.object({
  id: mysteryDealIdSchema,
  region: z.string(),
  /** The real club and two others of the region, sorted by name. */
  possibleClubs: z.array(z.string()),
  timeWindow: z.object({ start: z.string(), end: z.string() }),
  date: z.string(),
  hole_count: z.number(),
  /** Per player, CHF. */
  price: z.number(),
  /** The usual green fee of such a round among the possible clubs: the lowest of their list prices, CHF per player. */
  usualPriceFrom: z.number(),
  /** Percent below `usualPriceFrom`, to one decimal. */
  savings: z.number(),
  /** Open places on the tee time. */
  slotsAvailable: z.number(),
  /** The most players one booking of this deal may take (every possible club allows as many). */
  maxPlayers: z.number(),
  imageUrl: z.string(),
  /** Cancelling is free until this moment (the deal's hours before the window starts); `free` is false once it has passed. */
  cancellation: z.object({ free: z.boolean(), freeUntil: zurichMomentSchema }),
  /** What the players must meet: the strictest rules of the clubs it names, so that any of them takes the booking. */
  playerRules: playerRulesSchema,
});
export type MysteryDeal = z.infer<typeof mysteryDealSchema>;

/** Deals of a region, of a day, or both; at most ten per region and day. */
export const mysteryDealsQuerySchema = z.object({
  region: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  date: isoDateSchema.optional(),
});
export type MysteryDealsQuery = z.infer<typeof mysteryDealsQuerySchema>;

/** A region clubs are grouped in, with the days it has deals on (none: the region is shown disabled). */
export const mysteryRegionSchema = z.object({ region: z.string(), dates: z.array(z.string()) });
export type MysteryRegion = z.infer<typeof mysteryRegionSchema>;

export const bookMysteryDealSchema = z
  .object({
    playerCount: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PLAYERS_PER_BOOKING, `must be at most ${MAX_PLAYERS_PER_BOOKING}`),
    language: languageSchema.default('en'),
    acceptLateCancellation: createBookingSchema.shape.acceptLateCancellation,
    ...playersInputShape,
  })
  .refine(guestsFitCount, guestsIssue);
export type BookMysteryDeal = z.infer<typeof bookMysteryDealSchema>;
export type BookMysteryDealRequest = z.input<typeof bookMysteryDealSchema>;
