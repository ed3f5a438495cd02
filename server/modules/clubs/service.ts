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
import {
  clubPage,
  lastMinuteTeeTimes,
  findClub,
  findTeeTimeWithClub,
  teeTimesPerCanton,
  type ClubPageRow,
  type PageOfClubs,
  type TeeTimeFilter,
} from './repo';

function assertSearchableDate(date: string, now: Date) {
  if (!isSearchableDate(date, zurichDate(now))) {
    throw new AppError('invalid_input', 'date: must be today or a later day (Europe/Zurich), at most a year ahead', [
      { path: 'date', message: 'must be today or a later day' },
    ]);
  }
}

/** A club of a page as the list shows it: its first times only to a signed-in golfer, and how many it has. */
function toClubSummary(club: ClubPageRow, date: string, showTeeTimes: boolean): ClubSummary {
  const times: TeeTime[] = club.times.map(([id, time, holeCount, discountedPrice, originalPrice, open, flames]) => ({
    id,
    date,
    time,
    hole_count: holeCount,
    discounted_price: discountedPrice,
    original_price: originalPrice,
    openSlots: Math.max(0, open),
    flames,
  }));
  return {
    id: club.id,
    name: club.name,
    city: club.city,
    canton: club.canton,
    image_url: club.image_url,
    is_featured: club.is_featured,
    weekday_standard_price: Number(club.weekday_standard_price),
    weekday_discount: club.weekday_discount,
    // Without an open time, what the club takes off on weekdays.
    maxDiscountPercent: club.best_discount ?? club.weekday_discount,
    teeTimes: showTeeTimes ? times : null,
    openTeeTimeCount: club.open_count,
    location:
      club.longitude === null || club.latitude === null ? null : { longitude: club.longitude, latitude: club.latitude },
  };
}

/** A page of clubs as the list shows them, and the cursor of the next page (null after the last). */
async function pageOf(
  db: Db,
  filter: TeeTimeFilter,
  page: Omit<PageOfClubs, 'seen'> & { cursor?: string },
  signedIn: boolean,
): Promise<ClubPage> {
  const seen = seenIn(page.cursor);
  const rows = await clubPage(db, filter, { ...page, seen });
  const shown = rows.slice(0, page.limit);
  return {
    clubs: shown.map((row) => toClubSummary(row, filter.date, signedIn)),
    nextCursor: rows.length > page.limit ? cursorOf([...seen, ...shown.map((row) => row.seq)]) : null,
    totalClubs: rows[0]?.total_clubs ?? 0,
    totalTeeTimes: rows[0]?.total_times ?? 0,
  };
}

/** Clubs by name (the featured ones for the home page), each with its first open times of the date. */
export async function listClubs(
  db: Db,
  query: { date: string; featuredOnly: boolean; players: number; limit: number; cursor?: string },
  options: { signedIn: boolean; now: Date },
) {
  assertSearchableDate(query.date, options.now);
  return pageOf(
    db,
    { date: query.date, now: options.now, minPlaces: query.players, featuredOnly: query.featuredOnly },
    { everyClub: true, order: 'name', limit: query.limit, cursor: query.cursor, timesPerClub: TEE_TIMES_PER_CARD },
    options.signedIn,
  );
}

type TimeFilters = Pick<SearchQuery, 'date' | 'time' | 'holes' | 'players' | 'maxPrice' | 'minDiscount'>;

/** The tee times of a date that the search's filters of times let through. */
function timeFilter(query: TimeFilters, now: Date): TeeTimeFilter {
  const { from, before } = timeOfDayBounds(query.time);
  return {
    date: query.date,
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
export async function searchTeeTimes(db: Db, query: SearchQuery, options: { signedIn: boolean; now: Date }) {
  assertSearchableDate(query.date, options.now);
  return pageOf(
    db,
    { ...timeFilter(query, options.now), cantons: query.regions, name: query.q },
    { everyClub: false, order: query.sort, limit: query.limit, cursor: query.cursor, timesPerClub: TEE_TIMES_PER_CARD },
    options.signedIn,
  );
}

/** How many tee times match in each canton, whichever cantons the search names: the map colours them all. */
export async function teeTimesByCanton(db: Db, query: CantonCountsQuery, now: Date): Promise<CantonCounts> {
  assertSearchableDate(query.date, now);
  const rows = await teeTimesPerCanton(db, { ...timeFilter(query, now), name: query.q });
  return Object.fromEntries(rows.map((row) => [row.canton, row.count]));
}

/** A club's day list: every time of the date that the search's filters of times let through. */
export async function clubTeeTimes(
  db: Db,
  clubId: string,
  query: TimeFilters,
  options: { signedIn: boolean; now: Date },
) {
  assertSearchableDate(query.date, options.now);
  const {
    clubs: [club],
  } = await pageOf(
    db,
    { ...timeFilter(query, options.now), clubIds: [clubId] },
    { everyClub: true, order: 'name', limit: 1, timesPerClub: null },
    options.signedIn,
  );
  if (!club) throw new AppError('not_found', 'No such golf club');
  return club;
}

/** Today's and tomorrow's deepest discounts that can still be booked, one per club, deepest first. */
export async function lastMinuteDeals(db: Db, now: Date): Promise<LastMinuteDeals> {
  const today = zurichDate(now);
  const rows = await lastMinuteTeeTimes(db, { days: [today, addDays(today, 1)], now, limit: LAST_MINUTE_DEALS });
  return {
    deals: rows.map((row) => ({
      teeTime: {
        id: row.id,
        date: row.date,
        time: row.time,
        hole_count: row.hole_count,
        discounted_price: row.discounted_price,
        original_price: row.original_price,
        openSlots: row.open_slots,
      },
      discountPercent: row.discount_percent,
      club: { id: row.club_id, name: row.name, city: row.city, canton: row.canton, image_url: row.image_url },
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
