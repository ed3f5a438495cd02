import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { insertClub, insertPartnerKey, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let clubId: string;
let key: string;

const pull = async (after = '') =>
  (await (
    await server.request(`/api/partner/v1/booking-events${after ? `?after=${after}` : ''}`, {
      headers: { authorization: `Bearer ${key}` },
    })
  ).json()) as { events: { booking: { id: string } }[]; nextCursor: string };

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(zurichInstant('2026-11-30', '09:00')) });
  clubId = (await insertClub(server.db, { name: 'Golfclub Cursor' })).id;
  key = await insertPartnerKey(server.db, clubId, ['bookings:read']);
});
afterAll(() => server.close());

describe('the pull cursor while transactions overlap (PostgreSQL)', () => {
  it('never hands out a cursor past an event whose transaction commits later', async () => {
    const times = await Promise.all(
      ['10:00', '10:10'].map((time) => insertTeeTime(server.db, clubId, { date: '2026-12-02', time })),
    );
    const start = (await pull()).nextCursor;
    const pool = server.deps.database.pool!;
    const slow = await pool.connect();
    try {
      // A booking whose transaction starts first (and so has the smaller transaction id and the first event
      // position) but commits last.
      await slow.query('begin');
      await slow.query('select pg_current_xact_id()');
      await slow.query(
        `insert into bookings (tee_time_id, player_count, status, price_per_player, total_price, source)
         values ($1, 1, 'confirmed', 80, 80, 'desk')`,
        [times[0]!.id],
      );
      const quick = (
        await pool.query<{ id: string }>(
          `insert into bookings (tee_time_id, player_count, status, price_per_player, total_price, source)
           values ($1, 1, 'confirmed', 80, 80, 'desk') returning id`,
          [times[1]!.id],
        )
      ).rows[0]!.id;
      // The quick one has committed, but an older transaction is still open: nothing is handed out yet.
      const during = await pull(start);
      expect(during.events).toEqual([]);
      expect(during.nextCursor).toBe(start);
      await slow.query('commit');
      // Both come now, the slow one first: once every transaction older than theirs has ended (other test files
      // share this PostgreSQL server, and their running transactions hold the horizon back a moment too).
      const pulled: string[] = [];
      let cursor = during.nextCursor;
      for (let tries = 0; pulled.length < 2 && tries < 100; tries += 1) {
        const page = await pull(cursor);
        pulled.push(...page.events.map((event) => event.booking.id));
        cursor = page.nextCursor;
        if (pulled.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(pulled).toHaveLength(2);
      expect(pulled[1]).toBe(quick);
      expect((await pull(cursor)).events).toEqual([]);
    } finally {
      slow.release();
    }
  });
});
