/** Discount percent of a price against its list price, rounded to a whole percent (spec). */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (!(originalPrice > 0) || discountedPrice >= originalPrice) return 0;
  return Math.round((1 - discountedPrice / originalPrice) * 100);
}
