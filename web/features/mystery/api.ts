import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '../../../contract/bookings';
import type { BookMysteryDealRequest, MysteryDeal, MysteryDealsQuery, MysteryRegion } from '../../../contract/mystery';
import { api } from '../../lib/api-client';
import { SAME_FOR_EVERYONE } from '../../lib/query-client';

/** How often the deals are asked for again (spec: every 5 minutes). */
const MYSTERY_REFRESH_MS = 300_000;

/** Every deal query (lists and single deals) starts with this key, so that one invalidation reaches them all. */
export const mysteryDealsKey = ['mystery-deals'] as const;

/** The filters of a deals query as its key and its address need them: only those given, the empty ones left out. */
export function dealFilters({ region, date }: MysteryDealsQuery = {}): MysteryDealsQuery {
  return { ...(region ? { region } : {}), ...(date ? { date } : {}) };
}

/** The regions with the days they have deals on; asked again on every page load and every five minutes, like the deals. */
export const mysteryRegionsQuery = queryOptions({
  queryKey: ['mystery-regions'],
  meta: SAME_FOR_EVERYONE,
  queryFn: ({ signal }) => api<MysteryRegion[]>('/api/mystery-regions', { signal }),
  refetchInterval: MYSTERY_REFRESH_MS,
  refetchOnMount: 'always',
});

/** The deals of a region, of a day, or both (filtered by the server); asked again on every page load and every five minutes (spec). */
export const mysteryDealsQuery = (filters: MysteryDealsQuery = {}) => {
  const query = dealFilters(filters);
  return queryOptions({
    queryKey: [...mysteryDealsKey, 'list', query],
    queryFn: ({ signal }) => api<MysteryDeal[]>('/api/mystery-deals', { signal, query: { ...query } }),
    refetchInterval: MYSTERY_REFRESH_MS,
    refetchOnMount: 'always',
  });
};

/** One deal by its token; a deal that is gone answers 404. */
export const mysteryDealQuery = (id: string) =>
  queryOptions({
    queryKey: [...mysteryDealsKey, 'deal', id],
    queryFn: ({ signal }) => api<MysteryDeal>(`/api/mystery-deals/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/** The key makes a double click or a retry one booking. */
export const bookMysteryDeal = (id: string, input: BookMysteryDealRequest, idempotencyKey: string) =>
  api<Booking>(`/api/mystery-deals/${encodeURIComponent(id)}/bookings`, {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
