import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from './free-port';
import { untilHealthy } from './until-healthy';

export interface ProductProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * The real server as `npm start` runs it (server/main.ts), in its own process, once it answers /api/health
 * (asked every `pollMs`).
 */
export async function startProductProcess(
  env: Record<string, string>,
  { pollMs = 200 }: { pollMs?: number } = {},
): Promise<ProductProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await untilHealthy(url, { child, withinMs: 120_000, pollMs, name: 'the server' });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, child, exited };
}

/** A new PGlite folder holding a copy of the run's seeded one (seeded-folder-global-setup.ts): migrated, with the demo data. */
export function copyOfSeededFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('seededPgliteFolder'), folder, { recursive: true });
  return folder;
}

/**
 * Cleanup after a test: SIGTERM, and SIGKILL when the process has not exited within `graceMs` (stopping
 * itself is tested in reliability.faults.test.ts). Says so on stderr when it had to kill.
 */
export async function stopProductProcess(server: ProductProcess, graceMs = 30_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  if ((await Promise.race([server.exited, late])) === 'late') {
    console.warn(`${server.url} had not stopped ${graceMs / 1000} s after SIGTERM: killed`);
    server.child.kill('SIGKILL');
    await server.exited;
  }
  clearTimeout(timer);
}

/**
 * SQL for the demo's tee times of one day (`$1`) that any signed-in golfer can book as they are: nobody booked
 * them yet, open, no mystery deal, and at a club that asks nothing of its players (a handicap or a card).
 */
export const bookableByAnyGolfer = `date = $1 and booked_players = 0 and not is_blocked and not is_surprise_deal
  and not exists (select 1 from club_settings s where s.golf_club_id = tee_times.golf_club_id
    and (s.handicap_limit is not null or s.player_proof <> 'none'))`;
