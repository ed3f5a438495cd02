import { describe, expect, it } from 'vitest';
import { addDays, clockTime, minutesOfDay, weekdayOf, zurichDate, zurichInstant, zurichTime } from './zurich-time';

describe('zurichDate', () => {
  it.each([
    ['2026-11-21T22:59:00Z', '2026-11-21'], // 23:59 in Zurich (CET, UTC+1)
    ['2026-11-21T23:00:00Z', '2026-11-22'], // midnight in Zurich, still the 21st in UTC
    ['2026-07-01T21:59:00Z', '2026-07-01'], // 23:59 in summer (CEST, UTC+2)
    ['2026-07-01T22:00:00Z', '2026-07-02'],
  ])('%s is %s in Zurich', (instant, expected) => {
    expect(zurichDate(new Date(instant))).toBe(expected);
  });
});

describe('the Zurich clock, against the system time-zone data', () => {
  const intlDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const intlTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const HOUR = 3_600_000;

  it('gives the date and time Intl gives, every hour from 2000 to 2045 and every minute around each change of clocks', () => {
    const mismatches: string[] = [];
    const check = (instant: number) => {
      const now = new Date(instant);
      const expected = `${intlDate.format(now)} ${intlTime.format(now)}`;
      const actual = `${zurichDate(now)} ${zurichTime(now)}`;
      if (actual !== expected) mismatches.push(`${now.toISOString()}: ${actual}, Intl ${expected}`);
    };
    for (let instant = Date.UTC(2000, 0, 1); instant < Date.UTC(2046, 0, 1); instant += HOUR) check(instant);
    for (let year = 2000; year < 2046; year++) {
      for (const month of [2, 9]) {
        const change =
          Date.UTC(year, month + 1, 0) - new Date(Date.UTC(year, month + 1, 0)).getUTCDay() * 24 * HOUR + HOUR;
        for (let instant = change - 2 * HOUR; instant < change + 2 * HOUR; instant += 60_000) check(instant);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('turns every wall-clock quarter hour of 2026 and 2035 back into an instant that shows it', () => {
    const mismatches: string[] = [];
    for (const year of [2026, 2035]) {
      for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += HOUR / 4) {
        const now = new Date(instant);
        const wall = `${intlDate.format(now)} ${intlTime.format(now)}`;
        const back = zurichInstant(intlDate.format(now), intlTime.format(now));
        // In the autumn's repeated hour a wall-clock time happens twice; either instant shows it.
        if (`${intlDate.format(back)} ${intlTime.format(back)}` !== wall)
          mismatches.push(`${wall} came back as ${back.toISOString()}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'], // across the spring DST change
    ['2026-10-24', 2, '2026-10-26'], // across the autumn DST change
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-21', -1, '2026-11-20'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('weekdayOf', () => {
  it('knows that 21 November 2026 is a Saturday', () => {
    expect(weekdayOf('2026-11-21')).toBe(6);
  });
});

describe('zurichTime', () => {
  it.each([
    ['2026-11-21T06:30:00Z', '07:30'],
    ['2026-07-01T06:30:00Z', '08:30'],
    ['2026-11-21T23:05:00Z', '00:05'],
  ])('%s is %s in Zurich', (instant, expected) => {
    expect(zurichTime(new Date(instant))).toBe(expected);
  });
});

describe('zurichInstant', () => {
  it.each([
    ['2026-11-22', '09:00', '2026-11-22T08:00:00.000Z'],
    ['2026-07-01', '09:00', '2026-07-01T07:00:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'], // first hour of summer time
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'], // day winter time begins
  ])('%s %s in Zurich is %s', (date, time, expected) => {
    expect(zurichInstant(date, time).toISOString()).toBe(expected);
  });
});

describe('clock arithmetic', () => {
  it('turns wall-clock times into minutes after midnight and back', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:40:00')).toBe(580);
    expect(clockTime(580)).toBe('09:40');
    expect(clockTime(1439)).toBe('23:59');
  });
});
