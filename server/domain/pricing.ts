import { NINE_HOLE_SHARE, roundToFiveRappen } from '../../contract/club-pricing';

export interface TeeTimePriceInput {
  /** The club's weekday green fee for 18 holes, CHF. */
  weekdayStandardPrice: number;
  /** The club's weekday discount, percent. */
  weekdayDiscount: number;
  holes: 9 | 18;
  /** Weekend rounds cost a fifth more, and get half the weekday discount. */
  isWeekend: boolean;
  /** Extra percent off for quiet hours (early morning, twilight), on top of the day's discount. */
  offPeakDiscount?: number;
}

export const WEEKEND_SURCHARGE = 1.2;

/** The list price and the price a golfer pays for one player on one tee time. */
export function teeTimePrices(input: TeeTimePriceInput): { originalPrice: number; discountedPrice: number } {
  const holesShare = input.holes === 9 ? NINE_HOLE_SHARE : 1;
  const dayFactor = input.isWeekend ? WEEKEND_SURCHARGE : 1;
  const originalPrice = Math.round(input.weekdayStandardPrice * holesShare * dayFactor);
  const discount = Math.min(
    90,
    (input.isWeekend ? Math.floor(input.weekdayDiscount / 2) : input.weekdayDiscount) + (input.offPeakDiscount ?? 0),
  );
  const discountedPrice = roundToFiveRappen((originalPrice * (100 - discount)) / 100);
  return { originalPrice, discountedPrice };
}
