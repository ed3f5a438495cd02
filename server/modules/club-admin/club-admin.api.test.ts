import { parse } from 'csv-parse/sync';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, zurichDate, zurichInstant, zurichTime } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, golfClubAdmins, profiles, superAdmins, teeTimes } from '../../db/schema';
import { spokenDate } from '../../mail/booking-templates';
import { lastMailTo, verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
const cookies: Record<'golfer' | 'admin' | 'otherAdmin' | 'superAdmin', string> = {
  golfer: '',
  admin: '',
  otherAdmin: '',
  superAdmin: '',
};
let clubId: string;
let otherClubId: string;
/** Monday 23.11.2026, 07:00 in Zurich: tomorrow's rounds are more than a day ahead. */
const now = zurichInstant('2026-11-23', '07:00');
const tomorrow = addDays(zurichDate(now), 1);
const values = { holeCount: 18, slotsAvailable: 4, discountedPrice: 75, originalPrice: 95 };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const admin = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: init.cookie ?? cookies.admin },
  });
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  admin(path, { method, ...json(body), cookie });

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(now) });
  clubId = (await insertClub(server.db, { name: 'Golfclub Admin Home' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Elsewhere' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-club-admin@example.ch`);
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(cookies.admin), golfClubId: clubId });
  await server.db
    .insert(golfClubAdmins)
    .values({ userId: await userIdOf(cookies.otherAdmin), golfClubId: otherClubId });
  await server.db.insert(superAdmins).values({ userId: await userIdOf(cookies.superAdmin) });
});
afterAll(() => server.close());

