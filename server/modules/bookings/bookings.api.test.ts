import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate, zurichInstant, zurichTime } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { IDEMPOTENCY_KEY_DAYS } from '../../../contract/bookings';
import { daysBefore } from '../../db/forgetting';
import { bookings, clubSettings, idempotencyKeys, teeTimes } from '../../db/schema';
import { runHousekeeping } from '../../jobs/housekeeping';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let anna: string;
let ben: string;
let clubId: string;
/** Monday 23.11.2026, 20:35 in Zurich: the evening the issue was seen. */
const now = zurichInstant('2026-11-23', '20:35');
const clock = settableClock(now);
const today = zurichDate(now);
const tomorrow = addDays(today, 1);
/** More than 24 hours ahead: cancelling is free. */
const dayAfterTomorrow = addDays(today, 2);
let minute = 0;

/** A fresh tee time the day after tomorrow, each at its own minute. */
async function teeTime(values: Partial<typeof teeTimes.$inferInsert> = {}) {
  minute += 1;
  return insertTeeTime(server.db, clubId, {
    date: dayAfterTomorrow,
    time: `12:${String(minute).padStart(2, '0')}`,
    discountedPrice: 54.05,
    originalPrice: 72,
    ...values,
  });
}

function book(cookie: string, body: unknown, key?: string) {
  return server.request('/api/bookings', {
    method: 'POST',
    ...json(body, { cookie, ...(key ? { 'idempotency-key': key } : {}) }),
  });
}

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  anna = await verifiedUser(server, 'anna-book@example.ch');
  ben = await verifiedUser(server, 'ben-book@example.ch');
  clubId = (await insertClub(server.db, { name: 'Golfclub Sempachersee' })).id;
});
afterAll(() => server.close());

