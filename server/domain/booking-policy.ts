import { MAX_PLAYERS_PER_BOOKING, PAYMENT_HOLD_MINUTES } from '../../contract/bookings';
import { daysBetween, zurichDate, zurichInstant, zurichTime, type ZurichMoment } from '../../contract/zurich-time';
import { openSlots } from './availability';

/** A club's cancellation policy until it sets its own: free until 24 hours before the round. */
export const DEFAULT_CANCELLATION_HOURS = 24;

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

export interface BookingRules {
  maxPlayersPerBooking: number;
  /** How many days ahead (Zurich calendar days after today) golfers may book. */
  bookingWindowDays: number;
  /** Booking closes this many minutes before the round starts. */
  minLeadMinutes: number;
}

/** A club's booking rules until it sets its own (club settings). */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  maxPlayersPerBooking: MAX_PLAYERS_PER_BOOKING,
  bookingWindowDays: 14,
  minLeadMinutes: 15,
};

/** A club's rules as stored (null without a settings row): its own, or the defaults. */
export function rulesOf(stored: { [K in keyof BookingRules]: number | null }): BookingRules {
  return {
    maxPlayersPerBooking: stored.maxPlayersPerBooking ?? DEFAULT_BOOKING_RULES.maxPlayersPerBooking,
    bookingWindowDays: stored.bookingWindowDays ?? DEFAULT_BOOKING_RULES.bookingWindowDays,
    minLeadMinutes: stored.minLeadMinutes ?? DEFAULT_BOOKING_RULES.minLeadMinutes,
  };
}

/** Why a tee time cannot be booked now, in the order a golfer is told. */
export type TimeRefusal = 'tee_time_started' | 'booking_closed' | 'outside_booking_window';
export type BookingRefusal = 'tee_time_blocked' | TimeRefusal | 'too_many_players' | 'sold_out' | 'not_enough_places';

/**
 * Whether a tee time that starts at `date` `time` (Zurich wall clock) can be booked at `now`: it starts
 * more than the club's minimum lead time from now, and its day lies inside the club's booking window.
 */
export function timeRefusal(
  teeTime: { date: string; time: string },
  now: Date,
  rules: BookingRules,
): TimeRefusal | null {
  const startsAt = zurichInstant(teeTime.date, teeTime.time.slice(0, 5)).getTime();
  return timeRefusalAt(startsAt, daysBetween(zurichDate(now), teeTime.date), now.getTime(), rules);
}

/**
 * The same for a tee time whose start (epoch ms) and day (so many days after today in Zurich) are known: the
 * lists ask it of every time of a day's sheet (server/modules/clubs/day-sheet.ts).
 */
export function timeRefusalAt(
  startsAt: number,
  daysAhead: number,
  now: number,
  rules: Pick<BookingRules, 'minLeadMinutes' | 'bookingWindowDays'>,
): TimeRefusal | null {
  if (startsAt <= now) return 'tee_time_started';
  if (startsAt <= now + rules.minLeadMinutes * 60_000) return 'booking_closed';
  if (daysAhead > rules.bookingWindowDays) return 'outside_booking_window';
  return null;
}

/** Whether `playerCount` more players can book the tee time at `now` under the club's rules, and if not, why. */
export function bookingRefusal(
  teeTime: { date: string; time: string; isBlocked: boolean; slotsAvailable: number; bookedPlayers: number },
  playerCount: number,
  now: Date,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
): BookingRefusal | null {
  if (teeTime.isBlocked) return 'tee_time_blocked';
  const time = timeRefusal(teeTime, now, rules);
  if (time) return time;
  if (playerCount > rules.maxPlayersPerBooking) return 'too_many_players';
  const open = openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers);
  if (open === 0) return 'sold_out';
  if (playerCount > open) return 'not_enough_places';
  return null;
}

/** Total of a booking in Rappen-exact CHF. */
export function bookingTotal(pricePerPlayer: number, playerCount: number): number {
  return Math.round(pricePerPlayer * 100 * playerCount) / 100;
}

/** Until when cancelling a round that starts at `roundStartsAt` is free, and whether that moment is still ahead. */
export function freeCancellation(
  roundStartsAt: Date,
  cancellationHours: number,
  now: Date,
): { freeUntil: ZurichMoment; free: boolean } {
  const until = new Date(roundStartsAt.getTime() - cancellationHours * 3_600_000);
  return { freeUntil: { date: zurichDate(until), time: zurichTime(until) }, free: now <= until };
}

export type CancellationRefusal = 'not_active' | 'started';

/**
 * Whether a booking can still be cancelled and what that costs under the club's policy: nothing until
 * `cancellationHours` before the round, the whole booking after that (owed to the club, or not refunded).
 */
export function cancellationTerms(
  booking: { status: string; roundStartsAt: Date; totalPrice: number },
  cancellationHours: number,
  now: Date,
): { refusal: CancellationRefusal } | { refusal: null; free: boolean; freeUntil: ZurichMoment; cost: number } {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return { refusal: 'not_active' };
  if (booking.roundStartsAt <= now) return { refusal: 'started' };
  const { freeUntil, free } = freeCancellation(booking.roundStartsAt, cancellationHours, now);
  return { refusal: null, free, freeUntil, cost: free ? 0 : booking.totalPrice };
}
