import type { Booking } from '../../../contract/bookings';
import {
  MYSTERY_WINDOW_MINUTES,
  type BookMysteryDeal,
  type MysteryDeal,
  type MysteryDealsQuery,
  type MysteryRegion,
} from '../../../contract/mystery';
import { SEARCH_DATE_OPTIONS } from '../../../contract/search-options';
import { addDays, clockTime, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { freeCancellation } from '../../domain/booking-policy';
import {
  canNameOthers,
  drawOtherClubs,
  mysteryPrice,
  mysterySavingsPercent,
  mysteryWindow,
  newInternalDealId,
  newPublicDealId,
} from '../../domain/mystery';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../auth/session';
import type { Deps } from '../../http/deps';
import { createBooking } from '../bookings/service';
import { playerRulesFrom } from '../../db/player-rules';
import {
  allRegions,
  findDeal,
  offeredDeals,
  regionClubsOf,
  saveDeals,
  surpriseTimesWithoutDeal,
  type NewDeal,
  type OfferedDealRow,
  type RegionClubRow,
} from './repo';
import { compareNames } from '../../../contract/collate';

export const MYSTERY_IMAGE_URL = '/images/mystery.svg';

/** Deals are offered on the days the search offers. */
function dealDays(now: Date) {
  const from = zurichDate(now);
  return { from, to: addDays(from, SEARCH_DATE_OPTIONS - 1) };
}

const gone = () => new AppError('not_found', 'This mystery deal is not available any more');

/** The deal as a golfer may see it: every figure is shared by the clubs it names. */
function toDeal(row: OfferedDealRow, now: Date): MysteryDeal {
  const start = clockTime(row.window_start_minutes);
  return {
    id: row.public_id,
    region: row.region,
    possibleClubs: row.club_names,
    timeWindow: { start, end: clockTime(row.window_start_minutes + MYSTERY_WINDOW_MINUTES) },
    date: row.date,
    hole_count: row.hole_count,
    price: row.price,
    usualPriceFrom: row.usual_price_from,
    savings: mysterySavingsPercent(row.price, row.usual_price_from),
    slotsAvailable: row.places,
    maxPlayers: Math.min(row.max_players, row.places),
    imageUrl: MYSTERY_IMAGE_URL,
    // As the booking will count it: from the start of the window the golfer books.
    cancellation: freeCancellation(zurichInstant(row.date, start), row.cancellation_hours, now),
    playerRules: playerRulesFrom(row.player_rules),
  };
}

/**
 * A new deal of a tee time, or null while its club's region has fewer than two other clubs that could be it
 * (asked again next time). Its window comes from an id that never leaves the server; its price, player limit
 * and terms are the same whichever of the named clubs it is. A deal the draw withholds is kept too, naming
 * its club alone: it is never offered, and never drawn again.
 */
function newDeal(
  teeTime: { tee_time_id: string; time: string; places: number },
  internalId: string,
  windowStart: number,
  rows: RegionClubRow[],
): NewDeal | null {
  const region = rows.map((row) => ({
    ...row,
    id: row.club_id,
    associatedIds: row.associated_ids,
    refusedIds: row.refused_ids,
    fittingTimes: row.fitting_times,
  }));
  const own = region.find((club) => club.own)!;
  if (!canNameOthers(own, region)) return null;
  const named = [own, ...(drawOtherClubs(own, region) ?? [])];
  const usualPriceFrom = Math.min(...named.map((club) => club.list_price!));
  return {
    id: internalId,
    publicId: newPublicDealId(),
    teeTimeId: teeTime.tee_time_id,
    randomizedClubNames: named.map((club) => club.club_name).sort(compareNames),
    candidateClubIds: named.map((club) => club.club_id),
    selectedMinute: Number(teeTime.time.slice(3, 5)),
    windowStartMinutes: windowStart,
    price: mysteryPrice(usualPriceFrom),
    usualPriceFrom,
    maxPlayers: Math.min(teeTime.places, ...named.map((club) => club.max_players)),
    cancellationHours: Math.max(...named.map((club) => club.cancellation_hours)),
  };
}

/** Makes deals of the surprise tee times that are not deals yet; each is decided once and kept. */
async function makeNewDeals(deps: Deps, now: Date) {
  const { db } = deps.database;
  const teeTimes = await surpriseTimesWithoutDeal(db, now, dealDays(now));
  if (teeTimes.length === 0) return;
  const wanted = teeTimes.map((teeTime) => {
    const internalId = newInternalDealId();
    return { teeTime, internalId, windowStart: mysteryWindow(internalId, teeTime.time).startMinutes };
  });
  const clubs = await regionClubsOf(
    db,
    wanted.map((one) => ({ teeTimeId: one.teeTime.tee_time_id, windowStart: one.windowStart })),
    now,
  );
  const deals = wanted.map((one) =>
    newDeal(
      one.teeTime,
      one.internalId,
      one.windowStart,
      clubs.filter((club) => club.tee_time_id === one.teeTime.tee_time_id),
    ),
  );
  await saveDeals(
    db,
    deals.filter((deal) => deal !== null),
  );
}

/** The deals that can be booked now, of a region and/or a day: at most ten per region and day. */
export async function listMysteryDeals(deps: Deps, query: MysteryDealsQuery, now: Date): Promise<MysteryDeal[]> {
  await makeNewDeals(deps, now);
  return (await offeredDeals(deps.database.db, now, { ...dealDays(now), ...query })).map((row) => toDeal(row, now));
}

/** Every region clubs are grouped in, with the days it has deals on. */
export async function mysteryRegions(deps: Deps, now: Date): Promise<MysteryRegion[]> {
  const [regions, deals] = await Promise.all([allRegions(deps.database.db), listMysteryDeals(deps, {}, now)]);
  return regions.map((region) => ({
    region,
    dates: [...new Set(deals.filter((deal) => deal.region === region).map((deal) => deal.date))],
  }));
}

/** One deal while it can be booked. */
export async function getMysteryDeal(deps: Deps, publicId: string, now: Date): Promise<MysteryDeal> {
  const [row] = await offeredDeals(deps.database.db, now, { ...dealDays(now), publicId });
  if (!row) throw gone();
  return toDeal(row, now);
}

/**
 * Books a deal through the one booking flow, at the deal's price and terms; the answer reveals the club and
 * the exact time. A deal that is not offered any more (someone booked its tee time, a named club's tee sheet
 * changed) is gone; a retry of a booking that took it gets that booking.
 */
export async function bookMysteryDeal(
  deps: Deps,
  golfer: SessionUser,
  publicId: string,
  input: BookMysteryDeal,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Booking> {
  const deal = await findDeal(deps.database.db, publicId);
  if (!deal) throw gone();
  const [offered] = await offeredDeals(deps.database.db, now, { ...dealDays(now), publicId });
  return createBooking(deps, golfer, { teeTimeId: deal.teeTimeId, ...input }, idempotencyKey, now, {
    offered: offered !== undefined,
    region: offered?.region ?? null,
    price: deal.price,
    usualPriceFrom: deal.usualPriceFrom,
    maxPlayers: deal.maxPlayers,
    cancellationHours: deal.cancellationHours,
    windowStartMinutes: deal.windowStartMinutes,
    playerRules: playerRulesFrom(offered?.player_rules ?? null),
  });
}
