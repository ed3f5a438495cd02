import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../contract/bookings';
import { zurichInstant } from '../../../contract/zurich-time';
import { sortBookings } from './booking-sections';

const booking = (id: string, status: Booking['status'], date: string, time: string) =>
  ({ id, status, teeTime: { id, date, time, holeCount: 18 } }) as Booking;

describe('My bookings sections', () => {
  // As the API sends them: latest round first.
  const bookings = [
    booking('next-week', 'confirmed', '2026-11-30', '09:00'),
    booking('cancelled-tomorrow', 'cancelled', '2026-11-24', '10:00'),
    booking('tomorrow', 'confirmed', '2026-11-24', '08:00'),
    booking('tonight', 'pending', '2026-11-23', '21:00'),
    booking('this-afternoon', 'confirmed', '2026-11-23', '14:00'),
    booking('lapsed', 'expired', '2026-11-22', '10:00'),
    booking('played', 'completed', '2026-11-20', '10:00'),
  ];

  it('puts cancelled rounds apart, and a round that has begun under past rounds, at Monday 20:35', () => {
    const sections = sortBookings(bookings, zurichInstant('2026-11-23', '20:35'));
    expect(sections.upcoming.map((item) => item.id)).toEqual(['tonight', 'tomorrow', 'next-week']);
    expect(sections.past.map((item) => item.id)).toEqual(['this-afternoon', 'played']);
    expect(sections.cancelled.map((item) => item.id)).toEqual(['cancelled-tomorrow', 'lapsed']);
  });

  it("moves tonight's round to the past once it has started", () => {
    const sections = sortBookings(bookings, zurichInstant('2026-11-23', '21:00'));
    expect(sections.upcoming.map((item) => item.id)).toEqual(['tomorrow', 'next-week']);
    expect(sections.past.map((item) => item.id)).toEqual(['tonight', 'this-afternoon', 'played']);
  });
});
