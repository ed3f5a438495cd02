import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite dump of a migrated database, which each test server's database starts as. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'teetimes-template-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
