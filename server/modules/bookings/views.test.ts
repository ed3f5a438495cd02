import { describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import type { BookingViewRow } from './repo';
import { roundStartsAt, toBooking } from './views';

const row = (values: Partial<BookingViewRow>): BookingViewRow => ({
  id: 'b1',
  userId: 'u1',
  status: 'confirmed',
  playerCount: 2,
  pricePerPlayer: 60,
  totalPrice: 120,
  isMystery: false,
  language: 'en',
  source: 'online',
  contactName: null,
  contactEmail: null,
  holdExpiresAt: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  teeTimeId: 't1',
  date: '2026-11-28',
  time: '10:00:00',
  holeCount: 18,
  originalPrice: 100,
  clubId: 'c1',
  clubName: 'Golfclub Test',
  city: 'Bern',
  canton: 'Bern',
  address: 'Golfstrasse 1, 3000 Bern',
  cancellationHours: 24,
  mysteryWindowStart: null,
  mysteryRegion: null,
  charge: null,
  refund: null,
  guests: [],
  golferDetails: {},
  playerRules: [],
  ...values,
});

describe('when a round starts for cancelling', () => {
  it('is the tee time of an ordinary booking', () => {
    expect(roundStartsAt(row({}))).toEqual(zurichInstant('2026-11-28', '10:00'));
  });

  it('is the start of the booked window for a mystery booking (free until 24 hours before the window)', () => {
    const mystery = row({ isMystery: true, mysteryWindowStart: 9 * 60 + 10 });
    expect(roundStartsAt(mystery)).toEqual(zurichInstant('2026-11-28', '09:10'));
    const justInside = new Date(zurichInstant('2026-11-27', '09:30').getTime());
    expect(toBooking(row({}), justInside).cancellation).toEqual({
      free: true,
      freeUntil: { date: '2026-11-27', time: '10:00' },
      cost: 0,
    });
    expect(toBooking(mystery, justInside).cancellation).toEqual({
      free: false,
      freeUntil: { date: '2026-11-27', time: '09:10' },
      cost: 120,
    });
  });
});
