import type { QueryClient } from '@tanstack/react-query';
import { playerCountFrom } from '../../../contract/booking-limits';
import { cantons } from '../../../contract/cantons';
import {
  holeChoices,
  sortOrders,
  timesOfDay,
  type HoleChoice,
  type SortOrder,
  type TimeOfDay,
} from '../../../contract/search-options';
import { sessionQuery } from '../../lib/auth/session';
import { i18n } from '../../lib/i18n/i18n';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { todayInZurich } from '../../lib/zurich-today';
import { clubDayQuery, clubQuery, searchPagesQuery, type SearchParams } from './api';

// What the routes of the results and of a club's page ask for along with the page's code (decision 0066): part of
// the first script, so without the pages' hooks and their libraries.

/**
 * A club's page's first answers (the club in the interface language, its times of today), asked for by its route
 * along with the page's code, with the keys of the page's hooks (hooks.ts): the page finds them on their way instead
 * of asking once its code has come and rendered (decision 0066). A failure is the page's to show: its query asks
 * again when it mounts.
 */
export async function prefetchClub(queryClient: QueryClient, id: string) {
  const signedIn = queryClient.ensureQueryData(sessionQuery).then(
    (session) => Boolean(session?.user),
    () => false,
  );
  await Promise.all([
    queryClient.prefetchQuery(clubQuery(id, languageOrEnglish(i18n.language))),
    queryClient.prefetchQuery(clubDayQuery(id, todayInZurich(), await signedIn)),
  ]);
}

/**
 * Asks for the first page of the search at an address, for the results' route along with the page's code, with the
 * key of `useCourseSearch` (decision 0066); the search, or null for a visitor (the results are a signed-in golfer's
 * page).
 */
export async function prefetchSearch(queryClient: QueryClient, address: URL): Promise<SearchParams | null> {
  const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
  if (!session?.user) return null;
  const search = searchParamsOf(address.searchParams);
  void queryClient.prefetchInfiniteQuery(searchPagesQuery(search, true));
  return search;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** A whole number from the address within bounds, or null (no such filter). */
function boundedNumber(value: string | null, min: number, max: number): number | null {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= min && number <= max ? Math.round(number) : null;
}

/** The search an address asks for: anything unknown in it falls back to the defaults. */
export function searchParamsOf(query: URLSearchParams): SearchParams {
  return {
    date: query.get('date') || todayInZurich(),
    regions: (query.get('regions') ?? '')
      .split(',')
      .filter((canton) => (cantons as readonly string[]).includes(canton)),
    time: oneOf<TimeOfDay>(timesOfDay, query.get('time'), 'any_time'),
    holes: oneOf<HoleChoice>(holeChoices, query.get('holes'), '9_or_18'),
    players: playerCountFrom(query.get('players')),
    q: (query.get('q') ?? '').trim().slice(0, 100),
    maxPrice: boundedNumber(query.get('maxPrice'), 0, 10_000),
    minDiscount: boundedNumber(query.get('minDiscount'), 0, 100),
    sort: oneOf<SortOrder>(sortOrders, query.get('sort'), 'time'),
  };
}