describe('tee sheet', () => {
  it('generates a schedule at an interval on the chosen weekdays, keeps existing times, and writes the audit log', async () => {
    const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay() || 7;
    await insertTeeTime(server.db, clubId, { date: tomorrow, time: '08:20', discountedPrice: 50, originalPrice: 60 });
    const response = await send('POST', '/tee-times/schedule', {
      from: tomorrow,
      to: tomorrow,
      weekdays: [weekday],
      first: '08:00',
      last: '09:00',
      intervalMinutes: 10,
      ...values,
    });
    expect(await response.json()).toEqual({ created: 6, skipped: 1, started: 0 });
    const sheet = await (await admin(`/tee-times?date=${tomorrow}`)).json();
    expect(sheet.map((time: { time: string }) => time.time)).toEqual([
      '08:00',
      '08:10',
      '08:20',
      '08:30',
      '08:40',
      '08:50',
      '09:00',
    ]);
    expect(sheet.find((time: { time: string }) => time.time === '08:20').discountedPrice).toBe(50);
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.entity, 'tee_time_schedule')));
    expect(entry).toMatchObject({ actorUserId: await userIdOf(cookies.admin), action: 'generate' });
  });

  it('refuses bad schedules with a message naming the field', async () => {
    const bad = [
      [{ from: tomorrow, to: addDays(tomorrow, -1) }, 'to'],
      [{ first: '10:00', last: '09:00' }, 'last'],
      [{ intervalMinutes: 2 }, 'intervalMinutes'],
      [{ weekdays: [] }, 'weekdays'],
      [{ discountedPrice: 120 }, 'discountedPrice'],
      [{ from: addDays(tomorrow, -3), to: tomorrow }, 'from'],
      [{ to: addDays(tomorrow, 400) }, 'to'],
      [{ first: '05:00', last: '22:10', intervalMinutes: 5 }, 'intervalMinutes'],
    ] as const;
    for (const [change, field] of bad) {
      const response = await send('POST', '/tee-times/schedule', {
        from: tomorrow,
        to: tomorrow,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        first: '08:00',
        last: '09:00',
        intervalMinutes: 10,
        ...values,
        ...change,
      });
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message).toContain(field);
    }
  });

  it('refuses a start after the last sensible one and a time that has started, saying why; a schedule for today leaves out its started times (issue 21, point 5)', async () => {
    const late = await send('POST', '/tee-times', { date: tomorrow, time: '19:30', ...values });
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toContain(
      'time: must be 19:00 or earlier: a later round of 18 holes ends in the dark',
    );
    expect((await send('POST', '/tee-times', { date: tomorrow, time: '19:30', ...values, holeCount: 9 })).status).toBe(
      201,
    );
    const lateSchedule = await send('POST', '/tee-times/schedule', {
      from: tomorrow,
      to: tomorrow,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first: '18:00',
      last: '19:10',
      intervalMinutes: 10,
      ...values,
    });
    expect((await lateSchedule.json()).error.message).toContain('last: must be 19:00 or earlier');

    const today = zurichDate(now);
    const started = await send('POST', '/tee-times', { date: today, time: '06:30', ...values });
    expect((await started.json()).error.message).toBe('time: has already started today');
    const morning = {
      from: today,
      to: today,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first: '06:00',
      last: '08:00',
      intervalMinutes: 10,
      ...values,
    };
    expect(await (await send('POST', '/tee-times/schedule/preview', morning)).json()).toMatchObject({
      created: 6,
      started: 7,
    });
    expect(await (await send('POST', '/tee-times/schedule', morning)).json()).toEqual({
      created: 6,
      skipped: 0,
      started: 7,
    });
    const times = (await (await admin(`/tee-times?date=${today}`)).json()).map((time: { time: string }) => time.time);
    expect(times).toEqual(['07:10', '07:20', '07:30', '07:40', '07:50', '08:00']);
  });

  it('refuses the schedule of the attack (a year every five minutes) naming the limit, and creates nothing', async () => {
    const response = await send('POST', '/tee-times/schedule', {
      from: addDays(tomorrow, 100),
      to: addDays(tomorrow, 465),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first: '05:00',
      last: '22:10',
      intervalMinutes: 5,
      ...values,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('at most 200 days'),
    });
    expect(
      await server.db
        .select({ id: teeTimes.id })
        .from(teeTimes)
        .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, addDays(tomorrow, 100)))),
    ).toEqual([]);
  });

  it('creates a large schedule in batches that readers get between: they see it grow before it is done', async () => {
    const from = addDays(tomorrow, 30);
    const countNow = async () =>
      (
        await server.db
          .select({ id: teeTimes.id })
          .from(teeTimes)
          .where(
            and(
              eq(teeTimes.golfClubId, clubId),
              gte(teeTimes.date, from),
              eq(teeTimes.isSurpriseDeal, false),
              eq(teeTimes.holeCount, 9),
            ),
          )
      ).length;
    // 100 days of 30 tee times: 3,000, six batches.
    const generating = send('POST', '/tee-times/schedule', {
      from,
      to: addDays(from, 99),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first: '08:00',
      last: '12:50',
      intervalMinutes: 10,
      ...values,
      holeCount: 9,
    });
    const seen: number[] = [];
    await vi.waitFor(
      async () => {
        seen.push(await countNow());
        expect(seen.at(-1)).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 10 },
    );
    const response = await generating;
    expect(await response.json()).toEqual({ created: 3000, skipped: 0, started: 0 });
    // A reader got in while the schedule was being written: it saw some of its tee times, not all or none.
    expect(
      seen.some((count) => count > 0 && count < 3000),
      `counts seen: ${seen.join(', ')}`,
    ).toBe(true);
    expect(await countNow()).toBe(3000);
  });

  it('creates one tee time, and refuses a second at the same time', async () => {
    const response = await send('POST', '/tee-times', { date: tomorrow, time: '15:00', ...values });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ time: '15:00', bookedPlayers: 0, bookingCount: 0 });
    const again = await send('POST', '/tee-times', { date: tomorrow, time: '15:00', ...values });
    expect(again.status).toBe(409);
  });

  it('never prices a tee time below CHF 0.05, however small the number (5e-324 was stored as 0 and sold for CHF 0)', async () => {
    const created = await send('POST', '/tee-times', {
      date: tomorrow,
      time: '15:10',
      ...values,
      discountedPrice: 5e-324,
    });
    expect(created.status).toBe(400);
    expect((await created.json()).error.message).toContain('discountedPrice');
    const time = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '15:20' });
    const changed = await send('PATCH', `/tee-times/${time.id}`, { discountedPrice: 5e-324 });
    expect(changed.status).toBe(400);
    expect((await changed.json()).error.message).toContain('discountedPrice');
  });

  it('changes price and blocks a time; golfers see it at once', async () => {
    const created = await (await send('POST', '/tee-times', { date: tomorrow, time: '16:00', ...values })).json();
    const changed = await send('PATCH', `/tee-times/${created.id}`, { discountedPrice: 65.5 });
    expect(await changed.json()).toMatchObject({ discountedPrice: 65.5, originalPrice: 95 });
    const golferView = await (
      await server.request(`/api/tee-times/${created.id}`, { headers: { cookie: cookies.golfer } })
    ).json();
    expect(golferView.teeTime.discounted_price).toBe(65.5);
    await send('PATCH', `/tee-times/${created.id}`, { isBlocked: true });
    const booking = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: created.id, playerCount: 1 }, { cookie: cookies.golfer }),
    });
    expect(booking.status).toBe(409);
  });

  it('never lowers the capacity below the booked players, and deletes only unbooked times', async () => {
    const booked = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '17:00' });
    await insertConfirmedBooking(server.db, booked, 3);
    expect((await send('PATCH', `/tee-times/${booked.id}`, { slotsAvailable: 2 })).status).toBe(409);
    expect((await send('PATCH', `/tee-times/${booked.id}`, { slotsAvailable: 3 })).status).toBe(200);
    expect((await admin(`/tee-times/${booked.id}`, { method: 'DELETE' })).status).toBe(409);
    const free = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '17:10' });
    expect((await admin(`/tee-times/${free.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await server.db.select().from(teeTimes).where(eq(teeTimes.id, free.id))).toEqual([]);
  });

  it("never touches another club's tee time through its own club path", async () => {
    const foreign = await insertTeeTime(server.db, otherClubId, { date: tomorrow, time: '10:00' });
    expect((await send('PATCH', `/tee-times/${foreign.id}`, { isBlocked: true })).status).toBe(404);
    expect((await admin(`/tee-times/${foreign.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('bookings', () => {
  it("lists the club's bookings by round, filtered by status and golfer, and exports them as CSV", async () => {
    const time = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '18:00', discountedPrice: 70 });
    const booked = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 2 }, { cookie: cookies.golfer }),
      })
    ).json();
    const foreign = await insertTeeTime(server.db, otherClubId, { date: tomorrow, time: '18:00' });
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: foreign.id, playerCount: 1 }, { cookie: cookies.golfer }),
    });

    const list = await (await admin(`/bookings?from=${tomorrow}&to=${tomorrow}&status=confirmed&q=GOLFER-CLUB`)).json();
    expect(list.map((booking: { id: string }) => booking.id)).toEqual([booked.id]);
    expect(list[0]).toMatchObject({
      time: '18:00',
      playerCount: 2,
      email: 'golfer-club-admin@example.ch',
      totalPrice: 140,
      payment: { method: 'club', status: 'due_at_club' },
    });
    expect(await (await admin(`/bookings?from=${tomorrow}&to=${tomorrow}&q=nobody-like-this`)).json()).toEqual([]);
    expect((await admin(`/bookings?from=${tomorrow}&to=${addDays(tomorrow, -1)}`)).status).toBe(400);

    const csvLines = async (language: string) => {
      const csv = await admin(`/bookings.csv?from=${tomorrow}&to=${tomorrow}&status=confirmed&language=${language}`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      return (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    // For Swiss Excel: semicolons, the reference from the golfer's mail, headers and statuses in the admin's language (issue 21, point 8).
    const english = await csvLines('en');
    expect(english[0]).toBe('Reference;Date;Time;Players;Golfer;E-mail;Status;Total CHF;Payment;Mystery');
    expect(english).toContain(
      `${booked.reference};${tomorrow};18:00;2;Test Golfer;golfer-club-admin@example.ch;Confirmed;140.00;Due at the club;No`,
    );
    const german = await csvLines('de');
    expect(german[0]).toBe('Referenz;Datum;Zeit;Spieler;Golfer;E-Mail;Status;Total CHF;Zahlung;Mystery');
    expect(german).toContain(
      `${booked.reference};${tomorrow};18:00;2;Test Golfer;golfer-club-admin@example.ch;Bestätigt;140.00;Im Club zu bezahlen;Nein`,
    );
    expect((await admin(`/bookings.csv?from=${tomorrow}&to=${tomorrow}&language=xx`)).status).toBe(400);
  });

  it("finds a booking by its reference, by the golfer's name in any case and without accents, or by e-mail, under the golfer's current name (issue 21, point 8)", async () => {
    const cookie = await verifiedUser(server, 'desk-search@example.ch');
    const renamed = await server.request('/api/me', {
      method: 'PATCH',
      ...json({ first_name: 'Jürg', last_name: 'Müller-Brügger' }, { cookie }),
    });
    expect(renamed.status).toBe(200);
    const time = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '18:40' });
    const booked = (await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 1 }, { cookie }),
      })
    ).json()) as { id: string; reference: string };
    const found = async (q: string) =>
      (
        (await (await admin(`/bookings?from=${tomorrow}&to=${tomorrow}&q=${encodeURIComponent(q)}`)).json()) as {
          id: string;
          golfer: string;
        }[]
      ).filter((booking) => booking.id === booked.id);

    for (const q of [
      'muller',
      'MÜLLER',
      'jurg muller-brugger',
      'Brügger',
      booked.reference,
      booked.reference.slice(0, 4).toLowerCase(),
      'DESK-SEARCH@',
    ])
      expect(await found(q), q).toEqual([expect.objectContaining({ golfer: 'Jürg Müller-Brügger' })]);
    for (const q of ['Jürg Meier', booked.reference.slice(0, 3)]) expect(await found(q), q).toEqual([]);
  });

  it('keeps a name stored with a CR in its own cell of the CSV file: it starts no row of its own (issue 18, point 4)', async () => {
    const cookie = await verifiedUser(server, 'eve-csv@example.ch');
    await server.db.update(profiles).set({ name: 'Eve\r=1+2' }).where(eq(profiles.email, 'eve-csv@example.ch'));
    const time = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '18:30' });
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: time.id, playerCount: 1 }, { cookie }),
    });
    const rows = parse(await (await admin(`/bookings.csv?from=${tomorrow}&to=${tomorrow}&q=eve-csv`)).text(), {
      bom: true,
      delimiter: ';',
      record_delimiter: ['\r\n', '\r', '\n'],
    }) as string[][];
    expect(rows.map((row) => row.length)).toEqual([10, 10]);
    expect(rows[1]![4]).toBe('Eve\r=1+2');
  });

  it('cancels a pay-at-club booking on a blocked time with nothing owed, and tells the golfer so (issue 21, point 3)', async () => {
    const cookie = await verifiedUser(server, 'blocked-at-club@example.ch');
    const time = await insertTeeTime(server.db, clubId, { date: addDays(tomorrow, 1), time: '16:00' });
    const booked = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 2, language: 'fr' }, { cookie }),
      })
    ).json();
    const response = await send('POST', '/blocks', {
      date: time.date,
      from: '16:00',
      to: '16:00',
      reason: 'Greens aérés',
      resolutions: [{ bookingId: booked.id, action: 'cancel' }],
    });
    expect(await response.json()).toEqual({ blocked: 1, moved: 0, cancelled: 1 });
    expect(await (await server.request(`/api/bookings/${booked.id}`, { headers: { cookie } })).json()).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    const mail = (await lastMailTo(server, 'blocked-at-club@example.ch'))!;
    expect(mail.subject).toBe(
      `Partie annulée par le club\u00a0: Golfclub Admin Home, ${spokenDate(time.date, 'fr')} à 16:00`,
    );
    expect(mail.text).toContain('Motif du club\u00a0: Greens aérés');
    expect(mail.text).toContain('Vous ne devez rien pour cette réservation.');
  });

  it('marks a begun round as played or a no-show, never a future one', async () => {
    const past = await insertTeeTime(server.db, clubId, { date: addDays(zurichDate(now), -1), time: '09:00' });
    await insertConfirmedBooking(server.db, past, 2);
    const [played] = await (await admin(`/bookings?from=${past.date}&to=${past.date}`)).json();
    expect((await send('POST', `/bookings/${played.id}/outcome`, { status: 'completed' })).status).toBe(204);
    expect((await send('POST', `/bookings/${played.id}/outcome`, { status: 'no_show' })).status).toBe(409);
    const future = await (await admin(`/bookings?from=${tomorrow}&to=${tomorrow}&status=confirmed`)).json();
    expect((await send('POST', `/bookings/${future[0].id}/outcome`, { status: 'no_show' })).status).toBe(409);
    expect((await send('POST', `/bookings/${played.id}/outcome`, { status: 'cancelled' })).status).toBe(400);
  });

  it('cancels a booking for the golfer with nothing owed, even after the free period; the places return and the golfer is told', async () => {
    const soon = new Date(now.getTime() + 2 * 3_600_000);
    const time = await insertTeeTime(server.db, clubId, { date: zurichDate(soon), time: zurichTime(soon) });
    const booked = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 3, acceptLateCancellation: true }, { cookie: cookies.golfer }),
      })
    ).json();
    expect(booked.cancellation.free).toBe(false);
    expect(
      (
        await server.request(`/api/clubs/${otherClubId}/admin/bookings/${booked.id}/cancel`, {
          method: 'POST',
          headers: { cookie: cookies.otherAdmin },
        })
      ).status,
    ).toBe(404);
    expect((await admin(`/bookings/${booked.id}/cancel`, { method: 'POST' })).status).toBe(204);
    const seen = await (
      await server.request(`/api/bookings/${booked.id}`, { headers: { cookie: cookies.golfer } })
    ).json();
    expect(seen).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    const [row] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, time.id));
    expect(row!.bookedPlayers).toBe(0);
    const notifications = await (
      await server.request('/api/me/notifications', { headers: { cookie: cookies.golfer } })
    ).json();
    expect(
      notifications.items.some(
        (item: { type: string; bookingId: string }) =>
          item.type === 'booking_cancelled' && item.bookingId === booked.id,
      ),
    ).toBe(true);
  });
});

