import { randomUUID } from 'node:crypto';
import { and, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { openDatabase } from '../db/client';
import { nowhere } from '../observability/error-reports';
import { mailOutbox } from '../db/schema';
import { verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { createDatabase } from '../test/postgres-server';
import { createTestServer, json, type TestServer } from '../test/test-server';
import { JOB_SCHEMA, openJobQueue } from './queue';

// Several processes on one database: only PostgreSQL has that (PGlite belongs to one process).

describe('processes starting together on an empty database', () => {
  it('all open the job queue: one creates its schema, the others wait for it', async () => {
    const empty = await createDatabase(inject('postgresUrl'), `jobs_${randomUUID().replaceAll('-', '')}`);
    const logger = pino({ level: 'silent' });
    const databases = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl: empty.url, dataDir: null })),
    );
    try {
      const queues = await Promise.all(
        databases.map((database) => openJobQueue(database, { logger, errorReports: nowhere })),
      );
      await queues[0]!.send('mail', { to: 'first@example.ch', subject: 'Queued', text: 'hello' });
      expect(await queues[5]!.depth('mail')).toBe(1);
      const schemas = await databases[0]!.pool!.query(
        'select count(*)::int as count from pg_namespace where nspname = $1',
        [JOB_SCHEMA],
      );
      expect(schemas.rows[0].count).toBe(1);
      await Promise.all(queues.map((queue) => queue.stop()));
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await empty.drop();
    }
  });
});

describe('two servers on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({}, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });
  it('run each minute of the housekeeping schedule once between them, and mail every reminder once', async () => {
    const club = await insertClub(first.db, { name: 'Golfclub Schedule' });
    const tomorrow = addDays(zurichDate(new Date()), 1);
    const golfers = ['one', 'two', 'three'].map((name) => `reminder-${name}@example.ch`);
    for (const [index, email] of golfers.entries()) {
      const cookie = await verifiedUser(first, email);
      const time = await insertTeeTime(first.db, club.id, {
        date: tomorrow,
        time: `23:${10 + index * 10}`,
        discountedPrice: 60,
      });
      const booked = await first.request('/api/bookings', {
        method: 'POST',
        ...json(
          // Tomorrow late in the evening is inside the free-cancellation period when this runs after 23:10.
          { teeTimeId: time.id, playerCount: 1, language: 'en', acceptLateCancellation: true },
          { cookie, 'idempotency-key': `schedule-${index}-key-000` },
        ),
      });
      expect(booked.status).toBe(201);
    }
    await first.deps.jobs.drain();

    await Promise.all([first.deps.jobs.start(), second.deps.jobs.start()]);
    const reminders = () =>
      first.db
        .select()
        .from(mailOutbox)
        .where(and(like(mailOutbox.to, 'reminder-%'), like(mailOutbox.subject, 'Tomorrow%')));
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(3), { timeout: 25_000, interval: 250 });
    await Promise.all([first.deps.jobs.drain(), second.deps.jobs.drain()]);

    expect((await reminders()).map((row) => row.to).sort()).toEqual([...golfers].sort());
    const runs = await first.deps.jobs.boss.findJobs('housekeeping');
    const minutes = runs.map((run) => run.singletonOn?.toISOString());
    expect(minutes.length).toBeGreaterThan(0);
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});
