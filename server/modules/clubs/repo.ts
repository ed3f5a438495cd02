import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { bookableTeeTimeSql } from '../../db/bookable';
import { clubSettings, golfClubs, teeTimes } from '../../db/schema';
import { playerRulesOfClubs } from '../../db/player-rules';

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
