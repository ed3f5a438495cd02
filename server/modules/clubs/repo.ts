import { and as allOf, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { clubSettings, golfClubs, teeTimes } from '../../db/schema';

export interface TeeTimeFilter {
  date: string;
  cantons?: string[];
  holeCounts?: number[];
  from?: string | null;
  before?: string | null;
  featuredOnly?: boolean;
  clubIds?: string[];
}

/** A tee time as the query returns it: [id, HH:mm, holes, discounted price, original price, open slots]. */
export type TeeTimeTuple = [string, string, number, number, number, number];

export interface ClubWithTeeTimesRow {
  id: string;
  name: string;
  city: string;
  canton: string;
  image_url: string | null;
  is_featured: boolean;
  weekday_standard_price: string;
  weekday_discount: number;
  times: TeeTimeTuple[];
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

function teeTimeConditions(filter: TeeTimeFilter): SQL {
  const parts = [sql`t.date = ${filter.date}`, sql`not t.is_blocked`, sql`not t.is_surprise_deal`, sql`t.slots_available - t.booked_players > 0`];
  if (filter.holeCounts) parts.push(sql`t.hole_count in ${filter.holeCounts}`);
  if (filter.from) parts.push(sql`t.time >= ${filter.from}`);
  if (filter.before) parts.push(sql`t.time < ${filter.before}`);
  return and(parts);
}

function clubConditions(filter: TeeTimeFilter): SQL {
  const parts: SQL[] = [];
  if (filter.featuredOnly) parts.push(sql`c.is_featured`);
  if (filter.cantons?.length) parts.push(sql`c.canton in ${filter.cantons}`);
  if (filter.clubIds) parts.push(sql`c.id in ${filter.clubIds}`);
  return and(parts);
}

const clubColumns = sql`c.id, c.name, c.city, c.canton, c.image_url, c.is_featured, c.weekday_standard_price, c.weekday_discount`;
// The times of a club come as one JSON array: the driver parses it natively, much cheaper than a row per time.
const timesJson = sql`json_agg(json_build_array(t.id, to_char(t.time, 'HH24:MI'), t.hole_count, t.discounted_price, t.original_price, t.slots_available - t.booked_players) order by t.time)`;

/** Clubs with their bookable tee times of one date, in one query; a club without any comes with an empty list. */
export function clubsWithTeeTimesSql(filter: TeeTimeFilter): SQL {
  return sql`select ${clubColumns}, coalesce(${timesJson} filter (where t.id is not null), '[]') as times
    from golf_clubs c left join tee_times t on t.golf_club_id = c.id and ${teeTimeConditions(filter)}
    where ${clubConditions(filter)} group by c.id order by c.name`;
}

/** Only the clubs that have matching tee times, with those times, in one query. */
export function matchingTeeTimesSql(filter: TeeTimeFilter): SQL {
  return sql`select ${clubColumns}, ${timesJson} as times
    from tee_times t join golf_clubs c on c.id = t.golf_club_id
    where ${teeTimeConditions(filter)} and ${clubConditions(filter)} group by c.id order by c.name`;
}

export const clubsWithTeeTimes = (db: Db, filter: TeeTimeFilter) => queryRows<ClubWithTeeTimesRow>(db, clubsWithTeeTimesSql(filter));
export const matchingTeeTimes = (db: Db, filter: TeeTimeFilter) => queryRows<ClubWithTeeTimesRow>(db, matchingTeeTimesSql(filter));

export async function findClub(db: Db, id: string) {
  const rows = await db.select().from(golfClubs).where(eq(golfClubs.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A bookable (not mystery) tee time with its club and the club's booking settings. */
export async function findTeeTimeWithClub(db: Db, teeTimeId: string) {
  const rows = await db
    .select({ teeTime: teeTimes, club: golfClubs, cancellationHours: clubSettings.cancellationHours, maxPlayersPerBooking: clubSettings.maxPlayersPerBooking })
    .from(teeTimes)
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, golfClubs.id))
    .where(allOf(eq(teeTimes.id, teeTimeId), eq(teeTimes.isSurpriseDeal, false)))
    .limit(1);
  return rows[0] ?? null;
}
