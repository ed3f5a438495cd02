import { z } from 'zod';
import { MAX_PLAYERS_PER_BOOKING } from './bookings';
import { cantons, isoDateSchema } from './common';
import { holeChoices, timesOfDay } from './search-options';

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
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
