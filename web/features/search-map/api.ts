import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CantonCounts } from '../../../contract/search';
import { cantonCountsPath, type MapQuestion } from '../../../contract/first-answers';
import { api } from '../../lib/api-client';
import { SAME_FOR_EVERYONE } from '../../lib/query-client';

export type { MapQuestion };

export const cantonCountsQuery = (question: MapQuestion) =>
  queryOptions({
    queryKey: ['courses', 'cantons', question] as const,
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<CantonCounts>(cantonCountsPath(question), { signal }),
    // A new day keeps the old colours until the new ones come, instead of a blank map.
    placeholderData: keepPreviousData,
  });
