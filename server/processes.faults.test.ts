import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../contract/common';
import { addDays, zurichDate } from '../contract/zurich-time';
import { createDatabase, startPostgres, type RunningPostgres } from './test/postgres-server';
import { openDatabase } from './db/client';
import { waitlist } from './db/schema';
import { JOB_SCHEMA } from './jobs/queue';
import { freePort } from './test/free-port';
import {
  bookableByAnyGolfer,
  startProductProcess,
  stopProductProcess,
  type ProductProcess,
} from './test/product-process';

/**
 * Issue 19, point 6: two server processes on one PostgreSQL behave as one, and what must stay one process
 * (PGlite) or must not start at all (a public address without its settings) is refused with a message.
 */
const tomorrow = addDays(zurichDate(new Date()), 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const golfer = { email: 'golfer@example.ch', password: 'golf-demo-2026' };

function signIn(server: ProductProcess, password = golfer.password) {
  return fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: golfer.email, password }),
  });
}

function book(server: ProductProcess, cookie: string, teeTimeId: string, key: string) {
  return fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie, 'idempotency-key': key },
    body: JSON.stringify({ teeTimeId, playerCount: 1, acceptLateCancellation: true }),
  }).then(
    async (response) => ({
      status: response.status,
      id: ((await response.json().catch(() => null)) as { id?: string } | null)?.id ?? null,
      key,
    }),
    () => ({ status: 0, id: null, key }),
  );
}

/** The start of the reminder mail's subject in each language ("Tomorrow: ", "Morgen: ", ...). */
const reminderSubjects = languages.map((language) => {
  const texts = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as {
    mail: { booking: { reminder: { subject: string } } };
  };
  return texts.mail.booking.reminder.subject.split('{{')[0]!;
});

