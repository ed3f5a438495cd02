import { describe, expect, it } from 'vitest';
import { openSlots } from './availability';

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
