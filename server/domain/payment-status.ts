import type { paymentStatuses } from '../../contract/bookings';

/** What a golfer sees about the money of a booking. */
export type PaymentStatus = (typeof paymentStatuses)[number];

type Stored = { provider: 'club' | 'stripe'; status: 'pending' | 'succeeded' | 'failed' | 'cancelled'; amount: number };

/**
 * The payment summary of a booking from its charge and refund rows; null while nothing was asked for.
 * Paying at the club, a cancellation after the free period leaves the amount owed to the club; the desk marks
 * what it received.
 */
export function paymentSummary(
  charge: Stored | null,
  refund: Stored | null,
  bookingStatus: string,
): { method: 'club' | 'card'; status: PaymentStatus; amount: number } | null {
  if (!charge) return null;
  if (charge.provider === 'club') {
    const status =
      charge.status === 'cancelled'
        ? 'cancelled'
        : charge.status === 'succeeded'
          ? 'paid_at_club'
          : bookingStatus === 'cancelled'
            ? 'owed_to_club'
            : 'due_at_club';
    return { method: 'club', status, amount: charge.amount };
  }
  const status: PaymentStatus =
    refund?.status === 'succeeded'
      ? 'refunded'
      : refund
        ? 'refund_pending'
        : charge.status === 'succeeded'
          ? 'paid'
          : charge.status === 'failed'
            ? 'failed'
            : 'awaiting_payment';
  return { method: 'card', status, amount: charge.amount };
}
