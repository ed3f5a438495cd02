import { MAX_PLAYERS_PER_BOOKING, PAYMENT_HOLD_MINUTES } from '../../contract/bookings';
import { addDays } from '../../contract/zurich-time';
import { openSlots } from './availability';

/** A club's cancellation policy until it sets its own: free until 24 hours before the round. */
export const DEFAULT_CANCELLATION_HOURS = 24;

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

export type BookingRefusal = 'blocked' | 'past' | 'not_open_yet' | 'too_many_players' | 'sold_out';

/** A club's booking rules until it sets its own (club settings). */
export const DEFAULT_BOOKING_RULES = { maxPlayersPerBooking: MAX_PLAYERS_PER_BOOKING, bookingWindowDays: 14 };

/**
 * Whether a tee time can take `playerCount` more players at `now` (Zurich wall clock given as date and time),
 * under the club's rules: at most so many players per booking, and no booking further ahead than its window.
 */
export function bookingRefusal(
  teeTime: { date: string; time: string; isBlocked: boolean; slotsAvailable: number; bookedPlayers: number },
  playerCount: number,
  now: { date: string; time: string },
  rules: { maxPlayersPerBooking: number; bookingWindowDays: number } = DEFAULT_BOOKING_RULES,
): BookingRefusal | null {
  if (teeTime.isBlocked) return 'blocked';
  const start = `${teeTime.date} ${teeTime.time.slice(0, 5)}`;
  if (start <= `${now.date} ${now.time}`) return 'past';
  if (teeTime.date > addDays(now.date, rules.bookingWindowDays)) return 'not_open_yet';
  if (playerCount > rules.maxPlayersPerBooking) return 'too_many_players';
  if (playerCount > openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers)) return 'sold_out';
  return null;
}

/** Total of a booking in Rappen-exact CHF. */
export function bookingTotal(pricePerPlayer: number, playerCount: number): number {
  return Math.round(pricePerPlayer * 100 * playerCount) / 100;
}

export type CancellationRefusal = 'not_active' | 'started';

/** Whether a booking can still be cancelled, and whether it is free under the club's policy (hours before the round). */
export function cancellationTerms(
  booking: { status: string; roundStartsAt: Date },
  cancellationHours: number,
  now: Date,
): { refusal: CancellationRefusal } | { refusal: null; free: boolean } {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return { refusal: 'not_active' };
  if (booking.roundStartsAt <= now) return { refusal: 'started' };
  return { refusal: null, free: booking.roundStartsAt.getTime() - now.getTime() >= cancellationHours * 3_600_000 };
}
