import { describe, expect, it } from 'vitest';
import { pricesFor, roundToFiveRappen } from '../../contract/club-pricing';
import { teeTimePrices } from './pricing';

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
  ] as const)(
    '$holes holes, weekend $isWeekend: $original list, $discounted to pay',
    ({ holes, isWeekend, original, discounted }) => {
      expect(teeTimePrices({ weekdayStandardPrice: 120, weekdayDiscount: 25, holes, isWeekend })).toEqual({
        originalPrice: original,
        discountedPrice: discounted,
      });
    },
  );

  it('adds an off-peak discount to the day discount', () => {
    expect(
      teeTimePrices({
        weekdayStandardPrice: 100,
        weekdayDiscount: 20,
        holes: 18,
        isWeekend: false,
        offPeakDiscount: 15,
      }).discountedPrice,
    ).toBe(65);
    expect(
      teeTimePrices({ weekdayStandardPrice: 100, weekdayDiscount: 20, holes: 18, isWeekend: true, offPeakDiscount: 15 })
        .discountedPrice,
    ).toBe(90);
  });

  it('rounds an odd discount to 5 Rappen', () => {
    expect(
      teeTimePrices({ weekdayStandardPrice: 97, weekdayDiscount: 33, holes: 18, isWeekend: false }).discountedPrice,
    ).toBe(65);
  });
});

describe("prices from a club's price list", () => {
  const pricing = {
    weekdayStandardPrice: 120,
    weekdayDiscount: 25,
    weekendPrice: 150,
    twilightStart: '17:00',
    twilightDiscount: 20,
  };
  // 2026-11-25 is a Wednesday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
  it.each([
    [
      'weekday morning, 18 holes',
      { date: '2026-11-25', time: '09:00', holes: 18 },
      { originalPrice: 120, discountedPrice: 90 },
    ],
    [
      'weekday morning, 9 holes',
      { date: '2026-11-25', time: '09:00', holes: 9 },
      { originalPrice: 72, discountedPrice: 54 },
    ],
    ['weekday twilight', { date: '2026-11-25', time: '17:00', holes: 18 }, { originalPrice: 120, discountedPrice: 72 }],
    [
      'weekend, paid as listed',
      { date: '2026-11-28', time: '09:00', holes: 18 },
      { originalPrice: 150, discountedPrice: 150 },
    ],
    [
      'Sunday is weekend too',
      { date: '2026-11-29', time: '09:00', holes: 18 },
      { originalPrice: 150, discountedPrice: 150 },
    ],
    ['weekend twilight', { date: '2026-11-28', time: '18:30', holes: 9 }, { originalPrice: 90, discountedPrice: 72 }],
  ] as const)('%s', (_case, slot, expected) => expect(pricesFor(pricing, slot)).toEqual(expected));

  it('has no twilight without a start time, and rounds to 5 Rappen', () => {
    expect(
      pricesFor(
        { ...pricing, twilightStart: null, weekdayStandardPrice: 97, weekdayDiscount: 33 },
        { date: '2026-11-25', time: '20:00', holes: 18 },
      ),
    ).toEqual({ originalPrice: 97, discountedPrice: 65 });
  });

  it('never prices a round below CHF 0.05, even when discounts on the smallest price would round it to 0', () => {
    const smallest = {
      weekdayStandardPrice: 0.05,
      weekdayDiscount: 90,
      weekendPrice: 0.05,
      twilightStart: '17:00',
      twilightDiscount: 90,
    };
    expect(pricesFor(smallest, { date: '2026-11-25', time: '18:00', holes: 9 })).toEqual({
      originalPrice: 0.05,
      discountedPrice: 0.05,
    });
  });
});
