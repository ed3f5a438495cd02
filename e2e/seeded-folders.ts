// Run by playwright.config.ts before the journeys: the built server starts once on a new PGlite folder (it
// migrates and seeds the demo data, as `npm start` does), stops, and each folder named on the command line
// becomes a copy. Playwright starts its web servers one after another; four seedings took about 70 s.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/test/free-port';

const targets = process.argv.slice(2);
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
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
for (const deadline = Date.now() + 180_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
  if (server.exitCode !== null) throw new Error(`the server seeding ${seeded} exited with ${server.exitCode}`);
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break;
  if (Date.now() > deadline) throw new Error(`the server seeding ${seeded} was not healthy within 180 s`);
}
server.kill('SIGTERM');
if ((await exited) !== 0) throw new Error(`the server seeding ${seeded} did not stop cleanly`);
for (const target of targets) cpSync(seeded, target, { recursive: true });
rmSync(seeded, { recursive: true, force: true });
