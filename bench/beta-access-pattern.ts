import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/client';

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * The original beta's home page: one query for the featured clubs, then one per card for its tee times with
 * their bookings nested (as `tee_times(*, bookings(*))` did), and open places computed in the browser.
 */
async function betaHomePage(client: Client, date: string) {
  const clubs = await client.query(
    'select id, name, city, canton, image_url, is_featured, weekday_standard_price, weekday_discount from golf_clubs where is_featured = true order by name',
  );
  return Promise.all(
    clubs.rows.map(async (club) => {
      const times = await client.query(
        `select t.*, coalesce(json_agg(b.*) filter (where b.id is not null), '[]') as bookings
         from tee_times t left join bookings b on b.tee_time_id = t.id
         where t.golf_club_id = $1 and t.date = $2 group by t.id order by t.time`,
        [club.id, date],
      );
      const open = times.rows
        .map((time) => {
          const booked = (time.bookings as { status: string; player_count: number }[])
            .filter((booking) => booking.status === 'confirmed' || booking.status === 'pending')
            .reduce((sum, booking) => sum + booking.player_count, 0);
          return { ...time, bookings: undefined, openSlots: (time.slots_available as number) - booked };
        })
        .filter((time) => time.openSlots > 0);
      return { ...club, teeTimes: open };
    }),
  );
}

/** The beta stored no counter: its players are booking rows. Writes them for the featured clubs' tee times of a day. */
export async function bookingsForFeaturedDay(db: Db, date: string) {
  await db.execute(sql`
    insert into bookings (tee_time_id, player_count, status, price_per_player, total_price)
    select t.id, 1, 'confirmed', t.discounted_price, t.discounted_price
    from tee_times t join golf_clubs c on c.id = t.golf_club_id, generate_series(1, t.booked_players)
    where c.is_featured and t.date = ${date}`);
}

/** Median time of the beta's home page through the same driver, and the number of queries it makes. */
export async function timeBetaHomePage(db: Db, date: string, runs = 50) {
  const client = (db as unknown as { $client: Client }).$client;
  for (let i = 0; i < 5; i++) await betaHomePage(client, date);
  const times: number[] = [];
  let queries = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    queries = (await betaHomePage(client, date)).length + 1;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.floor(runs * 0.95)]!, queries };
}
