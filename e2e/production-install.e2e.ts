import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { untilHealthy } from '../server/test/until-healthy';
import { ports } from './ports';

/**
 * Issue 19, point 2: the built product runs without devDependencies, and `npm start` builds only when the
 * build is missing or was made from other sources. A copy of this checkout with its build is installed with
 * `npm install --omit=dev`, migrated with `npm run db:migrate` and started twice with `npm start`.
 */
const root = process.cwd();
const port = ports.installed;
const skipped = new Set(['node_modules', '.git', 'data', 'test-results', 'playwright-report']);

function startInstalled(copy: string, dataDir: string) {
  const output: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: copy,
    // Its own process group, so that stopping it stops npm's child too.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

/** Stops npm and the server it started, and waits until both are gone: npm exits first, the server shuts down gracefully after it. */
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  while (processGroupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 50));
}

function processGroupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

test('the built product installed without devDependencies migrates with npm run db:migrate, starts with npm start, and a second start does not build', async () => {
  test.setTimeout(420_000);
  const copy = mkdtempSync(join(tmpdir(), 'teetimes-installed-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'teetimes-installed-data-'));
  try {
    cpSync(root, copy, {
      recursive: true,
      filter: (source) => !skipped.has(source.slice(root.length + 1).split('/')[0]!),
    });
    const install = spawnSync('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(install.status, install.stderr).toBe(0);
    // Better Auth's optional peers (vitest, drizzle-kit) make npm keep some devDependencies: take every one away.
    const { devDependencies } = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    for (const name of Object.keys(devDependencies))
      rmSync(join(copy, 'node_modules', name), { recursive: true, force: true });
    expect(existsSync(join(copy, 'node_modules/tsx'))).toBe(false);

    // `npm run db:migrate` on its own, twice: the second finds nothing to do.
    for (let run = 0; run < 2; run++) {
      const migrate = spawnSync('npm', ['run', 'db:migrate'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      });
      expect(migrate.status, migrate.stderr).toBe(0);
      expect(migrate.stdout).toContain(`migrated ${dataDir}`);
    }
    const migrated = new PGlite(dataDir);
    const { rows } = await migrated.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    await migrated.close();
    const journal = JSON.parse(readFileSync(join(root, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(rows[0]!.count).toBe(journal.entries.length);

    const first = startInstalled(copy, dataDir);
    await untilHealthy(`http://localhost:${port}`, { child: first.child, withinMs: 180_000, name: 'npm start' });
    await stop(first.child);

    const second = startInstalled(copy, dataDir);
    const started = Date.now();
    await untilHealthy(`http://localhost:${port}`, { child: second.child, withinMs: 60_000, name: 'npm start' });
    const ms = Date.now() - started;
    test.info().annotations.push({ type: 'second start', description: `${ms} ms to a healthy /api/health` });
    const page = await fetch(`http://localhost:${port}/`).catch((error: unknown) => {
      throw new Error(`the web app did not answer: ${String(error)}\n${second.output.join('')}`);
    });
    expect(await page.text()).toContain('<div id="root">');
    await stop(second.child);
    const log = [...first.output, ...second.output].join('');
    expect(log).not.toMatch(/building/i);
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
