/** Parses yyyy-MM-dd as a local calendar day, for formatting only. */
export function calendarDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** CHF as Swiss readers expect it: whole francs without decimals, or always with Rappen for accounts. */
export function formatChf(amount: number, language: string, { rappen = false } = {}): string {
  return new Intl.NumberFormat(`${language}-CH`, { style: 'currency', currency: 'CHF', minimumFractionDigits: rappen || amount % 1 !== 0 ? 2 : 0 }).format(amount);
}
