import { cantons } from './cantons';
import { addDays } from './zurich-time';
import { compareNames, fold } from './collate';

/** The search panel's choices and rules, free of zod so that the first screens stay small (schemas in search.ts). */

export const timesOfDay = ['any_time', 'morning', 'midday', 'afternoon'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];
export const holeChoices = ['9_or_18', '9', '18'] as const;
export type HoleChoice = (typeof holeChoices)[number];
/** Results by their earliest matching time, their cheapest, or their deepest discount. */
export const sortOrders = ['time', 'price', 'discount'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What narrows the times of a day in the web app, in a search, a club's day list and the map alike. */
export interface TimeFilters {
  time: TimeOfDay;
  holes: HoleChoice;
  /** Only tee times with at least this many open places. */
  players: number;
  /** Only tee times at most this price per player (CHF), or any price. */
  maxPrice: number | null;
  /** Only tee times at least this many percent off their list price, or any. */
  minDiscount: number | null;
}

/** Clubs in a page of results unless the request asks for fewer or more, and the most it may ask for. */
export const CLUBS_PER_PAGE = 20;
export const MAX_CLUBS_PER_PAGE = 50;
/** The times a result card shows before "more": a page carries these of each club, and the count of all. */
export const TEE_TIMES_PER_CARD = 4;

export { fold };

/** The spec's canton filter: a case-insensitive substring match (accents ignored too), shown sorted. */
export function filterCantons(query: string, list: readonly string[] = cantons): string[] {
  const needle = fold(query.trim());
  return [...list].sort(compareNames).filter((canton) => fold(canton).includes(needle));
}

/** Days offered in the search date dropdowns: today and the next 7 (spec). */
export const SEARCH_DATE_OPTIONS = 8;

export function searchDateOptions(today: string): string[] {
  return Array.from({ length: SEARCH_DATE_OPTIONS }, (_, day) => addDays(today, day));
}
