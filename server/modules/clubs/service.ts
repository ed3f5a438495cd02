import { clubTextsFor } from '../../../contract/club-texts';
import { playerRulesFrom } from '../../db/player-rules';
import type { ClubDetail, ClubPage, ClubSummary, TeeTime, TeeTimeDetail } from '../../../contract/clubs';
import type { Language } from '../../../contract/common';
import { openSlots } from '../../domain/availability';
import { DEFAULT_CANCELLATION_HOURS, freeCancellation, rulesOf, timeRefusal } from '../../domain/booking-policy';
import type { CantonCounts, CantonCountsQuery, SearchQuery } from '../../../contract/search';
import { holeCountsFor, isSearchableDate, timeOfDayBounds } from '../../domain/search-window';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clubTexts } from '../club-profile/service';
import { cursorOf, seenIn } from '../../http/page-cursor';
import { TEE_TIMES_PER_CARD } from '../../../contract/search-options';
import { LAST_MINUTE_DEALS, type LastMinuteDeals } from '../../../contract/last-minute';
import { findClub, findTeeTimeWithClub } from './repo';
import {
  clubPage,
  deepestDiscounts,
  teeTimesPerCanton,
  type DaySheet,
  type PageClub,
  type PageOfClubs,
  type PageTime,
  type TeeTimeFilter,
} from './day-sheet';

/** A day's tee sheet of every club, read once for many requests (the routes keep it in the answer cache). */
export type DaySheets = (date: string) => Promise<DaySheet>;

function assertSearchableDate(date: string, now: Date) {
  if (!isSearchableDate(date, zurichDate(now))) {
    throw new AppError('invalid_input', 'date: must be today or a later day (Europe/Zurich), at most a year ahead', [
      { path: 'date', message: 'must be today or a later day' },
    ]);
  }
}

/** A tee time of a page as the API names its parts. */
const teeTimeOf = (time: PageTime, date: string): Omit<TeeTime, 'flames'> => ({
  id: time.id,
  date,
  time: time.time,
  hole_count: time.holes,
  discounted_price: time.price,
  original_price: time.listPrice,
  openSlots: time.open,
});

/** A club of a page as the list shows it: its first times only to a signed-in golfer, and how many it has. */
function toClubSummary(
  { club, times, openCount, bestDiscount }: PageClub,
  date: string,
  showTeeTimes: boolean,
): ClubSummary {
  return {
    id: club.id,
    name: club.name,
    city: club.city,
    canton: club.canton,
    image_url: club.image_url,
    is_featured: club.is_featured,
    weekday_standard_price: club.weekday_standard_price,
    weekday_discount: club.weekday_discount,
    // Without an open time, what the club takes off on weekdays.
    maxDiscountPercent: bestDiscount ?? club.weekday_discount,
    teeTimes: showTeeTimes ? times.map(([time, flames]) => ({ ...teeTimeOf(time, date), flames })) : null,
    openTeeTimeCount: openCount,
    location:
      club.longitude === null || club.latitude === null ? null : { longitude: club.longitude, latitude: club.latitude },
  };
}

/** A page of clubs of a day as the list shows them, and the cursor of the next page (null after the last). */
async function pageOf(
  sheets: DaySheets,
  date: string,
  filter: TeeTimeFilter,
  page: Omit<PageOfClubs, 'seen'> & { cursor?: string },
  signedIn: boolean,
): Promise<ClubPage> {
  const seen = seenIn(page.cursor);
  const { rows, totalClubs, totalTimes } = clubPage(await sheets(date), filter, { ...page, seen });
  const shown = rows.slice(0, page.limit);
  return {
    clubs: shown.map((row) => toClubSummary(row, date, signedIn)),
    nextCursor: rows.length > page.limit ? cursorOf([...seen, ...shown.map((row) => row.club.seq)]) : null,
    totalClubs,
    totalTeeTimes: totalTimes,
  };
}

/** Clubs by name (the featured ones for the home page), each with its first open times of the date. */
export async function listClubs(
  sheets: DaySheets,
  query: { date: string; featuredOnly: boolean; players: number; limit: number; cursor?: string },
  options: { signedIn: boolean; now: Date },
) {
  assertSearchableDate(query.date, options.now);
  return pageOf(
    sheets,
    query.date,
    { now: options.now, minPlaces: query.players, featuredOnly: query.featuredOnly },
    { everyClub: true, order: 'name', limit: query.limit, cursor: query.cursor, timesPerClub: TEE_TIMES_PER_CARD },
    options.signedIn,
  );
}

type TimeFilters = Pick<SearchQuery, 'date' | 'time' | 'holes' | 'players' | 'maxPrice' | 'minDiscount'>;

