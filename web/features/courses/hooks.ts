import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useAuth } from '../../lib/auth/auth-context';
import { sessionQuery } from '../../lib/auth/session';
import { i18n } from '../../lib/i18n/i18n';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { favoritesQuery } from '../../lib/auth/api';
import { clubDayQuery, clubQuery, searchPagesQuery, type SearchParams } from './api';

export type { SearchParams };
import { todayInZurich } from '../../lib/zurich-today';

/** One club, with its own texts in the reader's language (or the club's fallback). */
export function useClub(id: string) {
  const { i18n } = useTranslation();
  return useQuery(clubQuery(id, languageOrEnglish(i18n.language)));
}

/** A club's tee times of the day the golfer picks among today and the next 7 (today at first). */
export function useClubDay(id: string) {
  const { user } = useAuth();
  const [date, setDate] = useState(todayInZurich);
  const day = useQuery(clubDayQuery(id, date, Boolean(user)));
  return { day, date, setDate };
}

/**
 * A club's page's first answers (the club in the interface language, its times of today), asked for by its route
 * along with the page's code, with the keys of the page's hooks above: the page finds them on their way instead
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

/** The search the address asks for (anything unknown in it falls back to the defaults) and its pages of results. */
export function useCourseSearch(query: URLSearchParams) {
  const { user } = useAuth();
  // The same object while the address is the same: the cards, memoised, take it as their filters.
  const address = query.toString();
  const params = useMemo(() => searchParamsOf(new URLSearchParams(address)), [address]);
  return { params, results: useInfiniteQuery(searchPagesQuery(params, Boolean(user))) };
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** A whole number from the address within bounds, or null (no such filter). */
function boundedNumber(value: string | null, min: number, max: number): number | null {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= min && number <= max ? Math.round(number) : null;
}

function searchParamsOf(query: URLSearchParams): SearchParams {
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

/** The golfer's favourite clubs with their next open tee times (asked for only when signed in). */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery(favoritesQuery(Boolean(user)));
}
