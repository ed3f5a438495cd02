import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { bookableTeeTimeSql } from '../../db/bookable';
import { clubSettings, golfClubs, teeTimes } from '../../db/schema';
import { byName } from '../../db/by-name';
import { playerRulesOfClubs } from '../../db/player-rules';
import { folded } from '../../db/folded';
import { fold, type SortOrder } from '../../../contract/search-options';

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
  /** Only tee times at most this price per player. */
  maxPrice?: number;
  /** Only tee times at least this many percent below their list price. */
  minDiscount?: number;
  /** Part of the club's name, found in any case and with or without accents. */
  name?: string;
}

/**
 * A tee time as the query returns it: [id, HH:mm, holes, discounted price, original price, open slots,
 * flames: 2 for the club's cheapest matching price of the day, 1 for its second cheapest, else 0].
 */
export type TeeTimeTuple = [string, string, number, number, number, number, 0 | 1 | 2];

const allOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** A tee time's saving on its list price in whole percent, as `discountPercent` (domain/deals.ts) counts it. */
const discountSql = sql`(case when t.original_price > 0 and t.discounted_price < t.original_price
  then round((1 - t.discounted_price / t.original_price) * 100) else 0 end)::int`;

/** A tee time `t` (its club's settings `s`) that is open for so many players and can be booked now. */
const openAndBookable = (now: Date, minPlaces = 1) =>
  sql`not t.is_blocked and t.slots_available - t.booked_players >= ${minPlaces} and ${bookableTeeTimeSql(now)}`;

function teeTimeConditions(filter: TeeTimeFilter): SQL {
  const parts = [sql`t.date = ${filter.date}`, openAndBookable(filter.now, filter.minPlaces)];
  if (filter.holeCounts) parts.push(sql`t.hole_count in ${filter.holeCounts}`);
  if (filter.from) parts.push(sql`t.time >= ${filter.from}`);
  if (filter.before) parts.push(sql`t.time < ${filter.before}`);
  if (filter.maxPrice !== undefined) parts.push(sql`t.discounted_price <= ${filter.maxPrice}`);
  if (filter.minDiscount) parts.push(sql`${discountSql} >= ${filter.minDiscount}`);
  return allOf(parts);
}

function clubConditions(filter: TeeTimeFilter): SQL {
  const parts: SQL[] = [];
  if (filter.featuredOnly) parts.push(sql`c.is_featured`);
  if (filter.cantons?.length) parts.push(sql`c.canton in ${filter.cantons}`);
  if (filter.clubIds) parts.push(sql`c.id in ${filter.clubIds}`);
  if (filter.name) parts.push(sql`${folded(sql`c.name`)} like ${`%${fold(filter.name).replace(/[\\%_]/g, '\\$&')}%`}`);
  return allOf(parts);
}

const clubColumns = sql`c.id, c.name, c.city, c.canton, c.image_url, c.is_featured, c.weekday_standard_price, c.weekday_discount, c.longitude, c.latitude`;
/** Which clubs a page lists, in which order, and which of them the golfer has been shown already. */
export interface PageOfClubs {
  /** Every club the filter names, with or without matching times (a club list), or only those with some (a search). */
  everyClub: boolean;
  order: 'name' | SortOrder;
  limit: number;
  /** golf_clubs.seq of the clubs shown on the pages before. */
  seen: number[];
  /** The first so many matching times of each club (a card's); all of them when null (a club's day list). */
  timesPerClub: number | null;
}

export interface ClubPageRow {
  id: string;
  name: string;
  city: string;
  canton: string;
  image_url: string | null;
  is_featured: boolean;
  weekday_standard_price: string;
  weekday_discount: number;
  longitude: number | null;
  latitude: number | null;
  seq: number;
  times: TeeTimeTuple[];
  open_count: number;
  best_discount: number | null;
  total_clubs: number;
  total_times: number;
}

const pageOrders: Record<PageOfClubs['order'], SQL> = {
  name: sql`${byName(sql`name`)}, id`,
  time: sql`first_time, ${byName(sql`name`)}, id`,
  price: sql`cheapest, first_time, ${byName(sql`name`)}, id`,
  discount: sql`best_discount desc, first_time, ${byName(sql`name`)}, id`,
};

/**
 * One page of clubs with their first matching tee times, how many they have in all, and the whole list's
 * totals, in one query. The clubs are ordered by figures of their day's matching times (earliest, cheapest,
 * best discount, count) read in one pass without ordering the times; only the page's clubs then read their
 * first times, and their two cheapest prices for the flames, through the index on club, date and time. The
 * times come as one JSON array per club: the driver parses it natively, much cheaper than a row per time.
 */
