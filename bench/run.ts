// `npm run bench`: search and featured endpoints at national scale, over HTTP, on PGlite and on a
// real PostgreSQL started here, next to the same pages computed from the day's tee sheet in memory and the
// sheet's read from the database. Prints a table and a JSON line.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { cantons } from '../contract/common';
import { holeChoices, timesOfDay } from '../contract/search';
import { addDays } from '../contract/zurich-time';
import { startPostgres, type RunningPostgres } from '../server/test/postgres-server';
import { measureBuiltStart } from './built-start';
import { cpuByProcess, cpuPerRequest } from './cpu-use';
import { layouts, machine, startLayout, type Layout } from './processes';
import { auditPages } from './lighthouse';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** While working on one part: BENCH_DATABASES=postgres and BENCH_PARTS=bookings (reads, bookings, processes, lighthouse, startup); BENCH_LIGHTHOUSE_RUNS (5) per page. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PARTS = (process.env.BENCH_PARTS ?? 'reads,bookings,processes,lighthouse').split(',');

interface Ready {
  port: number;
  database: string;
  teeTimes: number;
  loadSeconds: number;
  startupSeconds: number;
  searchRows: number;
  date: string;
  bare: Record<'search' | 'national' | 'featured', { p50: number; p95: number }>;
  /** Reading a day's tee sheet of every club from the database, as after every write. */
  sheetLoad: { p50: number; p95: number };
  sheetRefresh: { p50: number; p95: number };
  betaHome: { p50: number; p95: number; queries: number };
  booking: { golfers: string[] } & BookingTargets;
}

/** Tee times of emptied days for one contention run and one stampede, and the days to audit after them. */
interface BookingTargets {
  bookingDate: string;
  stampedeDate: string;
  hot: string[];
  spread: string[];
  stampede: string[];
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

function startBenchServer(databaseUrl?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Exact percentiles of every answer's time (autocannon itself reports p97.5, not p95). */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Runs autocannon and keeps the time of every answer. */
async function run(options: autocannon.Options) {
  const times: number[] = [];
  const started = performance.now();
  let lastCreated = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status === 201) lastCreated = performance.now();
    });
  });
  return { result, ...percentiles(times), secondsToLastCreated: (lastCreated - started) / 1000 };
}

/** GET load on one URL, or on a new path per request when `nextPath` is given. */
async function load(url: string, nextPath?: () => string) {
  const { result, p50, p95, p99 } = await run({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(nextPath
      ? {
          requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: nextPath() }) }],
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50, p95, p99 };
}

/** Searches as many golfers make them: any of the 14 days, canton, time of day and holes (4,368 different answers). */
/**
 * A search as golfers vary it: a new day (one of `days` from `firstDay`), all Switzerland, one canton or two, a
 * time of day, holes, players, and now and then a price limit; every request asks something else, so that no
 * answer is reused.
 */
function variedSearchPath(firstDay: string, days = 14) {
  const regions = pick([[], [pick([...cantons])], [pick([...cantons]), pick([...cantons])]]);
  const price = pick(['', '', '', `&maxPrice=${pick([60, 80, 100, 150])}`]);
  return `/api/tee-times/search?date=${addDays(firstDay, Math.floor(Math.random() * days))}&regions=${encodeURIComponent(regions.join(','))}&time=${pick([...timesOfDay])}&holes=${pick([...holeChoices])}&players=${1 + Math.floor(Math.random() * 4)}${price}`;
}

/** Sends a command to the bench server and waits for its one-line JSON answer. */
function ask<T>(child: ChildProcess, command: string, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith(`${answer} `)) return;
      lines.close();
      resolve(JSON.parse(line.slice(answer.length + 1)) as T);
    });
    child.stdin!.write(`${command}\n`);
  });
}

type SeatAudit = { oversold: number; drift: number; seatsSold: number; mailsWaiting: number };

