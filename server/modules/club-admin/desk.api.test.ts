import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, bookings, golfClubAdmins, notifications, payments, profiles, teeTimes } from '../../db/schema';
import { lastMailTo, verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Wednesday 25.11.2026, 07:30 in Zurich: the desk opens the day's sheet. */
const morning = zurichInstant('2026-11-25', '07:30');
const today = '2026-11-25';
const tomorrow = '2026-11-26';

let server: TestServer;
const clock = settableClock(morning);
let clubId: string;
let otherClubId: string;
const cookies = { admin: '', anna: '' };

const admin = (path: string, init: RequestInit = {}) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: cookies.admin },
  });
const send = (method: string, path: string, body?: unknown) =>
  admin(path, body === undefined ? { method } : { method, ...json(body) });
const sheetOf = async (date: string) =>
  (await (await admin(`/tee-times?date=${date}`)).json()) as {
    id: string;
    time: string;
    bookedPlayers: number;
    bookings: {
      id: string;
      reference: string;
      source: string;
      golfer: string | null;
      phone: string | null;
      players: (string | null)[];
      totalPrice: number;
      payment: { status: string; amount: number } | null;
      note: string | null;
      checkedInAt: string | null;
      undo: { checkIn: boolean; outcome: boolean };
    }[];
  }[];
const bookingOn = async (date: string, teeTimeId: string, bookingId: string) =>
  (await sheetOf(date)).find((time) => time.id === teeTimeId)!.bookings.find((booking) => booking.id === bookingId)!;
const placesOf = async (teeTimeId: string) =>
  (await server.db.select().from(teeTimes).where(eq(teeTimes.id, teeTimeId)))[0]!.bookedPlayers;
const at = (date: string, time: string, values = {}) =>
  insertTeeTime(server.db, clubId, { date, time, discountedPrice: 80, originalPrice: 120, ...values });
const deskBooking = (teeTimeId: string, values: Record<string, unknown> = {}) =>
  send('POST', '/bookings', {
    teeTimeId,
    name: 'Hans Müller',
    phone: '+41 79 123 45 67',
    playerCount: 2,
    pricePerPlayer: 120,
    paid: false,
    ...values,
  });
const golferBooks = (teeTimeId: string, playerCount: number, language = 'en') =>
  server.request('/api/bookings', {
    method: 'POST',
    ...json({ teeTimeId, playerCount, language, acceptLateCancellation: true }, { cookie: cookies.anna }),
  });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Sempachersee' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Elsewhere' })).id;
  cookies.admin = await verifiedUser(server, 'admin-desk@example.ch');
  cookies.anna = await verifiedUser(server, 'anna-desk@example.ch');
  const adminId = (await (await server.request('/api/me', { headers: { cookie: cookies.admin } })).json()).id;
  await server.db.insert(golfClubAdmins).values({ userId: adminId, golfClubId: clubId });
});
afterAll(() => server.close());

