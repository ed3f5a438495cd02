import { sql } from 'drizzle-orm';
import { cantons } from '../contract/common';
import { addDays } from '../contract/zurich-time';
import type { Db } from '../server/db/client';

export const BENCH_CLUBS = 1000;
export const BENCH_DAYS = 14;

/**
 * National scale: 1,000 clubs in all cantons, 14 days of tee times every 10 minutes from 07:00 to 17:50
 * (66 a day, about 924,000 rows), a third of them 9 holes, and players booked on 40% of the times,
 * kept on the tee-time row as the booking transaction does.
 */
export async function generateNationalData(db: Db, today: string) {
  const cantonList = sql.raw(`array[${cantons.map((canton) => `'${canton.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into golf_clubs (slug, name, city, canton, weekday_standard_price, weekday_discount, is_featured)
    select 'bench-' || n, 'Bench Golf Club ' || n, 'City ' || n, (${cantonList})[1 + (n % 26)],
           80 + (n % 12) * 10, 10 + (n % 4) * 10, n % 40 = 0
    from generate_series(1, ${BENCH_CLUBS}) as n`);
  for (let day = 0; day < BENCH_DAYS; day++) {
    await db.execute(sql`
      insert into tee_times (golf_club_id, date, time, hole_count, original_price, discounted_price, slots_available, booked_players)
      select c.id, ${addDays(today, day)}::date, make_time(7 + slot / 6, (slot % 6) * 10, 0),
             case when slot % 3 = 2 then 9 else 18 end,
             c.weekday_standard_price, round(c.weekday_standard_price * (100 - c.weekday_discount) / 100.0, 2),
             4,
             case when random() < 0.4 then 1 + floor(random() * 4)::int else 0 end
      from golf_clubs c cross join generate_series(0, 65) as slot
      where c.slug like 'bench-%'`);
  }
  await db.execute(sql`vacuum analyze`);
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from tee_times`)) as unknown as { rows: { n: number }[] }
  ).rows;
  return row!.n;
}
