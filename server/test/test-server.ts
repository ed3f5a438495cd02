import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { loadConfig } from '../config/env';
import { buildServer, type BuildOptions } from '../start';
import { answerChecker } from './answer-contract';
import { createDatabase } from './postgres-server';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A server on a real host: a public HTTPS address with every setting such a host needs; its mails go to `smtpUrl`. */
export const publicAddressEnv = (smtpUrl: string) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tee-times.example.ch',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: smtpUrl,
  INVOICE_IBAN: 'CH93 0076 2011 6238 5295 7',
  RATE_LIMIT_SCALE: '1',
});

/**
 * The real app on a fresh real database: in-memory PGlite, or a new database on the test PostgreSQL server.
 * With `webRoot` it also serves a built web app from that folder; with `clock`, "now" is the test's. With
 * `sameDatabaseAs`, a second server process on that server's PostgreSQL database (two builds stand for two processes).
 */
export async function createTestServer(
  env: Record<string, string> = {},
  {
    sameDatabaseAs,
    ...options
  }: Pick<BuildOptions, 'webRoot' | 'clock' | 'logger' | 'queueDepth'> & { sameDatabaseAs?: TestServer } = {},
) {
  const sharedUrl = sameDatabaseAs?.deps.config.DATABASE_URL;
  if (sameDatabaseAs && !sharedUrl) throw new Error('Only a PostgreSQL database can be shared by two server processes');
  const postgres =
    !sharedUrl && process.env.TEST_DB === 'postgres'
      ? await createDatabase(inject('postgresUrl'), `test_${randomUUID().replaceAll('-', '')}`, {
          template: inject('postgresTemplate'),
        })
      : null;
  const databaseUrl = sharedUrl ?? postgres?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_SEED: 'false',
    // Tests write tee times straight into the database; the answer cache has its own test.
    ANSWER_CACHE_MS: '0',
    TEE_SHEET_CACHE_MS: '0',
    PUBLIC_URL: TEST_ORIGIN,
    // Test files sign up and in many accounts from one address; the limits have their own test at scale 1.
    RATE_LIMIT_SCALE: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const queries: string[] = [];
  // PostgreSQL's database is a copy of the migrated template already; PGlite's starts as a copy of the template's dump.
  const inMemory = databaseUrl ? true : { copyOf: dumpOf(await readFile(inject('pgliteTemplate'))) };
  const server = await buildServer(config, {
    ...options,
    inMemory,
    queryLogger: { logQuery: (query) => queries.push(query) },
  });
  const checkAnswer = answerChecker(server.routes);
  return {
    ...server,
    db: server.deps.database.db,
    /** Sends a request to the app; an answer of a route that breaks the route's documented contract fails the test. */
    async request(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', config.publicUrl);
      const url = `${config.publicUrl}${path}`;
      const response = await server.app.request(url, { ...init, headers });
      await checkAnswer(init.method ?? 'GET', url, response);
      return response;
    },
    /** The SQL statements Drizzle sent while `action` ran. */
    async queriesDuring(action: () => unknown): Promise<string[]> {
      const start = queries.length;
      await action();
      return queries.slice(start);
    },
    async close() {
      await server.deps.jobs.stop();
      await server.deps.database.close();
      await postgres?.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The dump's bytes as PGlite reads a dump: it takes only `arrayBuffer()` and `type` of the Blob. Node's Blob
 * hands out its 45 MB through a stream of small chunks that it joins again: 0.45 s of each PGlite start.
 */
function dumpOf(bytes: Buffer): Blob {
  const tar = { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(new Uint8Array(bytes).buffer) };
  return tar as unknown as Blob;
}

/** Cookie header made of a response's Set-Cookie values. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
