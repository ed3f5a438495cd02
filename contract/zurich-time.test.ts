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
