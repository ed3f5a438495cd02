// `npm run bench`: search and featured endpoints at national scale, over HTTP, on PGlite and on a
// real PostgreSQL started here, next to the bare SQL of the same queries. Prints a table and a JSON line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { cantons } from '../contract/common';
import { holeChoices, timesOfDay } from '../contract/search';
import { addDays } from '../contract/zurich-time';
import { startPostgres } from '../server/test/postgres-server';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

interface Ready {
  port: number;
  database: string;
  teeTimes: number;
  loadSeconds: number;
  startupSeconds: number;
  searchRows: number;
  date: string;
  bare: Record<'search' | 'featured', { p50: number; p95: number }>;
  booking: { golfers: string[]; hot: string[]; spread: string[] };
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

/** GET load on one URL, or on a new path per request when `nextPath` is given. */
async function load(url: string, nextPath?: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(nextPath ? { requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p97_5, p99: result.latency.p99 };
}

/** Searches as many golfers make them: any of the 14 days, canton, time of day and holes (4,368 different answers). */
function variedSearchPath(today: string) {
  return `/api/tee-times/search?date=${addDays(today, Math.floor(Math.random() * 14))}&regions=${encodeURIComponent(pick([...cantons]))}&time=${pick([...timesOfDay])}&holes=${pick([...holeChoices])}`;
}

/** Asks the bench server to count oversold tee times and counter drift on the booked day. */
function audit(child: ChildProcess): Promise<{ oversold: number; drift: number; seatsSold: number }> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('AUDIT ')) return;
      lines.close();
      resolve(JSON.parse(line.slice(6)));
    });
    child.stdin!.write('AUDIT\n');
  });
}

/**
 * Bookings under contention: half of the requests go to 20 hot tee times (sold out within a second), half
 * to 2,000 others; 1 or 2 players, each with its own Idempotency-Key. 201 and 409 sold_out are the only
 * acceptable answers; afterwards no tee time may hold more players than places.
 */
async function bookUnderContention(base: string, child: ChildProcess, targets: Ready['booking']) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', cookie: pick(targets.golfers), 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ teeTimeId: Math.random() < 0.5 ? pick(targets.hot) : pick(targets.spread), playerCount: Math.random() < 0.5 ? 1 : 2 }),
        }),
      },
    ],
  });
  const answers = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]));
  const unexpected = Object.entries(answers).filter(([status]) => status !== '201' && status !== '409');
  if (unexpected.length > 0 || result.errors > 0) throw new Error(`bookings: unexpected answers ${JSON.stringify(answers)}, ${result.errors} errors`);
  const seats = await audit(child);
  return {
    rps: result.requests.average,
    bookingsPerSecond: (answers['201'] ?? 0) / DURATION_SECONDS,
    soldOut: answers['409'] ?? 0,
    booked: answers['201'] ?? 0,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    ...seats,
  };
}

async function measure(databaseUrl?: string) {
  const { child, ready } = await startBenchServer(databaseUrl);
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const search = await load(`${base}/api/tee-times/search?date=${ready.date}&regions=${encodeURIComponent('Zürich')}&time=morning&holes=18`);
    const varied = await load(base, () => variedSearchPath(addDays(ready.date, -1)));
    const featured = await load(`${base}/api/clubs?featured=true&date=${ready.date}`);
    const booking = await bookUnderContention(base, child, ready.booking);
    return { ready: { ...ready, booking: undefined }, search, varied, featured, booking };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const fmt = (value: number) => value.toFixed(2).padStart(8);
const results = [];
results.push(await measure());
const postgres = await startPostgres();
try {
  results.push(await measure(postgres.url));
} finally {
  postgres.stop();
}

console.log(`\nNational scale, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint (latency in ms; autocannon p95 is its p97.5)`);
console.log('database  endpoint   rows   req/s    API p50  API p95  API p99  SQL p50  SQL p95  API p50 / SQL p50');
for (const { ready, search, varied, featured } of results) {
  for (const [name, api, bare] of [['search', search, ready.bare.search], ['varied', varied, ready.bare.search], ['featured', featured, ready.bare.featured]] as const) {
    console.log(`${ready.database.padEnd(9)} ${name.padEnd(9)} ${String(name === 'search' ? ready.searchRows : '').padStart(5)} ${api.rps.toFixed(0).padStart(7)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(api.p99)} ${fmt(bare.p50)} ${fmt(bare.p95)} ${fmt(api.p50 / bare.p50)}`);
  }
}
console.log('\nBookings under contention (half to 20 hot tee times, half to 2,000 others; 1-2 players; ms)');
console.log('database  req/s  bookings/s  booked  sold out  p50      p97.5    oversold  counter drift');
for (const { ready, booking } of results) {
  console.log(`${ready.database.padEnd(9)} ${booking.rps.toFixed(0).padStart(5)} ${booking.bookingsPerSecond.toFixed(0).padStart(11)} ${String(booking.booked).padStart(7)} ${String(booking.soldOut).padStart(9)} ${fmt(booking.p50)} ${fmt(booking.p95)} ${String(booking.oversold).padStart(9)} ${String(booking.drift).padStart(14)}`);
}
for (const { ready } of results) {
  console.log(`${ready.database.padEnd(9)} ${ready.teeTimes} tee times loaded in ${ready.loadSeconds.toFixed(1)} s; server ready in ${ready.startupSeconds.toFixed(1)} s`);
}
console.log(JSON.stringify({ bench: 'discovery-and-booking', date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION_SECONDS, results }));
