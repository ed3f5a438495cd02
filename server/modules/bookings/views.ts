import { bookingReference, type Booking } from '../../../contract/bookings';
import type { Language } from '../../../contract/common';
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

export function toBooking(row: BookingViewRow, now: Date): Booking {
  const terms = cancellationTerms({ status: row.status, roundStartsAt: roundStartsAt(row), totalPrice: row.totalPrice }, row.cancellationHours ?? DEFAULT_CANCELLATION_HOURS, now);
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
    teeTime: { id: row.teeTimeId, date: row.date, time: row.time.slice(0, 5), holeCount: row.holeCount },
    club: { id: row.clubId, name: row.clubName, city: row.city, canton: row.canton, address: row.address },
  };
}

/** What a notification about a booking says. */
export function notificationFacts(row: BookingViewRow) {
  return { club: row.clubName, date: row.date, time: row.time.slice(0, 5), players: row.playerCount, amount: row.totalPrice };
}

export function calendarOf(row: BookingViewRow, language: Language, now: Date): string {
  const t = (key: string, values: Record<string, string>) => translate(language, key, values);
  return roundCalendar({
    uid: `${row.id}@swissteetimes.ch`,
    date: row.date,
    time: row.time.slice(0, 5),
    holes: row.holeCount,
    summary: t('calendar.summary', { club: row.clubName, holes: translate(language, 'courses.holesShort', { count: row.holeCount }) }),
    location: `${row.clubName}, ${row.address ?? row.city}`,
    description: t('calendar.description', { players: translate(language, 'booking.playerCount', { count: row.playerCount }), booking: row.id }),
    stamp: now,
  });
}
