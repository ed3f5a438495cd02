import { randomBytes, randomInt } from 'node:crypto';
import { roundToFiveRappen } from '../../contract/club-pricing';
import { MYSTERY_WINDOW_MINUTES } from '../../contract/mystery';
import { clockTime, minutesOfDay } from '../../contract/zurich-time';

/**
 * Mystery tee times: what a golfer may know of a surprise deal before booking. Every rule here gives the
 * same answer whichever of the named clubs holds the tee time, and whenever in the window it starts
 * (docs/decisions/0014-mystery-deals-keep-their-secret.md).
 */

/** At most this many deals per region and day are offered. */
export const MYSTERY_DEALS_PER_REGION_AND_DAY = 10;
/** A deal names its club and this many others of its region. */
export const MYSTERY_OTHER_CLUBS = 2;
/** A mystery round costs this share of the usual price among the named clubs: 40% off (spec: price / 0.6). */
export const MYSTERY_PRICE_SHARE = 0.6;

/** The id golfers know a deal by: random, so that nothing can be computed from it. */
export function newPublicDealId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The 60-minute window shown instead of the tee time. It starts (first hex digit of the deal's internal id
 * mod 6) x 10 minutes before the tee time (spec), rounded down to the ten minutes so that its start does not
 * tell the tee time's minute either, never before midnight; it always contains the tee time.
 */
export function mysteryWindow(internalId: string, teeTime: string): { start: string; end: string; startMinutes: number } {
  const offset = (parseInt(internalId[0]!, 16) % 6) * 10;
  const startMinutes = Math.max(0, Math.floor((minutesOfDay(teeTime) - offset) / 10) * 10);
  return { start: clockTime(startMinutes), end: clockTime(startMinutes + MYSTERY_WINDOW_MINUTES), startMinutes };
}

/**
 * The clubs the other names are drawn from: the club's associated clubs of its region when there are at
 * least two, else every other club of the region (spec).
 */
export function otherClubPool<T>(associatedInRegion: T[], othersInRegion: T[]): T[] {
  return associatedInRegion.length >= MYSTERY_OTHER_CLUBS ? associatedInRegion : othersInRegion;
}

/** Two of the clubs, each pair equally likely; fewer when there are fewer. */
export function drawOtherClubs<T>(pool: T[], random: (below: number) => number = randomInt): T[] {
  const left = [...pool];
  const drawn: T[] = [];
  while (drawn.length < MYSTERY_OTHER_CLUBS && left.length > 0) drawn.push(left.splice(random(left.length), 1)[0]!);
  return drawn;
}

/** The price of a deal per player, from the usual price among its clubs. */
export function mysteryPrice(usualPriceFrom: number): number {
  return roundToFiveRappen(usualPriceFrom * MYSTERY_PRICE_SHARE);
}

/** Savings in percent of the usual price, to one decimal. */
export function mysterySavingsPercent(price: number, usualPrice: number): number {
  if (usualPrice <= 0) return 0;
  return Math.round(((usualPrice - price) / usualPrice) * 1000) / 10;
}
