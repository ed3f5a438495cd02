import ICAL from 'ical.js';
import { addDays, clockTime, minutesOfDay, zurichDate, zurichTime } from '../../../contract/zurich-time';

/** One day of one occurrence of an event, in Zurich wall-clock time: [from, to), a whole day 00:00 to 24:00. */
export interface CalendarPiece {
  /** The event's UID and the occurrence's start: the same occurrence has the same key from one read to the next. */
  key: string;
  summary: string;
  date: string;
  from: string;
  to: string;
}

export class UnreadableCalendar extends Error {}
export class TooManyEvents extends Error {}

/** Steps through one recurring event's occurrences at most (a daily event since 1970 is about 21,000). */
const ITERATIONS_PER_EVENT = 25_000;
/**
 * Steps taken before the reading lets the server's other work run (about 0.1 ms each): a calendar of long-running
 * daily events takes seconds to expand, and the server answers golfers meanwhile.
 */
const STEPS_BETWEEN_PAUSES = 200;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A time's Zurich date and wall clock: a floating time (or one in a zone the file does not define) is Zurich's. */
function zurichWallClock(time: ICAL.Time): { date: string; time: string } {
  if (time.isDate) return { date: time.toString().slice(0, 10), time: '00:00' };
  if (time.zone === ICAL.Timezone.localTimezone || time.zone?.tzid === 'floating')
    return { date: time.toString().slice(0, 10), time: time.toString().slice(11, 16) };
  const instant = time.toJSDate();
  return { date: zurichDate(instant), time: zurichTime(instant) };
}

/** An occurrence cut into its days, each within [first, last]. */
function piecesOf(
  key: string,
  summary: string,
  start: ICAL.Time,
  end: ICAL.Time | null,
  window: { first: string; last: string },
): CalendarPiece[] {
  const from = zurichWallClock(start);
  // An all-day event without an end is that day; a timed one without an end is its start's tee time.
  const to = end
    ? zurichWallClock(end)
    : start.isDate
      ? { date: addDays(from.date, 1), time: '00:00' }
      : { date: from.date, time: clockTime(minutesOfDay(from.time) + 1) };
  const pieces: CalendarPiece[] = [];
  for (let date = from.date < window.first ? window.first : from.date; date <= to.date && date <= window.last;) {
    const piece = {
      key,
      summary,
      date,
      from: date === from.date ? from.time : '00:00',
      to: date === to.date ? to.time : '24:00',
    };
    if (piece.from < piece.to) pieces.push(piece);
    date = addDays(date, 1);
  }
  return pieces;
}

/**
 * Reads an iCalendar file's events from `first` to `last` (Zurich dates), recurring ones expanded with their
 * exceptions, cancelled ones left out, each cut into its days, in order. Throws UnreadableCalendar for a file
 * that is not iCalendar, TooManyEvents past `limit` pieces.
 */
export async function readCalendar(
  text: string,
  window: { first: string; last: string },
  limit: number,
): Promise<CalendarPiece[]> {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new UnreadableCalendar('not an iCalendar file');
  }
  if (root.name !== 'vcalendar') throw new UnreadableCalendar('not an iCalendar file (no VCALENDAR)');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid ?? `${event.summary}@${event.startDate?.toString()}`, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception);

  const pieces: CalendarPiece[] = [];
  const endOfWindow = ICAL.Time.fromDateString(addDays(window.last, 2));
  const add = (key: string, details: { item: ICAL.Event; startDate: ICAL.Time; endDate: ICAL.Time | null }) => {
    if (details.item.component.getFirstPropertyValue('status') === 'CANCELLED') return;
    const summary = (details.item.summary ?? '').replace(/\s+/g, ' ').trim();
    pieces.push(...piecesOf(key, summary, details.startDate, endOf(details.item) ? details.endDate : null, window));
    if (pieces.length > limit)
      throw new TooManyEvents(`more than ${limit} events between ${window.first} and ${window.last}`);
  };
  let steps = 0;
  try {
    for (const [uid, event] of masters) {
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(uid, { item: event, startDate: event.startDate, endDate: event.endDate });
        continue;
      }
      const occurrences = event.iterator();
      for (let step = 0, next = occurrences.next(); next && step < ITERATIONS_PER_EVENT; step += 1) {
        if (next.compare(endOfWindow) > 0) break;
        const details = event.getOccurrenceDetails(next);
        add(`${uid}|${details.recurrenceId.toString()}`, details);
        next = occurrences.next();
        if (++steps % STEPS_BETWEEN_PAUSES === 0) await pause();
      }
    }
  } catch (error) {
    if (error instanceof TooManyEvents) throw error;
    throw new UnreadableCalendar(error instanceof Error ? error.message : 'its events cannot be read');
  }
  pieces.sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from) || a.key.localeCompare(b.key));
  return pieces;
}

/** An event's end: DTEND, or DTSTART plus DURATION; null when it has neither. */
function endOf(event: ICAL.Event): ICAL.Time | null {
  return event.component.hasProperty('dtend') || event.component.hasProperty('duration') ? event.endDate : null;
}
