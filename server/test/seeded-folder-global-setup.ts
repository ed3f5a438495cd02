import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductProcess } from './product-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder that the product, started as `npm start` runs it, migrated and seeded with the demo data. */
    seededPgliteFolder: string;
  }
}

/**
 * The fault tests' PGlite servers start on copies of one seeded folder (`copyOfSeededFolder`): seeding the demo
 * data (83 clubs, 74,000 tee times) took up to two minutes per start on a loaded 2-core machine, close to the
 * limit a start is given to answer. The seeding start itself, stopped with SIGTERM, must exit cleanly.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'teetimes-faults-seeded-'));
  const server = await startProductProcess({ DATA_DIR: folder, STOP_TIMEOUT_MS: '120000' });
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server seeding ${folder} exited with ${code}`);
  project.provide('seededPgliteFolder', folder);
  return () => rm(folder, { recursive: true, force: true });
}
