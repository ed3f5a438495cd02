/** Parses yyyy-MM-dd as a local calendar day, for formatting only. */
export function calendarDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

// Made once per language and number of decimals: making a number format costs far more than using one.
const chfFormats = new Map<string, Intl.NumberFormat>();

/** CHF as Swiss readers expect it: whole francs without decimals, or always with Rappen for accounts. */
export function formatChf(amount: number, language: string, { rappen = false } = {}): string {
  const decimals = rappen || amount % 1 !== 0 ? 2 : 0;
  const key = `${language}-${decimals}`;
  let chf = chfFormats.get(key);
  if (!chf) {
    chf = new Intl.NumberFormat(`${language}-CH`, { style: 'currency', currency: 'CHF', minimumFractionDigits: decimals });
    chfFormats.set(key, chf);
  }
  return chf.format(amount);
}
