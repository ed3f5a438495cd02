import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '../../../contract/finances';
import { bookingReference } from '../../../contract/bookings';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { auditLog, bookings, clubPayoutAccounts, golfClubAdmins, payments, payouts } from '../../db/schema';
import { runHousekeeping } from '../../jobs/housekeeping';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin = '';
let golfer = '';
let clubId: string;
// Rounds three days ahead: a cancellation is free (more than 24 hours before) at any time of day the test runs.
const roundDay = addDays(zurichDate(new Date()), 3);
const month = roundDay.slice(0, 7);
const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const get = (path: string) => server.request(`/api/clubs/${clubId}/admin${path}`, { headers: { cookie: admin } });
const put = (path: string, body: unknown) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, { method: 'PUT', ...json(body, { cookie: admin }) });
const book = async (teeTimeId: string, playerCount: number) =>
  (
    await (
      await server.request('/api/bookings', { method: 'POST', ...json({ teeTimeId, playerCount }, { cookie: golfer }) })
    ).json()
  ).id as string;

const account = {
  legalName: 'Golfclub Zahlen AG',
  address: 'Seestrasse 1, 8002 Zürich',
  iban: 'CH93 0076 2011 6238 5295 7',
  vatNumber: 'CHE-116.281.710 MWST',
  contactName: 'Anna Muster',
  contactEmail: 'Finanzen@Zahlen.ch',
  contactPhone: '+41 44 123 45 67',
};

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Zahlen' })).id;
  admin = await verifiedUser(server, 'finance-admin@example.ch');
  golfer = await verifiedUser(server, 'finance-golfer@example.ch');
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(admin), golfClubId: clubId });
});
afterAll(() => server.close());

