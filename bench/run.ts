// `npm run bench`: search and featured endpoints at national scale, over HTTP, on PGlite and on a
// real PostgreSQL started here, next to the bare SQL of the same queries. Prints a table and a JSON line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
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
}

function startBenchServer(databaseUrl?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn('npx', ['tsx', 'bench/bench-server.ts'], {
    env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p90 > result.latency.p97_5 ? result.latency.p90 : result.latency.p97_5, p99: result.latency.p99 };
}

async function measure(databaseUrl?: string) {
  const { child, ready } = await startBenchServer(databaseUrl);
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const search = await load(`${base}/api/tee-times/search?date=${ready.date}&regions=${encodeURIComponent('Zürich')}&time=morning&holes=18`);
    const featured = await load(`${base}/api/clubs?featured=true&date=${ready.date}`);
    return { ready, search, featured };
  } finally {
    child.kill('SIGTERM');
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
for (const { ready, search, featured } of results) {
  for (const [name, api, bare] of [['search', search, ready.bare.search], ['featured', featured, ready.bare.featured]] as const) {
    console.log(`${ready.database.padEnd(9)} ${name.padEnd(9)} ${String(name === 'search' ? ready.searchRows : '').padStart(5)} ${api.rps.toFixed(0).padStart(7)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(api.p99)} ${fmt(bare.p50)} ${fmt(bare.p95)} ${fmt(api.p50 / bare.p50)}`);
  }
  console.log(`${ready.database.padEnd(9)} ${ready.teeTimes} tee times loaded in ${ready.loadSeconds.toFixed(1)} s; server ready in ${ready.startupSeconds.toFixed(1)} s`);
}
console.log(JSON.stringify({ bench: 'discovery', date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION_SECONDS, results }));
