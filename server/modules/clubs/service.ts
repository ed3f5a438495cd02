import { clubTextsFor } from '../../../contract/club-texts';
import { playerRulesFrom } from '../../db/player-rules';
import type { ClubDetail, ClubSummary, TeeTime, TeeTimeDetail } from '../../../contract/clubs';
import type { Language } from '../../../contract/common';
import { openSlots } from '../../domain/availability';
import { DEFAULT_CANCELLATION_HOURS, freeCancellation, rulesOf, timeRefusal } from '../../domain/booking-policy';
import type { SearchQuery } from '../../../contract/search';
import { discountPercent, flamesAmong } from '../../domain/deals';
import { holeCountsFor, isSearchableDate, timeOfDayBounds } from '../../domain/search-window';
import { zurichDate, zurichInstant } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clubTexts } from '../club-profile/service';
import { clubsWithTeeTimes, findClub, findTeeTimeWithClub, matchingTeeTimes, type ClubWithTeeTimesRow } from './repo';

function assertSearchableDate(date: string, now: Date) {
  if (!isSearchableDate(date, zurichDate(now))) {
    throw new AppError('invalid_input', 'date: must be today or a later day (Europe/Zurich), at most a year ahead', [
      { path: 'date', message: 'must be today or a later day' },
    ]);
  }
}

/** Adds open slots, flames and the best discount to each club of the query. */
function toClubSummaries(rows: ClubWithTeeTimesRow[], date: string, showTeeTimes: boolean): ClubSummary[] {
  return rows.map((club) => {
    const flamesFor = flamesAmong(club.times.map(([, , , discountedPrice]) => discountedPrice));
    const times: TeeTime[] = club.times.map(([id, time, holeCount, discountedPrice, originalPrice, open]) => ({
      id,
      date,
      time,
      hole_count: holeCount,
      discounted_price: discountedPrice,
      original_price: originalPrice,
      openSlots: Math.max(0, open),
      flames: flamesFor(discountedPrice),
    }));
    const maxDiscountPercent = times.length
      ? Math.max(...times.map((teeTime) => discountPercent(teeTime.original_price, teeTime.discounted_price)))
      : club.weekday_discount;
    return {
      id: club.id,
      name: club.name,
      city: club.city,
      canton: club.canton,
      image_url: club.image_url,
      is_featured: club.is_featured,
      weekday_standard_price: Number(club.weekday_standard_price),
      weekday_discount: club.weekday_discount,
      maxDiscountPercent,
      teeTimes: showTeeTimes ? times : null,
      openTeeTimeCount: times.length,
    };
  });
}

export async function listClubs(
  db: Db,
  options: { date: string; featuredOnly: boolean; players: number; signedIn: boolean; now: Date },
) {
  assertSearchableDate(options.date, options.now);
  const rows = await clubsWithTeeTimes(db, {
    date: options.date,
    now: options.now,
    minPlaces: options.players,
    featuredOnly: options.featuredOnly,
  });
  return toClubSummaries(rows, options.date, options.signedIn);
}

export async function searchTeeTimes(db: Db, query: SearchQuery, options: { signedIn: boolean; now: Date }) {
  assertSearchableDate(query.date, options.now);
  const { from, before } = timeOfDayBounds(query.time);
  const rows = await matchingTeeTimes(db, {
    date: query.date,
    now: options.now,
    minPlaces: query.players,
    cantons: query.regions,
    holeCounts: holeCountsFor(query.holes),
    from,
    before,
  });
  return toClubSummaries(rows, query.date, options.signedIn);
}

export async function clubTeeTimes(
  db: Db,
  clubId: string,
  date: string,
  options: { players: number; signedIn: boolean; now: Date },
) {
  assertSearchableDate(date, options.now);
  const rows = await clubsWithTeeTimes(db, { date, now: options.now, minPlaces: options.players, clubIds: [clubId] });
  const [club] = toClubSummaries(rows, date, options.signedIn);
  if (!club) throw new AppError('not_found', 'No such golf club');
  return club;
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
