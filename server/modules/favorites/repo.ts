import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { favoriteGolfClubs, golfClubs } from '../../db/schema';
import { byName } from '../../db/by-name';

export function addFavorite(db: Db, userId: string, golfClubId: string) {
  return db.insert(favoriteGolfClubs).values({ userId, golfClubId }).onConflictDoNothing();
}

export function removeFavorite(db: Db, userId: string, golfClubId: string) {
  return db
    .delete(favoriteGolfClubs)
    .where(and(eq(favoriteGolfClubs.userId, userId), eq(favoriteGolfClubs.golfClubId, golfClubId)));
}

export function favoriteClubs(db: Db, userId: string) {
  return db
    .select({
      id: golfClubs.id,
      name: golfClubs.name,
      city: golfClubs.city,
      canton: golfClubs.canton,
      imageUrl: golfClubs.imageUrl,
    })
    .from(favoriteGolfClubs)
    .innerJoin(golfClubs, eq(golfClubs.id, favoriteGolfClubs.golfClubId))
    .where(eq(favoriteGolfClubs.userId, userId))
    .orderBy(byName(golfClubs.name));
}

/** The next `perClub` bookable tee times of each of the user's favourite clubs, after the given Zurich date and time. */
export function nextTeeTimesOfFavorites(db: Db, userId: string, today: string, nowTime: string, perClub: number) {
  return queryRows<{
    golf_club_id: string;
    id: string;
    date: string;
    time: string;
    hole_count: number;
    discounted_price: string;
    original_price: string;
    open_slots: number;
  }>(
    db,
    sql`
    select golf_club_id, id, date::text as date, to_char(time, 'HH24:MI') as time, hole_count, discounted_price, original_price, open_slots
    from (
      select t.*, t.slots_available - t.booked_players as open_slots,
             row_number() over (partition by t.golf_club_id order by t.date, t.time) as rank
      from tee_times t
      join favorite_golf_clubs f on f.golf_club_id = t.golf_club_id and f.user_id = ${userId}
      where (t.date > ${today} or (t.date = ${today} and t.time > ${nowTime}))
        and not t.is_blocked and t.slots_available - t.booked_players > 0
    ) ranked
    where rank <= ${perClub}
    order by date, time`,
  );
}