describe('POST /api/bookings', () => {
  it('books places, charges the tee time price per player and takes the seats', async () => {
    const time = await teeTime();
    const response = await book(anna, { teeTimeId: time.id, playerCount: 3 });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      playerCount: 3,
      pricePerPlayer: 54.05,
      totalPrice: 162.15,
      originalPricePerPlayer: 72,
      club: { name: 'Golfclub Sempachersee' },
      teeTime: { date: dayAfterTomorrow, time: time.time.slice(0, 5) },
    });
    const [row] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, time.id));
    expect(row!.bookedPlayers).toBe(3);
    expect((await book(ben, { teeTimeId: time.id, playerCount: 2 })).status).toBe(409);
    expect((await book(ben, { teeTimeId: time.id, playerCount: 1 })).status).toBe(201);
  });

  it('says how many places are left when fewer are open than asked for, and sold out when none are', async () => {
    const time = await teeTime();
    await insertConfirmedBooking(server.db, time, 3);
    const tooMany = await book(anna, { teeTimeId: time.id, playerCount: 2 });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).error).toMatchObject({
      code: 'not_enough_places',
      message: 'Only 1 place is left on this tee time',
    });
    expect((await book(anna, { teeTimeId: time.id, playerCount: 1 })).status).toBe(201);
    const none = await book(ben, { teeTimeId: time.id, playerCount: 1 });
    expect((await none.json()).error.code).toBe('sold_out');
  });

  it("refuses more players than the club's rule with its own code", async () => {
    await server.db.insert(clubSettings).values({ golfClubId: clubId, maxPlayersPerBooking: 3 });
    const response = await book(anna, { teeTimeId: (await teeTime()).id, playerCount: 4 });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'too_many_players',
      message: expect.stringContaining('at most 3'),
    });
    await server.db.delete(clubSettings).where(eq(clubSettings.golfClubId, clubId));
  });

  it('books a round less than 24 hours ahead only when the golfer accepts that cancelling it costs the whole price', async () => {
    // Tomorrow 14:06, booked at 20:45 the evening before: the late booking.
    clock.set(zurichInstant(today, '20:45'));
    const late = await insertTeeTime(server.db, clubId, {
      date: tomorrow,
      time: '14:06',
      discountedPrice: 84,
      originalPrice: 120,
    });
    const refused = await book(anna, { teeTimeId: late.id, playerCount: 2 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'late_cancellation_not_accepted',
      message: expect.stringContaining('CHF 168.00'),
    });
    expect(await server.db.select().from(bookings).where(eq(bookings.teeTimeId, late.id))).toEqual([]);
    const accepted = await book(anna, { teeTimeId: late.id, playerCount: 2, acceptLateCancellation: true });
    expect(accepted.status).toBe(201);
    expect((await accepted.json()).cancellation).toEqual({
      free: false,
      freeUntil: { date: today, time: '14:06' },
      cost: 168,
    });
    clock.set(now);
  });

  it('never sells more seats than the tee time has, under 50 parallel bookings', async () => {
    const time = await teeTime();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => book(index % 2 ? anna : ben, { teeTimeId: time.id, playerCount: 1 })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(46);
    for (const response of responses.filter((candidate) => candidate.status === 409))
      expect((await response.json()).error.code).toBe('sold_out');
    const rows = await server.db.select().from(bookings).where(eq(bookings.teeTimeId, time.id));
    expect(rows.reduce((sum, booking) => sum + booking.playerCount, 0)).toBe(4);
    const [row] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, time.id));
    expect(row!.bookedPlayers).toBe(4);
  });

  it('makes one booking of a double-clicked confirm with the same Idempotency-Key, and replays the first answer', async () => {
    const time = await teeTime();
    const body = { teeTimeId: time.id, playerCount: 2 };
    const [first, second] = await Promise.all([
      book(anna, body, 'confirm-click-0001'),
      book(anna, body, 'confirm-click-0001'),
    ]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    const [a, b] = [await first!.json(), await second!.json()];
    expect(a.id).toBe(b.id);
    const retry = await book(anna, body, 'confirm-click-0001');
    expect((await retry.json()).id).toBe(a.id);
    expect(await server.db.select().from(bookings).where(eq(bookings.teeTimeId, time.id))).toHaveLength(1);
  });

  it('answers with the booking as it is stored, and writes it in three statements under the row lock', async () => {
    const time = await teeTime();
    let created: Response | undefined;
    const statements = await server.queriesDuring(async () => {
      created = await book(anna, { teeTimeId: time.id, playerCount: 2 }, 'stored-answer-0001');
    });
    expect(created!.status).toBe(201);
    const answer = await created!.json();
    const stored = await server.request(`/api/bookings/${answer.id}`, { headers: { cookie: anna } });
    expect(answer).toEqual(await stored.json());
    // After the session: a glance at the places, then the transaction (lock with the club's rules, one write).
    const booking = statements.slice(statements.findIndex((statement) => statement.includes('booked_players')));
    expect(
      booking.filter((statement) => !/^(begin|commit)$/i.test(statement.trim()) && !statement.includes('mail_outbox')),
    ).toHaveLength(3);
  });

  /** The statements of a booking request after the one that reads the session. */
  const afterSession = (statements: string[]) => statements.filter((statement) => !statement.includes('"sessions"'));

  it('answers a sold-out tee time at once in one statement, without queueing for its row lock', async () => {
    const time = await teeTime({ slotsAvailable: 2 });
    expect((await book(anna, { teeTimeId: time.id, playerCount: 2 })).status).toBe(201);
    let answer: Response | undefined;
    const statements = await server.queriesDuring(async () => {
      answer = await book(ben, { teeTimeId: time.id, playerCount: 1 }, 'too-late-0001');
    });
    expect(answer!.status).toBe(409);
    expect((await answer!.json()).error.code).toBe('sold_out');
    expect(statements.filter((statement) => /for update/i.test(statement))).toEqual([]);
    // The look at the places reads the key's earlier answer too: no second trip for it.
    expect(afterSession(statements)).toHaveLength(1);
  });

  it('replays the booking of the last places to a double click with the same key, not sold out', async () => {
    const time = await teeTime({ slotsAvailable: 2 });
    const body = { teeTimeId: time.id, playerCount: 2 };
    const answers = await Promise.all([
      book(anna, body, 'last-places-0001'),
      book(anna, body, 'last-places-0001'),
      book(anna, body, 'last-places-0001'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id))).size).toBe(1);
    let retry: Response | undefined;
    const statements = await server.queriesDuring(async () => {
      retry = await book(anna, body, 'last-places-0001');
    });
    expect(retry!.status).toBe(201);
    // A retry is answered from the look at the places, with no transaction.
    expect(afterSession(statements)).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another body', async () => {
    const time = await teeTime();
    await book(anna, { teeTimeId: time.id, playerCount: 1 }, 'key-reused-0001');
    const other = await book(anna, { teeTimeId: time.id, playerCount: 2 }, 'key-reused-0001');
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('idempotency_conflict');
  });

  it('keeps idempotency keys per user', async () => {
    const time = await teeTime();
    const body = { teeTimeId: time.id, playerCount: 1 };
    const annas = await (await book(anna, body, 'shared-key-0001')).json();
    const bens = await (await book(ben, body, 'shared-key-0001')).json();
    expect(annas.id).not.toBe(bens.id);
  });

  it(`replays a key's first answer for ${IDEMPOTENCY_KEY_DAYS} days, then forgets the key and the answer it kept`, async () => {
    const body = { teeTimeId: (await teeTime()).id, playerCount: 1 };
    const first = await (await book(anna, body, 'kept-a-week-0001')).json();
    await book(anna, { teeTimeId: (await teeTime()).id, playerCount: 1 }, 'kept-a-week-0002');
    const age = (key: string, days: number) =>
      server.db
        .update(idempotencyKeys)
        .set({ createdAt: daysBefore(now, days) })
        .where(eq(idempotencyKeys.key, key));
    await age('kept-a-week-0001', IDEMPOTENCY_KEY_DAYS - 1);
    await age('kept-a-week-0002', IDEMPOTENCY_KEY_DAYS + 1);

    await runHousekeeping(server.deps, clock());
    const kept = await server.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, 'kept-a-week-%'));
    expect(kept).toEqual([{ key: 'kept-a-week-0001' }]);
    expect((await (await book(anna, body, 'kept-a-week-0001')).json()).id).toBe(first.id);
  });

  it.each([
    [{ playerCount: 0 }, 'playerCount'],
    [{ playerCount: 5 }, 'playerCount'],
    [{ playerCount: 1.5 }, 'playerCount'],
    [{ playerCount: '2' }, 'playerCount'],
    [{ teeTimeId: 'nope' }, 'teeTimeId'],
  ])('refuses %o with 400 naming %s', async (change, field) => {
    const time = await teeTime();
    const response = await book(anna, { teeTimeId: time.id, playerCount: 1, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(field);
  });

  it('refuses blocked, past, too distant and unknown tee times, each with its reason, and anonymous visitors', async () => {
    const refusal = async (teeTimeId: string) => {
      const response = await book(anna, { teeTimeId, playerCount: 1 });
      expect(response.status).toBe(409);
      return (await response.json()).error.code;
    };
    expect(await refusal((await teeTime({ isBlocked: true })).id)).toBe('tee_time_blocked');
    expect(
      await refusal((await insertTeeTime(server.db, clubId, { date: addDays(today, -1), time: '09:00' })).id),
    ).toBe('tee_time_started');
    expect(await refusal((await insertTeeTime(server.db, clubId, { date: today, time: '20:30' })).id)).toBe(
      'tee_time_started',
    );
    expect(await refusal((await insertTeeTime(server.db, clubId, { date: today, time: '20:50' })).id)).toBe(
      'booking_closed',
    );
    expect(
      await refusal((await insertTeeTime(server.db, clubId, { date: addDays(today, 15), time: '09:00' })).id),
    ).toBe('outside_booking_window');
    expect((await book(anna, { teeTimeId: '00000000-0000-4000-8000-000000000000', playerCount: 1 })).status).toBe(404);
    const open = await teeTime();
    expect(
      (await server.request('/api/bookings', { method: 'POST', ...json({ teeTimeId: open.id, playerCount: 1 }) }))
        .status,
    ).toBe(401);
  });

  it('counts seats already taken by others', async () => {
    const time = await teeTime();
    await insertConfirmedBooking(server.db, time, 3);
    expect((await book(anna, { teeTimeId: time.id, playerCount: 2 })).status).toBe(409);
  });
});

