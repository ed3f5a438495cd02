import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CantonCounts } from '../../../contract/search';
import { cantonCountsPath, type MapQuestion } from '../../../contract/first-answers';
import { api } from '../../lib/api-client';
import { SAME_FOR_EVERYONE } from '../../lib/query-client';

export type { MapQuestion };

/**
 * Keyed by the address it asks, which holds only what the map is asked (the day, the filters of times and name): a
 * search's cantons and order, which the results page passes along, ask for no new counts.
 */
export function cantonCountsQuery(question: MapQuestion) {
  const path = cantonCountsPath(question);
  return queryOptions({
    queryKey: ['courses', 'cantons', path] as const,
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<CantonCounts>(path, { signal }),
    // A new day keeps the old colours until the new ones come, instead of a blank map.
    placeholderData: keepPreviousData,
  });
}
