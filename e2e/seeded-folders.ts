// Run by playwright.config.ts before the journeys: for each clock named on the command line, the built server
// starts once on a new PGlite folder (it migrates and seeds the demo data, as `npm start` does), stops, and each
// folder named after that clock becomes a copy. Arguments: `--clock=<ISO time, or now> <folder>...`, repeated.
// The clocks' seedings run side by side: one takes about 30 s of one core, and Playwright then starts its web
// servers one after another.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/test/free-port';
import { untilHealthy } from '../server/test/until-healthy';

const groups: { clockStart: string; folders: string[] }[] = [];
for (const argument of process.argv.slice(2)) {
  if (argument.startsWith('--clock=')) groups.push({ clockStart: argument.slice('--clock='.length), folders: [] });
  else if (groups.length === 0) throw new Error(`--clock=<ISO time, or now> comes before ${argument}`);
  else groups.at(-1)!.folders.push(argument);
}

async function seed({ clockStart, folders }: (typeof groups)[number]) {
  const seeded = mkdtempSync(join(tmpdir(), 'teetimes-e2e-seeded-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: seeded,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A clean stop is what the copies need, however long a loaded machine takes for it.
      STOP_TIMEOUT_MS: '120000',
      ...(clockStart === 'now' ? {} : { TEST_CLOCK_START: clockStart }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  await untilHealthy(`http://127.0.0.1:${port}`, {
    child: server,
    withinMs: 180_000,
    pollMs: 200,
    name: `the server seeding ${seeded}`,
  });
  server.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`the server seeding ${seeded} did not stop cleanly`);
  for (const folder of folders) cpSync(seeded, folder, { recursive: true });
  rmSync(seeded, { recursive: true, force: true });
}

await Promise.all(groups.map(seed));
