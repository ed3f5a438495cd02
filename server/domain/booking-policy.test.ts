import { describe, expect, it } from 'vitest';
import { zurichInstant } from '../../contract/zurich-time';
import { bookingRefusal, bookingTotal, cancellationTerms, DEFAULT_BOOKING_RULES, timeRefusal } from './booking-policy';

const teeTime = { date: '2026-11-24', time: '09:00:00', isBlocked: false, slotsAvailable: 4, bookedPlayers: 1 };
/** Monday 23.11.2026, 20:35 in Zurich (winter time, UTC+1). */
const mondayEvening = zurichInstant('2026-11-23', '20:35');

describe('bookingRefusal', () => {
  it.each([
    [{}, 3, null],
    [{}, 4, 'not_enough_places'],
    [{ bookedPlayers: 4 }, 1, 'sold_out'],
    [{ isBlocked: true }, 1, 'tee_time_blocked'],
    [{ date: '2026-11-23', time: '18:00:00' }, 1, 'tee_time_started'],
    [{ date: '2026-11-23', time: '20:35:00' }, 1, 'tee_time_started'],
    [{ date: '2026-11-23', time: '20:50:00' }, 1, 'booking_closed'],
    [{ date: '2026-11-23', time: '20:51:00' }, 1, null],
    [{ date: '2026-11-22' }, 1, 'tee_time_started'],
    [{ date: '2026-12-07' }, 1, null],
    [{ date: '2026-12-08' }, 1, 'outside_booking_window'],
  ] as const)('%o for %i players at Monday 20:35: %s', (change, players, expected) => {
    expect(bookingRefusal({ ...teeTime, ...change }, players, mondayEvening)).toBe(expected);
  });

  it("applies the club's own rules: fewer players per booking, a shorter window, a longer lead time", () => {
    const rules = { maxPlayersPerBooking: 2, bookingWindowDays: 3, minLeadMinutes: 60 };
    expect(bookingRefusal(teeTime, 2, mondayEvening, rules)).toBeNull();
    expect(bookingRefusal(teeTime, 3, mondayEvening, rules)).toBe('too_many_players');
    expect(bookingRefusal({ ...teeTime, date: '2026-11-26' }, 1, mondayEvening, rules)).toBeNull();
    expect(bookingRefusal({ ...teeTime, date: '2026-11-27' }, 1, mondayEvening, rules)).toBe('outside_booking_window');
    expect(bookingRefusal({ ...teeTime, date: '2026-11-23', time: '21:35' }, 1, mondayEvening, rules)).toBe(
      'booking_closed',
    );
    expect(bookingRefusal({ ...teeTime, date: '2026-11-23', time: '21:36' }, 1, mondayEvening, rules)).toBeNull();
  });

  it('counts the lead time in real minutes across the changes of clocks', () => {
    // 29.03.2026 01:50 winter time; 15 minutes later the clocks show 03:05 summer time.
    const springNight = new Date('2026-03-29T00:50:00Z');
    expect(timeRefusal({ date: '2026-03-29', time: '03:05' }, springNight, DEFAULT_BOOKING_RULES)).toBe(
      'booking_closed',
    );
    expect(timeRefusal({ date: '2026-03-29', time: '03:06' }, springNight, DEFAULT_BOOKING_RULES)).toBeNull();
    // 25.10.2026 02:30 summer time (00:30 UTC): the hour from 02:00 comes twice; 03:00 is 90 minutes away.
    const autumnNight = new Date('2026-10-25T00:30:00Z');
    expect(
      timeRefusal({ date: '2026-10-25', time: '02:40' }, autumnNight, { ...DEFAULT_BOOKING_RULES, minLeadMinutes: 60 }),
    ).toBeNull();
    expect(timeRefusal({ date: '2026-10-25', time: '01:59' }, autumnNight, DEFAULT_BOOKING_RULES)).toBe(
      'tee_time_started',
    );
  });

  it('closes the booking window at midnight in Zurich, not in UTC', () => {
    // 23:50 in Zurich is 22:50 UTC on the same day; the last bookable day is today + 14.
    const lateEvening = zurichInstant('2026-11-23', '23:50');
    expect(timeRefusal({ date: '2026-12-07', time: '08:00' }, lateEvening, DEFAULT_BOOKING_RULES)).toBeNull();
    expect(timeRefusal({ date: '2026-12-08', time: '08:00' }, lateEvening, DEFAULT_BOOKING_RULES)).toBe(
      'outside_booking_window',
    );
    expect(
      timeRefusal({ date: '2026-12-08', time: '08:00' }, zurichInstant('2026-11-24', '00:05'), DEFAULT_BOOKING_RULES),
    ).toBeNull();
  });
});

describe('bookingTotal', () => {
  it.each([
    [54.05, 3, 162.15],
    [0.1, 3, 0.3],
    [99.95, 4, 399.8],
  ])('%d CHF for %i players is %d CHF', (price, players, total) => {
    expect(bookingTotal(price, players)).toBe(total);
  });
});

describe('cancellationTerms', () => {
  const start = new Date('2026-11-23T08:00:00Z');
  const freeUntil = { date: '2026-11-22', time: '09:00' };
  it.each([
    ['confirmed', '2026-11-22T08:00:00Z', { refusal: null, free: true, freeUntil, cost: 0 }],
    ['confirmed', '2026-11-22T08:00:01Z', { refusal: null, free: false, freeUntil, cost: 168 }],
    ['pending', '2026-11-20T08:00:00Z', { refusal: null, free: true, freeUntil, cost: 0 }],
    ['confirmed', '2026-11-23T08:00:00Z', { refusal: 'started' }],
    ['cancelled', '2026-11-20T08:00:00Z', { refusal: 'not_active' }],
    ['completed', '2026-11-20T08:00:00Z', { refusal: 'not_active' }],
  ])('%s at %s: %o', (status, now, expected) => {
    expect(cancellationTerms({ status, roundStartsAt: start, totalPrice: 168 }, 24, new Date(now))).toEqual(expected);
  });
});
