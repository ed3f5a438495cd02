import { z } from 'zod';
import { cantons, isoDateSchema } from './common';
import { holeChoices, timesOfDay } from './search-options';

export * from './search-options';

const cantonListSchema = z
  .string()
  .max(1000)
  .transform((value) => value.split(',').map((canton) => canton.trim()).filter(Boolean))
  .pipe(z.array(z.enum(cantons, { message: 'must be cantons from the list, joined by commas' })).max(26));

export const searchQuerySchema = z.object({
  date: isoDateSchema,
  regions: cantonListSchema.optional().default([]),
  time: z.enum(timesOfDay, { message: `must be one of ${timesOfDay.join(', ')}` }).default('any_time'),
  holes: z.enum(holeChoices, { message: `must be one of ${holeChoices.join(', ')}` }).default('9_or_18'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
