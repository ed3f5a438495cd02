import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'service-worker.js';
/** The line of public/service-worker.js that the build fills in. */
const BUILD_LINE = "const BUILD = { id: 'development', shell: [] };";

/** A hash of every file the build wrote: any change to what a deployment ships gives a new id. */
async function buildId(outDir: string) {
  const hash = createHash('sha256');
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  for (const file of files) hash.update(file.slice(outDir.length)).update(await readFile(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Fills in the service worker that Vite copied from public/: the build's id, so that the browser sees a changed
 * worker after each deployment and installs it, and the hashed files index.html loads, which it precaches as the app shell.
 */
export function serviceWorkerBuild(): Plugin {
  return {
    name: 'swiss-tee-times:service-worker',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return this.error('the service worker needs the build to write into a folder');
      const workerPath = join(dir, WORKER);
      const source = await readFile(workerPath, 'utf8');
      if (!source.includes(BUILD_LINE)) return this.error(`${WORKER} has no line "${BUILD_LINE}" to fill in`);
      const html = await readFile(join(dir, 'index.html'), 'utf8');
      const shell = [...new Set(Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g), (match) => match[1]))];
      const build = { id: await buildId(dir), shell };
      await writeFile(workerPath, source.replace(BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`));
    },
  };
}
