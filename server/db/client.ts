import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOn, type ListenHandlers } from './listener';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what repository functions take when they must run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL only: LISTENs on a channel through a connection of its own, which close() ends too. */
  listen?(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is null), and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Sees every query Drizzle sends; tests count queries per request with it. */
  queryLogger?: Logger;
  /** An idle PostgreSQL connection was lost (server restart, failover); the pool opens a new one when needed. */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  const logger = options.queryLogger;
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Without a listener, a lost idle connection would crash the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    const listeners: { close(): Promise<void> }[] = [];
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async listen(channel, handlers) {
        listeners.push(await listenOn(databaseUrl, channel, handlers));
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
