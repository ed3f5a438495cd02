import { format } from 'date-fns';
import { zurichDate, zurichTime, type ZurichMoment } from '../../contract/zurich-time';
import { dateLocale } from './i18n/date-locale';
import { numericDay } from '../../contract/day-format';

/** Parses yyyy-MM-dd as a local calendar day, for formatting only. */
export function calendarDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Money as everywhere in the product: "CHF 1'250.00" (contract/money.ts). */
export { formatChf } from '../../contract/money';

/** Days as everywhere in the product: "Mittwoch, 25. November 2026", "Mi., 25.11." (contract/day-format.ts). */
export { formatDay } from '../../contract/day-format';

const weekdayPatterns = { full: 'EEEE, dd.MM.yyyy', short: 'EEE dd.MM.yyyy', noYear: 'EEE dd.MM.' } as const;

/** A calendar day (yyyy-MM-dd) with its weekday in the reader's language: "Dienstag, 24.11.2026", "Di. 24.11.2026", "Di. 24.11.". */
export function formatWeekday(isoDate: string, language: string, style: keyof typeof weekdayPatterns): string {
  return format(calendarDay(isoDate), weekdayPatterns[style], { locale: dateLocale(language) });
}

/** A month (yyyy-MM) as its name and year in the reader's language: "November 2026". */
export function formatMonth(month: string, language: string): string {
  return format(calendarDay(`${month}-01`), 'LLLL yyyy', { locale: dateLocale(language) });
}

/** A saving in percent as deals state it: one decimal at most ("20", "12.5"). */
export const formatPercent = (percent: number): string => String(Math.round(percent * 10) / 10);

/** A Zurich wall-clock moment as terms state it, e.g. "Tue 24.11.2026, 14:06" (24-hour, the reader's weekday). */
export function formatMoment(moment: ZurichMoment, language: string): string {
  return `${formatWeekday(moment.date, language, 'short')}, ${moment.time}`;
}

/** An instant (ISO)'s time of day on Zurich's wall clock, e.g. "14:06", wherever the browser is. */
export const formatInstantTime = (iso: string): string => zurichTime(new Date(iso));

/** An instant (ISO)'s day in Zurich, e.g. "24.11.2026", wherever the browser is. */
export const formatInstantDay = (iso: string): string => numericDay(zurichDate(new Date(iso)));

/** An instant (ISO) as Zurich's wall clock shows it, in the form of `formatMoment`. */
export function formatInstant(iso: string, language: string): string {
  const instant = new Date(iso);
  return formatMoment({ date: zurichDate(instant), time: zurichTime(instant) }, language);
}
