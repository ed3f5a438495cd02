/** Discount percent of a price against its list price, rounded to a whole percent (spec). */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (!(originalPrice > 0) || discountedPrice >= originalPrice) return 0;
  return Math.round((1 - discountedPrice / originalPrice) * 100);
}

/** Flames of a price among the day's prices: the cheapest distinct price 2, the second cheapest 1, others 0. */
export function flamesFor(price: number, prices: number[]): 0 | 1 | 2 {
  const distinct = [...new Set(prices)].sort((a, b) => a - b);
  if (price === distinct[0]) return 2;
  if (price === distinct[1]) return 1;
  return 0;
}
