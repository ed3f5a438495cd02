import { AppError } from './app-error';

/**
 * A page cursor names the clubs a golfer has been shown, by their numbers (golf_clubs.seq), as a bit set: the
 * next page is the first clubs of the list as it stands then, without those. A booking or a cancellation
 * between two pages moves clubs in an order by time, price or discount; it never makes a page show a club
 * again or leave one out. Base64url of [version, first number (4 bytes), bits from it]: 1,000 clubs seen
 * take about 170 characters.
 */
const VERSION = 1;

export function cursorOf(seen: Iterable<number>): string {
  const numbers = [...seen];
  const first = Math.min(...numbers);
  const bits = new Uint8Array(Math.floor((Math.max(...numbers) - first) / 8) + 1);
  for (const number of numbers) bits[(number - first) >> 3]! |= 1 << ((number - first) & 7);
  const bytes = new Uint8Array(5 + bits.length);
  bytes[0] = VERSION;
  new DataView(bytes.buffer).setUint32(1, first);
  bytes.set(bits, 5);
  return Buffer.from(bytes).toString('base64url');
}

/** The highest club number there can be: golf_clubs.seq is a PostgreSQL integer. */
const MAX_CLUB_NUMBER = 2 ** 31 - 1;

const notOurs = () =>
  new AppError('invalid_input', 'cursor: is not a cursor of this list', [
    { path: 'cursor', message: 'is not a cursor of this list' },
  ]);

/** The club numbers a cursor names; none without a cursor. A cursor that is not one of ours is refused. */
export function seenIn(cursor: string | undefined): number[] {
  if (cursor === undefined) return [];
  const bytes = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url') : Buffer.alloc(0);
  if (bytes.length < 6 || bytes[0] !== VERSION) throw notOurs();
  const first = bytes.readUInt32BE(1);
  const seen: number[] = [];
  for (let index = 5; index < bytes.length; index++)
    for (let bit = 0; bit < 8; bit++) if (bytes[index]! & (1 << bit)) seen.push(first + (index - 5) * 8 + bit);
  if (seen.some((number) => number > MAX_CLUB_NUMBER)) throw notOurs();
  return seen;
}
