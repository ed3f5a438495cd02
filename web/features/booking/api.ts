import { queryOptions } from '@tanstack/react-query';
import type { Booking, ChangePlayersRequest, Checkout, CreateBookingRequest } from '../../../contract/bookings';
import type { TeeTimeDetail } from '../../../contract/clubs';
import { api } from '../../lib/api-client';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  one: (id: string) => ['bookings', id] as const,
  teeTime: (id: string) => ['tee-time', id] as const,
};

export const teeTimeQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.teeTime(id),
    queryFn: ({ signal }) => api<TeeTimeDetail>(`/api/tee-times/${id}`, { signal }),
    staleTime: 0,
  });

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => api<Booking>(`/api/bookings/${id}`, { signal }),
  });

export const myBookingsQuery = queryOptions({
  queryKey: bookingKeys.mine,
  queryFn: ({ signal }) => api<Booking[]>('/api/me/bookings', { signal }),
});

/** The key makes a double click or a retry after a lost answer one booking. */
export const createBooking = (input: CreateBookingRequest, idempotencyKey: string) =>
  api<Booking>('/api/bookings', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });

export const cancelBooking = (id: string) => api<Booking>(`/api/bookings/${id}/cancel`, { method: 'POST' });

/** Who is playing an own booking, changed until its round. */
export const changePlayers = (id: string, players: ChangePlayersRequest) =>
  api<Booking>(`/api/bookings/${id}/players`, { method: 'PATCH', body: players });

/** Where to pay a booking: the card checkout while its places are held, else its confirmation. The key makes a double click one checkout. */
export const startCheckout = (bookingId: string, idempotencyKey: string) =>
  api<Checkout>(`/api/bookings/${bookingId}/checkout`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
  });
