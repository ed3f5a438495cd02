import { describe, expect, it } from 'vitest';
import { openSlots, playersHoldingSeats } from './availability';

const now = new Date('2026-11-21T12:00:00Z');

describe('openSlots', () => {
  it.each([
    [4, 0, 4],
    [4, 3, 1],
    [4, 4, 0],
    [4, 6, 0],
    [2, 1, 1],
    ['four', 1, 3],
    [null, 0, 4],
    [Number.NaN, 2, 2],
  ])('capacity %o with %i players booked leaves %i open', (capacity, booked, expected) => {
    expect(openSlots(capacity, booked)).toBe(expected);
  });
});

describe('playersHoldingSeats', () => {
  it('counts confirmed, completed and unexpired pending bookings only', () => {
    const bookings = [
      { playerCount: 1, status: 'confirmed' },
      { playerCount: 2, status: 'completed' },
      { playerCount: 1, status: 'cancelled' },
      { playerCount: 1, status: 'no_show' },
      { playerCount: 1, status: 'pending', holdExpiresAt: new Date('2026-11-21T12:10:00Z') },
      { playerCount: 3, status: 'pending', holdExpiresAt: new Date('2026-11-21T11:59:59Z') },
    ];
    expect(playersHoldingSeats(bookings, now)).toBe(4);
  });
});
