import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { favoritesQuery } from '../../lib/auth/api';
import { clubDayQuery, clubQuery, searchPagesQuery, type SearchParams } from './api';
import { searchParamsOf } from '../../../contract/first-answers';
import { todayInZurich } from '../../lib/zurich-today';

export type { SearchParams };

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

/** The search the address asks for (anything unknown in it falls back to the defaults) and its pages of results. */
export function useCourseSearch(query: URLSearchParams) {
  const { user } = useAuth();
  // The same object while the address is the same: the cards, memoised, take it as their filters.
  const address = query.toString();
  const params = useMemo(() => searchParamsOf(new URLSearchParams(address), todayInZurich()), [address]);
  return { params, results: useInfiniteQuery(searchPagesQuery(params, Boolean(user))) };
}

/** The golfer's favourite clubs with their next open tee times (asked for only when signed in). */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery(favoritesQuery(Boolean(user)));
}
