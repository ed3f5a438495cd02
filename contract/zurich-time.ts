/** Club times are wall-clock times in Europe/Zurich; these helpers turn an instant into that wall clock. */
export const ZURICH = 'Europe/Zurich';

const dateFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (yyyy-MM-dd) in Zurich at the given instant. */
export function zurichDate(now: Date): string {
  return dateFormatter.format(now);
}

/** Adds whole days to a yyyy-MM-dd date, independent of time zones and DST. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a yyyy-MM-dd date: 0 Sunday to 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const timeFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: ZURICH, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time (HH:mm) in Zurich at the given instant. */
export function zurichTime(now: Date): string {
  return timeFormatter.format(now);
}
