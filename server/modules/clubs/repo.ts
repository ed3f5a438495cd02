import { and, asc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfClubs, teeTimes } from '../../db/schema';

export interface TeeTimeFilter {
  date: string;
  cantons?: string[];
  holeCounts?: number[];
  from?: string | null;
  before?: string | null;
  featuredOnly?: boolean;
  clubIds?: string[];
}

const openSeats = sql<number>`${teeTimes.slotsAvailable} - ${teeTimes.bookedPlayers}`;

const clubColumns = {
  clubId: golfClubs.id,
  name: golfClubs.name,
  city: golfClubs.city,
  canton: golfClubs.canton,
  imageUrl: golfClubs.imageUrl,
  isFeatured: golfClubs.isFeatured,
  weekdayStandardPrice: golfClubs.weekdayStandardPrice,
  weekdayDiscount: golfClubs.weekdayDiscount,
};

const teeTimeColumns = {
  teeTimeId: teeTimes.id,
  date: teeTimes.date,
  time: teeTimes.time,
  holeCount: teeTimes.holeCount,
  discountedPrice: teeTimes.discountedPrice,
  originalPrice: teeTimes.originalPrice,
  slotsAvailable: teeTimes.slotsAvailable,
  bookedPlayers: teeTimes.bookedPlayers,
};

function teeTimeConditions(filter: TeeTimeFilter): SQL[] {
  const conditions: SQL[] = [
    eq(teeTimes.date, filter.date),
    eq(teeTimes.isBlocked, false),
    eq(teeTimes.isSurpriseDeal, false),
    gt(openSeats, 0),
  ];
  if (filter.holeCounts) conditions.push(inArray(teeTimes.holeCount, filter.holeCounts));
  if (filter.from) conditions.push(gte(teeTimes.time, filter.from));
  if (filter.before) conditions.push(lt(teeTimes.time, filter.before));
  return conditions;
}

function clubConditions(filter: TeeTimeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.featuredOnly) conditions.push(eq(golfClubs.isFeatured, true));
  if (filter.cantons?.length) conditions.push(inArray(golfClubs.canton, filter.cantons));
  if (filter.clubIds) conditions.push(inArray(golfClubs.id, filter.clubIds));
  return conditions;
}

/** Clubs with their bookable tee times of one date, in one query (a club with none comes with one null row). */
export function clubsWithTeeTimes(db: Db, filter: TeeTimeFilter) {
  return db
    .select({ ...clubColumns, ...teeTimeColumns })
    .from(golfClubs)
    .leftJoin(teeTimes, and(eq(teeTimes.golfClubId, golfClubs.id), ...teeTimeConditions(filter)))
    .where(and(...clubConditions(filter)))
    .orderBy(asc(golfClubs.name), asc(teeTimes.time));
}

/** Only the clubs that have matching tee times, with those times, in one query. */
export function matchingTeeTimes(db: Db, filter: TeeTimeFilter) {
  return db
    .select({ ...clubColumns, ...teeTimeColumns })
    .from(teeTimes)
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .where(and(...teeTimeConditions(filter), ...clubConditions(filter)))
    .orderBy(asc(golfClubs.name), asc(teeTimes.time));
}

export type ClubTeeTimeRow = Awaited<ReturnType<typeof clubsWithTeeTimes>>[number];

export async function findClub(db: Db, id: string) {
  const rows = await db.select().from(golfClubs).where(eq(golfClubs.id, id)).limit(1);
  return rows[0] ?? null;
}
