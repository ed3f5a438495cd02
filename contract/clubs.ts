import { z } from 'zod';
import { isoDateSchema, uuidSchema } from './common';

export const teeTimeSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  hole_count: z.number(),
  discounted_price: z.number(),
  original_price: z.number(),
  openSlots: z.number(),
  flames: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TeeTime = z.infer<typeof teeTimeSchema>;

export const clubSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  canton: z.string(),
  image_url: z.string().nullable(),
  is_featured: z.boolean(),
  weekday_standard_price: z.number(),
  weekday_discount: z.number(),
  maxDiscountPercent: z.number(),
  /** Tee times of the date with open slots; null for anonymous visitors, who see a log-in hint instead. */
  teeTimes: z.array(teeTimeSchema).nullable(),
  /** How many tee times of the date have open slots (shown to everyone). */
  openTeeTimeCount: z.number(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

export const clubDetailSchema = clubSummarySchema.omit({ teeTimes: true, openTeeTimeCount: true, maxDiscountPercent: true }).extend({
  country: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

export const clubsQuerySchema = z.object({
  featured: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  date: isoDateSchema,
});

export const clubParamsSchema = z.object({ id: uuidSchema });
export const clubDateQuerySchema = z.object({ date: isoDateSchema });

export const teeTimeDetailSchema = z.object({
  teeTime: teeTimeSchema.omit({ flames: true }),
  club: z.object({ id: z.string(), name: z.string(), city: z.string(), canton: z.string(), image_url: z.string().nullable() }),
  /** Free cancellation until this many hours before the round (the club's policy). */
  cancellationHours: z.number(),
  maxPlayers: z.number(),
});
export type TeeTimeDetail = z.infer<typeof teeTimeDetailSchema>;