export function clubPageSql(filter: TeeTimeFilter, page: PageOfClubs): SQL {
  const clubs = page.everyClub
    ? sql`golf_clubs c left join per_club p on p.club_id = c.id where ${clubConditions(filter)}`
    : sql`per_club p join golf_clubs c on c.id = p.club_id`;
  // A page club's own matching times (the club's conditions hold for it already).
  const ownTimes = (club: string) => sql`from tee_times t left join club_settings s on s.golf_club_id = t.golf_club_id
    where t.golf_club_id = ${sql.raw(club)}.id and ${teeTimeConditions(filter)}`;
  return sql`with per_club as (
      select t.golf_club_id as club_id, min(t.time) as first_time, min(t.discounted_price) as cheapest,
        max(${discountSql}) as best_discount, count(*)::int as open_count
      from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
      where ${teeTimeConditions(filter)} and ${clubConditions(filter)}
      group by t.golf_club_id
    ), listed as (
      select ${clubColumns}, c.seq, coalesce(p.open_count, 0) as open_count, p.first_time, p.cheapest, p.best_discount
      from ${clubs}
    ), page as (
      select * from listed where ${page.seen.length ? sql`seq not in ${page.seen}` : sql`true`}
      order by ${pageOrders[page.order]} limit ${page.limit + 1}
    ), priced as (
      select page.*, (select min(t.discounted_price) ${ownTimes('page')} and t.discounted_price > page.cheapest) as second_cheapest
      from page
    )
    select priced.*, coalesce((
        select json_agg(json_build_array(t.id, to_char(t.time, 'HH24:MI'), t.hole_count, t.discounted_price,
          t.original_price, t.slots_available - t.booked_players,
          case t.discounted_price when priced.cheapest then 2 when priced.second_cheapest then 1 else 0 end) order by t.time)
        from (select t.* ${ownTimes('priced')} order by t.time ${page.timesPerClub === null ? sql`` : sql`limit ${page.timesPerClub}`}) t
      ), '[]') as times,
      (select count(*) from listed)::int as total_clubs, (select coalesce(sum(open_count), 0) from listed)::int as total_times
    from priced order by ${pageOrders[page.order]}`;
}

/** How many matching tee times each canton has (cantons without any left out), for the map. */
export const teeTimesPerCanton = (db: Db, filter: TeeTimeFilter) =>
  queryRows<{ canton: string; count: number }>(
    db,
    sql`select c.canton, count(*)::int as count
      from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
      where ${teeTimeConditions(filter)} and ${clubConditions(filter)} group by c.canton`,
  );

export const clubPage = (db: Db, filter: TeeTimeFilter, page: PageOfClubs) =>
  queryRows<ClubPageRow>(db, clubPageSql(filter, page));

export interface LastMinuteRow {
  id: string;
  date: string;
  time: string;
  hole_count: number;
  discounted_price: number;
  original_price: number;
  open_slots: number;
  discount_percent: number;
  club_id: string;
  name: string;
  city: string;
  canton: string;
  image_url: string | null;
}

/**
 * Each club's deepest discount among the open, bookable tee times of two days (its earliest when it has
 * several as deep), then the deepest of those clubs first: at most `limit` rows, one per club.
 */
export const lastMinuteTeeTimes = (db: Db, window: { days: [string, string]; now: Date; limit: number }) =>
  queryRows<LastMinuteRow>(
    db,
    sql`select * from (
        select distinct on (t.golf_club_id) t.id, to_char(t.date, 'YYYY-MM-DD') as date, to_char(t.time, 'HH24:MI') as time,
          t.hole_count, t.discounted_price::float8 as discounted_price, t.original_price::float8 as original_price,
          t.slots_available - t.booked_players as open_slots, ${discountSql} as discount_percent,
          c.id as club_id, c.name, c.city, c.canton, c.image_url
        from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
        where t.date in ${window.days} and ${openAndBookable(window.now)}
          and ${discountSql} > 0
        order by t.golf_club_id, discount_percent desc, t.date, t.time
      ) best
      order by discount_percent desc, date, time, ${byName(sql`name`)}
      limit ${window.limit}`,
  );

/** The open, bookable tee time between two dates whose price is the lowest share of its list price. */
export async function deepestDiscountedTeeTime(db: Db, window: { from: string; to: string; now: Date }) {
  const [row] = await queryRows<{ original_price: number; discounted_price: number }>(
    db,
    sql`select t.original_price::float8 as original_price, t.discounted_price::float8 as discounted_price
      from tee_times t join golf_clubs c on c.id = t.golf_club_id left join club_settings s on s.golf_club_id = c.id
      where t.date between ${window.from} and ${window.to} and t.original_price > 0 and ${openAndBookable(window.now)}
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
