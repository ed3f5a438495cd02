/**
 * How soon a second server process shows a booking answered by the first, with the answer cache's default
 * time to live (2 s): with NOTIFY, and with the time to live alone (the first process then tells nobody).
 * Two builds of the app on one PostgreSQL stand for two processes: each has its own pool, cache and
 * listening connection. Run: `npx tsx bench/answers-across-processes.ts` (decision 0021 has the numbers).
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { addDays, zurichDate } from '../contract/zurich-time';
import { loadConfig } from '../server/config/env';
import { profiles } from '../server/db/schema';
import { buildServer } from '../server/start';
import { insertClub, insertTeeTime } from '../server/test/builders';
import { startPostgres } from '../server/test/postgres-server';

const BOOKINGS = 30;
const ORIGIN = 'http://localhost:3000';
const date = addDays(zurichDate(new Date()), 3);
const searchPath = `/api/tee-times/search?date=${date}&regions=Jura`;

async function measure(databaseUrl: string, notify: boolean) {
  const env = (ttl: string) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_SCALE: '100',
      DATABASE_URL: databaseUrl,
      ANSWER_CACHE_MS: ttl,
    });
  // Without a cache of its own, the first process has nothing to clear and tells nobody: the second has its time to live alone.
  const a = await buildServer(env(notify ? '2000' : '0'), { inMemory: true });
  const b = await buildServer(env('2000'), { inMemory: true });
  const email = `measure-${notify ? 'notify' : 'ttl'}@example.ch`;
  await a.deps.auth.api.signUpEmail({
    body: { email, password: 'measure-password', name: 'Measure', firstName: 'M', lastName: 'M' } as never,
  });
  await a.deps.database.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, email));
  const signedIn = await a.deps.auth.api.signInEmail({
    body: { email, password: 'measure-password' },
    asResponse: true,
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const club = await insertClub(a.deps.database.db, { name: `Golf Jura ${notify}`, canton: 'Jura' });
  const teeTimes = [];
  for (let index = 0; index < BOOKINGS; index++)
    teeTimes.push(
      await insertTeeTime(a.deps.database.db, club.id, {
        date,
        time: `${String(7 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}`,
      }),
    );

  const headers = { cookie, origin: ORIGIN, 'content-type': 'application/json' };
  const openSlots = async (teeTimeId: string) => {
    const { clubs } = await (await b.app.request(`${ORIGIN}${searchPath}`, { headers })).json();
    return clubs
      .flatMap((found: { teeTimes: { id: string; openSlots: number }[] }) => found.teeTimes)
      .find((teeTime: { id: string }) => teeTime.id === teeTimeId).openSlots as number;
  };
  const delays: number[] = [];
  // The last ask's own time: the search that B computed afresh once it had cleared its answers.
  const searches: number[] = [];
  for (const teeTime of teeTimes) {
    const before = await openSlots(teeTime.id);
    // The cached answer is of any age when the booking comes, as it would be under real traffic.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
    const booked = await a.app.request(`${ORIGIN}/api/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ teeTimeId: teeTime.id, playerCount: 1 }),
    });
    if (booked.status !== 201) throw new Error(`booking refused: ${booked.status} ${await booked.text()}`);
    const answered = performance.now();
    // A cached answer comes without I/O: yield between asks, or the listening connection of the same event loop is never read.
    let asked: number;
    for (;;) {
      asked = performance.now();
      if ((await openSlots(teeTime.id)) !== before) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    delays.push(performance.now() - answered);
    searches.push(performance.now() - asked);
  }
  await b.deps.database.close();
  await a.deps.database.close();
  delays.sort((x, y) => x - y);
  const at = (share: number) => delays[Math.min(delays.length - 1, Math.floor(share * delays.length))]!.toFixed(1);
  return {
    mode: notify ? 'TTL 2 s + NOTIFY' : 'TTL 2 s alone',
    bookings: delays.length,
    p50: at(0.5),
    p95: at(0.95),
    max: delays.at(-1)!.toFixed(1),
    mean: (delays.reduce((sum, value) => sum + value, 0) / delays.length).toFixed(1),
    'fresh search p50': searches.sort((x, y) => x - y)[Math.floor(searches.length / 2)]!.toFixed(1),
  };
}

const postgres = await startPostgres();
try {
  const results = [];
  for (const notify of [true, false]) results.push(await measure(postgres.url, notify));
  console.table(results);
} finally {
  postgres.stop();
}
