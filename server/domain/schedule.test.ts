import { describe, expect, it } from 'vitest';
import { existsInZurich, scheduleSlots } from './schedule';

describe('scheduleSlots', () => {
  it('starts every interval from the first to the last start on the chosen weekdays', () => {
    // 2026-11-23 is a Monday, 2026-11-24 a Tuesday, 2026-11-25 a Wednesday.
    const slots = scheduleSlots({
      from: '2026-11-23',
      to: '2026-11-25',
      weekdays: [1, 3],
      first: '08:00',
      last: '08:30',
      intervalMinutes: 10,
    });
    expect(slots).toEqual([
      ...['08:00', '08:10', '08:20', '08:30'].map((time) => ({ date: '2026-11-23', time })),
      ...['08:00', '08:10', '08:20', '08:30'].map((time) => ({ date: '2026-11-25', time })),
    ]);
  });

  it('treats Sunday as weekday 7', () => {
    expect(
      scheduleSlots({
        from: '2026-11-29',
        to: '2026-11-29',
        weekdays: [7],
        first: '09:00',
        last: '09:00',
        intervalMinutes: 8,
      }),
    ).toEqual([{ date: '2026-11-29', time: '09:00' }]);
  });

  it('leaves out the hour that does not exist when summer time starts', () => {
    const times = scheduleSlots({
      from: '2027-03-28',
      to: '2027-03-28',
      weekdays: [7],
      first: '01:00',
      last: '04:00',
      intervalMinutes: 30,
    }).map((slot) => slot.time);
    expect(times).toEqual(['01:00', '01:30', '03:00', '03:30', '04:00']);
    expect(existsInZurich('2027-03-28', '02:30')).toBe(false);
  });

  it('makes one tee time of a wall-clock time that occurs twice when summer time ends', () => {
    const times = scheduleSlots({
      from: '2026-10-25',
      to: '2026-10-25',
      weekdays: [7],
      first: '01:30',
      last: '03:00',
      intervalMinutes: 30,
    }).map((slot) => slot.time);
    expect(times).toEqual(['01:30', '02:00', '02:30', '03:00']);
  });

  it('makes nothing of an empty range or when no weekday is chosen', () => {
    expect(
      scheduleSlots({
        from: '2026-11-25',
        to: '2026-11-23',
        weekdays: [1, 2, 3],
        first: '08:00',
        last: '09:00',
        intervalMinutes: 10,
      }),
    ).toEqual([]);
    expect(
      scheduleSlots({
        from: '2026-11-23',
        to: '2026-11-25',
        weekdays: [],
        first: '08:00',
        last: '09:00',
        intervalMinutes: 10,
      }),
    ).toEqual([]);
  });
});
