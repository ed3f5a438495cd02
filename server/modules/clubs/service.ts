import type { ClubDetail, ClubSummary, TeeTime } from '../../../contract/clubs';
import type { SearchQuery } from '../../../contract/search';
import { openSlots } from '../../domain/availability';
import { discountPercent, flamesFor } from '../../domain/deals';
import { holeCountsFor, isSearchableDate, timeOfDayBounds } from '../../domain/search-window';
import { zurichDate } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clubsWithTeeTimes, findClub, matchingTeeTimes, type ClubTeeTimeRow } from './repo';

function assertSearchableDate(date: string, now: Date) {
  if (!isSearchableDate(date, zurichDate(now))) {
    throw new AppError('invalid_input', 'date: must be today or a later day (Europe/Zurich), at most a year ahead', [
      { path: 'date', message: 'must be today or a later day' },
    ]);
  }
}

/** Groups the query's rows by club and adds open slots, flames and the best discount. */
function toClubSummaries(rows: ClubTeeTimeRow[], showTeeTimes: boolean): ClubSummary[] {
  const clubs = new Map<string, { club: ClubTeeTimeRow; teeTimes: ClubTeeTimeRow[] }>();
  for (const row of rows) {
    const entry = clubs.get(row.clubId) ?? { club: row, teeTimes: [] };
    if (row.teeTimeId) entry.teeTimes.push(row);
    clubs.set(row.clubId, entry);
  }
  return [...clubs.values()].map(({ club, teeTimes }) => {
    const prices = teeTimes.map((teeTime) => teeTime.discountedPrice!);
    const times: TeeTime[] = teeTimes.map((teeTime) => ({
      id: teeTime.teeTimeId!,
      date: teeTime.date!,
      time: teeTime.time!.slice(0, 5),
      hole_count: teeTime.holeCount!,
      discounted_price: teeTime.discountedPrice!,
      original_price: teeTime.originalPrice!,
      openSlots: openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers!),
      flames: flamesFor(teeTime.discountedPrice!, prices),
    }));
    const maxDiscountPercent = times.length
      ? Math.max(...times.map((teeTime) => discountPercent(teeTime.original_price, teeTime.discounted_price)))
      : club.weekdayDiscount;
    return {
      id: club.clubId,
      name: club.name,
      city: club.city,
      canton: club.canton,
      image_url: club.imageUrl,
      is_featured: club.isFeatured,
      weekday_standard_price: club.weekdayStandardPrice,
      weekday_discount: club.weekdayDiscount,
      maxDiscountPercent,
      teeTimes: showTeeTimes ? times : null,
      openTeeTimeCount: times.length,
    };
  });
}

export async function listClubs(db: Db, options: { date: string; featuredOnly: boolean; signedIn: boolean; now: Date }) {
  assertSearchableDate(options.date, options.now);
  const rows = await clubsWithTeeTimes(db, { date: options.date, featuredOnly: options.featuredOnly });
  return toClubSummaries(rows, options.signedIn);
}

export async function searchTeeTimes(db: Db, query: SearchQuery, options: { signedIn: boolean; now: Date }) {
  assertSearchableDate(query.date, options.now);
  const { from, before } = timeOfDayBounds(query.time);
  const rows = await matchingTeeTimes(db, { date: query.date, cantons: query.regions, holeCounts: holeCountsFor(query.holes), from, before });
  return toClubSummaries(rows, options.signedIn);
}

export async function clubTeeTimes(db: Db, clubId: string, date: string, options: { signedIn: boolean; now: Date }) {
  assertSearchableDate(date, options.now);
  const rows = await clubsWithTeeTimes(db, { date, clubIds: [clubId] });
  const [club] = toClubSummaries(rows, options.signedIn);
  if (!club) throw new AppError('not_found', 'No such golf club');
  return club;
}

export async function clubDetail(db: Db, clubId: string): Promise<ClubDetail> {
  const club = await findClub(db, clubId);
  if (!club) throw new AppError('not_found', 'No such golf club');
  return {
    id: club.id,
    name: club.name,
    city: club.city,
    canton: club.canton,
    country: club.country,
    address: club.address,
    description: club.description,
    image_url: club.imageUrl,
    is_featured: club.isFeatured,
    weekday_standard_price: club.weekdayStandardPrice,
    weekday_discount: club.weekdayDiscount,
  };
}
