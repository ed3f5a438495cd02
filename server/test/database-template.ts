import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config/env';
import { buildServer } from '../start';

/**
 * A database as a server start leaves it (migrations, pg-boss's schema, the platform texts), made once
 * per test run: each test server starts as a copy of it, which takes a fraction of migrating anew
 * (PGlite: about 1.2 s instead of 3.3 s on the 2-core machine).
 */
async function startedServer(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  return buildServer(config, { inMemory: true });
}

/**
 * PGlite: a dump of a database as a server start leaves it, with 16 MB of shared buffers instead of PostgreSQL's
 * 128 MB (a test database holds a few hundred rows; PGlite clears the buffers at each start: 0.5 s of 1.1 s on
 * the 2-core machine), and checkpointed, so that a start has no log to replay.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const server = await startedServer({});
  await server.deps.jobs.stop();
  const client = (server.deps.database.db as unknown as { $client: PGlite }).$client;
  await client.exec(`alter system set shared_buffers = '16MB'`);
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await server.deps.database.close();
  return dump;
}

/** PostgreSQL: the (empty) database at `databaseUrl` made what a server start leaves, for `create database ... template`. */
export async function migratePostgresTemplate(databaseUrl: string): Promise<void> {
  const server = await startedServer({ DATABASE_URL: databaseUrl });
  await server.deps.jobs.stop();
  await server.deps.database.close();
}
