import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking, ChangePlayersRequest } from '../../../contract/bookings';
import {
  bookingKeys,
  bookingQuery,
  cancelBooking,
  changePlayers,
  createBooking,
  myBookingsQuery,
  startCheckout,
  teeTimeQuery,
} from './api';
import { useBookAndPay, type BookAndPayOptions } from './use-book-and-pay';
import { sortBookings } from './booking-sections';

/** A tee time as the golfer is about to book it: places, price, terms, always read fresh. */
export const useTeeTime = (teeTimeId: string) => useQuery(teeTimeQuery(teeTimeId));

/**
 * Books a tee time and opens its payment (see useBookAndPay). A refusal means the tee time changed under
 * the golfer: it is read again, so the page shows it as it is now (places, terms).
 */
export function useBookTeeTime(teeTimeId: string, options: Omit<BookAndPayOptions, 'onRefused'>) {
  const queryClient = useQueryClient();
  return useBookAndPay(createBooking, {
    ...options,
    onRefused: () => void queryClient.invalidateQueries({ queryKey: teeTimeQuery(teeTimeId).queryKey }),
  });
}

/** One of the golfer's bookings; `whilePending` asks again every two seconds while its payment is awaited. */
export const useBooking = (id: string, { whilePending = false } = {}) =>
  useQuery({
    ...bookingQuery(id),
    enabled: Boolean(id),
    refetchInterval: (current) => (whilePending && current.state.data?.status === 'pending' ? 2000 : false),
  });

/** The golfer's bookings, upcoming first, then past, then cancelled. */
export function useMyBookings() {
  const bookings = useQuery(myBookingsQuery);
  return { ...bookings, sections: sortBookings(bookings.data ?? [], new Date()) };
}

/** Opens the card payment of a held booking; the key makes a double click one checkout. A failure reads the booking again. */
export function usePayBooking(id: string) {
  const queryClient = useQueryClient();
  const [checkoutKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => startCheckout(id, checkoutKey),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
  });
}

/** Cancels a booking: it shows as cancelled at once, the golfer's list follows; a refusal reads it again. */
export function useCancelBooking(
  id: string,
  {
    onCancelled,
    onRefused,
  }: { onCancelled: (booking: Booking) => Promise<unknown> | void; onRefused: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: async (cancelled) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, cancelled);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      await onCancelled(cancelled);
    },
    onError: (error) => {
      onRefused(error);
      void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey });
    },
  });
}

/** Changes who is playing a booking: it shows the new players at once, the golfer's list follows; a refusal reads it again. */
export function useChangePlayers(id: string, { onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (players: ChangePlayersRequest) => changePlayers(id, players),
    onSuccess: async (changed) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, changed);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      onChanged();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
  });
}
