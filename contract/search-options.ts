import { cantons } from './cantons';
import { addDays } from './zurich-time';

/** The search panel's choices and rules, free of zod so that the first screens stay small (schemas in search.ts). */

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

/** Days offered in the search date dropdowns: today and the next 7 (spec). */
export const SEARCH_DATE_OPTIONS = 8;

export function searchDateOptions(today: string): string[] {
  return Array.from({ length: SEARCH_DATE_OPTIONS }, (_, day) => addDays(today, day));
}
