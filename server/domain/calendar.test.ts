import { describe, expect, it } from 'vitest';
import { roundCalendar } from './calendar';

const event = {
  uid: 'b1@swissteetimes.ch',
  date: '2026-11-23',
  time: '07:10',
  holes: 18,
  summary: 'Golf: Golfclub Sempachersee, 18 holes',
  location: 'Golfclub Sempachersee, Hildisrieden',
  description: '2 players; booking b1',
  stamp: new Date('2026-11-22T10:00:00Z'),
};

describe('roundCalendar', () => {
  it('starts the round at the Zurich wall-clock time with the zone and lasts four and a half hours for 18 holes', () => {
    const ics = roundCalendar(event);
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20261123T071000\r\n');
    expect(ics).toContain('DURATION:PT4H30M\r\n');
    expect(ics).toContain('TZID:Europe/Zurich\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('numbers each file of a round higher than the one before, so that a moved round replaces the first in calendars', () => {
    const sequence = (stamp: string) =>
      Number(/SEQUENCE:(\d+)\r\n/.exec(roundCalendar({ ...event, stamp: new Date(stamp) }))![1]);
    expect(sequence('2026-11-22T10:00:01Z')).toBeGreaterThan(sequence('2026-11-22T10:00:00Z'));
    expect(sequence('2026-11-24T08:15:00Z')).toBeGreaterThan(sequence('2026-11-22T10:00:00Z'));
    // A 32-bit integer, as calendars read it, for the next sixty years.
    expect(sequence('2090-12-31T23:59:59Z')).toBeLessThan(2 ** 31);
  });

  it('takes a cancelled round out of the calendar: the same event, cancelled, in a version after any sent the same second', () => {
    const published = roundCalendar(event);
    const cancelled = roundCalendar({ ...event, cancelled: true });
    expect(published).toContain('METHOD:PUBLISH\r\n');
    expect(published).not.toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('METHOD:CANCEL\r\n');
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
    expect(cancelled).toContain('UID:b1@swissteetimes.ch\r\n');
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)\r\n/.exec(ics)![1]);
    expect(sequence(cancelled)).toBeGreaterThan(sequence(published));
  });

  it('lasts two and a quarter hours for 9 holes', () => {
    expect(roundCalendar({ ...event, holes: 9 })).toContain('DURATION:PT2H15M\r\n');
  });

  it('escapes commas and semicolons and folds long lines at 75 octets', () => {
    const ics = roundCalendar({ ...event, description: `Golf; Genève, ${'é'.repeat(80)}` });
    expect(ics).toContain('DESCRIPTION:Golf\\; Genève\\,');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('writes a line break of any kind in a text as an escaped newline, so that no bare CR or LF ends a line early', () => {
    const ics = roundCalendar({ ...event, location: 'Golfclub\rSempachersee\r\nHildisrieden\nLU' });
    expect(ics).toContain('LOCATION:Golfclub\\nSempachersee\\nHildisrieden\\nLU\r\n');
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });
});
