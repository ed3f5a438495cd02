/** Discount percent of a price against its list price, rounded to a whole percent (spec). */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (!(originalPrice > 0) || discountedPrice >= originalPrice) return 0;
  return Math.round((1 - discountedPrice / originalPrice) * 100);
}

/**
 * Flames of a price among the day's prices: the cheapest distinct price 2, the second cheapest 1, others 0.
 * The two cheapest are found once per day (a club's day has dozens of times, a search thousands).
 */
export function flamesAmong(prices: number[]): (price: number) => 0 | 1 | 2 {
  let cheapest = Infinity;
  let second = Infinity;
  for (const price of prices) {
    if (price < cheapest) [cheapest, second] = [price, cheapest];
    else if (price > cheapest && price < second) second = price;
  }
  return (price) => (price === cheapest ? 2 : price === second ? 1 : 0);
}
