import { and, eq, sql } from 'drizzle-orm';
import type { Auth } from '../server/auth/auth';
import type { Db } from '../server/db/client';
import { bookings, profiles, teeTimes } from '../server/db/schema';

const BENCH_PASSWORD = 'bench-golfer-password';
/** The secret of every server in the bench: a session signed in by one is valid in the others. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** Golfers who book during the contention run: verified accounts, signed in, as session cookies. */
export async function benchGolfers(db: Db, auth: Auth, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `bench-golfer-${index}@example.ch`;
    await auth.api.signUpEmail({
      body: {
        email,
        password: BENCH_PASSWORD,
        name: `Bench Golfer ${index}`,
        firstName: 'Bench',
        lastName: `Golfer ${index}`,
      } as never,
    });
    await db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, email));
    const response = await auth.api.signInEmail({ body: { email, password: BENCH_PASSWORD }, asResponse: true });
    cookies.push(
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    );
  }
  return cookies;
}

/** Empties one day's tee sheet so that every seat sold during the run is a booking row we can count. */
export async function freeDay(db: Db, date: string) {
  await db.update(teeTimes).set({ bookedPlayers: 0 }).where(eq(teeTimes.date, date));
  const ids = await db
    .select({ id: teeTimes.id })
    .from(teeTimes)
    .where(eq(teeTimes.date, date))
    .orderBy(teeTimes.time, teeTimes.id);
  return ids.map((row) => row.id);
}

/**
 * After the run: tee times of the day with more players than places (oversold), and tee times whose
 * counter differs from the players of their seat-holding bookings (drift). Both must be 0.
 */
export async function seatAudit(db: Db, date: string) {
  const held = db
    .select({ teeTimeId: bookings.teeTimeId, players: sql<number>`sum(${bookings.playerCount})::int`.as('players') })
    .from(bookings)
    .where(sql`${bookings.status} in ('pending', 'confirmed', 'completed')`)
    .groupBy(bookings.teeTimeId)
    .as('held');
  const rows = await db
    .select({
      slots: teeTimes.slotsAvailable,
      counter: teeTimes.bookedPlayers,
      held: sql<number>`coalesce(${held.players}, 0)`,
    })
    .from(teeTimes)
    .leftJoin(held, eq(held.teeTimeId, teeTimes.id))
    .where(and(eq(teeTimes.date, date)));
  return {
    oversold: rows.filter((row) => Number(row.held) > row.slots).length,
    drift: rows.filter((row) => Number(row.held) !== row.counter).length,
    seatsSold: rows.reduce((sum, row) => sum + Number(row.held), 0),
  };
}
