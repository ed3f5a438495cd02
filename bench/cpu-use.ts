// What a run cost the machine, by part: CPU time read from /proc (Linux) before and after it. Steadier than
// requests per second on a shared machine, whose throughput varies by a third between runs of the same build.
import { readdirSync, readFileSync } from 'node:fs';

export type CpuPart = 'servers' | 'postgres' | 'balancer' | 'load' | 'other';

interface ProcessTicks {
  ppid: number;
  comm: string;
  ticks: number;
}

/** user + system clock ticks (1/100 s) of every process now running. */
function processTicks(): Map<number, ProcessTicks> {
  const found = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so fields are counted after its last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    found.set(Number(entry), {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return found;
}

/** Each process now running with its part and its CPU milliseconds so far; `serverPids` are the server processes (their children count too). */
export function cpuByProcess(serverPids: number[]): Map<number, { part: CpuPart; ms: number }> {
  const all = processTicks();
  const servers = new Set(serverPids);
  const isServer = (pid: number): boolean => {
    for (let current = pid; current > 1; current = all.get(current)?.ppid ?? 0) if (servers.has(current)) return true;
    return false;
  };
  const partOf = (pid: number, comm: string): CpuPart =>
    isServer(pid)
      ? 'servers'
      : comm === 'postgres'
        ? 'postgres'
        : comm === 'haproxy'
          ? 'balancer'
          : pid === process.pid
            ? 'load'
            : 'other';
  return new Map([...all].map(([pid, { comm, ticks }]) => [pid, { part: partOf(pid, comm), ms: ticks * 10 }]));
}

/**
 * CPU milliseconds per request of each part between two readings, process by process: a process that ended
 * in between is left out (its last ticks are gone with it), one that started counts from 0.
 */
export function cpuPerRequest(
  before: ReturnType<typeof cpuByProcess>,
  after: ReturnType<typeof cpuByProcess>,
  requests: number,
) {
  const used: Record<CpuPart, number> = { servers: 0, postgres: 0, balancer: 0, load: 0, other: 0 };
  for (const [pid, { part, ms }] of after) used[part] += ms - (before.get(pid)?.ms ?? 0);
  return Object.fromEntries(
    Object.entries(used).map(([part, ms]) => [part, Number((ms / Math.max(requests, 1)).toFixed(2))]),
  ) as Record<CpuPart, number>;
}
