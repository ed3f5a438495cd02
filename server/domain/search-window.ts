import type { HoleChoice, TimeOfDay } from '../../contract/search';
import { addDays } from '../../contract/zurich-time';

/** Wall-clock bounds of a time of day (API.md): morning before 11:00, midday 11:00 to before 14:00, afternoon 14:00 and later. */
export function timeOfDayBounds(time: TimeOfDay): { from: string | null; before: string | null } {
  switch (time) {
    case 'morning':
      return { from: null, before: '11:00' };
    case 'midday':
      return { from: '11:00', before: '14:00' };
    case 'afternoon':
      return { from: '14:00', before: null };
    case 'any_time':
      return { from: null, before: null };
  }
}

export function holeCountsFor(holes: HoleChoice): number[] {
  return holes === '9' ? [9] : holes === '18' ? [18] : [9, 18];
}

/** A searchable date is today or later in Zurich, and not more than a year ahead. */
export function isSearchableDate(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, 365);
}