describe('settings', () => {
  it('changes the booking rules, which the booking of golfers then follows, and keeps them in the audit log', async () => {
    const noMailsNorPlayerRules = {
      mailOnBooking: false,
      mailOnCancellation: false,
      mailDailySheet: false,
      mailTo: null,
      mailLanguage: 'en',
      handicapLimit: null,
      playerProof: 'none',
    };
    expect(await (await admin('/settings')).json()).toEqual({
      cancellationHours: 24,
      bookingWindowDays: 14,
      maxPlayersPerBooking: 4,
      minLeadMinutes: 15,
      mysteryDealsAllowed: true,
      ...noMailsNorPlayerRules,
    });
    const rules = {
      cancellationHours: 48,
      bookingWindowDays: 3,
      maxPlayersPerBooking: 2,
      minLeadMinutes: 120,
      mysteryDealsAllowed: false,
      ...noMailsNorPlayerRules,
    };
    const saved = await send('PUT', '/settings', rules);
    expect(await saved.json()).toEqual(rules);
    const time = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '19:00' });
    const tooMany = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: time.id, playerCount: 3 }, { cookie: cookies.golfer }),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatchObject({
      code: 'too_many_players',
      message: expect.stringContaining('playerCount'),
    });
    const far = await insertTeeTime(server.db, clubId, { date: addDays(tomorrow, 5), time: '19:00' });
    const tooFar = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: far.id, playerCount: 1 }, { cookie: cookies.golfer }),
    });
    expect((await tooFar.json()).error.code).toBe('outside_booking_window');
    const withinTheLeadTime = await insertTeeTime(server.db, clubId, { date: zurichDate(now), time: '08:40' });
    const tooLate = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: withinTheLeadTime.id, playerCount: 1 }, { cookie: cookies.golfer }),
    });
    expect((await tooLate.json()).error.code).toBe('booking_closed');
    // 48 hours before tomorrow 19:00 has passed: the booking is late for free cancellation and says so.
    const booked = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 2, acceptLateCancellation: true }, { cookie: cookies.golfer }),
      })
    ).json();
    expect(booked.cancellation).toEqual({
      free: false,
      freeUntil: { date: addDays(tomorrow, -2), time: '19:00' },
      cost: booked.totalPrice,
    });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.entity, 'club_settings')));
    expect(entry!.details).toMatchObject({ after: rules });
    expect((await send('PUT', '/settings', { ...rules, maxPlayersPerBooking: 5 })).status).toBe(400);
    await send('PUT', '/settings', {
      cancellationHours: 24,
      bookingWindowDays: 14,
      maxPlayersPerBooking: 4,
      minLeadMinutes: 15,
      mysteryDealsAllowed: true,
      ...noMailsNorPlayerRules,
    });
  });
});

