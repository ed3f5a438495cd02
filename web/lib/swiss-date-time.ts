import { clockTime } from '../../contract/zurich-time';

/**
 * Swiss ways of writing a date (dd.mm.yyyy) and a time (24-hour HH:mm), in every language of the app,
 * to and from the ISO forms the API speaks (yyyy-MM-dd, HH:mm).
 */

/** "2026-05-01" → "01.05.2026". */
export function swissDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return isoDate ? `${day}.${month}.${year}` : '';
}

/** "1.5.2026", "01.05.26" → "2026-05-01"; null for anything that is not a real day. */
export function parseSwissDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31.02. would roll over into March: only a day the calendar has is a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "7:30", "07.30", "0730" → "07:30"; null for anything that is not a time of day. */
export function parseSwissTime(text: string): string | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return clockTime(hours * 60 + minutes);
}
