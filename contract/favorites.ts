import { z } from 'zod';
import { teeTimeSchema } from './clubs';

export const favoriteClubSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  canton: z.string(),
  image_url: z.string().nullable(),
  /** The next bookable tee times from now on, at most three. */
  nextTeeTimes: z.array(teeTimeSchema.omit({ flames: true })),
});
export type FavoriteClub = z.infer<typeof favoriteClubSchema>;