/** The answers of a booking run: only 201 and 409 sold_out are acceptable. */
function bookingAnswers(result: autocannon.Result, name: string) {
  const answers = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
  );
  const unexpected = Object.entries(answers).filter(([status]) => status !== '201' && status !== '409');
  if (unexpected.length > 0 || result.errors > 0)
    throw new Error(
      `${name}: unexpected answers ${JSON.stringify(answers)}, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  return { booked: answers['201'] ?? 0, soldOut: answers['409'] ?? 0 };
}

const bookingRequest = (targets: Ready['booking'], teeTimeId: () => string) => ({
  method: 'POST' as const,
  path: '/api/bookings',
  setupRequest: (request: object) => ({
    ...request,
    headers: {
      'content-type': 'application/json',
      cookie: pick(targets.golfers),
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ teeTimeId: teeTimeId(), playerCount: Math.random() < 0.5 ? 1 : 2 }),
  }),
});

/**
 * The stampede of the performance issue: 200 concurrent clients on 50 tee times (200 places) of an emptied
 * day, 2,000 requests; most are answered sold out.
 */
async function stampede(base: string, child: ChildProcess, targets: Ready['booking']) {
  const started = performance.now();
  // A client waits up to a minute: on PGlite, which runs one statement at a time, 200 queued bookings take seconds.
  const { result, p50, p95, secondsToLastCreated } = await run({
    url: base,
    connections: 200,
    amount: 2000,
    timeout: 60,
    requests: [bookingRequest(targets, () => pick(targets.stampede))],
  });
  const seconds = (performance.now() - started) / 1000;
  const { booked, soldOut } = bookingAnswers(result, 'stampede');
  const seats = await ask<SeatAudit>(child, `AUDIT ${targets.stampedeDate}`, 'AUDIT');
  // Only 200 places exist: bookings per second is counted until the last place was sold.
  return {
    requestsPerSecond: 2000 / seconds,
    secondsToSellOut: secondsToLastCreated,
    bookingsPerSecond: booked / secondsToLastCreated,
    booked,
    soldOut,
    p50,
    p95,
    ...seats,
  };
}

/**
 * Bookings under contention: half of the requests go to 20 hot tee times (sold out within a second), half
 * to 2,000 others; 1 or 2 players, each with its own Idempotency-Key. 201 and 409 sold_out are the only
 * acceptable answers; afterwards no tee time may hold more players than places.
 */
async function bookUnderContention(
  base: string,
  child: ChildProcess,
  targets: Ready['booking'],
  serverPids: number[] = [child.pid!],
) {
  const cpuBefore = cpuByProcess(serverPids);
  const { result, p50, p95 } = await run({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [bookingRequest(targets, () => (Math.random() < 0.5 ? pick(targets.hot) : pick(targets.spread)))],
  });
  const cpuAfter = cpuByProcess(serverPids);
  const { booked, soldOut } = bookingAnswers(result, 'bookings');
  const seats = await ask<SeatAudit>(child, `AUDIT ${targets.bookingDate}`, 'AUDIT');
  return {
    rps: result.requests.average,
    /** CPU milliseconds per request (booked or sold out) of each part of the machine. */
    cpuPerRequest: cpuPerRequest(cpuBefore, cpuAfter, result.requests.total),
    bookingsPerSecond: booked / DURATION_SECONDS,
    soldOut,
    booked,
    p50,
    p95,
    ...seats,
  };
}

/** Bookings a second made while golfers search the same day (`searchWhileBooking`). */
const BOOKINGS_WHILE_SEARCHING = Number(process.env.BENCH_BOOKINGS_WHILE_SEARCHING ?? 50);

/**
 * Varied searches of the day golfers are booking on, while they book it at a steady rate: every booking makes the
 * next search bring the day's sheet up to date (decision 0050).
 */
async function searchWhileBooking(base: string, targets: Ready['booking']) {
  const [searches, bookings] = await Promise.all([
    load(base, () => variedSearchPath(targets.bookingDate, 1)),
    run({
      url: base,
      connections: 2,
      overallRate: BOOKINGS_WHILE_SEARCHING,
      duration: DURATION_SECONDS,
      requests: [bookingRequest(targets, () => pick(targets.spread))],
    }),
  ]);
  const { booked, soldOut } = bookingAnswers(bookings.result, 'bookings while searching');
  return { ...searches, bookingsPerSecond: (booked + soldOut) / DURATION_SECONDS };
}

/**
 * The processes part (PostgreSQL only): the built server in each layout on the data loaded once, one of
 * them reading searches from a streaming replica.
 */
async function measureProcesses(postgres: RunningPostgres, child: ChildProcess, ready: Ready) {
  const rows = [];
  // Started after the data was loaded (pg_basebackup copies it); bookings of the layouts before reach it by streaming.
  const replica = layouts.some((layout) => layout.replicaReads) ? await postgres.startReplica() : null;
  try {
    for (const [index, layout] of layouts.entries())
      rows.push(await measureLayout(postgres.url, layout, index, replica?.url, child, ready));
  } finally {
    replica?.stop();
  }
  return rows;
}

/** One layout: the reads and the booking runs above, booking on two days of its own (days 4 to 13). */
async function measureLayout(
  databaseUrl: string,
  layout: Layout,
  index: number,
  replicaUrl: string | undefined,
  child: ChildProcess,
  ready: Ready,
) {
  const targets = await ask<BookingTargets>(child, `TARGETS ${4 + index * 2} ${5 + index * 2}`, 'TARGETS');
  const running = await startLayout(databaseUrl, layout, replicaUrl);
  try {
    const before = machine();
    const search = await load(
      `${running.url}/api/tee-times/search?date=${ready.date}&regions=${encodeURIComponent('Zürich')}&time=morning&holes=18`,
    );
    const varied = await load(running.url, () => variedSearchPath(addDays(ready.date, -1)));
    const booking = await bookUnderContention(running.url, child, { ...ready.booking, ...targets }, running.serverPids);
    const crowd = await stampede(running.url, child, { ...ready.booking, ...targets });
    return {
      layout: layout.name,
      balancer: running.balancerVersion,
      answersPerServer: await running.answersPerServer(),
      loadAverageBefore: before.loadAverage,
      search,
      varied,
      booking,
      stampede: crowd,
    };
  } finally {
    await running.stop();
  }
}

/** The figures of a part left out by BENCH_PARTS. */
const skipped = { rps: 0, p50: 0, p95: 0, p99: 0 };

async function measure(postgres?: RunningPostgres) {
  const { child, ready } = await startBenchServer(postgres?.url);
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const reads = PARTS.includes('reads');
    const search = reads
      ? await load(
          `${base}/api/tee-times/search?date=${ready.date}&regions=${encodeURIComponent('Zürich')}&time=morning&holes=18`,
        )
      : skipped;
    const national = reads ? await load(`${base}/api/tee-times/search?date=${ready.date}`) : skipped;
    const nationalGzipBytes = reads
      ? gzipSync(await (await fetch(`${base}/api/tee-times/search?date=${ready.date}`)).arrayBuffer()).length
      : 0;
    const varied = reads ? await load(base, () => variedSearchPath(addDays(ready.date, -1))) : skipped;
    const featured = reads ? await load(`${base}/api/clubs?featured=true&date=${ready.date}`) : skipped;
    const readMemory = await ask<{ peakRssMb: number }>(child, 'MEMORY', 'MEMORY');
    const bookings = PARTS.includes('bookings');
    const booking = bookings
      ? await bookUnderContention(base, child, ready.booking)
      : { ...skipped, bookingsPerSecond: 0, soldOut: 0, booked: 0, oversold: 0, drift: 0, seatsSold: 0 };
    const crowd = bookings
      ? await stampede(base, child, ready.booking)
      : {
          ...skipped,
          requestsPerSecond: 0,
          secondsToSellOut: 0,
          bookingsPerSecond: 0,
          booked: 0,
          soldOut: 0,
          oversold: 0,
          drift: 0,
          seatsSold: 0,
        };
    const whileBooking = bookings
      ? await searchWhileBooking(base, ready.booking)
      : { ...skipped, bookingsPerSecond: 0 };
    const bookingMemory = await ask<{ peakRssMb: number }>(child, 'MEMORY', 'MEMORY');
    const processes = postgres && PARTS.includes('processes') ? await measureProcesses(postgres, child, ready) : [];
    return {
      ready: { ...ready, booking: undefined },
      search,
      national,
      nationalGzipBytes,
      varied,
      featured,
      booking,
      stampede: crowd,
      whileBooking,
      processes,
      memory: { readsPeakRssMb: readMemory.peakRssMb, bookingsPeakRssMb: bookingMemory.peakRssMb },
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const fmt = (value: number) => value.toFixed(2).padStart(8);
// The processes part runs the built server, the Lighthouse part the built pages and the startup part both.
if (['processes', 'lighthouse', 'startup'].some((part) => PARTS.includes(part)))
  execSync('npm run build', { stdio: 'ignore' });
const machineBefore = machine();
const results = [];
if (DATABASES.includes('pglite')) results.push(await measure());
if (DATABASES.includes('postgres')) {
  const postgres = await startPostgres();
  try {
    results.push(await measure(postgres));
  } finally {
    postgres.stop();
  }
}

console.log(`\nNational scale, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint (latency in ms)`);
console.log(
  'database  endpoint   rows   req/s    API p50  API p95  API p99  page p50 page p95 (the page from the day sheet in memory)',
);
for (const { ready, search, national, varied, featured } of results) {
  for (const [name, api, bare] of [
    ['search', search, ready.bare.search],
    ['national', national, ready.bare.national],
    ['varied', varied, ready.bare.search],
    ['featured', featured, ready.bare.featured],
  ] as const) {
    console.log(
      `${ready.database.padEnd(9)} ${name.padEnd(9)} ${String(name === 'search' ? ready.searchRows : '').padStart(5)} ${api.rps.toFixed(0).padStart(7)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(api.p99)} ${fmt(bare.p50)} ${fmt(bare.p95)}`,
    );
  }
}
console.log(
  "\nA day's tee sheet of every club, ms: read whole from the database (every TEE_SHEET_CACHE_MS), and brought up to date after a booking (the booked club's day read again)",
);
for (const { ready } of results)
  console.log(
    `${ready.database.padEnd(9)} whole p50 ${fmt(ready.sheetLoad.p50)} p95 ${fmt(ready.sheetLoad.p95)}  after a booking p50 ${fmt(ready.sheetRefresh.p50)} p95 ${fmt(ready.sheetRefresh.p95)}`,
  );
console.log(
  '\nThe first page of a search of all Switzerland (20 clubs, their first times and counts), compressed with gzip',
);
for (const { ready, nationalGzipBytes } of results)
  console.log(`${ready.database.padEnd(9)} ${(nationalGzipBytes / 1024).toFixed(1)} KB`);
console.log('\nBookings under contention (half to 20 hot tee times, half to 2,000 others; 1-2 players; ms)');
console.log('database  req/s  bookings/s  booked  sold out  p50      p95      oversold  counter drift');
for (const { ready, booking } of results) {
  console.log(
    `${ready.database.padEnd(9)} ${booking.rps.toFixed(0).padStart(5)} ${booking.bookingsPerSecond.toFixed(0).padStart(11)} ${String(booking.booked).padStart(7)} ${String(booking.soldOut).padStart(9)} ${fmt(booking.p50)} ${fmt(booking.p95)} ${String(booking.oversold).padStart(9)} ${String(booking.drift).padStart(14)}`,
  );
}
console.log('\nStampede: 200 concurrent clients, 2,000 booking requests on 50 tee times (200 places)');
console.log('database  req/s  sold out after  bookings/s  booked  sold out  p50      p95      oversold  counter drift');
for (const { ready, stampede: crowd } of results) {
  console.log(
    `${ready.database.padEnd(9)} ${crowd.requestsPerSecond.toFixed(0).padStart(5)} ${`${crowd.secondsToSellOut.toFixed(2)} s`.padStart(14)} ${crowd.bookingsPerSecond.toFixed(0).padStart(11)} ${String(crowd.booked).padStart(7)} ${String(crowd.soldOut).padStart(9)} ${fmt(crowd.p50)} ${fmt(crowd.p95)} ${String(crowd.oversold).padStart(9)} ${String(crowd.drift).padStart(14)}`,
  );
}
console.log(
  `\nVaried searches of one day while golfers book on it (${BOOKINGS_WHILE_SEARCHING} booking requests a second, ${CONNECTIONS} search connections; ms)`,
);
console.log('database  searches/s  p50      p95      p99      booking requests/s');
for (const { ready, whileBooking } of results)
  console.log(
    `${ready.database.padEnd(9)} ${whileBooking.rps.toFixed(0).padStart(10)} ${fmt(whileBooking.p50)} ${fmt(whileBooking.p95)} ${fmt(whileBooking.p99)} ${whileBooking.bookingsPerSecond.toFixed(0).padStart(18)}`,
  );
console.log(
  "\nHome page data: the original beta (featured clubs, then one query per card with bookings nested, places counted in JS) against ours: the featured page from the day's sheet in memory, right after a booking (the sheet brought up to date first), and with the sheet read whole (every TEE_SHEET_CACHE_MS)",
);
console.log(
  'database  beta queries  beta p50  ours p50  beta / ours  after booking p50  beta / after  whole p50  beta / whole',
);
for (const { ready } of results) {
  const afterBooking = ready.sheetRefresh.p50 + ready.bare.featured.p50;
  const whole = ready.sheetLoad.p50 + ready.bare.featured.p50;
  console.log(
    `${ready.database.padEnd(9)} ${String(ready.betaHome.queries).padStart(12)} ${fmt(ready.betaHome.p50)} ${fmt(ready.bare.featured.p50)} ${fmt(ready.betaHome.p50 / ready.bare.featured.p50).padStart(11)} ${fmt(afterBooking).padStart(17)} ${fmt(ready.betaHome.p50 / afterBooking).padStart(12)} ${fmt(whole).padStart(9)} ${fmt(ready.betaHome.p50 / whole).padStart(12)}`,
  );
}
console.log('');
for (const { ready, memory } of results) {
  console.log(
    `${ready.database.padEnd(9)} ${ready.teeTimes} tee times loaded in ${ready.loadSeconds.toFixed(1)} s; server ready in ${ready.startupSeconds.toFixed(1)} s; peak RSS ${memory.readsPeakRssMb} MB under reads, ${memory.bookingsPeakRssMb} MB under bookings`,
  );
}
const processRows = results.flatMap((result) => result.processes);
if (processRows.length > 0) {
  console.log(
    `\nSeveral processes of the built server on one PostgreSQL (${machineBefore.cores} cores shared by the servers, PostgreSQL, HAProxy and the load generator; load average before the bench ${machineBefore.loadAverage.join(' ')})`,
  );
  console.log(
    'layout                     search/s  p95     varied/s  p95     bookings/s  booked  p95     oversold  drift  stampede bookings/s  oversold  drift  load before',
  );
  for (const row of processRows) {
    console.log(
      `${row.layout.padEnd(26)} ${row.search.rps.toFixed(0).padStart(8)} ${fmt(row.search.p95)} ${row.varied.rps.toFixed(0).padStart(8)} ${fmt(row.varied.p95)} ${row.booking.bookingsPerSecond.toFixed(0).padStart(10)} ${String(row.booking.booked).padStart(7)} ${fmt(row.booking.p95)} ${String(row.booking.oversold).padStart(9)} ${String(row.booking.drift).padStart(6)} ${row.stampede.bookingsPerSecond.toFixed(0).padStart(19)} ${String(row.stampede.oversold).padStart(9)} ${String(row.stampede.drift).padStart(6)}  ${row.loadAverageBefore.join(' ')}`,
    );
  }
  console.log(
    'CPU ms per booking request (booked or sold out) during the contention run, by part of the machine; mails still queued at its end',
  );
  console.log('layout                      servers  PostgreSQL  HAProxy  load  other  mails waiting');
  for (const { layout, booking } of processRows) {
    const cpu = booking.cpuPerRequest;
    console.log(
      `${layout.padEnd(26)} ${fmt(cpu.servers)} ${fmt(cpu.postgres).padStart(11)} ${fmt(cpu.balancer)} ${fmt(cpu.load).padStart(5)} ${fmt(cpu.other).padStart(6)} ${String(booking.mailsWaiting).padStart(14)}`,
    );
  }
  const balancer = processRows.find((row) => row.balancer)?.balancer;
  if (balancer) console.log(`Balancer: ${balancer}, round-robin per request on loopback`);
  for (const row of processRows)
    if (row.answersPerServer) console.log(`${row.layout}: answers per server ${JSON.stringify(row.answersPerServer)}`);
}
const builtStart = PARTS.includes('startup') ? await measureBuiltStart() : null;
if (builtStart) {
  console.log(
    `\nBuilt server (npm start, PGlite with demo data): first start healthy in ${builtStart.firstSeconds.toFixed(1)} s; later starts ${builtStart.laterSeconds.map((seconds) => seconds.toFixed(2)).join(', ')} s (median ${builtStart.laterMedianSeconds.toFixed(2)} s; goal under 5 s)`,
  );
}
const lighthouseScores = PARTS.includes('lighthouse') ? await auditPages() : [];
console.log(
  '\nLighthouse, mobile profile, medians of BENCH_LIGHTHOUSE_RUNS runs (goals: performance 95, accessibility 100, total blocking time under 200 ms)',
);
console.log(
  'page               performance  accessibility  best practices  TBT ms  LCP ms  benchmark index  performance runs',
);
for (const row of lighthouseScores)
  console.log(
    `${row.page.padEnd(18)} ${String(row.performance).padStart(11)} ${String(row.accessibility).padStart(14)} ${String(row.bestPractices).padStart(15)} ${String(row.totalBlockingTimeMs).padStart(7)} ${String(row.largestContentfulPaintMs).padStart(7)} ${String(row.benchmarkIndex).padStart(16)}  ${row.performanceRuns.join(' ')}`,
  );

console.log(
  JSON.stringify({
    bench: 'discovery-and-booking',
    lighthouse: lighthouseScores,
    builtStart,
    machine: machineBefore,
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    results,
  }),
);
