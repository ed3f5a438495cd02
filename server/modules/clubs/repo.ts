import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { bookableTeeTimeSql } from '../../db/bookable';
import { clubSettings, golfClubs, teeTimes } from '../../db/schema';
import { byName } from '../../db/by-name';
import { playerRulesOfClubs } from '../../db/player-rules';

export interface TeeTimeFilter {
  date: string;
  /** Only tee times that can be booked at this moment are listed. */
  now: Date;
  /** Only tee times with at least this many open places. */
  minPlaces?: number;
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

const allOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

function teeTimeConditions(filter: TeeTimeFilter): SQL {
  const parts = [
    sql`t.date = ${filter.date}`,
    sql`not t.is_blocked`,
    sql`t.slots_available - t.booked_players >= ${filter.minPlaces ?? 1}`,
    bookableTeeTimeSql(filter.now),
  ];
  if (filter.holeCounts) parts.push(sql`t.hole_count in ${filter.holeCounts}`);
  if (filter.from) parts.push(sql`t.time >= ${filter.from}`);
  if (filter.before) parts.push(sql`t.time < ${filter.before}`);
  return allOf(parts);
}

function clubConditions(filter: TeeTimeFilter): SQL {
  const parts: SQL[] = [];
  if (filter.featuredOnly) parts.push(sql`c.is_featured`);
  if (filter.cantons?.length) parts.push(sql`c.canton in ${filter.cantons}`);
  if (filter.clubIds) parts.push(sql`c.id in ${filter.clubIds}`);
  return allOf(parts);
}

const clubColumns = sql`c.id, c.name, c.city, c.canton, c.image_url, c.is_featured, c.weekday_standard_price, c.weekday_discount`;
// The times of a club come as one JSON array: the driver parses it natively, much cheaper than a row per time.
const timesJson = sql`json_agg(json_build_array(t.id, to_char(t.time, 'HH24:MI'), t.hole_count, t.discounted_price, t.original_price, t.slots_available - t.booked_players) order by t.time)`;

/** Clubs with their bookable tee times of one date, in one query; a club without any comes with an empty list. */
export function clubsWithTeeTimesSql(filter: TeeTimeFilter): SQL {
  return sql`select ${clubColumns}, coalesce(${timesJson} filter (where t.id is not null), '[]') as times
    from golf_clubs c left join club_settings s on s.golf_club_id = c.id
      left join tee_times t on t.golf_club_id = c.id and ${teeTimeConditions(filter)}
    where ${clubConditions(filter)} group by c.id order by ${byName(sql`c.name`)}`;
}

/** Only the clubs that have matching tee times, with those times, in one query. */
export function matchingTeeTimesSql(filter: TeeTimeFilter): SQL {
  return sql`select ${clubColumns}, ${timesJson} as times
    from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
    where ${teeTimeConditions(filter)} and ${clubConditions(filter)} group by c.id order by ${byName(sql`c.name`)}`;
}

export const clubsWithTeeTimes = (db: Db, filter: TeeTimeFilter) =>
  queryRows<ClubWithTeeTimesRow>(db, clubsWithTeeTimesSql(filter));
export const matchingTeeTimes = (db: Db, filter: TeeTimeFilter) =>
  queryRows<ClubWithTeeTimesRow>(db, matchingTeeTimesSql(filter));

/** The open, bookable tee time between two dates whose price is the lowest share of its list price. */
export async function deepestDiscountedTeeTime(db: Db, window: { from: string; to: string; now: Date }) {
  const [row] = await queryRows<{ original_price: number; discounted_price: number }>(
    db,
    sql`select t.original_price::float8 as original_price, t.discounted_price::float8 as discounted_price
      from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
      where t.date between ${window.from} and ${window.to} and not t.is_blocked
        and t.slots_available - t.booked_players > 0 and t.original_price > 0 and ${bookableTeeTimeSql(window.now)}
      order by t.discounted_price / t.original_price limit 1`,
  );
  return row ?? null;
}

/** A club with the rules for its players. */
export async function findClub(db: Db, id: string) {
  const rows = await db
    .select({ club: golfClubs, playerRules: playerRulesOfClubs(sql`array[${golfClubs.id}]`) })
    .from(golfClubs)
    .where(eq(golfClubs.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A tee time with its club and the club's booking settings. A surprise tee time is one too: it stays listed
 * at its own price while its deal is offered, so that a tee sheet looks the same with or without deals.
 */
export async function findTeeTimeWithClub(db: Db, teeTimeId: string) {
  const rows = await db
    .select({
      teeTime: teeTimes,
      club: golfClubs,
      cancellationHours: clubSettings.cancellationHours,
      maxPlayersPerBooking: clubSettings.maxPlayersPerBooking,
      bookingWindowDays: clubSettings.bookingWindowDays,
      minLeadMinutes: clubSettings.minLeadMinutes,
      playerRules: playerRulesOfClubs(sql`array[${golfClubs.id}]`),
    })
    .from(teeTimes)
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, golfClubs.id))
    .where(eq(teeTimes.id, teeTimeId))
    .limit(1);
  return rows[0] ?? null;
}
