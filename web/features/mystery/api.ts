import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '../../../contract/bookings';
import type { BookMysteryDealRequest, MysteryDeal } from '../../../contract/mystery';
import { api } from '../../lib/api-client';

/** How often the deals are asked for again (spec: every 5 minutes). */
const MYSTERY_REFRESH_MS = 300_000;

/** Asked again on every page load and every five minutes (spec). */
export const mysteryDealsQuery = queryOptions({
  queryKey: ['mystery-deals'],
  queryFn: ({ signal }) => api<MysteryDeal[]>('/api/mystery-deals', { signal }),
  refetchInterval: MYSTERY_REFRESH_MS,
  refetchOnMount: 'always',
});

export const mysteryRegionsQuery = queryOptions({
  queryKey: ['mystery-regions'],
  queryFn: ({ signal }) => api<string[]>('/api/mystery-regions', { signal }),
  staleTime: 60 * 60_000,
});

export const mysteryDealQuery = (id: string) =>
  queryOptions({ queryKey: ['mystery-deals', id], queryFn: ({ signal }) => api<MysteryDeal>(`/api/mystery-deals/${id}`, { signal }), retry: false });

/** The key makes a double click or a retry one booking. */
export const bookMysteryDeal = (id: string, input: BookMysteryDealRequest, idempotencyKey: string) =>
  api<Booking>(`/api/mystery-deals/${id}/bookings`, { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });
