// Child process of `npm run bench`: builds the real server on the given database, loads national-scale
// data, times the day's tee sheet read and the pages computed from it, serves HTTP and reports on stdout.
import { serve } from '@hono/node-server';
import { performance } from 'node:perf_hooks';
import { zurichDate, addDays } from '../contract/zurich-time';
import { loadConfig } from '../server/config/env';
import { buildServer } from '../server/start';
import { CLUBS_PER_PAGE, TEE_TIMES_PER_CARD } from '../contract/search-options';
import { sql } from 'drizzle-orm';
import { clubPage, loadDaySheet, refreshDaySheet, type PageOfClubs } from '../server/modules/clubs/day-sheet';
import { createInterface } from 'node:readline';
import { timeBetaHomePage, bookingsForFeaturedDay } from './beta-access-pattern';
import { BENCH_AUTH_SECRET, benchGolfers, freeDay, seatAudit } from './booking-contention';
import { generateNationalData } from './national-data';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  AUTH_SECRET: BENCH_AUTH_SECRET,
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const startedAt = performance.now();
// PGlite in memory: its file system layer, not the database, would be measured when loading 900,000 rows to disk.
const { app, deps } = await buildServer(config, { inMemory: !databaseUrl });
const db = deps.database.db;
const today = zurichDate(new Date());
const tomorrow = addDays(today, 1);
const loadStart = performance.now();
const teeTimes = await generateNationalData(db, today);
const loadSeconds = (performance.now() - loadStart) / 1000;

/**
 * Median and p95 of a piece of work run `runs` times one after another (after a few to warm up), each time
 * after `prepare` (not timed).
 */
async function timeRuns(work: () => Promise<unknown> | unknown, runs = 200, prepare?: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) {
    await prepare?.();
    await work();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await prepare?.();
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.floor(runs * 0.95)]! };
}

const searchFilter = {
  now: new Date(),
  cantons: ['Zürich'],
  holeCounts: [18],
  from: null,
  before: '11:00',
};
/** The first page of a search by time, and of the featured clubs by name, as the server asks for them. */
const firstPage = (order: PageOfClubs['order'], everyClub: boolean): PageOfClubs => ({
  everyClub,
  order,
  limit: CLUBS_PER_PAGE,
  seen: [],
  timesPerClub: TEE_TIMES_PER_CARD,
});
// The day's tee sheet, read from the database (as after every write), then the pages computed from it in memory.
const sheetLoad = await timeRuns(() => loadDaySheet(db, tomorrow), 30);
const sheet = await loadDaySheet(db, tomorrow);
// After a booking (a write to one tee time of the day, a different club's each time): the kept sheet brought up
// to date from the club whose day changed.
let refreshed = sheet;
const sheetRefresh = await timeRuns(
  async () => (refreshed = await refreshDaySheet(db, refreshed)),
  30,
  () =>
    db.execute(
      sql`update tee_times set booked_players = booked_players where id = (select id from tee_times where date = ${tomorrow} order by random() limit 1)`,
    ),
);
const searchRows = clubPage(sheet, searchFilter, firstPage('time', false)).totalTimes;
const bareSearch = await timeRuns(() => clubPage(sheet, searchFilter, firstPage('time', false)));
// The search panel's default: every canton, any time, 9 or 18 holes, one player.
const bareNational = await timeRuns(() =>
  clubPage(sheet, { now: new Date(), holeCounts: [9, 18] }, firstPage('time', false)),
);
const bareFeatured = await timeRuns(() =>
  clubPage(sheet, { now: new Date(), featuredOnly: true }, firstPage('name', true)),
);
await bookingsForFeaturedDay(db, tomorrow);
const betaHome = await timeBetaHomePage(db, tomorrow);

// The server's peak memory, sampled while it serves; MEMORY answers the peak since the last MEMORY.
let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();

/**
 * Booking contention: a day emptied of players, 20 hot tee times everyone wants and 2,000 others; and for the
 * stampede another emptied day whose first 50 tee times 200 clients fight over. Each booking run (one per
 * layout of the processes part) takes days of its own, given as days from today.
 */
async function bookingTargets(bookingOffset: number, stampedeOffset: number) {
  const bookingDate = addDays(today, bookingOffset);
  const dayIds = await freeDay(db, bookingDate);
  const stampedeDate = addDays(today, stampedeOffset);
  const stampede = (await freeDay(db, stampedeDate)).slice(0, 50);
  const spread = Array.from({ length: 2000 }, (_, index) => dayIds[Math.floor((index * dayIds.length) / 2000)]!);
  return { bookingDate, stampedeDate, hot: dayIds.slice(0, 20), spread, stampede };
}
const targets = await bookingTargets(2, 3);
const golfers = await benchGolfers(db, deps.auth, 20);
// AUDIT <date>: the seats of that day and the mails still waiting to be sent; TARGETS <days> <days>: targets on two more days; MEMORY: the peak since the last MEMORY.
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, first, second] = line.split(' ');
  if (command === 'AUDIT')
    void Promise.all([seatAudit(db, first!), deps.jobs.depth('mail')]).then(([audit, mailsWaiting]) =>
      console.log(`AUDIT ${JSON.stringify({ ...audit, mailsWaiting })}`),
    );
  if (command === 'TARGETS')
    void bookingTargets(Number(first), Number(second)).then((found) => console.log(`TARGETS ${JSON.stringify(found)}`));
  if (command === 'MEMORY') {
    console.log(`MEMORY ${JSON.stringify({ peakRssMb: Math.round(peakRss / 1024 / 1024) })}`);
    peakRss = 0;
  }
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(
    `READY ${JSON.stringify({
      port: info.port,
      database: deps.database.kind,
      teeTimes,
      loadSeconds,
      startupSeconds: (loadStart - startedAt) / 1000,
      searchRows,
      date: tomorrow,
      bare: { search: bareSearch, national: bareNational, featured: bareFeatured },
      sheetLoad,
      sheetRefresh,
      betaHome,
      booking: { golfers, ...targets },
    })}`,
  );
});
// Load clients keep connections open: stop at once instead of waiting for them to close.
process.on('SIGTERM', () => {
  server.close();
  void deps.database.close().finally(() => process.exit(0));
});
