/** Club times are wall-clock times in Europe/Zurich; these helpers turn an instant into that wall clock. */
export const ZURICH = 'Europe/Zurich';

// Made on first use: a format with a time zone loads that zone's rules, which a page may never need.
let dateFormatter: Intl.DateTimeFormat | undefined;
let timeFormatter: Intl.DateTimeFormat | undefined;

/** The calendar date (yyyy-MM-dd) in Zurich at the given instant. */
export function zurichDate(now: Date): string {
  dateFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' });
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

/** The wall-clock time (HH:mm) in Zurich at the given instant. */
export function zurichTime(now: Date): string {
  timeFormatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: ZURICH, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return timeFormatter.format(now);
}

/** The instant at which a Zurich wall-clock date and time (HH:mm) happens, DST included. */
export function zurichInstant(isoDate: string, wallTime: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = wallTime.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // The offset of Zurich at about that moment, read back from the formatter.
  const offsetAt = (instant: number) => {
    const [zy, zm, zd] = zurichDate(new Date(instant)).split('-').map(Number) as [number, number, number];
    const [zh, zmin] = zurichTime(new Date(instant)).split(':').map(Number) as [number, number];
    return Date.UTC(zy, zm - 1, zd, zh, zmin) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** Minutes after midnight of a wall-clock time "HH:mm" (or "HH:mm:ss"). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The wall-clock time "HH:mm" of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
