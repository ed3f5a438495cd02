import { describe, expect, it } from 'vitest';
import { bookingRefusal, bookingTotal, cancellationTerms } from './booking-policy';

const teeTime = { date: '2026-11-23', time: '09:00:00', isBlocked: false, slotsAvailable: 4, bookedPlayers: 1 };
const now = { date: '2026-11-22', time: '18:00' };

describe('bookingRefusal', () => {
  it.each([
    [{}, 3, null],
    [{}, 4, 'sold_out'],
    [{ bookedPlayers: 4 }, 1, 'sold_out'],
    [{ isBlocked: true }, 1, 'blocked'],
    [{ date: '2026-11-22', time: '18:00:00' }, 1, 'past'],
    [{ date: '2026-11-22', time: '18:10:00' }, 1, null],
    [{ date: '2026-11-21' }, 1, 'past'],
    [{ date: '2026-12-06' }, 1, null],
    [{ date: '2026-12-07' }, 1, 'not_open_yet'],
  ] as const)('%o for %i players: %s', (change, players, expected) => {
    expect(bookingRefusal({ ...teeTime, ...change }, players, now)).toBe(expected);
  });

  it("applies the club's own rules: fewer players per booking, a shorter window", () => {
    const rules = { maxPlayersPerBooking: 2, bookingWindowDays: 3 };
    expect(bookingRefusal(teeTime, 2, now, rules)).toBeNull();
    expect(bookingRefusal(teeTime, 3, now, rules)).toBe('too_many_players');
    expect(bookingRefusal({ ...teeTime, date: '2026-11-25' }, 1, now, rules)).toBeNull();
    expect(bookingRefusal({ ...teeTime, date: '2026-11-26' }, 1, now, rules)).toBe('not_open_yet');
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
  it.each([
    ['confirmed', '2026-11-22T08:00:00Z', { refusal: null, free: true }],
    ['confirmed', '2026-11-22T08:00:01Z', { refusal: null, free: false }],
    ['pending', '2026-11-20T08:00:00Z', { refusal: null, free: true }],
    ['confirmed', '2026-11-23T08:00:00Z', { refusal: 'started' }],
    ['cancelled', '2026-11-20T08:00:00Z', { refusal: 'not_active' }],
    ['completed', '2026-11-20T08:00:00Z', { refusal: 'not_active' }],
  ])('%s at %s: %o', (status, now, expected) => {
    expect(cancellationTerms({ status, roundStartsAt: start }, 24, new Date(now))).toEqual(expected);
  });
});
