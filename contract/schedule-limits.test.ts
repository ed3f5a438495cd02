import { describe, expect, it } from 'vitest';
import { generateScheduleSchema, SCHEDULE_LIMITS, scheduleSize } from './club-admin';
import { addDays } from './zurich-time';

const from = '2027-04-01';
const schedule = (change: Record<string, unknown>) => ({
  from,
  to: from,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  first: '07:00',
  last: '17:00',
  intervalMinutes: 10,
  holeCount: 18,
  slotsAvailable: 4,
  discountedPrice: 80,
  originalPrice: 100,
  ...change,
});
const refusal = (change: Record<string, unknown>) => {
  const parsed = generateScheduleSchema.safeParse(schedule(change));
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('how large a schedule may be', () => {
  it('counts the days, the starts a day and the tee times of the chosen weekdays', () => {
    // 01.04.2027 is a Thursday: 14 days hold two Saturdays and two Sundays.
    expect(
      scheduleSize(
        schedule({ to: addDays(from, 13), weekdays: [6, 7], first: '08:00', last: '09:00', intervalMinutes: 20 }),
      ),
    ).toEqual({ days: 14, perDay: 4, teeTimes: 16 });
    expect(scheduleSize(schedule({ to: addDays(from, 2), weekdays: [1] }))).toEqual({
      days: 3,
      perDay: 61,
      teeTimes: 0,
    });
  });

  it('accepts the largest schedule: 200 days of 80 tee times, 16,000 in all', () => {
    expect(SCHEDULE_LIMITS).toEqual({ days: 200, teeTimesPerDay: 100, teeTimes: 16_000 });
    const largest = schedule({ to: addDays(from, 199), first: '07:00', last: '17:32', intervalMinutes: 8 });
    expect(scheduleSize(largest)).toEqual({ days: 200, perDay: 80, teeTimes: 16_000 });
    expect(refusal(largest)).toBeNull();
  });

  it('accepts 100 starts a day, and refuses one day more, one start a day more and more tee times in all, naming the field and the limit', () => {
    expect(refusal({ to: addDays(from, 200), intervalMinutes: 60 })).toEqual([
      { path: 'to', message: 'a schedule may cover at most 200 days (this one covers 201)' },
    ]);
    expect(refusal({ first: '06:00', last: '14:15', intervalMinutes: 5 })).toBeNull();
    expect(refusal({ first: '06:00', last: '14:20', intervalMinutes: 5 })).toEqual([
      {
        path: 'intervalMinutes',
        message:
          'a schedule may have at most 100 tee times a day (this one has 101): choose a longer interval or fewer hours',
      },
    ]);
    expect(refusal({ to: addDays(from, 199), first: '07:00', last: '17:40', intervalMinutes: 8 })).toEqual([
      {
        path: 'to',
        message:
          'a schedule may create at most 16000 tee times (this one would create 16200): choose fewer days or a longer interval',
      },
    ]);
  });

  it('refuses the schedule of the attack: a year every five minutes, into the night', () => {
    const paths = refusal({ to: addDays(from, 365), first: '05:00', last: '22:10', intervalMinutes: 5 })?.map(
      (issue) => issue.path,
    );
    expect(paths).toEqual(['last', 'to']);
  });

  it('refuses a last start after the last sensible one: 19:00 for 18 holes, 20:00 for 9 (issue 21, point 5)', () => {
    expect(refusal({ last: '19:00' })).toBeNull();
    expect(refusal({ last: '19:05' })).toEqual([
      { path: 'last', message: 'must be 19:00 or earlier: a later round of 18 holes ends in the dark' },
    ]);
    expect(refusal({ last: '20:00', holeCount: 9 })).toBeNull();
    expect(refusal({ last: '20:05', holeCount: 9 })?.[0]?.path).toBe('last');
  });
});
