// The `processes` part of `npm run bench` (issue 19): the built server (`dist-server/main.js`, as `npm start`
// runs it) in one or more processes on the bench's PostgreSQL, alone, behind HAProxy from Debian on
// loopback, or as WORKERS=2 (node:cluster). The load itself is sent by bench/run.ts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/test/free-port';
import { untilHealthy } from '../server/test/until-healthy';
import { BENCH_AUTH_SECRET } from './booking-contention';

export interface Layout {
  name: string;
  /** Server processes started, each on its own port. */
  servers: number;
  /** node:cluster workers in each server process (WORKERS). */
  workers: number;
  balancer: boolean;
  /** Searches read from a streaming replica of the bench's PostgreSQL (READ_DATABASE_URL). */
  replicaReads?: boolean;
}

const allLayouts: Layout[] = [
  { name: '1 process', servers: 1, workers: 1, balancer: false },
  { name: '1 process, HAProxy', servers: 1, workers: 1, balancer: true },
  { name: '2 processes, HAProxy', servers: 2, workers: 1, balancer: true },
  { name: 'WORKERS=2', servers: 1, workers: 2, balancer: false },
  { name: '1 process, replica reads', servers: 1, workers: 1, balancer: false, replicaReads: true },
];

/** While working on one layout: BENCH_LAYOUTS=1,4 measures only the first and the fourth. */
export const layouts = process.env.BENCH_LAYOUTS
  ? process.env.BENCH_LAYOUTS.split(',').map((position) => allLayouts[Number(position) - 1]!)
  : allLayouts;

/** What else competes for the machine: its cores and the load average (1, 5, 15 minutes) just before a run. */
export const machine = () => ({
  cores: availableParallelism(),
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
});

/** Stops a child with SIGTERM, and with SIGKILL when it has not ended after 10 s. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One built server process on the database with the bench's data. A production configuration on a loopback
 * address: no demo data, the auth secret of the bench's golfers (their session cookies are valid here), the
 * product's own rate limits and mail (the developers' outbox, since there is no SMTP server here).
 */
async function startBuiltServer(databaseUrl: string, workers: number, readDatabaseUrl?: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE=<folder>: each server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'dist-server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      ...(readDatabaseUrl ? { READ_DATABASE_URL: readDatabaseUrl } : {}),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(url, { child, withinMs: 60_000, name: 'dist-server/main.js' });
  return { url, port, child };
}

/** HAProxy from Debian, installed when missing: the bench needs root (or an installed haproxy) for that. */
function haproxyBinary(): string {
  const found = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
  if (found()) return found()!;
  console.error('HAProxy is missing: installing it with apt-get (Debian package haproxy) for the processes part');
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    try {
      execFileSync('apt-get', ['update'], { stdio: 'ignore' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(
        `BENCH_PARTS=processes needs HAProxy and could not install it (${(error as Error).message.split('\n')[0]}): run \`apt-get install -y haproxy\` as root, or leave the part out with BENCH_PARTS=reads,bookings,lighthouse`,
        { cause: error },
      );
    }
  }
  if (!found()) throw new Error('apt-get installed haproxy, but no haproxy binary is in /usr/sbin or /usr/bin');
  return found()!;
}

/**
 * HAProxy on loopback in HTTP mode, round-robin per request over the given servers, keeping connections to
 * them open (its defaults), as a production balancer in front of stateless processes would.
 */
async function startBalancer(backendPorts: number[]) {
  const binary = haproxyBinary();
  const port = await freePort();
  const statsPort = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'teetimes-haproxy-'));
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(
    configFile,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 65s',
      '  timeout server 65s',
      'frontend bench',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      ...backendPorts.map((backend, index) => `  server app${index + 1} 127.0.0.1:${backend}`),
      'frontend stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /',
      '',
    ].join('\n'),
  );
  // -db: stays in the foreground, so that it ends with this bench.
  const child = spawn(binary, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, { child, withinMs: 60_000, name: 'haproxy' });
  const version = execFileSync(binary, ['-v']).toString().split('\n')[0]!;
  return {
    url,
    child,
    version,
    answersPerServer: () => answersPerServer(statsPort),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Answers each server gave through the balancer, from HAProxy's statistics: shows that round-robin reached them all. */
async function answersPerServer(statsPort: number): Promise<Record<string, number>> {
  const [header, ...lines] = (await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const answerColumns = columns.flatMap((name, index) => (/^hrsp_[1-5]xx$/.test(name) ? [index] : []));
  const rows = lines.map((line) => line.split(',')).filter((row) => row[0] === 'servers' && row[1]!.startsWith('app'));
  return Object.fromEntries(
    rows.map((row) => [row[1]!, answerColumns.reduce((sum, index) => sum + Number(row[index] || 0), 0)]),
  );
}

/**
 * Starts a layout; `url` is where the load goes; `stop` ends the balancer first, then the servers. A layout
 * with replica reads needs `replicaUrl`, a streaming replica of `databaseUrl`'s server.
 */
export async function startLayout(databaseUrl: string, layout: Layout, replicaUrl?: string) {
  if (layout.replicaReads && !replicaUrl) throw new Error(`${layout.name}: no replica was started`);
  const readDatabaseUrl = layout.replicaReads ? replicaUrl : undefined;
  const servers = await Promise.all(
    Array.from({ length: layout.servers }, () => startBuiltServer(databaseUrl, layout.workers, readDatabaseUrl)),
  );
  const balancer = layout.balancer ? await startBalancer(servers.map((server) => server.port)) : null;
  return {
    url: balancer?.url ?? servers[0]!.url,
    balancerVersion: balancer?.version ?? null,
    /** The server processes (node:cluster workers are their children). */
    serverPids: servers.map((server) => server.child.pid!),
    answersPerServer: async () => (balancer ? await balancer.answersPerServer() : null),
    async stop() {
      if (balancer) {
        await stop(balancer.child);
        balancer.remove();
      }
      await Promise.all(servers.map((server) => stop(server.child)));
    },
  };
}