describe('dashboard', () => {
  it("shows today's occupancy, the month's bookings and revenue and the upcoming rounds", async () => {
    const today = zurichDate(now);
    const before = (await (await admin('/dashboard')).json()).today;
    const later = await insertTeeTime(server.db, clubId, { date: today, time: '23:58', discountedPrice: 80 });
    await insertConfirmedBooking(server.db, later, 2);
    const dashboard = await (await admin('/dashboard')).json();
    expect(dashboard.club).toEqual({ id: clubId, name: 'Golfclub Admin Home' });
    expect(dashboard.today).toEqual({
      date: today,
      teeTimes: before.teeTimes + 1,
      places: before.places + 4,
      bookedPlayers: before.bookedPlayers + 2,
    });
    expect(dashboard.month.bookings).toBeGreaterThanOrEqual(1);
    expect(dashboard.upcoming[0]).toMatchObject({ date: today, time: '23:58', playerCount: 2, golfer: null });
  });
});

describe('pricing', () => {
  const pricing = {
    weekdayStandardPrice: 120,
    weekdayDiscount: 25,
    weekendPrice: 150,
    twilightStart: '17:00',
    twilightDiscount: 20,
  };

  it("starts from the club's weekday price, with the weekend a fifth dearer and no twilight", async () => {
    const club = await insertClub(server.db, { weekdayStandardPrice: 100, weekdayDiscount: 10 });
    const response = await server.request(`/api/clubs/${club.id}/admin/pricing`, {
      headers: { cookie: cookies.superAdmin },
    });
    expect(await response.json()).toEqual({
      weekdayStandardPrice: 100,
      weekdayDiscount: 10,
      weekendPrice: 120,
      twilightStart: null,
      twilightDiscount: 0,
    });
  });

  it('saves the price list, audits it, and prices a generated schedule by weekday, weekend and twilight', async () => {
    expect(await (await send('PUT', '/pricing', pricing)).json()).toEqual(pricing);
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.entity, 'club_pricing')));
    expect(entry!.details).toMatchObject({ after: pricing });

    let weekday = addDays(tomorrow, 7);
    while ((new Date(`${weekday}T12:00:00Z`).getUTCDay() || 7) !== 3) weekday = addDays(weekday, 1);
    const saturday = addDays(weekday, 3);
    const response = await send('POST', '/tee-times/schedule', {
      from: weekday,
      to: saturday,
      weekdays: [3, 6],
      first: '16:50',
      last: '17:00',
      intervalMinutes: 10,
      holeCount: 18,
      slotsAvailable: 4,
      useClubPricing: true,
    });
    expect(await response.json()).toEqual({ created: 4, skipped: 0, started: 0 });
    const prices = async (date: string) =>
      (await (await admin(`/tee-times?date=${date}`)).json()).map(
        (time: { time: string; discountedPrice: number; originalPrice: number }) => [
          time.time,
          time.discountedPrice,
          time.originalPrice,
        ],
      );
    expect(await prices(weekday)).toEqual([
      ['16:50', 90, 120],
      ['17:00', 72, 120],
    ]);
    expect(await prices(saturday)).toEqual([
      ['16:50', 150, 150],
      ['17:00', 120, 150],
    ]);
  });

  it('refuses a schedule that declines the club prices without giving its own, and bad price lists, naming the field', async () => {
    const schedule = await send('POST', '/tee-times/schedule', {
      from: tomorrow,
      to: tomorrow,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first: '06:00',
      last: '06:00',
      intervalMinutes: 10,
      holeCount: 18,
      slotsAvailable: 4,
      useClubPricing: false,
    });
    expect(schedule.status).toBe(400);
    expect((await schedule.json()).error.message).toContain('discountedPrice');
    for (const [change, field] of [
      [{ weekdayDiscount: 95 }, 'weekdayDiscount'],
      [{ weekendPrice: 0 }, 'weekendPrice'],
      [{ twilightStart: '25:00' }, 'twilightStart'],
      [{ weekdayStandardPrice: 99.99 }, 'weekdayStandardPrice'],
      [{ weekendPrice: 5e-324 }, 'weekendPrice'],
      [{ weekendPrice: 0.04 }, 'weekendPrice'],
    ] as const) {
      const response = await send('PUT', '/pricing', { ...pricing, ...change });
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message).toContain(field);
    }
  });
  it("prices a schedule from the club's list unless it gives its own prices, and previews counts and prices before writing (issue 21, point 5)", async () => {
    await send('PUT', '/pricing', { ...pricing, weekdayStandardPrice: 178.5, weekdayDiscount: 0, twilightStart: null });
    let monday = addDays(tomorrow, 14);
    while ((new Date(`${monday}T12:00:00Z`).getUTCDay() || 7) !== 1) monday = addDays(monday, 1);
    const schedule = {
      from: monday,
      to: addDays(monday, 6),
      weekdays: [1, 6],
      first: '10:00',
      last: '10:20',
      intervalMinutes: 10,
      holeCount: 18,
      slotsAvailable: 4,
    };
    const preview = await (await send('POST', '/tee-times/schedule/preview', schedule)).json();
    expect(preview).toEqual({
      created: 6,
      skipped: 0,
      started: 0,
      prices: [
        { discountedPrice: 150, originalPrice: 150, count: 3 },
        { discountedPrice: 178.5, originalPrice: 178.5, count: 3 },
      ],
    });
    expect(await (await admin(`/tee-times?date=${monday}`)).json()).toEqual([]);
    expect(await (await send('POST', '/tee-times/schedule', schedule)).json()).toEqual({
      created: 6,
      skipped: 0,
      started: 0,
    });
    const mondayPrices = (await (await admin(`/tee-times?date=${monday}`)).json()).map(
      (time: { discountedPrice: number }) => time.discountedPrice,
    );
    expect(mondayPrices).toEqual([178.5, 178.5, 178.5]);
    // Prices of its own override the list; the preview says what the schedule keeps.
    const own = { ...schedule, last: '10:30', discountedPrice: 80, originalPrice: 100 };
    expect(await (await send('POST', '/tee-times/schedule/preview', own)).json()).toEqual({
      created: 2,
      skipped: 6,
      started: 0,
      prices: [{ discountedPrice: 80, originalPrice: 100, count: 2 }],
    });
  });
});
