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
import { claimFolder } from './folder-lock';
import { listenOn, type ListenHandlers } from './listener';
import { namingClient } from './named-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what repository functions take when they must run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * Where searches read: a streaming replica when one is configured (a booking reaches it within the
   * replication lag, milliseconds, as it reaches other processes' reused answers), else `db`.
   */
  reads: Db;
  kind: DatabaseKind;
  /**
   * Runs start-up work (migrations, texts, demo data) while holding PostgreSQL's start-up lock, on a
   * connection of its own: processes that start together do it one after another, and each finds the
   * work of the one before done. PGlite serves one process and needs no lock.
   */
  atStart<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pool, for its metrics; PGlite has none. */
  pool?: pg.Pool;
  /** PostgreSQL only: LISTENs (and NOTIFYs) on a channel through a connection of its own, which close() ends too. */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ notify(payload: string): Promise<void> }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** pg_advisory_lock's key for start-up work: any fixed number that no other lock of ours uses. */
const START_LOCK = 1_928_374_650;

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is null), and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** A read-only replica of databaseUrl's database for searches. */
  readDatabaseUrl?: string;
  dataDir: string | null;
  /** In memory (no dataDir): start as a copy of this PGlite dump instead of an empty database (tests: one migrated database per run). */
  copyOf?: Blob;
  /** Sees every query Drizzle sends; tests count queries per request with it. */
  queryLogger?: Logger;
  /** An idle PostgreSQL connection was lost (server restart, failover); the pool opens a new one when needed. */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  const logger = options.queryLogger;
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, Client: namingClient() });
    // Without a listener, a lost idle connection would crash the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const listeners: { close(): Promise<void> }[] = [];
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const replica = options.readDatabaseUrl
      ? new pg.Pool({
          connectionString: options.readDatabaseUrl,
          max: 10,
          application_name: 'teetimes-reads',
          Client: namingClient(),
        })
      : null;
    replica?.on('error', (error) => options.onConnectionLost?.(error));
    const database: Database = {
      db,
      reads: replica ? (drizzlePg(replica, { schema, logger }) as unknown as Db) : db,
      kind: 'postgres',
      pool,
      async atStart(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_LOCK]);
          return await work(drizzlePg(client, { schema, logger }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async listen(channel, handlers) {
        const listener = await listenOn(databaseUrl, channel, handlers);
        listeners.push(listener);
        return listener;
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.close()));
        await Promise.all([pool.end(), replica?.end()]);
      },
    };
    await database.atStart((db) => migratePg(db as never, { migrationsFolder }));
    return database;
  }
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = claimFolder(options.dataDir);
  }
  try {
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite({ loadDataDir: options.copyOf });
    const db = drizzlePglite(client, { schema, logger });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      reads: db as unknown as Db,
      kind: 'pglite',
      atStart: (work) => work(db as unknown as Db),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
