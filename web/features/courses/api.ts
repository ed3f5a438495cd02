import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClubDetail, ClubPage, ClubSummary } from '../../../contract/clubs';
import type { Language } from '../../../contract/languages';
import type { LastMinuteDeals } from '../../../contract/last-minute';
import { clubDayPath, clubPath, searchPath, type SearchParams } from '../../../contract/first-answers';
import { MAX_CLUBS_PER_PAGE, type TimeFilters } from '../../../contract/search-options';
import { api } from '../../lib/api-client';
import { SAME_FOR_EVERYONE } from '../../lib/query-client';

export type { SearchParams };

/** Keys from general to specific, so that a change invalidates exactly what it touches. */
export const courseKeys = {
  all: ['courses'] as const,
  featured: (date: string, signedIn: boolean) => [...courseKeys.all, 'featured', date, signedIn] as const,
  lastMinute: () => [...courseKeys.all, 'last-minute'] as const,
  search: (params: SearchParams, signedIn: boolean) => [...courseKeys.all, 'search', params, signedIn] as const,
  club: (id: string, language: Language) => [...courseKeys.all, 'club', id, language] as const,
  clubDay: (id: string, date: string, signedIn: boolean, filters: Partial<TimeFilters>) =>
    [...courseKeys.all, 'club', id, date, signedIn, filters] as const,
};

export const featuredClubsQuery = (date: string, signedIn: boolean) =>
  queryOptions({
    queryKey: courseKeys.featured(date, signedIn),
    // The featured clubs are few: one page holds them all.
    queryFn: ({ signal }) =>
      api<ClubPage>('/api/clubs', { query: { featured: 'true', date, limit: MAX_CLUBS_PER_PAGE }, signal }),
    select: (page) => page.clubs,
    placeholderData: keepPreviousData,
  });

/** Today's and tomorrow's deepest discounts, one per club (for signed-in golfers). */
export const lastMinuteDealsQuery = () =>
  queryOptions({
    queryKey: courseKeys.lastMinute(),
    queryFn: ({ signal }) => api<LastMinuteDeals>('/api/tee-times/last-minute', { signal }),
    select: (answer) => answer.deals,
  });

/** A search, a page of clubs at a time: the next page is asked for with the cursor the last one gave. */
export const searchPagesQuery = (params: SearchParams, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: courseKeys.search(params, signedIn),
    queryFn: ({ pageParam, signal }) => api<ClubPage>(searchPath(params, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** One club, with its own texts in the reader's language (or the club's fallback). */
export const clubQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: courseKeys.club(id, language),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<ClubDetail>(clubPath(id, language), { signal }),
  });

/** Every time of a club's day, narrowed as the search was (a card shows the search's first ones until asked). */
export const clubDayQuery = (id: string, date: string, signedIn: boolean, filters: Partial<TimeFilters> = {}) =>
  queryOptions({
    queryKey: courseKeys.clubDay(id, date, signedIn, filters),
    queryFn: ({ signal }) => api<ClubSummary>(clubDayPath(id, date, filters), { signal }),
  });

export const setFavorite = (clubId: string, favorite: boolean) =>
  api<void>(`/api/me/favorites/${clubId}`, { method: favorite ? 'PUT' : 'DELETE' });
