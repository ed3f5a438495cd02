import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountPercent, flamesAmong } from './deals';

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

describe('flamesAmong', () => {
  const prices = [80, 60, 60, 70, 90];
  it.each([
    [60, 2],
    [70, 1],
    [80, 0],
    [90, 0],
  ])('%d CHF gets %i flames', (price, flames) => {
    expect(flamesAmong(prices)(price)).toBe(flames);
  });

  it('finds the two cheapest distinct prices in any order', () => {
    const flames = flamesAmong([90, 70, 90, 60, 70, 60]);
    expect([60, 70, 90].map(flames)).toEqual([2, 1, 0]);
  });

  it('gives two flames to a single price', () => {
    expect(flamesAmong([50, 50])(50)).toBe(2);
  });

  it('agrees with sorting the distinct prices, for any day', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 200 }), { minLength: 1, maxLength: 80 }), (prices) => {
        const [first, second] = [...new Set(prices)].sort((a, b) => a - b);
        const flames = flamesAmong(prices);
        return prices.every((price) => flames(price) === (price === first ? 2 : price === second ? 1 : 0));
      }),
    );
  });
});
