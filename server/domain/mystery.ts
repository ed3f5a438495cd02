import { randomBytes, randomInt, randomUUID } from 'node:crypto';
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

/**
 * The id a deal's window comes from. Its first hex digit mod 6 sets the offset (spec); of the 16 digits,
 * 0 to 3 would come up three times and 4 and 5 twice, so ids are drawn until the digit is below c: each
 * offset is then equally likely, and an earlier start in the window is no better guess than a later one.
 */
export function newInternalDealId(): string {
  for (;;) {
    const id = randomUUID();
    if (id[0]! < 'c') return id;
  }
}

/** The id golfers know a deal by: random, so that nothing can be computed from it. */
export function newPublicDealId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The 60-minute window shown instead of the tee time. It starts (first hex digit of the deal's internal id
 * mod 6) x 10 minutes before the tee time (spec), rounded down to the ten minutes so that its start does not
 * tell the tee time's minute either, never before midnight; it always contains the tee time.
 */
export function mysteryWindow(
  internalId: string,
  teeTime: string,
): { start: string; end: string; startMinutes: number } {
  const offset = (parseInt(internalId[0]!, 16) % 6) * 10;
  const startMinutes = Math.max(0, Math.floor((minutesOfDay(teeTime) - offset) / 10) * 10);
  return { start: clockTime(startMinutes), end: clockTime(startMinutes + MYSTERY_WINDOW_MINUTES), startMinutes };
}

/** A club of the deal's region as the draw sees it: whom it is associated with, and how many tee times it lists that could be the deal's. */
export interface RegionClub {
  id: string;
  /** The clubs that agreed to be named in this club's deals. */
  associatedIds: string[];
  /** The clubs that declined, or withdrew their consent: never named in this club's deals. */
  refusedIds?: string[];
  fittingTimes: number;
}

/**
 * The clubs a deal of `club` may name besides it: its associated clubs of the region when there are at
 * least two, else every other club of the region that has not refused it (spec); of those, the ones
 * listing a time that could be it.
 */
function otherClubPool<T extends RegionClub>(club: RegionClub, region: T[]): T[] {
  const others = region.filter((other) => other.id !== club.id && !club.refusedIds?.includes(other.id));
  const associated = others.filter((other) => club.associatedIds.includes(other.id));
  return (associated.length >= MYSTERY_OTHER_CLUBS ? associated : others).filter((other) => other.fittingTimes > 0);
}

function weightedPairs<T extends RegionClub>(pool: T[]) {
  return pool.flatMap((first, index) =>
    pool
      .slice(index + 1)
      .map((second) => ({ pair: [first, second], weight: first.fittingTimes * second.fittingTimes })),
  );
}

const totalWeight = (pairs: { weight: number }[]) => pairs.reduce((sum, { weight }) => sum + weight, 0);

/**
 * The two other clubs a deal names, drawn so that each of the three is as likely to be the real one. A club
 * with many times that could be the deal's is likelier to hold a deal like it, so a pair is drawn as often
 * as the product of its clubs' such times; and every club of the region draws from the same total (the
 * largest any of them has), the rest of it meaning no deal, so that a club with a smaller pool does not get
 * named with the same pair more often. Null when the club's pool has fewer than two clubs (no deal now),
 * or when the draw says no deal.
 */
export function drawOtherClubs<T extends RegionClub>(
  own: RegionClub,
  region: T[],
  random: (below: number) => number = randomInt,
): T[] | null {
  const pairs = weightedPairs(otherClubPool(own, region));
  if (pairs.length === 0) return null;
  const largest = Math.max(
    ...[own, ...region]
      .filter((club) => club.fittingTimes > 0)
      .map((club) => totalWeight(weightedPairs(otherClubPool(club, region)))),
  );
  let ticket = random(largest);
  return pairs.find(({ weight }) => (ticket -= weight) < 0)?.pair ?? null;
}

/** Whether a club has at least two other clubs that could be named with its deal now. */
export function canNameOthers(own: RegionClub, region: RegionClub[]): boolean {
  return otherClubPool(own, region).length >= MYSTERY_OTHER_CLUBS;
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