describe('reading bookings', () => {
  it('shows a booking to its owner only; another user gets 404', async () => {
    const time = await teeTime();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 1 })).json();
    expect((await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: anna } })).status).toBe(200);
    expect((await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: ben } })).status).toBe(404);
    const mine = await (await server.request('/api/me/bookings', { headers: { cookie: anna } })).json();
    expect(mine.map((item: { id: string }) => item.id)).toContain(booking.id);
    const bens = await (await server.request('/api/me/bookings', { headers: { cookie: ben } })).json();
    expect(bens.map((item: { id: string }) => item.id)).not.toContain(booking.id);
  });
});

describe('POST /api/bookings/:id/cancel', () => {
  const cancel = (cookie: string, id: string) =>
    server.request(`/api/bookings/${id}/cancel`, { method: 'POST', headers: { cookie } });

  it('cancels for free more than 24 hours ahead and gives the places back at once', async () => {
    const time = await insertTeeTime(server.db, clubId, { date: addDays(today, 3), time: '10:00' });
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 4 })).json();
    expect(booking.cancellation).toEqual({
      free: true,
      freeUntil: { date: addDays(today, 2), time: '10:00' },
      cost: 0,
    });
    expect((await book(ben, { teeTimeId: time.id, playerCount: 1 })).status).toBe(409);
    const response = await cancel(anna, booking.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'cancelled', cancellation: null });
    const [row] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, time.id));
    expect(row!.bookedPlayers).toBe(0);
    expect((await book(ben, { teeTimeId: time.id, playerCount: 4 })).status).toBe(201);
  });

  it('says when a cancellation is no longer free, and refuses to cancel twice', async () => {
    const inTwoHours = new Date(now.getTime() + 2 * 3_600_000);
    const soon = await insertTeeTime(server.db, clubId, { date: zurichDate(inTwoHours), time: zurichTime(inTwoHours) });
    const booking = await (
      await book(anna, { teeTimeId: soon.id, playerCount: 1, acceptLateCancellation: true })
    ).json();
    expect(booking.cancellation.free).toBe(false);
    expect((await cancel(anna, booking.id)).status).toBe(200);
    const again = await cancel(anna, booking.id);
    expect(again.status).toBe(409);
  });

  it("never lets another user cancel a golfer's booking", async () => {
    const booking = await (await book(anna, { teeTimeId: (await teeTime()).id, playerCount: 2 })).json();
    expect((await cancel(ben, booking.id)).status).toBe(404);
    const unchanged = await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: anna } });
    expect((await unchanged.json()).status).toBe('confirmed');
  });

  it('gives back exactly the cancelled places when cancellations and bookings race', async () => {
    const time = await teeTime();
    const first = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    const responses = await Promise.all([
      cancel(anna, first.id),
      ...Array.from({ length: 10 }, () => book(ben, { teeTimeId: time.id, playerCount: 1 })),
    ]);
    expect(responses.every((response) => response.status < 500)).toBe(true);
    const rows = await server.db.select().from(bookings).where(eq(bookings.teeTimeId, time.id));
    const holding = rows.filter((row) => row.status === 'confirmed').reduce((sum, row) => sum + row.playerCount, 0);
    const [row] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, time.id));
    expect(row!.bookedPlayers).toBe(holding);
    expect(holding).toBeLessThanOrEqual(4);
  });
});

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('gives the owner a calendar file in Zurich time and in their language; nobody else', async () => {
    const time = await insertTeeTime(server.db, clubId, { date: addDays(today, 2), time: '07:10' });
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    const response = await server.request(`/api/bookings/${booking.id}/calendar.ics?lang=de`, {
      headers: { cookie: anna },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics).toContain(`DTSTART;TZID=Europe/Zurich:${time.date.replaceAll('-', '')}T071000\r\n`);
    expect(ics).toContain('SUMMARY:Golf im Golfclub Sempachersee (18 Löcher)');
    expect(
      (await server.request(`/api/bookings/${booking.id}/calendar.ics`, { headers: { cookie: ben } })).status,
    ).toBe(404);
  });
});
