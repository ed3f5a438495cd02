import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Booking } from '../../../contract/bookings';
import { toast } from '../../lib/toast';
import { bookingKeys, startCheckout } from './api';

export interface BookAndPayOptions {
  /** After any booking: what else shows it (the golfer's notifications, a list of deals that loses one). */
  onBooked?: () => Promise<unknown>;
  /** Booked and confirmed at once (paying at the club). */
  onConfirmed?: (booking: Booking) => void;
  /** Refused: what the golfer booked changed under them; show it as it is now. */
  onRefused?: () => void;
}

/**
 * Books, then opens the card payment of a booking whose places are held: for a tee time and a mystery deal
 * alike. One booking key and one checkout key per page visit, so that a double click or a retry books once
 * and opens one payment. A payment that cannot be opened leaves the places held: the golfer is told and
 * taken to the booking, which offers the payment again.
 */
export function useBookAndPay<Input>(
  book: (input: Input, idempotencyKey: string) => Promise<Booking>,
  { onBooked, onConfirmed, onRefused }: BookAndPayOptions = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keys] = useState(() => ({ booking: crypto.randomUUID(), checkout: crypto.randomUUID() }));
  const submitted = useRef(false);
  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      const booking = await book(input, keys.booking);
      if (booking.status !== 'pending') return { booking, checkoutUrl: null };
      const checkout = await startCheckout(booking.id, keys.checkout).catch(() => null);
      return { booking, checkoutUrl: checkout?.url ?? null };
    },
    onSuccess: async ({ booking, checkoutUrl }) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await onBooked?.();
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      if (booking.status !== 'pending') return onConfirmed?.(booking);
      toast.error(t('bookingDetail.payFailed'));
      navigate(`/booking/${booking.id}`);
    },
    onError: () => {
      submitted.current = false;
      onRefused?.();
    },
  });
  return {
    /** Books once: further clicks while it runs, or after it booked, do nothing. */
    submit(input: Input) {
      if (submitted.current) return;
      submitted.current = true;
      mutation.mutate(input);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    /** The booking when it was confirmed at once. */
    confirmed: mutation.data && mutation.data.booking.status !== 'pending' ? mutation.data.booking : null,
  };
}

export type BookAndPay<Input> = ReturnType<typeof useBookAndPay<Input>>;
