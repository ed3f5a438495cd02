import { addDays, clockTime, minutesOfDay, weekdayOf, zurichInstant, zurichTime } from '../../contract/zurich-time';

const DAY_MS = 24 * 60 * 60_000;

export interface ScheduleRequest {
  from: string;
  to: string;
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: number[];
  first: string;
  last: string;
  intervalMinutes: number;
}

/** Whether a wall-clock time exists on that day in Zurich (not on the hour skipped when summer time starts). */
export function existsInZurich(date: string, time: string): boolean {
  return zurichTime(zurichInstant(date, time)) === time;
}

/**
 * The tee times of a schedule: on each chosen weekday from `from` to `to`, every `intervalMinutes` from the
 * first to the last start (inclusive), in Zurich wall-clock time. A time that does not exist that day
 * (summer time starts) is left out; a time that occurs twice (summer time ends) is one tee time.
 */
export function scheduleSlots(request: ScheduleRequest): { date: string; time: string }[] {
  const slots: { date: string; time: string }[] = [];
  for (let date = request.from; date <= request.to; date = addDays(date, 1)) {
    if (!request.weekdays.includes(weekdayOf(date) || 7)) continue;
    // Only a day on which the clocks change can lack a time: the others skip the (slow) check of each time.
    const clocksChange =
      zurichInstant(addDays(date, 1), '00:00').getTime() - zurichInstant(date, '00:00').getTime() !== DAY_MS;
    for (
      let minutes = minutesOfDay(request.first);
      minutes <= minutesOfDay(request.last);
      minutes += request.intervalMinutes
    ) {
      const time = clockTime(minutes);
      if (!clocksChange || existsInZurich(date, time)) slots.push({ date, time });
    }
  }
  return slots;
}
