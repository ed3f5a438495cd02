import type { QueryClient } from '@tanstack/react-query';
import { cantonCountsQuery, type MapQuestion } from './api';

/** The map's counts of a search, asked for by the results' route along with the page's code (decision 0066). */
export const prefetchCantonCounts = (queryClient: QueryClient, question: MapQuestion) =>
  queryClient.prefetchQuery(cantonCountsQuery(question));