describe('two server processes on one PostgreSQL', () => {
  let postgres: RunningPostgres;
  let databaseUrl: string;
  let db: pg.Client;
  let a: ProductProcess;
  let b: ProductProcess;
  let cookie: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = (await createDatabase(postgres.url, 'two_processes')).url;
    // Both start together on the empty database: one migrates and loads the demo data, the other waits for it.
    [a, b] = await Promise.all([
      startProductProcess({ DATABASE_URL: databaseUrl }),
      startProductProcess({ DATABASE_URL: databaseUrl }),
    ]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const signedIn = await signIn(a);
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a, b].map((server) => server && stopProductProcess(server)));
    await db?.end();
    await postgres?.stop();
  });

  it('both came up on the empty database and migrated it once', async () => {
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const { rows } = await db.query<{ migrations: number; clubs: number }>(
      `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations, (select count(*) from golf_clubs)::int as clubs`,
    );
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    expect(rows[0]!.migrations).toBe(journal.entries.length);
    expect(rows[0]!.clubs).toBeGreaterThan(50);
  });

  it('sells no seat twice when 200 clients book 10 tee times through both processes at once', async () => {
    const { rows: targets } = await db.query<{ id: string; slots: number }>(
      `select id, slots_available as slots from tee_times where ${bookableByAnyGolfer} order by time desc, id limit 10`,
      [tomorrow],
    );
    expect(targets).toHaveLength(10);
    const seats = targets.reduce((sum, target) => sum + target.slots, 0);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        book(index % 2 === 0 ? a : b, cookie, targets[index % 10]!.id, `stampede-${String(index).padStart(4, '0')}`),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(seats);
    expect(results.filter((result) => result.status !== 201 && result.status !== 409)).toEqual([]);
    const { rows: audit } = await db.query<{ oversold: number; drift: number }>(
      `select
         (select count(*) from tee_times t where t.id = any($1) and t.booked_players > t.slots_available)::int as oversold,
         (select count(*) from tee_times t where t.id = any($1) and t.booked_players <>
            coalesce((select sum(x.player_count) from bookings x where x.tee_time_id = t.id and x.status in ('pending', 'confirmed', 'completed')), 0))::int as drift`,
      [targets.map((target) => target.id)],
    );
    expect(audit[0]).toEqual({ oversold: 0, drift: 0 });
  });

  it('mails every reminder exactly once, though both processes run housekeeping every minute', async () => {
    const { rows: due } = await db.query<{ count: number }>(
      `select count(*)::int as count from bookings x join tee_times t on t.id = x.tee_time_id join profiles p on p.id = x.user_id
        where t.date = $1 and p.email = $2 and x.status = 'confirmed'`,
      [tomorrow, golfer.email],
    );
    expect(due[0]!.count).toBeGreaterThan(0);
    const reminders = async () => {
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from mail_outbox where "to" = $1 and split_part(subject, ':', 1) || ': ' = any($2)`,
        [golfer.email, reminderSubjects],
      );
      return rows[0]!.count;
    };
    const finishedRuns = async () => {
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from pgboss.job where name = 'housekeeping' and state = 'completed'`,
      );
      return rows[0]!.count;
    };
    // The schedule's first run is due at start.
    for (const deadline = Date.now() + 150_000; (await reminders()) < due[0]!.count && Date.now() < deadline;)
      await sleep(500);
    expect(await reminders()).toBe(due[0]!.count);
    // More runs after all were sent, at once rather than at the next minutes: whichever process takes them finds nothing to remind.
    const runs = await finishedRuns();
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: JOB_SCHEMA,
      schedule: false,
      supervise: false,
      registerInstance: false,
    });
    await boss.start();
    try {
      for (let run = 0; run < 4; run++) await boss.send('housekeeping', null);
    } finally {
      await boss.stop();
    }
    for (const deadline = Date.now() + 60_000; (await finishedRuns()) < runs + 4 && Date.now() < deadline;)
      await sleep(500);
    expect(await finishedRuns()).toBeGreaterThanOrEqual(runs + 4);
    expect(await reminders()).toBe(due[0]!.count);
  }, 300_000);

  it("counts a golfer's wrong passwords sent to either process against one limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 24; attempt++)
      statuses.push((await signIn(attempt % 2 === 0 ? a : b, 'a-wrong-password')).status);
    // The sign-in before the tests spent one of the 20 attempts per 15 minutes.
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(19)).toEqual([429, 429, 429, 429, 429]);
  });

  it('loses no answered booking when one process is killed (kill -9) while clients book through both', async () => {
    const { rows: targets } = await db.query<{ id: string }>(
      `select id from tee_times where ${bookableByAnyGolfer} order by time desc, id limit 25 offset 10`,
      [tomorrow],
    );
    let firstAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const attempts = Array.from({ length: 100 }, (_, index) =>
      book(
        index % 2 === 0 ? a : b,
        cookie,
        targets[index % targets.length]!.id,
        `kill-one-${String(index).padStart(4, '0')}`,
      ).then((result) => {
        firstAnswer();
        return result;
      }),
    );
    await answered;
    a.child.kill('SIGKILL');
    const results = await Promise.all(attempts);
    const created = results.filter((result) => result.status === 201 && result.id);
    expect(created.length).toBeGreaterThan(0);
    const { rows } = await db.query<{ id: string }>(
      `select id from bookings where id = any($1) and status = 'confirmed'`,
      [created.map((result) => result.id)],
    );
    expect(rows).toHaveLength(created.length);
    // The other process goes on serving.
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  });
});

describe('refused at start', () => {
  it('a second process on the same PGlite folder is refused with a message, and the first keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'teetimes-one-process-'));
    // The first is this test's own process: it claims the folder as the server does.
    const first = await openDatabase({ dataDir });
    try {
      await first.db.insert(waitlist).values({ email: 'before@example.ch' });
      const second = await runToExit({ DATA_DIR: dataDir, DEMO_SEED: 'false', PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `The database folder ${dataDir} is in use by another process (pid ${process.pid})`,
      );
      await first.db.insert(waitlist).values({ email: 'after@example.ch' });
      expect((await first.db.select({ email: waitlist.email }).from(waitlist)).map((row) => row.email).sort()).toEqual([
        'after@example.ch',
        'before@example.ch',
      ]);
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a public address without its settings does not start, and names every one missing', async () => {
    const { code, stderr } = await runToExit({
      PUBLIC_URL: 'https://tee-times.example.ch',
      NODE_ENV: 'production',
      DEMO_SEED: '',
    });
    expect(code).toBe(1);
    for (const name of ['AUTH_SECRET', 'SMTP_URL']) expect(stderr).toContain(name);
  });
});

/** Runs the server as `npm start` does and waits for it to stop by itself. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
