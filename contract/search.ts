import { z } from 'zod';
import { cantons, isoDateSchema } from './common';
import { addDays } from './zurich-time';

export const timesOfDay = ['any_time', 'morning', 'midday', 'afternoon'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];
export const holeChoices = ['9_or_18', '9', '18'] as const;
export type HoleChoice = (typeof holeChoices)[number];

/** Lower case without accents, so that "zurich" finds Zürich and "neuchatel" Neuchâtel. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-CH');

/** The spec's canton filter: a case-insensitive substring match (accents ignored too), shown sorted. */
export function filterCantons(query: string, list: readonly string[] = cantons): string[] {
  const needle = fold(query.trim());
  return [...list].sort((a, b) => a.localeCompare(b, 'de-CH')).filter((canton) => fold(canton).includes(needle));
}

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

/** Days offered in the search date dropdowns: today and the next 7 (spec). */
export const SEARCH_DATE_OPTIONS = 8;

export function searchDateOptions(today: string): string[] {
  return Array.from({ length: SEARCH_DATE_OPTIONS }, (_, day) => addDays(today, day));
}
