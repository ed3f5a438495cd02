import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { queryRows } from '../db/client';
import { LISTENER_NAME } from '../db/listener';
import { signIn, verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { createTestServer, json, type TestServer } from '../test/test-server';

/**
 * Two server processes on one PostgreSQL database (two builds of the app, each with its own pool, cache and
 * listening connection): the budgets are one, and a write through one is seen at once by the other's reuse.
 * A time to live of a minute, so that only the notification can explain an answer that changes sooner.
 */
const env = { RATE_LIMIT_SCALE: '1', ANSWER_CACHE_MS: '60000', TEE_SHEET_CACHE_MS: '60000' };
let a: TestServer;
let b: TestServer;
let golfer: string;
const date = addDays(zurichDate(new Date()), 2);
const searchPath = `/api/tee-times/search?date=${date}&regions=Glarus`;

beforeAll(async () => {
  a = await createTestServer(env);
  b = await createTestServer(env, { sameDatabaseAs: a });
  golfer = await verifiedUser(a, 'two-processes@example.ch');
  const club = await insertClub(a.db, { name: 'Golfclub Braunwald', canton: 'Glarus' });
  await insertTeeTime(a.db, club.id, { date, time: '10:00' });
});
afterAll(async () => {
  // The second closes its connections only; the first drops the database.
  await b?.close();
  await a?.close();
});

const openSlots = async (server: TestServer) => {
  const {
    clubs: [club],
  } = await (await server.request(searchPath, { headers: { cookie: golfer } })).json();
  return { id: club.teeTimes[0].id as string, openSlots: club.teeTimes[0].openSlots as number };
};
const book = (server: TestServer, teeTimeId: string) =>
  server.request('/api/bookings', { method: 'POST', ...json({ teeTimeId, playerCount: 1 }, { cookie: golfer }) });

describe('two server processes on one database', () => {
  it('spend one budget: wrong passwords sent to each in turn are refused on the 21st, whichever answers', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await signIn(attempt % 2 ? a : b, 'two-processes@example.ch', 'a-wrong-password');
      expect(response.status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await signIn(server, 'two-processes@example.ch', 'a-wrong-password');
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
    }
  });

  it("show a booking answered by one in the other's reused search answers right after, well before their time to live", async () => {
    const before = await openSlots(b);
    expect(await openSlots(b)).toEqual(before);
    expect((await book(a, before.id)).status).toBe(201);
    const answered = performance.now();
    await vi.waitFor(async () => expect((await openSlots(b)).openSlots).toBe(before.openSlots - 1), {
      timeout: 5_000,
      interval: 5,
    });
    expect(performance.now() - answered).toBeLessThan(1_000);
  });

  it('listen again after losing the listening connection, and hear the next write', async () => {
    const listening = (server: TestServer) =>
      queryRows<{ pid: number }>(
        server.db,
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
      );
    const [first, second] = await listening(a);
    expect(second).toBeDefined();
    await queryRows(
      a.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    await vi.waitFor(
      async () => {
        const now = (await listening(a)).map((row) => row.pid);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(first!.pid);
        expect(now).not.toContain(second!.pid);
      },
      { timeout: 10_000, interval: 50 },
    );
    const before = await openSlots(b);
    expect((await book(a, before.id)).status).toBe(201);
    await vi.waitFor(async () => expect((await openSlots(b)).openSlots).toBe(before.openSlots - 1), {
      timeout: 5_000,
      interval: 5,
    });
  });
});
