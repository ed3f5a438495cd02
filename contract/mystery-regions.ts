import { z } from 'zod';
import { perLanguage } from './common';
import { plainLine } from './text';

export const REGION_NAME_MAX = 60;

const regionName = plainLine(
  z.string().trim().min(1, 'is required').max(REGION_NAME_MAX, `must have at most ${REGION_NAME_MAX} characters`),
);

/** A region's name in each language of the interface, as golfers read it in the mystery deals. */
export const regionNamesSchema = z.object(perLanguage(regionName));
export type RegionNames = z.infer<typeof regionNamesSchema>;

/** A new region, or new names of one: its key is made once, from its first English name, and never changes. */
export const saveMysteryRegionSchema = z.object({ names: regionNamesSchema });
export type SaveMysteryRegion = z.infer<typeof saveMysteryRegionSchema>;

/** A region a club can choose. */
export const regionChoiceSchema = z.object({
  /** What clubs, links (`?region=`) and the texts (`regions.<key>`) know the region by. */
  key: z.string(),
  names: z.object(perLanguage(z.string())),
});
export type RegionChoice = z.infer<typeof regionChoiceSchema>;

/** A region as super admins keep it: how many clubs are in it (a region in use cannot be deleted). */
export const adminMysteryRegionSchema = regionChoiceSchema.extend({ id: z.string(), clubs: z.number() });
export type AdminMysteryRegion = z.infer<typeof adminMysteryRegionSchema>;
