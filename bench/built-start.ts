// Start-up of the built product as `npm start` runs it (issue 19, goal: a second start healthy in under 5 s):
// a first start on a fresh PGlite folder loads the demo data; then it is stopped and started again, several
// times, each timed from the spawn of `node scripts/start.mjs` to the first 200 of /api/health.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { untilHealthy } from '../server/test/until-healthy';

const PORT = 3191;

async function startTimed(dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await untilHealthy(`http://localhost:${PORT}`, { child, withinMs: 300_000, pollMs: 50, name: 'the server' });
  const seconds = (performance.now() - started) / 1000;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

/** Seconds to a healthy server: the first start (demo data loaded) and the median of `repeats` later starts. */
export async function measureBuiltStart(repeats = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'teetimes-built-start-'));
  try {
    const first = await startTimed(dataDir);
    const later: number[] = [];
    for (let i = 0; i < repeats; i++) later.push(await startTimed(dataDir));
    later.sort((x, y) => x - y);
    return { firstSeconds: first, laterMedianSeconds: later[Math.floor(later.length / 2)]!, laterSeconds: later };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
