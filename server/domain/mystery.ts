import { clockTime, minutesOfDay } from '../../contract/zurich-time';

/**
 * Mystery tee times: what a golfer may know of a surprise deal before booking. Everything here is
 * derived on the server from the deal's own id, so the real club and time never leave it.
 */

export const MYSTERY_WINDOW_MINUTES = 60;
export const MYSTERY_DEALS_SHOWN = 10;
/** The price of a mystery round is about 40% below the usual one when the tee time does not say. */
export const MYSTERY_DEFAULT_PRICE_FACTOR = 0.6;
export const UNKNOWN_REGION = 'Unknown Region';
export const UNKNOWN_CLUB = 'Unknown Club';


/**
 * The 60-minute window shown instead of the tee time: it starts (first hex digit of the deal id mod 6) x 10
 * minutes before the tee time, never before midnight, so it always contains the real time.
 */
export function mysteryWindow(dealId: string, teeTime: string): { start: string; end: string; startMinutes: number } {
  const offset = (parseInt(dealId[0]!, 16) % 6) * 10;
  const startMinutes = Math.max(0, minutesOfDay(teeTime) - offset);
  return { start: clockTime(startMinutes), end: clockTime(startMinutes + MYSTERY_WINDOW_MINUTES), startMinutes };
}

/** A small deterministic generator seeded from a string (FNV-1a, then mulberry32). */
function seededRandom(seed: string) {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index++) state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The club names a golfer sees for a deal: its own club and two of its associated clubs chosen by the deal's seed, sorted. */
export function shownClubNames(dealId: string, ownClub: string, associatedClubs: string[]): string[] {
  const random = seededRandom(dealId);
  const others = [...new Set(associatedClubs.filter((name) => name !== ownClub))].sort();
  for (let index = others.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [others[index], others[swap]] = [others[swap]!, others[index]!];
  }
  return [ownClub, ...others.slice(0, 2)].sort((a, b) => a.localeCompare(b, 'de'));
}

/** A club's name for a deal, also when the club has none: 'Golf Club {first 8 characters of its id}'. */
export function clubNameOrFallback(club: { id: string; name: string | null } | null): string {
  if (!club) return UNKNOWN_CLUB;
  return club.name?.trim() || `Golf Club ${club.id.slice(0, 8)}`;
}

/** The usual price a mystery deal is compared with: the tee time's own when higher, else price / 0.6, in 5 Rappen. */
export function mysteryOriginalPrice(price: number, originalPrice: number | null): number {
  if (originalPrice !== null && originalPrice > price) return originalPrice;
  return (Math.round(price / MYSTERY_DEFAULT_PRICE_FACTOR / 0.05) * 5) / 100;
}

/** Savings in percent of the usual price, to one decimal. */
export function mysterySavingsPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 1000) / 10;
}
