import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { bookings, golfClubAdmins, notifications, teeTimes } from '../../db/schema';
import { lastMailTo, verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { checkoutCompleted, startFakeStripe, STRIPE_TEST_WEBHOOK_SECRET } from '../../test/fake-stripe';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Tuesday 24.11.2026, 20:00 in Zurich: the club blocks tomorrow morning for a competition. */
const now = zurichInstant('2026-11-24', '20:00');
const tomorrow = '2026-11-25';
const reason = 'Club championship';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
let clubId: string;
let otherClubId: string;
const cookies = { admin: '', anna: '', ben: '' };

const admin = (path: string, init: RequestInit = {}) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: cookies.admin },
  });
const block = (body: unknown) => admin('/blocks', { method: 'POST', ...json(body) });
const preview = (query: string) => admin(`/blocks/preview?${query}`);
const golferBooking = async (cookie: string, id: string) =>
  (await server.request(`/api/bookings/${id}`, { headers: { cookie } })).json();
const teeTimeRow = async (id: string) => (await server.db.select().from(teeTimes).where(eq(teeTimes.id, id)))[0]!;
const notificationsOf = (bookingId: string) =>
  server.db.select().from(notifications).where(eq(notifications.bookingId, bookingId));

/** Books and pays by card through the webhook, in the golfer's language (accepting a late booking's terms). */
async function paidBooking(cookie: string, teeTimeId: string, playerCount: number, language = 'en') {
  const booking = await (
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId, playerCount, language, acceptLateCancellation: true }, { cookie }),
    })
  ).json();
  await server.request(`/api/bookings/${booking.id}/checkout`, { method: 'POST', headers: { cookie } });
  const event = checkoutCompleted(`evt_${booking.id}`, booking.id, Math.round(booking.totalPrice * 100));
  await server.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  return golferBooking(cookie, booking.id) as Promise<{ id: string; reference: string; totalPrice: number }>;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await createTestServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    { clock: settableClock(now) },
  );
  clubId = (await insertClub(server.db, { name: 'Golfclub Sempachersee' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Elsewhere' })).id;
  cookies.admin = await verifiedUser(server, 'admin-blocks@example.ch');
  cookies.anna = await verifiedUser(server, 'anna-blocks@example.ch');
  cookies.ben = await verifiedUser(server, 'ben-blocks@example.ch');
  const adminId = (await (await server.request('/api/me', { headers: { cookie: cookies.admin } })).json()).id;
  await server.db.insert(golfClubAdmins).values({ userId: adminId, golfClubId: clubId });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

describe('blocking tee times with bookings on them (issue 21, point 3)', () => {
  it('moves or cancels each booking as the club chose, refunds a card payment in full, and tells each golfer why', async () => {
    const at = (time: string, values = {}) =>
      insertTeeTime(server.db, clubId, { date: tomorrow, time, discountedPrice: 80, originalPrice: 100, ...values });
    const [eight, nineTen, ten, noon, twelveTen] = [
      await at('08:00'),
      await at('09:10'),
      await at('10:00'),
      await at('12:00'),
      await at('12:10'),
    ];
    const anna = await paidBooking(cookies.anna, eight!.id, 2, 'de');
    const ben = await paidBooking(cookies.ben, nineTen!.id, 3);
    await insertConfirmedBooking(server.db, ten!, 1); // a walk-in booked at the desk

    // The club sees what the block closes and whom it affects before anything happens.
    const seen = await (await preview(`date=${tomorrow}&from=08:00&to=12:00`)).json();
    expect(seen.teeTimes.map((time: { time: string }) => time.time)).toEqual(['08:00', '09:10', '10:00', '12:00']);
    expect(seen.bookings).toEqual([
      expect.objectContaining({
        id: anna.id,
        reference: anna.reference,
        time: '08:00',
        playerCount: 2,
        paidOnline: true,
      }),
      expect.objectContaining({ id: ben.id, time: '09:10', playerCount: 3, email: 'ben-blocks@example.ch' }),
      expect.objectContaining({ time: '10:00', playerCount: 1, golfer: null, paidOnline: false }),
    ]);
    const walkIn = seen.bookings[2].id as string;

    // A block that leaves a booking untouched is refused, and nothing changes.
    const refused = await block({ date: tomorrow, from: '08:00', to: '12:00', reason, resolutions: [] });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'bookings_unresolved' });
    expect((await teeTimeRow(eight!.id)).isBlocked).toBe(false);
    // So is blocking a booked time on its own, which would strand its golfer.
    const alone = await admin(`/tee-times/${nineTen!.id}`, { method: 'PATCH', ...json({ isBlocked: true }) });
    expect((await alone.json()).error.code).toBe('bookings_unresolved');

    const response = await block({
      date: tomorrow,
      from: '08:00',
      to: '12:00',
      reason,
      resolutions: [
        { bookingId: anna.id, action: 'cancel' },
        { bookingId: ben.id, action: 'move', teeTimeId: twelveTen!.id },
        { bookingId: walkIn, action: 'cancel' },
      ],
    });
    expect(await response.json()).toEqual({ blocked: 4, moved: 1, cancelled: 2 });

    const sheet = await (await admin(`/tee-times?date=${tomorrow}`)).json();
    expect(
      sheet.map((time: { time: string; isBlocked: boolean; blockReason: string | null; bookedPlayers: number }) => [
        time.time,
        time.isBlocked,
        time.blockReason,
        time.bookedPlayers,
      ]),
    ).toEqual([
      ['08:00', true, reason, 0],
      ['09:10', true, reason, 0],
      ['10:00', true, reason, 0],
      ['12:00', true, reason, 0],
      ['12:10', false, null, 3],
    ]);

    // Anna paid by card: cancelled, refunded in full, told in German why.
    expect(await golferBooking(cookies.anna, anna.id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', amount: anna.totalPrice },
    });
    expect(
      stripe
        .callsTo('/v1/refunds')
        .find((call) => call.idempotencyKey === `refund-${anna.id}`)
        ?.form.get('amount'),
    ).toBe(String(Math.round(anna.totalPrice * 100)));
    expect(
      (await notificationsOf(anna.id)).find((row) => row.type === 'booking_cancelled_by_club')?.data,
    ).toMatchObject({
      reason,
    });
    const annasMail = (await lastMailTo(server, 'anna-blocks@example.ch'))!;
    expect(annasMail.subject).toBe(
      'Runde vom Club abgesagt: Golfclub Sempachersee, Mittwoch, 25. November 2026 um 08:00',
    );
    expect(annasMail.text).toContain(`Grund des Clubs: ${reason}`);
    expect(annasMail.text).toContain(`CHF ${anna.totalPrice.toFixed(2)}`);

    // Ben keeps his price at the new time, may cancel it free until the round, and is told from when to when.
    expect(await golferBooking(cookies.ben, ben.id)).toMatchObject({
      status: 'confirmed',
      totalPrice: ben.totalPrice,
      teeTime: { id: twelveTen!.id, time: '12:10' },
      cancellation: { free: true, freeUntil: { date: tomorrow, time: '12:10' } },
    });
    expect((await notificationsOf(ben.id)).find((row) => row.type === 'booking_moved')?.data).toMatchObject({
      time: '12:10',
      reason,
      previous: { date: tomorrow, time: '09:10' },
    });
    const bensMail = (await lastMailTo(server, 'ben-blocks@example.ch'))!;
    expect(bensMail.subject).toBe('Tee time moved: Golfclub Sempachersee, Wednesday, 25 November 2026 at 12:10');
    expect(bensMail.text).toContain(
      `from Wednesday, 25 November 2026, 09:10 to the new time below. The club's reason: ${reason}`,
    );
    expect(bensMail.text).toContain('you can cancel free of charge until the round starts');
    expect(bensMail.attachments?.[0]?.content).toContain('DTSTART;TZID=Europe/Zurich:20261125T121000');
    expect(stripe.callsTo('/v1/refunds').some((call) => call.idempotencyKey === `refund-${ben.id}`)).toBe(false);

    // The walk-in is cancelled with nothing owed.
    const [walkInRow] = await server.db.select().from(bookings).where(eq(bookings.id, walkIn));
    expect(walkInRow!.status).toBe('cancelled');

    // Golfers cannot book the blocked times any more.
    const late = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: noon!.id, playerCount: 1 }, { cookie: cookies.anna }),
    });
    expect((await late.json()).error.code).toBe('tee_time_blocked');
  });

  it('refuses a move to a time without room, blocked, started or of another club, and then changes nothing', async () => {
    const day = addDays(tomorrow, 1);
    const at = (time: string, values = {}) => insertTeeTime(server.db, clubId, { date: day, time, ...values });
    const source = await at('09:00');
    const full = await at('11:00', { slotsAvailable: 2 });
    const blocked = await at('11:10', { isBlocked: true });
    const foreign = await insertTeeTime(server.db, otherClubId, { date: day, time: '11:20' });
    const booked = await paidBooking(cookies.anna, source.id, 3);
    for (const [target, code] of [
      [full.id, 'move_refused'],
      [blocked.id, 'move_refused'],
      [source.id, 'move_refused'],
      [foreign.id, 'not_found'],
    ] as const) {
      const response = await block({
        date: day,
        from: '09:00',
        to: '09:00',
        reason,
        resolutions: [{ bookingId: booked.id, action: 'move', teeTimeId: target }],
      });
      expect((await response.json()).error.code, target).toBe(code);
    }
    expect(await golferBooking(cookies.anna, booked.id)).toMatchObject({
      status: 'confirmed',
      teeTime: { id: source.id },
    });
    expect((await teeTimeRow(source.id)).isBlocked).toBe(false);
    expect((await notificationsOf(booked.id)).map((row) => row.type)).not.toContain('booking_moved');
  });

  it('blocks a whole day, leaves today’s started times alone, and refuses a past day or a half range', async () => {
    const day = addDays(tomorrow, 2);
    for (const time of ['07:00', '13:00', '18:00']) await insertTeeTime(server.db, clubId, { date: day, time });
    expect(await (await block({ date: day, reason: 'Course maintenance' })).json()).toEqual({
      blocked: 3,
      moved: 0,
      cancelled: 0,
    });
    expect((await block({ date: day, reason: 'Again' })).status).toBe(409);

    const today = '2026-11-24';
    const started = await insertTeeTime(server.db, clubId, { date: today, time: '19:50' });
    const later = await insertTeeTime(server.db, clubId, { date: today, time: '20:30' });
    expect(await (await block({ date: today, reason: 'Frost' })).json()).toMatchObject({ blocked: 1 });
    expect((await teeTimeRow(started.id)).isBlocked).toBe(false);
    expect((await teeTimeRow(later.id)).isBlocked).toBe(true);

    expect((await block({ date: '2026-11-23', reason: 'Frost' })).status).toBe(400);
    expect((await block({ date: day, from: '08:00', reason: 'Frost' })).status).toBe(400);
    expect((await block({ date: day, from: '12:00', to: '08:00', reason: 'Frost' })).status).toBe(400);
    expect((await block({ date: day, reason: '  ' })).status).toBe(400);
  });

  it('never leaves a booking on a blocked time when a golfer books while the club blocks', async () => {
    const day = addDays(tomorrow, 3);
    for (let round = 0; round < 6; round += 1) {
      const time = await insertTeeTime(server.db, clubId, { date: day, time: `1${round}:00` });
      const [booking, blocking] = await Promise.all([
        server.request('/api/bookings', {
          method: 'POST',
          ...json({ teeTimeId: time.id, playerCount: 1 }, { cookie: cookies.ben }),
        }),
        block({ date: day, from: `1${round}:00`, to: `1${round}:00`, reason }),
      ]);
      // Either the block came first and the booking was refused, or the booking came first and the block was
      // refused for leaving it untouched: never both accepted.
      expect([booking.status, blocking.status].sort()).toEqual(booking.status === 201 ? [201, 409] : [200, 409]);
      const active = await server.db.select().from(bookings).where(eq(bookings.teeTimeId, time.id));
      const row = await teeTimeRow(time.id);
      expect(row.isBlocked && active.some((entry) => entry.status !== 'cancelled' && entry.status !== 'expired')).toBe(
        false,
      );
    }
  });

  it('blocks two ranges at once whose bookings move into each other: both finish, never with a server error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const day = addDays(tomorrow, 4 + round);
      const [early, late] = [
        await insertTeeTime(server.db, clubId, { date: day, time: '06:20' }),
        await insertTeeTime(server.db, clubId, { date: day, time: '16:20' }),
      ];
      const [earlyTarget, lateTarget] = [
        await insertTeeTime(server.db, clubId, { date: day, time: '16:30' }),
        await insertTeeTime(server.db, clubId, { date: day, time: '06:30' }),
      ];
      const first = await paidBooking(cookies.anna, early.id, 1);
      const second = await paidBooking(cookies.ben, late.id, 1);
      // Each block moves its booking into the other's half of the day.
      const [morning, afternoon] = await Promise.all([
        block({
          date: day,
          from: '06:00',
          to: '06:50',
          reason,
          resolutions: [
            { bookingId: first.id, action: 'move', teeTimeId: earlyTarget.id },
            { bookingId: second.id, action: 'cancel' },
          ],
        }),
        block({
          date: day,
          from: '16:00',
          to: '16:50',
          reason,
          resolutions: [
            { bookingId: second.id, action: 'move', teeTimeId: lateTarget.id },
            { bookingId: first.id, action: 'cancel' },
          ],
        }),
      ]);
      // One goes first; the other may then be refused for a target it closed, with its reason, never a 500.
      expect([morning.status, afternoon.status], `round ${round}`).not.toContain(500);
      expect([morning.status, afternoon.status]).toContain(200);
    }
  });
});
