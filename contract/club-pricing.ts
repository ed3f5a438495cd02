import { z } from 'zod';
import { clockSchema } from './club-admin';
import { chfPriceSchema } from './common';
import { isWeekend } from './zurich-time';

/** Amounts are handled in Rappen (hundredths of a franc) so that no binary rounding reaches a price. */
const rappen = (chf: number) => Math.round(chf * 100);

/** Swiss cash rounding: to the nearest 5 Rappen. */
export function roundToFiveRappen(chf: number): number {
  return (Math.round(rappen(chf) / 5) * 5) / 100;
}

/** The smallest price a round can have, CHF. */
const MIN_PRICE = 0.05;

/** Nine holes cost this share of eighteen. */
export const NINE_HOLE_SHARE = 0.6;

const percent = z.number().int('must be a whole number').min(0, 'must be at least 0').max(90, 'must be at most 90');

/** A club's price list for 18 holes; new schedules can take their prices from it. */
export const clubPricingSchema = z.object({
  /** The regular weekday green fee. */
  weekdayStandardPrice: chfPriceSchema,
  /** What golfers save on weekdays through us, percent. */
  weekdayDiscount: percent,
  /** The weekend green fee (Saturday and Sunday), paid as it is. */
  weekendPrice: chfPriceSchema,
  /** From this start on, rounds get the twilight discount on top; null for none. */
  twilightStart: clockSchema.nullable(),
  twilightDiscount: percent,
});
export type ClubPricing = z.infer<typeof clubPricingSchema>;

/** The list price and the price a golfer pays for one player, for a start on a date, from the club's price list. */
export function pricesFor(
  pricing: ClubPricing,
  slot: { date: string; time: string; holes: 9 | 18 },
): { originalPrice: number; discountedPrice: number } {
  const weekend = isWeekend(slot.date);
  const share = slot.holes === 9 ? NINE_HOLE_SHARE : 1;
  const list = (weekend ? pricing.weekendPrice : pricing.weekdayStandardPrice) * share;
  const twilight = pricing.twilightStart !== null && slot.time >= pricing.twilightStart ? pricing.twilightDiscount : 0;
  const dayDiscount = weekend ? 0 : pricing.weekdayDiscount;
  const paid = (list * (100 - dayDiscount) * (100 - twilight)) / 10_000;
  // Discounts on the smallest list price could round to CHF 0: a round is never given away.
  const asPrice = (chf: number) => Math.max(MIN_PRICE, roundToFiveRappen(chf));
  return { originalPrice: asPrice(list), discountedPrice: asPrice(paid) };
}
