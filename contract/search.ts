import { z } from 'zod';
import { MAX_PLAYERS_PER_BOOKING } from './bookings';
import { cantons, isoDateSchema } from './common';
import { CLUBS_PER_PAGE, MAX_CLUBS_PER_PAGE, holeChoices, sortOrders, timesOfDay } from './search-options';

export * from './search-options';

const cantonListSchema = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((canton) => canton.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(cantons, { message: 'must be cantons from the list, joined by commas' })).max(26));

/** A page of a list that grows: how many clubs, and where the page before ended (its nextCursor). */
export const pageQueryShape = {
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_CLUBS_PER_PAGE, `must be at most ${MAX_CLUBS_PER_PAGE}`)
    .default(CLUBS_PER_PAGE),
  cursor: z.string().max(4000, 'is too long').optional(),
};

export const searchQuerySchema = z.object({
  date: isoDateSchema,
  regions: cantonListSchema.optional().default([]),
  time: z.enum(timesOfDay, { message: `must be one of ${timesOfDay.join(', ')}` }).default('any_time'),
  holes: z.enum(holeChoices, { message: `must be one of ${holeChoices.join(', ')}` }).default('9_or_18'),
  /** Only tee times with at least this many open places (a four-ball asks for 4). */
  players: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PLAYERS_PER_BOOKING, `must be at most ${MAX_PLAYERS_PER_BOOKING}`)
    .default(1),
  /** Part of a club's name, in any case and with or without accents ("muller" finds "Müller"). */
  q: z.string().trim().max(100, 'is too long (at most 100 characters)').optional(),
  /** Only tee times at most this price per player (CHF). */
  maxPrice: z.coerce.number().min(0, 'must be at least 0').max(10_000, 'must be at most 10000').optional(),
  /** Only tee times at least this much below their list price (percent). */
  minDiscount: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(100, 'must be at most 100')
    .optional(),
  sort: z.enum(sortOrders, { message: `must be one of ${sortOrders.join(', ')}` }).default('time'),
  ...pageQueryShape,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The map's question: the search's filters of times and name, for every canton at once. */
export const cantonCountsQuerySchema = searchQuerySchema.omit({ regions: true, sort: true, limit: true, cursor: true });
export type CantonCountsQuery = z.infer<typeof cantonCountsQuerySchema>;
/** Bookable tee times per canton; a canton without any is left out. */
export const cantonCountsSchema = z.partialRecord(z.enum(cantons), z.number());
export type CantonCounts = z.infer<typeof cantonCountsSchema>;