describe('the day sheet and desk bookings (issue 21, points 1 and 2)', () => {
  it('books a phone golfer at the desk: on the sheet by name with guests and note, due at the desk, audited, and no commission', async () => {
    clock.set(morning);
    const nine = await at(tomorrow, '09:00');
    const response = await deskBooking(nine.id, {
      guests: [{ name: 'Vreni Müller' }],
      playerCount: 3,
      note: 'Brings a push cart',
    });
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    expect(reference).toBe(id.slice(0, 8).toUpperCase());
    expect(await placesOf(nine.id)).toBe(3);

    const [time] = (await sheetOf(tomorrow)).filter((row) => row.id === nine.id);
    expect(time!.bookedPlayers).toBe(3);
    expect(time!.bookings).toEqual([
      expect.objectContaining({
        id,
        reference,
        source: 'desk',
        golfer: 'Hans Müller',
        phone: '+41 79 123 45 67',
        players: ['Hans Müller', 'Vreni Müller', null],
        totalPrice: 360,
        payment: { method: 'club', status: 'due_at_club', amount: 360 },
        note: 'Brings a push cart',
        checkedInAt: null,
      }),
    ]);
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'desk_booking', golfClubId: clubId });

    // The desk finds it by the name written without accents, and by the phone number.
    for (const q of ['muller', '79 123'])
      expect(
        (await (await admin(`/bookings?from=${tomorrow}&to=${tomorrow}&q=${encodeURIComponent(q)}`)).json()).map(
          (booking: { id: string }) => booking.id,
        ),
      ).toContain(id);

    // The club's own booking is not money through us: no revenue, no commission.
    const finances = await (await admin('/finances?month=2026-11')).json();
    expect(finances).toMatchObject({ bookings: 0, commission: 0 });
  });

  it('marks a desk booking paid at once, and mails its golfer a confirmation that sends changes to the club', async () => {
    clock.set(morning);
    const ten = await at(tomorrow, '10:00');
    const response = await deskBooking(ten.id, {
      paid: true,
      email: 'Hans.Mueller@Example.ch',
      language: 'de',
      playerCount: 1,
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await bookingOn(tomorrow, ten.id, id)).payment).toMatchObject({ status: 'paid_at_club', amount: 120 });
    const mail = (await lastMailTo(server, 'hans.mueller@example.ch'))!;
    expect(mail.subject).toContain('Golfclub Sempachersee');
    expect(mail.text).toContain('Hans Müller');
    expect(mail.text).toContain(id.slice(0, 8).toUpperCase());
    expect(mail.text).toContain('wenden Sie sich direkt an Golfclub Sempachersee');
    expect(mail.text).not.toContain('/booking/');
  });

  it('refuses what the desk cannot book, each with its reason, and writes nothing', async () => {
    clock.set(morning);
    const blocked = await at(tomorrow, '11:00', { isBlocked: true });
    const started = await at(today, '07:20');
    const full = await at(tomorrow, '11:10', { slotsAvailable: 2 });
    const elsewhere = await insertTeeTime(server.db, otherClubId, { date: tomorrow, time: '11:20' });
    const cases: [string, Record<string, unknown>, number, string][] = [
      [blocked.id, {}, 409, 'tee_time_blocked'],
      [started.id, {}, 409, 'tee_time_started'],
      [full.id, { playerCount: 3 }, 409, 'not_enough_places'],
      [full.id, { pricePerPlayer: 120.05 }, 400, 'price_above_regular'],
      [elsewhere.id, {}, 404, 'not_found'],
      [full.id, { email: 'not-an-address' }, 400, 'invalid_input'],
      [full.id, { phone: 'call me' }, 400, 'invalid_input'],
      [full.id, { name: '  ' }, 400, 'invalid_input'],
      [full.id, { playerCount: 2, guests: [{ name: 'A' }, { name: 'B' }] }, 400, 'invalid_input'],
    ];
    for (const [teeTimeId, values, status, code] of cases) {
      const response = await deskBooking(teeTimeId, values);
      expect([response.status, (await errorOf(response)).code]).toEqual([status, code]);
    }
    expect(await placesOf(full.id)).toBe(0);
    expect(await placesOf(blocked.id)).toBe(0);
  });

  it('books once when the desk submits the same booking twice at once, and refuses the key for another booking', async () => {
    clock.set(morning);
    const eleven = await at(tomorrow, '11:40');
    const withKey = (playerCount: number) =>
      admin('/bookings', {
        method: 'POST',
        ...json(
          { teeTimeId: eleven.id, name: 'Hans Müller', playerCount, pricePerPlayer: 120, paid: false },
          { 'idempotency-key': 'desk-form-0001' },
        ),
      });
    const answers = await Promise.all([withKey(2), withKey(2), withKey(2)]);
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    expect(await placesOf(eleven.id)).toBe(2);
    expect((await sheetOf(tomorrow)).find((time) => time.id === eleven.id)!.bookings).toHaveLength(1);

    const other = await withKey(3);
    expect([other.status, (await errorOf(other)).code]).toEqual([409, 'idempotency_conflict']);
    expect(await placesOf(eleven.id)).toBe(2);
  });

  it('never sells a place twice when the desk and golfers online book the last places at once', async () => {
    clock.set(morning);
    const last = await at(tomorrow, '12:00', { slotsAvailable: 4 });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => deskBooking(last.id, { playerCount: 1 })),
      ...Array.from({ length: 6 }, () => golferBooks(last.id, 1)),
    ]);
    const sold = answers.filter((response) => response.status === 201).length;
    expect(sold).toBe(4);
    expect(answers.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    const active = await server.db.select().from(bookings).where(eq(bookings.teeTimeId, last.id));
    expect(active.reduce((sum, booking) => sum + booking.playerCount, 0)).toBe(4);
    expect(await placesOf(last.id)).toBe(4);
  });

  it('moves a golfer’s booking at the desk: places follow, the golfer is told why and may cancel free until the new round', async () => {
    clock.set(morning);
    const early = await at(tomorrow, '13:00');
    const later = await at(tomorrow, '14:30');
    const booked = await (await golferBooks(early.id, 2)).json();
    const reason = 'As agreed on the phone';

    const moved = await send('POST', `/bookings/${booked.id}/move`, { teeTimeId: later.id, reason });
    expect(moved.status).toBe(204);
    expect([await placesOf(early.id), await placesOf(later.id)]).toEqual([0, 2]);
    const notices = await server.db.select().from(notifications).where(eq(notifications.bookingId, booked.id));
    expect(notices.map((row) => row.type)).toContain('booking_moved');
    const mail = (await lastMailTo(server, 'anna-desk@example.ch'))!;
    expect(mail.subject).toMatch(/moved/i);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('13:00');
    const view = await (
      await server.request(`/api/bookings/${booked.id}`, { headers: { cookie: cookies.anna } })
    ).json();
    expect(view).toMatchObject({ teeTime: { time: '14:30' }, cancellation: { free: true, cost: 0 } });

    // Moved a second time: the golfer's notification tells the latest move, unread again.
    await server.db.update(notifications).set({ readAt: morning }).where(eq(notifications.bookingId, booked.id));
    const last = await at(tomorrow, '15:40');
    clock.set(zurichInstant(today, '08:15'));
    expect(
      (await send('POST', `/bookings/${booked.id}/move`, { teeTimeId: last.id, reason: 'Course work on the 1st' }))
        .status,
    ).toBe(204);
    const [notice] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booked.id), eq(notifications.type, 'booking_moved')));
    expect(notice).toMatchObject({
      readAt: null,
      createdAt: zurichInstant(today, '08:15'),
      data: expect.objectContaining({ reason: 'Course work on the 1st', previous: { date: tomorrow, time: '14:30' } }),
    });
  });

  it('refuses a move to a blocked, full, started or foreign time, to the same time, and without a reason', async () => {
    clock.set(morning);
    const from = await at(tomorrow, '15:00');
    const blocked = await at(tomorrow, '15:10', { isBlocked: true });
    const full = await at(tomorrow, '15:20', { slotsAvailable: 1 });
    const started = await at(today, '07:00');
    const foreign = await insertTeeTime(server.db, otherClubId, { date: tomorrow, time: '15:30' });
    const { id } = await (await deskBooking(from.id, { playerCount: 2 })).json();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ teeTimeId: blocked.id, reason: 'x' }, 409, 'move_refused'],
      [{ teeTimeId: full.id, reason: 'x' }, 409, 'move_refused'],
      [{ teeTimeId: started.id, reason: 'x' }, 409, 'move_refused'],
      [{ teeTimeId: from.id, reason: 'x' }, 409, 'move_refused'],
      [{ teeTimeId: foreign.id, reason: 'x' }, 404, 'not_found'],
      [{ teeTimeId: full.id }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const response = await send('POST', `/bookings/${id}/move`, body);
      expect([response.status, (await errorOf(response)).code]).toEqual([status, code]);
    }
    expect(await placesOf(from.id)).toBe(2);
  });

  it('adds and removes players where the money is due at the club, names them, and refuses it for a card payment', async () => {
    clock.set(morning);
    const time = await at(tomorrow, '16:00', { slotsAvailable: 4 });
    const booked = await (await golferBooks(time.id, 2)).json();
    const added = await send('PATCH', `/bookings/${booked.id}`, {
      playerCount: 3,
      guests: [{ name: 'Luca Rossi' }],
      note: 'Guest of the president',
    });
    expect(added.status).toBe(204);
    expect(await placesOf(time.id)).toBe(3);
    const seen = await bookingOn(tomorrow, time.id, booked.id);
    expect(seen).toMatchObject({
      players: [expect.any(String), 'Luca Rossi', null],
      totalPrice: 240,
      payment: { status: 'due_at_club', amount: 240 },
      note: 'Guest of the president',
    });
    // The golfer is told, by notification and mail, what they now owe at the club.
    const [told] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booked.id), eq(notifications.type, 'booking_players_changed')));
    expect(told!.data).toMatchObject({ players: 3, amount: 240 });
    const mail = (await lastMailTo(server, 'anna-desk@example.ch'))!;
    expect(mail.subject).toMatch(/^Booking changed: Golfclub Sempachersee, /);
    expect(mail.text).toContain('now 3 players, CHF 240.00 in all, to pay at the club on the day');
    // A change of names or of the note alone tells the golfer nothing.
    await send('PATCH', `/bookings/${booked.id}`, { note: 'Guest of the captain' });
    expect((await lastMailTo(server, 'anna-desk@example.ch'))!.text).toBe(mail.text);
    const tooMany = await send('PATCH', `/bookings/${booked.id}`, { playerCount: 5 });
    expect([tooMany.status, (await errorOf(tooMany)).code]).toEqual([409, 'not_enough_places']);
    expect((await send('PATCH', `/bookings/${booked.id}`, { playerCount: 1 })).status).toBe(204);
    expect(await placesOf(time.id)).toBe(1);
    expect(await bookingOn(tomorrow, time.id, booked.id)).toMatchObject({
      players: [expect.any(String)],
      totalPrice: 80,
    });

    // Paid by card: the number of players is not the desk's to change, the note is.
    const card = await at(tomorrow, '16:10');
    const [cardBooking] = await server.db
      .insert(bookings)
      .values({ teeTimeId: card.id, playerCount: 2, status: 'confirmed', pricePerPlayer: 80, totalPrice: 160 })
      .returning();
    await server.db
      .insert(payments)
      .values({ bookingId: cardBooking!.id, provider: 'stripe', amount: 160, status: 'succeeded' });
    const refused = await send('PATCH', `/bookings/${cardBooking!.id}`, { playerCount: 3 });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'change_refused', message: expect.stringMatching(/card/) });
    expect((await send('PATCH', `/bookings/${cardBooking!.id}`, { note: 'Called ahead' })).status).toBe(204);
  });

  it('never answers a server error when a booking is changed, moved and cancelled at once while others book its time, and its places add up', async () => {
    clock.set(morning);
    const playersOn = async (teeTimeId: string) =>
      (await server.db.select().from(bookings).where(eq(bookings.teeTimeId, teeTimeId)))
        .filter((booking) => booking.status === 'confirmed' || booking.status === 'pending')
        .reduce((sum, booking) => sum + booking.playerCount, 0);
    for (let round = 0; round < 5; round += 1) {
      const time = await at(tomorrow, `18:${round}5`, { slotsAvailable: 8 });
      const other = await at(tomorrow, `19:${round}5`, { slotsAvailable: 8 });
      const booked = await (await golferBooks(time.id, 2)).json();
      const answers = await Promise.all([
        send('PATCH', `/bookings/${booked.id}`, { playerCount: 4 }),
        send('POST', `/bookings/${booked.id}/move`, { teeTimeId: other.id, reason: 'As agreed' }),
        send('POST', `/bookings/${booked.id}/cancel`),
        deskBooking(time.id, { playerCount: 2 }),
        deskBooking(other.id, { playerCount: 2 }),
      ]);
      expect(answers.map((response) => response.status).filter((status) => status >= 500)).toEqual([]);
      expect(await placesOf(time.id)).toBe(await playersOn(time.id));
      expect(await placesOf(other.id)).toBe(await playersOn(other.id));
    }
  });

  it('shows the golfer’s current name on the sheet, not the one they signed up with', async () => {
    clock.set(morning);
    const time = await at(tomorrow, '17:00');
    const booked = await (await golferBooks(time.id, 1)).json();
    await server.db
      .update(profiles)
      .set({ name: 'Anna Keller-Frei' })
      .where(eq(profiles.email, 'anna-desk@example.ch'));
    expect((await bookingOn(tomorrow, time.id, booked.id)).golfer).toBe('Anna Keller-Frei');
  });

  it('checks a golfer in on the day, refuses a no-show while checked in, and takes the check-in back the same day only', async () => {
    clock.set(morning);
    const time = await at(today, '08:00');
    const { id } = await (await deskBooking(time.id, { playerCount: 2 })).json();
    const later = await at(tomorrow, '08:00');
    const { id: tomorrowsId } = await (await deskBooking(later.id, { playerCount: 1 })).json();

    const notYet = await send('POST', `/bookings/${tomorrowsId}/check-in`);
    expect([notYet.status, (await errorOf(notYet)).code]).toEqual([409, 'check_in_refused']);

    expect((await send('POST', `/bookings/${id}/check-in`)).status).toBe(204);
    expect(await bookingOn(today, time.id, id)).toMatchObject({
      checkedInAt: morning.toISOString(),
      undo: { checkIn: true },
    });
    const twice = await send('POST', `/bookings/${id}/check-in`);
    expect(twice.status).toBe(409);

    clock.set(zurichInstant(today, '09:00'));
    const noShow = await send('POST', `/bookings/${id}/outcome`, { status: 'no_show' });
    expect([noShow.status, (await errorOf(noShow)).message]).toEqual([409, expect.stringMatching(/check-in/)]);
    expect((await send('DELETE', `/bookings/${id}/check-in`)).status).toBe(204);
    expect((await send('POST', `/bookings/${id}/outcome`, { status: 'no_show' })).status).toBe(204);
    expect((await send('DELETE', `/bookings/${id}/outcome`)).status).toBe(204);
    expect((await send('POST', `/bookings/${id}/check-in`)).status).toBe(204);
    const actions = (await server.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['check_in', 'undo_check_in', 'no_show', 'undo_outcome']));

    // The next day the check-in stands.
    clock.set(zurichInstant(tomorrow, '07:00'));
    const tooLate = await send('DELETE', `/bookings/${id}/check-in`);
    expect(tooLate.status).toBe(409);
    expect((await bookingOn(today, time.id, id)).undo.checkIn).toBe(false);
  });

  it('lists seven days of tee times for the week view', async () => {
    clock.set(morning);
    await at('2026-12-01', '09:00');
    await at('2026-12-02', '09:00');
    const week = (await (await admin('/tee-times/week?from=2026-11-26')).json()) as { date: string }[];
    const days = new Set(week.map((time) => time.date));
    expect(days.has('2026-12-02')).toBe(true);
    expect(days.has(tomorrow)).toBe(true);
    expect([...days].every((day) => day >= '2026-11-26' && day <= '2026-12-02')).toBe(true);
    expect((await admin('/tee-times/week?from=26.11.2026')).status).toBe(400);
    // Its last day would lie in the year 10000: refused, not a failure of ours (it answered 500).
    const farOff = await admin('/tee-times/week?from=9999-12-31');
    expect(farOff.status).toBe(400);
    expect((await farOff.json()).error.message).toContain('year 3000');
  });
});
