import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { loadConfig } from '../config/env';
import { buildServer } from '../start';
import { insertClub, insertTeeTime } from '../test/builders';
import { createDatabase, databaseUrlOn, startPostgres, type RunningPostgres } from '../test/postgres-server';

/** Issue 19, point 7: searches read from a real streaming replica (READ_DATABASE_URL); writes go to the primary. */
let primary: RunningPostgres;
let replica: Awaited<ReturnType<RunningPostgres['startReplica']>>;
let server: Awaited<ReturnType<typeof buildServer>>;
const onDatabase = (url: string) => databaseUrlOn(url, 'replica_reads');

beforeAll(async () => {
  primary = await startPostgres();
  await createDatabase(primary.url, 'replica_reads');
  replica = await primary.startReplica();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    ANSWER_CACHE_MS: '0',
    DATABASE_URL: onDatabase(primary.url),
    READ_DATABASE_URL: onDatabase(replica.url),
  });
  server = await buildServer(config, { inMemory: true });
}, 120_000);

afterAll(async () => {
  await server?.deps.jobs.stop();
  await server?.deps.database.close();
  replica?.stop();
  primary?.stop();
});

it('answers searches from the replica with what was written to the primary, within the replication lag', async () => {
  const date = addDays(zurichDate(new Date()), 2);
  const club = await insertClub(server.deps.database.db, { name: 'Golfclub Replica' });
  await insertTeeTime(server.deps.database.db, club.id, { date, time: '10:00' });
  const started = Date.now();
  let names: string[] = [];
  while (!names.includes('Golfclub Replica') && Date.now() - started < 5000) {
    const response = await server.app.request(`http://localhost:3000/api/tee-times/search?date=${date}`);
    expect(response.status).toBe(200);
    names = ((await response.json()) as { clubs: { name: string }[] }).clubs.map((answer) => answer.name);
  }
  expect(names).toContain('Golfclub Replica');

  // The answers came from the replica's connections: the primary's pool never asked.
  const onReplica = new pg.Client({ connectionString: onDatabase(replica.url) });
  await onReplica.connect();
  try {
    const { rows } = await onReplica.query<{ count: number; standby: boolean }>(
      `select count(*)::int as count, pg_is_in_recovery() as standby from pg_stat_activity where application_name = 'teetimes-reads' and datname = 'replica_reads'`,
    );
    expect(rows[0]).toMatchObject({ standby: true });
    expect(rows[0]!.count).toBeGreaterThan(0);
  } finally {
    await onReplica.end();
  }
});
