import { describe, expect, it } from 'vitest';
import { roundToFiveRappen, teeTimePrices } from './pricing';

describe('roundToFiveRappen', () => {
  it.each([
    [10.02, 10],
    [10.03, 10.05],
    [10.07, 10.05],
    [10.08, 10.1],
    [99.975, 100],
  ])('%d CHF is charged as %d CHF', (amount, expected) => {
    expect(roundToFiveRappen(amount)).toBe(expected);
  });
});

describe('teeTimePrices', () => {
  it.each([
    { holes: 18, isWeekend: false, original: 120, discounted: 90 },
    { holes: 9, isWeekend: false, original: 72, discounted: 54 },
    { holes: 18, isWeekend: true, original: 144, discounted: 126.7 },
    { holes: 9, isWeekend: true, original: 86, discounted: 75.7 },
  ] as const)('$holes holes, weekend $isWeekend: $original list, $discounted to pay', ({ holes, isWeekend, original, discounted }) => {
    expect(teeTimePrices({ weekdayStandardPrice: 120, weekdayDiscount: 25, holes, isWeekend })).toEqual({
      originalPrice: original,
      discountedPrice: discounted,
    });
  });

  it('adds an off-peak discount to the day discount', () => {
    expect(teeTimePrices({ weekdayStandardPrice: 100, weekdayDiscount: 20, holes: 18, isWeekend: false, offPeakDiscount: 15 }).discountedPrice).toBe(65);
    expect(teeTimePrices({ weekdayStandardPrice: 100, weekdayDiscount: 20, holes: 18, isWeekend: true, offPeakDiscount: 15 }).discountedPrice).toBe(90);
  });

  it('rounds an odd discount to 5 Rappen', () => {
    expect(teeTimePrices({ weekdayStandardPrice: 97, weekdayDiscount: 33, holes: 18, isWeekend: false }).discountedPrice).toBe(65);
  });
});
