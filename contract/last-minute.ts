import { z } from 'zod';
import { teeTimeSchema } from './clubs';

/** The home's last-minute deals: at most this many, one per club, today's and tomorrow's. */
export const LAST_MINUTE_DEALS = 8;

export const lastMinuteDealSchema = z.object({
  teeTime: teeTimeSchema.omit({ flames: true }),
  /** Off the list price, in whole percent (always more than 0). */
  discountPercent: z.number(),
  club: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    canton: z.string(),
    image_url: z.string().nullable(),
  }),
});
export type LastMinuteDeal = z.infer<typeof lastMinuteDealSchema>;

/** The deepest discounts of today and tomorrow that can still be booked, deepest first. */
export const lastMinuteDealsSchema = z.object({ deals: z.array(lastMinuteDealSchema) });
export type LastMinuteDeals = z.infer<typeof lastMinuteDealsSchema>;
