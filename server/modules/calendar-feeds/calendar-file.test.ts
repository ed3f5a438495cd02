import { describe, expect, it } from 'vitest';
import { readCalendar, TooManyEvents, UnreadableCalendar } from './calendar-file';

const ZURICH = `BEGIN:VTIMEZONE
TZID:Europe/Zurich
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ZURICH, ...events, 'END:VCALENDAR'].join('\r\n');
const event = (lines: string) => `BEGIN:VEVENT\r\n${lines.trim().replace(/\n\s*/g, '\r\n')}\r\nEND:VEVENT`;

const window = { first: '2026-11-28', last: '2027-12-31' };
const read = async (text: string, limit = 1000) =>
  (await readCalendar(text, window, limit)).map(
    ({ key, summary, date, from, to }) => `${key} ${summary} ${date} ${from}-${to}`,
  );

describe("reading a club's calendar of blocked times", () => {
  it('expands a weekly event with a date left out and one occurrence moved, in Zurich time', async () => {
    const text = calendar(
      event(`UID:ladies@club
        DTSTART;TZID=Europe/Zurich:20261201T080000
        DTEND;TZID=Europe/Zurich:20261201T100000
        RRULE:FREQ=WEEKLY;COUNT=4
        EXDATE;TZID=Europe/Zurich:20261208T080000
        SUMMARY:Ladies' day`),
      event(`UID:ladies@club
        RECURRENCE-ID;TZID=Europe/Zurich:20261215T080000
        DTSTART;TZID=Europe/Zurich:20261215T090000
        DTEND;TZID=Europe/Zurich:20261215T113000
        SUMMARY:Ladies' day  (later)`),
    );
    expect(await read(text)).toEqual([
      "ladies@club|2026-12-01T08:00:00 Ladies' day 2026-12-01 08:00-10:00",
      "ladies@club|2026-12-15T08:00:00 Ladies' day (later) 2026-12-15 09:00-11:30",
      "ladies@club|2026-12-22T08:00:00 Ladies' day 2026-12-22 08:00-10:00",
    ]);
  });

  it('reads UTC times across the spring and autumn changes of the clocks, floating times as Zurich time', async () => {
    const text = calendar(
      // 06:00 UTC is 08:00 in summer and 07:00 in winter.
      event(`UID:spring@club
        DTSTART:20270328T060000Z
        DTEND:20270328T070000Z
        SUMMARY:Spring`),
      event(`UID:autumn@club
        DTSTART:20271031T060000Z
        DTEND:20271031T070000Z
        SUMMARY:Autumn`),
      event(`UID:floating@club
        DTSTART:20261204T140000
        DTEND:20261204T150000
        SUMMARY:Floating`),
      // A zone the file does not define (Outlook's name for Zurich's): its wall clock is taken as Zurich's.
      event(`UID:outlook@club
        DTSTART;TZID=W. Europe Standard Time:20261205T070000
        DTEND;TZID=W. Europe Standard Time:20261205T073000
        SUMMARY:Early`),
    );
    expect(await read(text)).toEqual([
      'floating@club Floating 2026-12-04 14:00-15:00',
      'outlook@club Early 2026-12-05 07:00-07:30',
      'spring@club Spring 2027-03-28 08:00-09:00',
      'autumn@club Autumn 2027-10-31 07:00-08:00',
    ]);
  });

  it('cuts all-day and multi-day events into days, and leaves cancelled ones and past ones out', async () => {
    const text = calendar(
      event(`UID:closed@club
        DTSTART;VALUE=DATE:20261203
        DTEND;VALUE=DATE:20261205
        SUMMARY:Course closed`),
      event(`UID:oneday@club
        DTSTART;VALUE=DATE:20261210
        SUMMARY:Greens aerated`),
      event(`UID:night@club
        DTSTART;TZID=Europe/Zurich:20261211T180000
        DTEND;TZID=Europe/Zurich:20261212T090000
        SUMMARY:Overnight`),
      event(`UID:cancelled@club
        DTSTART;TZID=Europe/Zurich:20261212T120000
        DTEND;TZID=Europe/Zurich:20261212T130000
        STATUS:CANCELLED
        SUMMARY:Off`),
      event(`UID:past@club
        DTSTART;TZID=Europe/Zurich:20261101T120000
        DTEND;TZID=Europe/Zurich:20261101T130000
        SUMMARY:Past`),
      event(`UID:point@club
        DTSTART;TZID=Europe/Zurich:20261213T081000
        SUMMARY:Just this start`),
    );
    expect(await read(text)).toEqual([
      'closed@club Course closed 2026-12-03 00:00-24:00',
      'closed@club Course closed 2026-12-04 00:00-24:00',
      'oneday@club Greens aerated 2026-12-10 00:00-24:00',
      'night@club Overnight 2026-12-11 18:00-24:00',
      'night@club Overnight 2026-12-12 00:00-09:00',
      'point@club Just this start 2026-12-13 08:10-08:11',
    ]);
  });

  it('stops an endless rule at the window, and refuses more events than the limit', async () => {
    const daily = calendar(
      event(`UID:daily@club
        DTSTART;TZID=Europe/Zurich:20200101T070000
        DTEND;TZID=Europe/Zurich:20200101T073000
        RRULE:FREQ=DAILY
        SUMMARY:Members only`),
    );
    const pieces = await readCalendar(daily, window, 1000);
    expect(pieces).toHaveLength(399);
    expect(pieces.at(0)?.date).toBe('2026-11-28');
    expect(pieces.at(-1)?.date).toBe('2027-12-31');
    await expect(readCalendar(daily, window, 100)).rejects.toThrow(TooManyEvents);
    // Seven years of a daily event: the server's other work runs while it is expanded.
    const order: string[] = [];
    const reading = readCalendar(daily, window, 1000).then(() => order.push('read'));
    setImmediate(() => order.push('other work'));
    await reading;
    expect(order).toEqual(['other work', 'read']);
  });

  it('refuses what is not an iCalendar file', async () => {
    await expect(readCalendar('<html><body>Sign in</body></html>', window, 10)).rejects.toThrow(UnreadableCalendar);
    await expect(readCalendar('BEGIN:VCARD\r\nFN:Anna\r\nEND:VCARD', window, 10)).rejects.toThrow(UnreadableCalendar);
  });
});
