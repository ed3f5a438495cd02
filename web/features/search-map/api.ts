import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CantonCounts } from '../../../contract/search';
import type { TimeFilters } from '../../../contract/search-options';
import { api } from '../../lib/api-client';
import { SAME_FOR_EVERYONE } from '../../lib/query-client';

/** What the map asks: the search's day, filters of times and name, for every canton at once. */
export interface MapQuestion extends TimeFilters {
  date: string;
  q: string;
}

export const cantonCountsQuery = (question: MapQuestion) =>
  queryOptions({
    queryKey: ['courses', 'cantons', question] as const,
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) =>
      api<CantonCounts>('/api/tee-times/cantons', {
        query: {
          date: question.date,
          time: question.time,
          holes: question.holes,
          players: question.players,
          maxPrice: question.maxPrice,
          minDiscount: question.minDiscount,
          q: question.q || undefined,
        },
        signal,
      }),
    // A new day keeps the old colours until the new ones come, instead of a blank map.
    placeholderData: keepPreviousData,
  });
