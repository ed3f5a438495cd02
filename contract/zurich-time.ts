/**
 * Club times are wall-clock times in Europe/Zurich; these helpers turn an instant into that wall clock.
 * Zurich's clock is computed from its summer-time rule rather than asked of Intl (decision 0010):
 * a time-zone format costs a phone's first screen tens of milliseconds, and the server asks thousands
 * of times. `zurich-time.test.ts` checks every hour of 2000-2045 against the system's time-zone data.
 */
const MINUTE = 60_000;

/** A moment as Zurich's wall clock shows it: yyyy-MM-dd and HH:mm. */
export interface ZurichMoment {
  date: string;
  time: string;
}

/**
 * Minutes Zurich is ahead of UTC at an instant: summer time (UTC+2) from the last Sunday of March to the
 * last Sunday of October, both at 01:00 UTC (the EU rule, which Switzerland follows), otherwise UTC+1.
 */
function zurichOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

/** 01:00 UTC on the last Sunday of a month (0 = January). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The Zurich wall clock at an instant, as an ISO string without its zone (yyyy-MM-ddTHH:mm…). */
function zurichWallClock(now: Date): string {
  const instant = now.getTime();
  return new Date(instant + zurichOffsetMinutes(instant) * MINUTE).toISOString();
}

/** The calendar date (yyyy-MM-dd) in Zurich at the given instant. */
export function zurichDate(now: Date): string {
  return zurichWallClock(now).slice(0, 10);
}

/** Adds whole days to a yyyy-MM-dd date, independent of time zones and DST. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How many days `to` (yyyy-MM-dd) is after `from`, independent of time zones and DST. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** The weekday of a yyyy-MM-dd date: 0 Sunday to 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Saturday or Sunday: the days a club's weekend price applies. */
export const isWeekend = (isoDate: string) => [0, 6].includes(weekdayOf(isoDate));

/** The wall-clock time (HH:mm) in Zurich at the given instant. */
export function zurichTime(now: Date): string {
  return zurichWallClock(now).slice(11, 16);
}

/** The instant at which a Zurich wall-clock date and time (HH:mm) happens, DST included. */
export function zurichInstant(isoDate: string, wallTime: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = wallTime.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at about that moment, then at the instant it gives (right across a change of clocks).
  const first = asUtc - zurichOffsetMinutes(asUtc) * MINUTE;
  return new Date(asUtc - zurichOffsetMinutes(first) * MINUTE);
}

/** Minutes after midnight of a wall-clock time "HH:mm" (or "HH:mm:ss"). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The wall-clock time "HH:mm" of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
