import { eq, sql, type SQL } from 'drizzle-orm';
import { bookableTeeTimeSql } from '../../db/bookable';
import { playerRulesOfClubs } from '../../db/player-rules';
import type { PlayerRules } from '../../../contract/players';
import { DEFAULT_BOOKING_RULES, DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import { MYSTERY_DEALS_PER_REGION_AND_DAY } from '../../domain/mystery';
import { queryRows, type Db, type Tx } from '../../db/client';
import { golfClubAssociations, mysteryDealInstances } from '../../db/schema';
import { MYSTERY_WINDOW_MINUTES } from '../../../contract/mystery';

/** What a deal shows of its tee time, and what it is sold with; `t` is the tee time in the query. */
interface DealShape {
  date: SQL;
  holes: SQL;
  places: SQL;
  windowStart: SQL;
}

/**
 * The tee times a club lists that could be the deal's: bookable now, with the deal's holes and open places,
 * starting in its window, and (once priced) not cheaper than the deal. A deal is offered only while every
 * club it names lists one, so that no club's tee sheet rules itself out.
 */
function fittingTimesAt(club: SQL, deal: DealShape, now: Date, dealPrice: SQL | null): SQL {
  return sql`from tee_times p left join club_settings ps on ps.golf_club_id = p.golf_club_id
    where p.golf_club_id = ${club} and p.date = ${deal.date} and p.hole_count = ${deal.holes} and not p.is_blocked
      and p.slots_available - p.booked_players = ${deal.places}
      and extract(epoch from p.time) / 60 >= ${deal.windowStart} and extract(epoch from p.time) / 60 < ${deal.windowStart} + ${MYSTERY_WINDOW_MINUTES}
      ${dealPrice ? sql`and p.discounted_price >= ${dealPrice}` : sql``}
      and ${bookableTeeTimeSql(now, { teeTime: 'p', settings: 'ps' })}`;
}

/** A surprise tee time can be a deal while it is bookable and none of its places is taken, at a club with a region that allows deals. */
function offerableSurpriseTime(now: Date, days: { from: string; to: string }): SQL {
  return sql`t.is_surprise_deal and not t.is_blocked and t.booked_players = 0 and t.slots_available > 0
    and t.date between ${days.from} and ${days.to}
    and coalesce(s.mystery_deals_allowed, true) and ${bookableTeeTimeSql(now)}`;
}

export interface NewDealRow {
  tee_time_id: string;
  time: string;
  places: number;
}

/** Surprise tee times that could be offered and are not deals yet. */
export function surpriseTimesWithoutDeal(db: Db, now: Date, days: { from: string; to: string }) {
  return queryRows<NewDealRow>(
    db,
    sql`select t.id as tee_time_id, to_char(t.time, 'HH24:MI') as time, t.slots_available as places
      from tee_times t
      join golf_club_associations a on a.main_club_id = t.golf_club_id
      left join club_settings s on s.golf_club_id = t.golf_club_id
      where ${offerableSurpriseTime(now, days)}
        and not exists (select 1 from mystery_deal_instances m where m.tee_time_id = t.id)`,
  );
}

export interface RegionClubRow {
  tee_time_id: string;
  club_id: string;
  club_name: string;
  own: boolean;
  /** The clubs that agreed to be named in this club's deals. */
  associated_ids: string[];
  /** The clubs that declined, or withdrew their consent: never named in its deals. */
  refused_ids: string[];
  /** How many tee times the club lists that could be the deal's. */
  fitting_times: number;
  /** The club's lowest list price of a round of these holes that day. */
  list_price: number | null;
  max_players: number;
  cancellation_hours: number;
  player_rules: PlayerRules[];
}

/** For each tee time and the window it would be sold in: every club of its club's region, as a deal needs them. */
export function regionClubsOf(db: Db, wanted: { teeTimeId: string; windowStart: number }[], now: Date) {
  const deal: DealShape = {
    date: sql`t.date`,
    holes: sql`t.hole_count`,
    places: sql`t.slots_available`,
    windowStart: sql`w.window_start`,
  };
  return queryRows<RegionClubRow>(
    db,
    sql`select t.id as tee_time_id, d.id as club_id, d.name as club_name, d.id = t.golf_club_id as own,
        array(select r.named_club_id from golf_club_association_requests r where r.club_id = d.id and r.status = 'accepted') as associated_ids,
        array(select r.named_club_id from golf_club_association_requests r where r.club_id = d.id and r.status = 'declined') as refused_ids,
        (select count(*)::int ${fittingTimesAt(sql`d.id`, deal, now, null)}) as fitting_times,
        (select min(x.original_price)::float8 from tee_times x where x.golf_club_id = d.id and x.date = t.date and x.hole_count = t.hole_count) as list_price,
        coalesce(ds.max_players_per_booking, ${DEFAULT_BOOKING_RULES.maxPlayersPerBooking}) as max_players,
        coalesce(ds.cancellation_hours, ${DEFAULT_CANCELLATION_HOURS}) as cancellation_hours
      from unnest(${`{${wanted.map((one) => one.teeTimeId).join(',')}}`}::uuid[], ${`{${wanted.map((one) => one.windowStart).join(',')}}`}::int[]) as w(tee_time_id, window_start)
      join tee_times t on t.id = w.tee_time_id
      join golf_club_associations a on a.main_club_id = t.golf_club_id
      join golf_club_associations da on da.region = a.region
      join golf_clubs d on d.id = da.main_club_id
      left join club_settings ds on ds.golf_club_id = d.id`,
  );
}

export type NewDeal = typeof mysteryDealInstances.$inferInsert;

/** Saves new deals; a tee time that another request made a deal of first keeps that one. */
export async function saveDeals(db: Db, deals: NewDeal[]) {
  if (deals.length > 0)
    await db.insert(mysteryDealInstances).values(deals).onConflictDoNothing({ target: mysteryDealInstances.teeTimeId });
}

export interface OfferedDealRow {
  public_id: string;
  tee_time_id: string;
  region: string;
  date: string;
  hole_count: number;
  places: number;
  window_start_minutes: number;
  club_names: string[];
  price: number;
  usual_price_from: number;
  max_players: number;
  cancellation_hours: number;
  player_rules: PlayerRules[];
}

/**
 * The deals that can be booked now: its tee time is still free and not cheaper than the deal, and every
 * club it names lists a time that could be it. At most ten per region and day, by window, holes, price and
 * the random id (never by the real time).
 */
export function offeredDeals(
  db: Db,
  now: Date,
  filter: { from: string; to: string; region?: string; date?: string; publicId?: string },
) {
  const deal: DealShape = {
    date: sql`t.date`,
    holes: sql`t.hole_count`,
    places: sql`t.slots_available`,
    windowStart: sql`m.window_start_minutes`,
  };
  return queryRows<OfferedDealRow>(
    db,
    sql`select * from (
        select m.public_id, t.id as tee_time_id, a.region, to_char(t.date, 'YYYY-MM-DD') as date, t.hole_count, t.slots_available as places,
          m.window_start_minutes, m.randomized_club_names as club_names, m.price::float8 as price, m.usual_price_from::float8 as usual_price_from,
          m.max_players, m.cancellation_hours, ${playerRulesOfClubs(sql`m.candidate_club_ids`)} as player_rules,
          row_number() over (partition by a.region, t.date order by m.window_start_minutes, t.hole_count, m.price, m.public_id) as rank
        from mystery_deal_instances m
        join tee_times t on t.id = m.tee_time_id
        join golf_club_associations a on a.main_club_id = t.golf_club_id
        left join club_settings s on s.golf_club_id = t.golf_club_id
        where ${offerableSurpriseTime(now, filter)} and t.discounted_price >= m.price
          and cardinality(m.candidate_club_ids) >= 3
          and not exists (select 1 from unnest(m.candidate_club_ids) as c(id) where c.id <> t.golf_club_id and not exists (select 1 ${fittingTimesAt(sql`c.id`, deal, now, sql`m.price`)}))
          ${filter.region ? sql`and a.region = ${filter.region}` : sql``}
          ${filter.date ? sql`and t.date = ${filter.date}` : sql``}
          ${filter.publicId ? sql`and m.public_id = ${filter.publicId}` : sql``}
      ) deals
      where rank <= ${MYSTERY_DEALS_PER_REGION_AND_DAY}
      order by date, window_start_minutes, hole_count, price, public_id`,
  );
}

export async function findDeal(db: Db, publicId: string) {
  const [row] = await db.select().from(mysteryDealInstances).where(eq(mysteryDealInstances.publicId, publicId));
  return row ?? null;
}

/** Every region clubs are grouped in. */
export async function allRegions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ region: golfClubAssociations.region })
    .from(golfClubAssociations)
    .orderBy(golfClubAssociations.region);
  return rows.map((row) => row.region);
}

/**
 * A club that may no longer be named in another club's deals leaves them: those deals name their own club
 * alone from now on, as a deal the draw withheld, so they are never offered nor drawn again (a new draw
 * for the same tee time would tell which club is the real one).
 */
export function withdrawDealsNaming(tx: Tx, clubId: string, namedClubId: string) {
  return tx.execute(
    sql`update mystery_deal_instances m set candidate_club_ids = array[t.golf_club_id]
      from tee_times t
      where t.id = m.tee_time_id and t.golf_club_id = ${clubId} and ${namedClubId}::uuid = any(m.candidate_club_ids)`,
  );
}