/** The tee times of a date that the search's filters of times let through. */
function timeFilter(query: TimeFilters, now: Date): TeeTimeFilter {
  const { from, before } = timeOfDayBounds(query.time);
  return {
    now,
    minPlaces: query.players,
    holeCounts: holeCountsFor(query.holes),
    from,
    before,
    maxPrice: query.maxPrice,
    minDiscount: query.minDiscount,
  };
}

/** Clubs with matching tee times, a page at a time in the order asked for. */
export async function searchTeeTimes(sheets: DaySheets, query: SearchQuery, options: { signedIn: boolean; now: Date }) {
  assertSearchableDate(query.date, options.now);
  return pageOf(
    sheets,
    query.date,
    { ...timeFilter(query, options.now), cantons: query.regions, name: query.q },
    { everyClub: false, order: query.sort, limit: query.limit, cursor: query.cursor, timesPerClub: TEE_TIMES_PER_CARD },
    options.signedIn,
  );
}

/** How many tee times match in each canton, whichever cantons the search names: the map colours them all. */
export async function teeTimesByCanton(sheets: DaySheets, query: CantonCountsQuery, now: Date): Promise<CantonCounts> {
  assertSearchableDate(query.date, now);
  return teeTimesPerCanton(await sheets(query.date), { ...timeFilter(query, now), name: query.q });
}

/** A club's day list: every time of the date that the search's filters of times let through. */
export async function clubTeeTimes(
  sheets: DaySheets,
  clubId: string,
  query: TimeFilters,
  options: { signedIn: boolean; now: Date },
) {
  assertSearchableDate(query.date, options.now);
  const {
    clubs: [club],
  } = await pageOf(
    sheets,
    query.date,
    { ...timeFilter(query, options.now), clubIds: [clubId] },
    { everyClub: true, order: 'name', limit: 1, timesPerClub: null },
    options.signedIn,
  );
  if (!club) throw new AppError('not_found', 'No such golf club');
  return club;
}

/** Today's and tomorrow's deepest discounts that can still be booked, one per club, deepest first. */
export async function lastMinuteDeals(sheets: DaySheets, now: Date): Promise<LastMinuteDeals> {
  const today = zurichDate(now);
  const days = await Promise.all([sheets(today), sheets(addDays(today, 1))]);
  return {
    deals: deepestDiscounts(days, now, LAST_MINUTE_DEALS).map(({ club, date, time }) => ({
      teeTime: teeTimeOf(time, date),
      discountPercent: time.discount,
      club: { id: club.id, name: club.name, city: club.city, canton: club.canton, image_url: club.image_url },
    })),
  };
}

export async function clubDetail(db: Db, clubId: string, language: Language): Promise<ClubDetail> {
  const [found, texts] = await Promise.all([findClub(db, clubId), clubTexts(db, clubId)]);
  if (!found) throw new AppError('not_found', 'No such golf club');
  const { club } = found;
  return {
    id: club.id,
    name: club.name,
    city: club.city,
    canton: club.canton,
    country: club.country,
    address: club.address,
    texts: clubTextsFor(texts, language),
    image_url: club.imageUrl,
    is_featured: club.isFeatured,
    weekday_standard_price: club.weekdayStandardPrice,
    weekday_discount: club.weekdayDiscount,
    playerRules: playerRulesFrom(found.playerRules),
  };
}

export async function teeTimeDetail(db: Db, teeTimeId: string, now: Date): Promise<TeeTimeDetail> {
  const row = await findTeeTimeWithClub(db, teeTimeId);
  if (!row) throw new AppError('not_found', 'No such tee time');
  const { teeTime, club } = row;
  const rules = rulesOf(row);
  const cancellationHours = row.cancellationHours ?? DEFAULT_CANCELLATION_HOURS;
  const refusal = teeTime.isBlocked ? 'tee_time_blocked' : timeRefusal(teeTime, now, rules);
  return {
    teeTime: {
      id: teeTime.id,
      date: teeTime.date,
      time: teeTime.time.slice(0, 5),
      hole_count: teeTime.holeCount,
      discounted_price: teeTime.discountedPrice,
      original_price: teeTime.originalPrice,
      openSlots: refusal ? 0 : openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers),
    },
    club: {
      id: club.id,
      name: club.name,
      city: club.city,
      canton: club.canton,
      address: club.address,
      image_url: club.imageUrl,
    },
    cancellationHours,
    cancellation: freeCancellation(zurichInstant(teeTime.date, teeTime.time.slice(0, 5)), cancellationHours, now),
    refusal,
    maxPlayers: rules.maxPlayersPerBooking,
    minLeadMinutes: rules.minLeadMinutes,
    bookingWindowDays: rules.bookingWindowDays,
    playerRules: playerRulesFrom(row.playerRules),
  };
}
