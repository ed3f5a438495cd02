import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClubDetail, ClubSummary } from '../../../contract/clubs';
import type { Language } from '../../../contract/languages';
import type { FavoriteClub } from '../../../contract/favorites';
import type { HoleChoice, TimeOfDay } from '../../../contract/search-options';
import { api } from '../../lib/api-client';

export interface SearchParams {
  date: string;
  regions: string[];
  time: TimeOfDay;
  holes: HoleChoice;
  /** Only tee times with at least this many open places. */
  players: number;
}

/** Keys from general to specific, so that a change invalidates exactly what it touches. */
export const courseKeys = {
  all: ['courses'] as const,
  featured: (date: string, signedIn: boolean) => [...courseKeys.all, 'featured', date, signedIn] as const,
  search: (params: SearchParams, signedIn: boolean) => [...courseKeys.all, 'search', params, signedIn] as const,
  club: (id: string, language: Language) => [...courseKeys.all, 'club', id, language] as const,
  clubDay: (id: string, date: string, signedIn: boolean) => [...courseKeys.all, 'club', id, date, signedIn] as const,
  favorites: ['favorites'] as const,
};

export const featuredClubsQuery = (date: string, signedIn: boolean) =>
  queryOptions({
    queryKey: courseKeys.featured(date, signedIn),
    queryFn: ({ signal }) => api<ClubSummary[]>('/api/clubs', { query: { featured: 'true', date }, signal }),
    placeholderData: keepPreviousData,
  });

export const searchQuery = (params: SearchParams, signedIn: boolean) =>
  queryOptions({
    queryKey: courseKeys.search(params, signedIn),
    queryFn: ({ signal }) =>
      api<ClubSummary[]>('/api/tee-times/search', {
        query: {
          date: params.date,
          regions: params.regions.join(','),
          time: params.time,
          holes: params.holes,
          players: params.players,
        },
        signal,
      }),
  });

/** One club, with its own texts in the reader's language (or the club's fallback). */
export const clubQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: courseKeys.club(id, language),
    queryFn: ({ signal }) => api<ClubDetail>(`/api/clubs/${id}`, { query: { lang: language }, signal }),
  });

export const clubDayQuery = (id: string, date: string, signedIn: boolean) =>
  queryOptions({
    queryKey: courseKeys.clubDay(id, date, signedIn),
    queryFn: ({ signal }) => api<ClubSummary>(`/api/clubs/${id}/tee-times`, { query: { date }, signal }),
  });

export const favoritesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: courseKeys.favorites,
    queryFn: ({ signal }) => api<FavoriteClub[]>('/api/me/favorites', { signal }),
    enabled,
  });

export const setFavorite = (clubId: string, favorite: boolean) =>
  api<void>(`/api/me/favorites/${clubId}`, { method: favorite ? 'PUT' : 'DELETE' });
