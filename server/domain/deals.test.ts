import { describe, expect, it } from 'vitest';
import { discountPercent } from './deals';

describe('discountPercent', () => {
  it.each([
    [100, 75, 25],
    [120, 90, 25],
    [90, 60, 33],
    [90, 59.95, 33],
    [60, 35, 42],
    [100, 100, 0],
    [100, 120, 0],
    [0, 10, 0],
    [72, 54.05, 25],
  ])('%d CHF for %d CHF is %i%% off', (original, discounted, expected) => {
    expect(discountPercent(original, discounted)).toBe(expected);
  });
});
