import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../contract/zurich-time';
import { createDatabase, startPostgres, type RunningPostgres } from './test/postgres-server';
import {
  bookableByAnyGolfer,
  copyOfSeededFolder,
  startProductProcess,
  type ProductProcess,
} from './test/product-process';

/**
 * Faults of a running server, each in its own process as `npm start` runs it: killed in the middle of
 * bookings, stopped with requests in flight, its database gone for a while, restarted on PGlite.
 */
const tomorrow = addDays(zurichDate(new Date()), 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInDemoGolfer(server: ProductProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'golfer@example.ch', password: 'golf-demo-2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function book(server: ProductProcess, cookie: string, teeTimeId: string, key: string) {
  return fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie, 'idempotency-key': key },
    // Tomorrow's early times are within the clubs' free-cancellation window when the suite runs in the morning:
    // the golfer accepts the cost, as the booking page asks them to.
    body: JSON.stringify({ teeTimeId, playerCount: 1, acceptLateCancellation: true }),
  });
}

describe('on PGlite', () => {
  it('stops cleanly when SIGTERM comes the moment it first answers, while its job workers still start', async () => {
    // On the demo data, seeded once for the run (the seeding start, stopped by SIGTERM, exits cleanly too). What is
    // checked is the stop's way (graceful, exit code 0, against Node's default of ending by the signal), not its
    // speed on a loaded test machine.
    const dataDir = copyOfSeededFolder('teetimes-early-stop-');
    try {
      for (let start = 1; start <= 2; start++) {
        const server = await startProductProcess({ DATA_DIR: dataDir, STOP_TIMEOUT_MS: '120000' }, { pollMs: 5 });
        server.child.kill('SIGTERM');
        expect(await server.exited, `start ${start}`).toBe(0);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps every booking across a restart of the server', async () => {
    const dataDir = copyOfSeededFolder('teetimes-restart-');
    try {
      const first = await startProductProcess({ DATA_DIR: dataDir });
      const cookie = await signInDemoGolfer(first);
      const { clubs } = (await (
        await fetch(`${first.url}/api/tee-times/search?date=${tomorrow}`, { headers: { cookie } })
      ).json()) as { clubs: { teeTimes: { id: string; openSlots: number }[] }[] };
      const teeTime = clubs.flatMap((club) => club.teeTimes).find((candidate) => candidate.openSlots >= 1)!;
      const booked = await book(first, cookie, teeTime.id, 'restart-booking-0001');
      expect(booked.status).toBe(201);
      const booking = (await booked.json()) as { id: string };
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = await startProductProcess({ DATA_DIR: dataDir });
      try {
        const again = await fetch(`${second.url}/api/bookings/${booking.id}`, { headers: { cookie } });
        expect(again.status).toBe(200);
        expect(await again.json()).toMatchObject({ id: booking.id, status: 'confirmed', teeTime: { id: teeTime.id } });
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('on PostgreSQL', () => {
  let postgres: RunningPostgres;
  let databases = 0;
  /**
   * The product, started as `npm start` runs it, migrates and seeds one database with the demo data; each test's
   * database is a copy of it. Seeding the demo (74,000 tee times) is most of a start's work: a minute of one of the
   * machine's two cores when the run is busy, once instead of once per test.
   */
  beforeAll(async () => {
    postgres = await startPostgres();
    const seeding = await startProductProcess({
      DATABASE_URL: (await createDatabase(postgres.url, 'faults_seeded')).url,
      STOP_TIMEOUT_MS: '120000',
    });
    seeding.child.kill('SIGTERM');
    expect(await seeding.exited).toBe(0);
  }, 180_000);
  afterAll(() => postgres.stop());

  /** A new database on this run's PostgreSQL server: migrated, with the demo data. */
  async function freshDatabase() {
    return (await createDatabase(postgres.url, `faults_${++databases}`, { template: 'faults_seeded' })).url;
  }

  it('loses no answered booking and sells no seat twice when killed (kill -9) while 100 clients book', async () => {
    const databaseUrl = await freshDatabase();
    const server = await startProductProcess({ DATABASE_URL: databaseUrl });
    const cookie = await signInDemoGolfer(server);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows: targets } = await db.query<{ id: string }>(
        `select id from tee_times where ${bookableByAnyGolfer} order by time, id limit 25`,
        [tomorrow],
      );
      expect(targets).toHaveLength(25);
      let firstAnswer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
      const attempts = Array.from({ length: 100 }, (_, index) => {
        const teeTimeId = targets[index % targets.length]!.id;
        const key = `kill-nine-${String(index).padStart(4, '0')}`;
        return book(server, cookie, teeTimeId, key).then(
          async (response) => {
            firstAnswer();
            // The body of an answer can be cut off by the kill; its status line was received.
            const body = (await response.json().catch(() => null)) as { id?: string } | null;
            return { status: response.status, id: body?.id ?? null, teeTimeId, key };
          },
          () => ({ status: 0, id: null, teeTimeId, key }),
        );
      });
      await answered;
      await sleep(20);
      server.child.kill('SIGKILL');
      const results = await Promise.all(attempts);
      const created = results.filter((result) => result.status === 201);
      expect(created.length).toBeGreaterThan(0);
      expect(
        results.some((result) => result.status === 0),
        'some bookings were still in flight when the server died',
      ).toBe(true);
      expect(results.filter((result) => result.status !== 0 && result.status !== 201)).toEqual([]);

      const restarted = await startProductProcess({ DATABASE_URL: databaseUrl });
      try {
        // Asked again with its key, every answered booking is found as it was: confirmed, and the same one.
        for (const { id, teeTimeId, key } of created) {
          const replay = await book(restarted, cookie, teeTimeId, key);
          expect(replay.status, key).toBe(201);
          const booking = (await replay.json()) as { id: string; status: string };
          expect(booking.status).toBe('confirmed');
          if (id) expect(booking.id).toBe(id);
          expect((await fetch(`${restarted.url}/api/bookings/${booking.id}`, { headers: { cookie } })).status).toBe(
            200,
          );
        }
        const { rows: audit } = await db.query<{
          oversold: number;
          drift: number;
          without_charge: number;
          without_notice: number;
        }>(
          `select
             (select count(*) from tee_times t where t.id = any($1) and t.booked_players > t.slots_available)::int as oversold,
             (select count(*) from tee_times t where t.id = any($1) and t.booked_players <>
                coalesce((select sum(b.player_count) from bookings b where b.tee_time_id = t.id and b.status in ('pending', 'confirmed', 'completed')), 0))::int as drift,
             (select count(*) from bookings b where b.tee_time_id = any($1) and not exists (select 1 from payments p where p.booking_id = b.id))::int as without_charge,
             (select count(*) from bookings b where b.tee_time_id = any($1) and not exists (select 1 from notifications n where n.booking_id = b.id))::int as without_notice`,
          [targets.map((target) => target.id)],
        );
        expect(audit[0]).toEqual({ oversold: 0, drift: 0, without_charge: 0, without_notice: 0 });
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }
    } finally {
      await db.end();
    }
  });

  it('finishes a request in flight when stopped with SIGTERM, then exits cleanly', async () => {
    const databaseUrl = await freshDatabase();
    const server = await startProductProcess({ DATABASE_URL: databaseUrl });
    const cookie = await signInDemoGolfer(server);
    const { clubs } = (await (
      await fetch(`${server.url}/api/tee-times/search?date=${tomorrow}`, { headers: { cookie } })
    ).json()) as { clubs: { teeTimes: { id: string; openSlots: number }[] }[] };
    const teeTime = clubs.flatMap((club) => club.teeTimes).find((candidate) => candidate.openSlots >= 1)!;
    // As in the kill -9 test: in the morning, tomorrow's first times lie inside the free-cancellation window.
    const body = JSON.stringify({ teeTimeId: teeTime.id, playerCount: 1, acceptLateCancellation: true });
    // The request's head and half its body reach the server before the stop, the rest after it.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin: server.url,
          cookie,
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 20));
      void sleep(300).then(() => {
        server.child.kill('SIGTERM');
        return sleep(500).then(() => request.end(body.slice(20)));
      });
    });
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ status: 'confirmed', teeTime: { id: teeTime.id } });
    expect(await server.exited).toBe(0);
  });

  it('ends within STOP_TIMEOUT_MS when a request under way never finishes (a client stopped sending its body)', async () => {
    const databaseUrl = await freshDatabase();
    const server = await startProductProcess({ DATABASE_URL: databaseUrl, STOP_TIMEOUT_MS: '2000' });
    // Sign-in reads the whole body before it answers.
    const request = httpRequest(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100', origin: server.url },
    });
    request.on('error', () => {});
    request.write('{"email":');
    await sleep(300);
    const stopped = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const seconds = (performance.now() - stopped) / 1000;
    request.destroy();
    expect(code).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(10);
  });

  it('answers 503 with a message while the database is away, and works again when it is back', async () => {
    const databaseUrl = await freshDatabase();
    const server = await startProductProcess({ DATABASE_URL: databaseUrl, DEMO_SEED: 'false', ANSWER_CACHE_MS: '0' });
    try {
      expect((await fetch(`${server.url}/api/tee-times/search?date=${tomorrow}`)).status).toBe(200);
      postgres.pause();
      try {
        for (const path of [`/api/tee-times/search?date=${tomorrow}`, '/api/health', '/api/translations?lang=de']) {
          const response = await fetch(`${server.url}${path}`);
          expect(response.status, path).toBe(503);
          expect(response.headers.get('retry-after')).toBe('5');
          expect((await response.json()).error).toMatchObject({
            code: 'service_unavailable',
            message: expect.stringContaining('database'),
          });
        }
      } finally {
        postgres.resume();
      }
      let status = 0;
      for (const deadline = Date.now() + 20_000; status !== 200 && Date.now() < deadline; await sleep(250)) {
        status = (await fetch(`${server.url}/api/tee-times/search?date=${tomorrow}`)).status;
      }
      expect(status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
