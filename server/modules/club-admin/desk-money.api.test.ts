import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, bookings, golfClubAdmins, payments, superAdmins } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Tuesday 24.11.2026, 10:00 in Zurich: this morning's rounds have begun, the rest of November is ahead. */
const now = zurichInstant('2026-11-24', '10:00');
const clock = settableClock(now);

let server: TestServer;
let clubId: string;
const cookies = { admin: '', superAdmin: '', golfer: '' };

const admin = (path: string, init: RequestInit = {}) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: cookies.admin },
  });
const read = async (path: string, cookie = cookies.admin) =>
  (await server.request(path, { headers: { cookie } })).json();

/** The month's revenue and bookings as the dashboard, Finances and the super admin each state them. */
async function revenueEverywhere() {
  const dashboard = await (await admin('/dashboard')).json();
  const finances = await (await admin('/finances?month=2026-11')).json();
  const overview = await read('/api/admin/overview', cookies.superAdmin);
  return {
    dashboard: [dashboard.month.bookings, dashboard.month.revenue],
    finances: [finances.bookings, finances.revenue],
    superAdmin: [overview.bookingsThisMonth, overview.revenueThisMonth],
  };
}
const everywhere = (bookingCount: number, revenue: number) => ({
  dashboard: [bookingCount, revenue],
  finances: [bookingCount, revenue],
  superAdmin: [bookingCount, revenue],
});

/** A booking of the golfer on a tee time, with its charge as stored. */
async function booking(
  time: { id: string },
  values: { status: 'confirmed' | 'cancelled' | 'no_show'; total: number },
  charge: { provider: 'club' | 'stripe'; status: 'pending' | 'succeeded' | 'cancelled' },
) {
  const golfer = (await read('/api/me', cookies.golfer)).id as string;
  const [row] = await server.db
    .insert(bookings)
    .values({
      teeTimeId: time.id,
      userId: golfer,
      playerCount: 2,
      status: values.status,
      pricePerPlayer: values.total / 2,
      totalPrice: values.total,
    })
    .returning();
  await server.db.insert(payments).values({ bookingId: row!.id, kind: 'charge', amount: values.total, ...charge });
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Desk' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-desk@example.ch`);
  const idOf = async (cookie: string) => (await read('/api/me', cookie)).id as string;
  await server.db.insert(golfClubAdmins).values({ userId: await idOf(cookies.admin), golfClubId: clubId });
  await server.db.insert(superAdmins).values({ userId: await idOf(cookies.superAdmin) });
});
afterAll(() => server.close());

describe('the money a club earns, and the desk’s marks (issue 21, points 2 and 6)', () => {
  it('states one revenue on the dashboard, in Finances and for the super admin; a no-show the desk was not paid for is not revenue, and each desk mark can be taken back the same day', async () => {
    const morning = await insertTeeTime(server.db, clubId, { date: '2026-11-24', time: '08:00' });
    const later = await insertTeeTime(server.db, clubId, { date: '2026-11-27', time: '09:00' });
    await booking(later, { status: 'confirmed', total: 160 }, { provider: 'club', status: 'pending' });
    await booking(later, { status: 'confirmed', total: 100 }, { provider: 'stripe', status: 'succeeded' });
    await booking(later, { status: 'cancelled', total: 90 }, { provider: 'club', status: 'cancelled' }); // free cancellation
    await booking(later, { status: 'cancelled', total: 70 }, { provider: 'club', status: 'pending' }); // late: owed
    await insertConfirmedBooking(server.db, later, 1); // a walk-in booked at the desk: not sold through us
    const played = await booking(morning, { status: 'confirmed', total: 120 }, { provider: 'club', status: 'pending' });
    expect(await revenueEverywhere()).toEqual(everywhere(4, 450));

    // Marked a no-show: the money the desk was never paid is not revenue, nor is our commission on it.
    expect(
      (await admin(`/bookings/${played}/outcome`, { method: 'POST', ...json({ status: 'no_show' }) })).status,
    ).toBe(204);
    expect(await revenueEverywhere()).toEqual(everywhere(3, 330));
    expect((await (await admin('/finances?month=2026-11')).json()).commission).toBe(33);

    // Taken back the same day: the booking is confirmed again, and counts again.
    const list = async () => (await admin('/bookings?from=2026-11-24&to=2026-11-27')).json();
    expect((await list()).find((row: { id: string }) => row.id === played)).toMatchObject({
      status: 'no_show',
      undo: { outcome: true, deskPayment: false },
    });
    expect((await admin(`/bookings/${played}/outcome`, { method: 'DELETE' })).status).toBe(204);
    expect((await list()).find((row: { id: string }) => row.id === played)).toMatchObject({
      status: 'confirmed',
      undo: { outcome: false },
    });
    expect(await revenueEverywhere()).toEqual(everywhere(4, 450));

    // Paid at the desk: received money counts, also when the golfer is then marked a no-show.
    expect((await admin(`/bookings/${played}/desk-payment`, { method: 'POST' })).status).toBe(204);
    expect((await admin(`/bookings/${played}/desk-payment`, { method: 'POST' })).status).toBe(409);
    await admin(`/bookings/${played}/outcome`, { method: 'POST', ...json({ status: 'no_show' }) });
    expect((await list()).find((row: { id: string }) => row.id === played)).toMatchObject({
      payment: { method: 'club', status: 'paid_at_club', amount: 120 },
      undo: { outcome: true, deskPayment: true },
    });
    expect(await revenueEverywhere()).toEqual(everywhere(4, 450));

    // A booking paid by card has nothing to pay at the desk.
    const [card] = await server.db
      .select({ id: payments.bookingId })
      .from(payments)
      .where(and(eq(payments.provider, 'stripe'), eq(payments.amount, 100)));
    expect((await admin(`/bookings/${card!.id}/desk-payment`, { method: 'POST' })).status).toBe(409);

    // The next day, the marks stand.
    clock.set(zurichInstant('2026-11-25', '08:00'));
    expect((await list()).find((row: { id: string }) => row.id === played)).toMatchObject({
      undo: { outcome: false, deskPayment: false },
    });
    expect((await admin(`/bookings/${played}/outcome`, { method: 'DELETE' })).status).toBe(409);
    expect((await admin(`/bookings/${played}/desk-payment`, { method: 'DELETE' })).status).toBe(409);
    clock.set(now);

    // Every mark and its undoing is in the club's audit log.
    const actions = (
      await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.entityId, played)))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['desk_payment', 'no_show', 'no_show', 'undo_outcome'].sort());
  });

  it('takes back a desk payment marked today: the money is due again', async () => {
    const time = await insertTeeTime(server.db, clubId, { date: '2026-11-24', time: '09:00' });
    const id = await booking(time, { status: 'confirmed', total: 80 }, { provider: 'club', status: 'pending' });
    await admin(`/bookings/${id}/desk-payment`, { method: 'POST' });
    expect((await admin(`/bookings/${id}/desk-payment`, { method: 'DELETE' })).status).toBe(204);
    const [charge] = await server.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(charge!.status).toBe('pending');
  });
});
