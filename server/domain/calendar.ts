/** Expected length of a round, for the calendar entry. */
export const ROUND_MINUTES = { 9: 135, 18: 270 } as const;

const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
const wall = (isoDate: string, time: string) => `${isoDate.replaceAll('-', '')}T${time.replace(':', '').slice(0, 4)}00`;

/** Folds lines at 75 octets as RFC 5545 asks, with CRLF endings. */
function fold(lines: string[]): string {
  return lines
    .flatMap((line) => {
      const parts: string[] = [];
      let rest = line;
      while (Buffer.byteLength(rest) > 75) {
        let cut = 75;
        while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
        parts.push(rest.slice(0, cut));
        rest = ` ${rest.slice(cut)}`;
      }
      return [...parts, rest];
    })
    .join('\r\n');
}

export interface RoundEvent {
  uid: string;
  date: string;
  time: string;
  holes: number;
  summary: string;
  location: string;
  description: string;
  stamp: Date;
  /** The round was cancelled: the file takes it out of the calendar that has it (same UID, a later SEQUENCE). */
  cancelled?: boolean;
}

/**
 * The version of a round's event, which grows with every file sent about it (a confirmation, then each move):
 * calendars replace an event of the same UID by the one with the higher SEQUENCE. The seconds since 2026 grow
 * with the file's time and need no counter kept per booking.
 */
const sequenceOf = (stamp: Date) => Math.max(0, Math.floor((stamp.getTime() - Date.UTC(2026, 0, 1)) / 1000));

/** An iCalendar file for one round, in Europe/Zurich wall-clock time with the zone's DST rules. */
export function roundCalendar(event: RoundEvent): string {
  const minutes = event.holes === 9 ? ROUND_MINUTES[9] : ROUND_MINUTES[18];
  const stamp = event.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${fold([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Swiss Tee Times//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Zurich',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    // A cancellation comes after every file of the round, even one sent the same second.
    `SEQUENCE:${sequenceOf(event.stamp) + (event.cancelled ? 1 : 0)}`,
    ...(event.cancelled ? ['STATUS:CANCELLED'] : []),
    `DTSTART;TZID=Europe/Zurich:${wall(event.date, event.time)}`,
    `DURATION:PT${Math.floor(minutes / 60)}H${minutes % 60}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ])}\r\n`;
}
