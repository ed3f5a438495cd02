import { inArray, sql } from 'drizzle-orm';
import { bookableTeeTimeSql } from '../../db/bookable';
import { DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import { queryRows, type Db } from '../../db/client';
import { golfClubAssociations, mysteryDealInstances } from '../../db/schema';

export interface SurpriseTeeTimeRow {
  tee_time_id: string;
  date: string;
  time: string;
  hole_count: number;
  discounted_price: number;
  original_price: number;
  open_slots: number;
  club_id: string;
  club_name: string | null;
  region: string | null;
  associated_names: string[] | null;
  cancellation_hours: number;
}

/**
 * Bookable surprise tee times with open places at clubs that allow mystery deals, earliest first, with the
 * club's region and the names of its associated clubs, in one query.
 */
export function surpriseTeeTimes(db: Db, filter: { now: Date; limit: number; teeTimeIds?: string[] }) {
  return queryRows<SurpriseTeeTimeRow>(
    db,
    sql`select t.id as tee_time_id, to_char(t.date, 'YYYY-MM-DD') as date, to_char(t.time, 'HH24:MI') as time, t.hole_count,
          t.discounted_price::float8 as discounted_price, t.original_price::float8 as original_price,
          t.slots_available - t.booked_players as open_slots, c.id as club_id, c.name as club_name, a.region,
          (select array_agg(o.name order by o.name) from golf_clubs o where o.id = any(a.associated_club_ids)) as associated_names,
          coalesce(s.cancellation_hours, ${DEFAULT_CANCELLATION_HOURS}) as cancellation_hours
        from tee_times t
        join golf_clubs c on c.id = t.golf_club_id
        left join club_settings s on s.golf_club_id = c.id
        left join golf_club_associations a on a.main_club_id = c.id
        where t.is_surprise_deal and not t.is_blocked and t.slots_available - t.booked_players > 0
          and coalesce(s.mystery_deals_allowed, true)
          and ${bookableTeeTimeSql(filter.now)}
          ${filter.teeTimeIds ? sql`and t.id in ${filter.teeTimeIds}` : sql``}
        order by t.date, t.time, t.id
        limit ${filter.limit}`,
  );
}

export type NewInstance = typeof mysteryDealInstances.$inferInsert;

/**
 * Creates the missing deal instances and returns every instance of these tee times. The unique tee time
 * makes concurrent first requests agree: the first insert wins and everyone reads it.
 */
export async function ensureInstances(db: Db, wanted: NewInstance[]) {
  if (wanted.length === 0) return [];
  await db.insert(mysteryDealInstances).values(wanted).onConflictDoNothing({ target: mysteryDealInstances.teeTimeId });
  return db.select().from(mysteryDealInstances).where(inArray(mysteryDealInstances.teeTimeId, wanted.map((instance) => instance.teeTimeId)));
}

export async function findInstance(db: Db, dealId: string) {
  const [row] = await db.select().from(mysteryDealInstances).where(sql`${mysteryDealInstances.id} = ${dealId}`);
  return row ?? null;
}

/** Every region clubs are grouped in, for the region filter (regions without deals show disabled). */
export async function allRegions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ region: golfClubAssociations.region }).from(golfClubAssociations).orderBy(golfClubAssociations.region);
  return rows.map((row) => row.region);
}
