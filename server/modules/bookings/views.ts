import { bookingReference, type Booking } from '../../../contract/bookings';
import { MYSTERY_WINDOW_MINUTES } from '../../../contract/mystery';
import type { Language } from '../../../contract/common';
import type { PlayerDetails } from '../../../contract/players';
import { playerRulesFrom } from '../../db/player-rules';
import { clockTime, zurichInstant } from '../../../contract/zurich-time';
import { cancellationTerms, DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import { roundCalendar } from '../../domain/calendar';
import { paymentSummary } from '../../domain/payment-status';
import { translate } from '../../i18n/translate';
import type { BookingViewRow } from './repo';

/**
 * When the round starts as far as cancelling goes: the tee time, or for a mystery booking the start of the
 * window the golfer booked (our terms: free until 24 hours before the window).
 */
export function roundStartsAt(row: BookingViewRow): Date {
  if (row.isMystery && row.mysteryWindowStart !== null) {
    return zurichInstant(row.date, clockTime(row.mysteryWindowStart));
  }
  return zurichInstant(row.date, row.time.slice(0, 5));
}

/**
 * Whether a booking may name its club and exact time: always, but for a mystery booking only once it is booked
 * for good (to be paid at the club, or paid by card). An unpaid card hold, or one that lapsed or was given up,
 * names only what the golfer chose, so that leaving the payment page reveals nothing.
 */
export function isRevealed(row: BookingViewRow): boolean {
  return !row.isMystery || row.charge?.provider === 'club' || row.charge?.status === 'succeeded';
}

/** The window a mystery booking was sold with, as a golfer saw it. */
function mysteryOf(row: BookingViewRow): Booking['mystery'] {
  if (!row.isMystery || row.mysteryWindowStart === null) return null;
  return {
    region: row.mysteryRegion ?? '',
    timeWindow: {
      start: clockTime(row.mysteryWindowStart),
      end: clockTime(row.mysteryWindowStart + MYSTERY_WINDOW_MINUTES),
    },
  };
}

export function toBooking(row: BookingViewRow, now: Date): Booking {
  const revealed = isRevealed(row);
  const terms = cancellationTerms(
    { status: row.status, roundStartsAt: roundStartsAt(row), totalPrice: row.totalPrice },
    row.cancellationHours ?? DEFAULT_CANCELLATION_HOURS,
    now,
  );
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    playerCount: row.playerCount,
    pricePerPlayer: row.pricePerPlayer,
    totalPrice: row.totalPrice,
    originalPricePerPlayer: row.originalPrice,
    isMystery: row.isMystery,
    createdAt: row.createdAt.toISOString(),
    holdExpiresAt: row.status === 'pending' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    payment: paymentSummary(row.charge, row.refund, row.status),
    cancellation: terms.refusal === null ? { free: terms.free, freeUntil: terms.freeUntil, cost: terms.cost } : null,
    mystery: mysteryOf(row),
    teeTime: {
      id: revealed ? row.teeTimeId : null,
      date: row.date,
      time: revealed ? row.time.slice(0, 5) : null,
      holeCount: row.holeCount,
    },
    club: revealed
      ? { id: row.clubId, name: row.clubName, city: row.city, canton: row.canton, address: row.address }
      : null,
    players: {
      golfer: storedDetails(row.golferDetails),
      guests: row.guests.map((guest) => ({ name: guest.name, ...storedDetails(guest) })),
    },
    playerRules: playerRulesFrom(row.playerRules),
    playersChangeable: playersChangeable(row, now),
  };
}

const storedDetails = (details: PlayerDetails) => ({
  handicapIndex: details.handicapIndex ?? null,
  swissGolfNumber: details.swissGolfNumber ?? null,
});

/** The golfer may change who plays while the booking is active and its round has not started. */
export function playersChangeable(row: BookingViewRow, now: Date): boolean {
  return (row.status === 'pending' || row.status === 'confirmed') && now < roundStartsAt(row);
}

/** What a notification about a booking says: for a mystery booking not revealed (yet), its region and window. */
export function notificationFacts(row: BookingViewRow, revealed = isRevealed(row)) {
  const mystery = revealed ? null : mysteryOf(row);
  return {
    club: mystery ? mystery.region : row.clubName,
    date: row.date,
    time: mystery ? `${mystery.timeWindow.start}–${mystery.timeWindow.end}` : row.time.slice(0, 5),
    players: row.playerCount,
    amount: row.totalPrice,
  };
}

/** The round's calendar file; a cancelled booking's takes the round out of the calendar. */
export function calendarOf(row: BookingViewRow, language: Language, now: Date): string {
  const t = (key: string, values: Record<string, string>) => translate(language, key, values);
  return roundCalendar({
    uid: `${row.id}@swissteetimes.ch`,
    date: row.date,
    time: row.time.slice(0, 5),
    holes: row.holeCount,
    summary: t('calendar.summary', {
      club: row.clubName,
      holes: translate(language, 'courses.holesShort', { count: row.holeCount }),
    }),
    location: `${row.clubName}, ${row.address ?? row.city}`,
    description: t('calendar.description', {
      players: translate(language, 'booking.playerCount', { count: row.playerCount }),
      booking: row.id,
    }),
    stamp: now,
    cancelled: row.status === 'cancelled',
  });
}