describe("a month of the club's money", () => {
  it("counts money due at the club, card payments and refunds of the month's rounds, and 10% commission on what stays", async () => {
    const morning = await insertTeeTime(server.db, clubId, {
      date: roundDay,
      time: '08:00',
      discountedPrice: 80,
      originalPrice: 100,
    });
    const noon = await insertTeeTime(server.db, clubId, {
      date: roundDay,
      time: '12:00',
      discountedPrice: 50,
      originalPrice: 60,
    });
    await book(morning.id, 2); // pay at the club: 160 due
    await insertConfirmedBooking(server.db, morning, 1); // a walk-in booked at the desk: not through us
    const cancelled = await book(noon.id, 1); // cancelled for free: nothing
    expect(
      (await server.request(`/api/bookings/${cancelled}/cancel`, { method: 'POST', headers: { cookie: golfer } }))
        .status,
    ).toBe(200);
    // Two card payments through Stripe, one of them refunded after a cancellation.
    const [paid, refunded] = await server.db
      .insert(bookings)
      .values([
        { teeTimeId: noon.id, playerCount: 2, status: 'confirmed', pricePerPlayer: 50, totalPrice: 100 },
        { teeTimeId: noon.id, playerCount: 1, status: 'cancelled', pricePerPlayer: 50, totalPrice: 50 },
      ])
      .returning();
    await server.db.insert(payments).values([
      { bookingId: paid!.id, provider: 'stripe', kind: 'charge', amount: 100, status: 'succeeded' },
      { bookingId: refunded!.id, provider: 'stripe', kind: 'charge', amount: 50, status: 'succeeded' },
      { bookingId: refunded!.id, provider: 'stripe', kind: 'refund', amount: 50, status: 'succeeded' },
    ]);

    const finances = await (await get(`/finances?month=${month}`)).json();
    expect(finances).toMatchObject({
      month,
      bookings: 2,
      onlineRevenue: 150,
      atClubRevenue: 160,
      revenue: 310,
      refunds: 50,
      commissionPercent: 10,
      commission: 26,
      netPayout: 74,
    });

    const csv = await get(`/finances.csv?month=${month}&language=fr`);
    expect(csv.headers.get('content-disposition')).toContain(`finances-${month}.csv`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // For Swiss Excel: semicolons, the references from the golfers' mails, headers and statuses in the admin's language (issue 21, point 8).
    expect(lines[0]).toBe(
      'Référence;Date;Heure;Joueurs;Golfeur;Statut;Payé en ligne CHF;Au club CHF;Remboursé CHF;Notre commission CHF',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.startsWith(bookingReference(paid!.id)))).toContain(
      ';Confirmée;100.00;0.00;0.00;10.00',
    );
    expect(lines.find((line) => line.startsWith(bookingReference(refunded!.id)))).toContain(
      ';Annulée;50.00;0.00;50.00;0.00',
    );
    const english = (await (await get(`/finances.csv?month=${month}`)).text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(english[0]).toBe(
      'Reference;Date;Time;Players;Golfer;Status;Paid online CHF;At the club CHF;Refunded CHF;Our commission CHF',
    );
  });

  it('shows an empty month as zeros, and refuses a month that is not yyyy-MM', async () => {
    expect(await (await get('/finances?month=2024-02')).json()).toMatchObject({
      bookings: 0,
      revenue: 0,
      commission: 0,
      netPayout: 0,
    });
    for (const bad of ['2024-13', '2024-2', 'november', '']) {
      const response = await get(`/finances?month=${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).error.message).toContain('month');
    }
  });
});

describe('bank details for payouts', () => {
  it('is empty until given, then stores a checked IBAN compactly and waits for our check', async () => {
    expect(await (await get('/finances/onboarding')).json()).toBeNull();
    const saved = await (await put('/finances/onboarding', account)).json();
    expect(saved).toMatchObject({
      iban: 'CH9300762011623852957',
      vatNumber: 'CHE-116.281.710 MWST',
      contactEmail: 'finanzen@zahlen.ch',
      status: 'pending',
    });
    expect(await (await get('/finances/onboarding')).json()).toEqual(saved);
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.entity, 'payout_account')));
    expect(entry!.details).toMatchObject({ ibanEnding: '2957' });
    expect(JSON.stringify(entry!.details)).not.toContain('CH93');
  });

  it('accepts a Liechtenstein IBAN and no VAT number', async () => {
    const saved = await (
      await put('/finances/onboarding', { ...account, iban: 'LI21 0881 0000 2324 013A A', vatNumber: '' })
    ).json();
    expect(saved).toMatchObject({ iban: 'LI21088100002324013AA', vatNumber: null });
  });

  it('refuses wrong IBANs and VAT numbers with a message naming the field', async () => {
    const bad = [
      [{ iban: 'CH93 0076 2011 6238 5295 8' }, 'iban'],
      [{ iban: 'DE89 3704 0044 0532 0130 00' }, 'iban'],
      // A QR-IBAN takes QR bills only: a payout to it would come back (issue 18, point 12).
      [{ iban: 'CH44 3199 9123 0008 8901 2' }, 'iban'],
      [{ vatNumber: 'CHE-123.456.789' }, 'vatNumber'],
      [{ vatNumber: '116.281.710' }, 'vatNumber'],
      [{ contactEmail: 'not an e-mail' }, 'contactEmail'],
      [{ legalName: '' }, 'legalName'],
    ] as const;
    for (const [change, field] of bad) {
      const response = await put('/finances/onboarding', { ...account, ...change });
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message).toContain(field);
    }
  });

  it('a change of verified details needs our check again', async () => {
    await server.db
      .update(clubPayoutAccounts)
      .set({ status: 'verified' })
      .where(eq(clubPayoutAccounts.golfClubId, clubId));
    expect((await (await put('/finances/onboarding', account)).json()).status).toBe('pending');
  });
});

describe('payouts', () => {
  it("schedules one payout of last month's net amount for a verified club, however often housekeeping runs", async () => {
    const lastMonth = shiftMonth(zurichDate(new Date()).slice(0, 7), -1);
    const day = `${lastMonth}-15`;
    const teeTime = await insertTeeTime(server.db, clubId, {
      date: day,
      time: '09:00',
      discountedPrice: 100,
      originalPrice: 120,
    });
    const [booking] = await server.db
      .insert(bookings)
      .values({ teeTimeId: teeTime.id, playerCount: 2, status: 'completed', pricePerPlayer: 100, totalPrice: 200 })
      .returning();
    await server.db
      .insert(payments)
      .values({ bookingId: booking!.id, provider: 'stripe', kind: 'charge', amount: 200, status: 'succeeded' });
    await server.db
      .update(clubPayoutAccounts)
      .set({ status: 'verified' })
      .where(eq(clubPayoutAccounts.golfClubId, clubId));

    await Promise.all([runHousekeeping(server.deps, new Date()), runHousekeeping(server.deps, new Date())]);
    await runHousekeeping(server.deps, new Date());

    expect(
      await server.db
        .select({ month: payouts.month, amount: payouts.amount, status: payouts.status })
        .from(payouts)
        .where(eq(payouts.golfClubId, clubId)),
    ).toEqual([{ month: lastMonth, amount: 180, status: 'scheduled' }]);
    expect((await (await get(`/finances?month=${lastMonth}`)).json()).payouts).toEqual([
      expect.objectContaining({ month: lastMonth, amount: 180, status: 'scheduled', paidAt: null }),
    ]);
  });
});
