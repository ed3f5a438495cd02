import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerCountFrom } from '../../../contract/booking-limits';
import { cantons } from '../../../contract/cantons';
import { holeChoices, timesOfDay, type HoleChoice, type TimeOfDay } from '../../../contract/search-options';
import { useAuth } from '../../lib/auth/auth-context';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { clubDayQuery, clubQuery, favoritesQuery, searchQuery, type SearchParams } from './api';
import { todayInZurich } from './use-date-options';

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

/** The search the address asks for (anything unknown in it falls back to the defaults) and its results. */
export function useCourseSearch(query: URLSearchParams) {
  const { user } = useAuth();
  const params = searchParamsOf(query);
  return { params, results: useQuery(searchQuery(params, Boolean(user))) };
}

function searchParamsOf(query: URLSearchParams): SearchParams {
  const time = query.get('time');
  const holes = query.get('holes');
  return {
    date: query.get('date') || todayInZurich(),
    regions: (query.get('regions') ?? '')
      .split(',')
      .filter((canton) => (cantons as readonly string[]).includes(canton)),
    time: (timesOfDay as readonly string[]).includes(time ?? '') ? (time as TimeOfDay) : 'any_time',
    holes: (holeChoices as readonly string[]).includes(holes ?? '') ? (holes as HoleChoice) : '9_or_18',
    players: playerCountFrom(query.get('players')),
  };
}

/** The golfer's favourite clubs with their next open tee times (asked for only when signed in). */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery(favoritesQuery(Boolean(user)));
}
