import { format } from 'date-fns';
import { zurichDate, zurichTime, type ZurichMoment } from '../../contract/zurich-time';
import { dateLocale } from './i18n/date-locale';

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
    chf = new Intl.NumberFormat(`${language}-CH`, {
      style: 'currency',
      currency: 'CHF',
      minimumFractionDigits: decimals,
    });
    chfFormats.set(key, chf);
  }
  return chf.format(amount);
}

/** A Zurich wall-clock moment as terms state it, e.g. "Tue 24.11.2026, 14:06" (24-hour, the reader's weekday). */
export function formatMoment(moment: ZurichMoment, language: string): string {
  return `${format(calendarDay(moment.date), 'EEE dd.MM.yyyy', { locale: dateLocale(language) })}, ${moment.time}`;
}

/** An instant (ISO) as Zurich's wall clock shows it, in the form of `formatMoment`. */
export function formatInstant(iso: string, language: string): string {
  const instant = new Date(iso);
  return formatMoment({ date: zurichDate(instant), time: zurichTime(instant) }, language);
}

/** A calendar day (yyyy-MM-dd) in the reader's Swiss form, e.g. "Mittwoch, 25. November 2026" or "Mi., 25.11.". */
export function formatDay(isoDate: string, language: string, style: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(`${language}-CH`, {
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { weekday: 'short', day: '2-digit', month: '2-digit' }),
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
