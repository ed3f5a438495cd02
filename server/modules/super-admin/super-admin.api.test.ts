import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, clubPayoutAccounts, golfClubAdmins, payouts, superAdmins, waitlist } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

// Mid-month: "this month" holds the tee time two days on (at the end of a month it fell in the next).
const now = zurichInstant('2026-11-16', '09:00');

let server: TestServer;
let superAdmin = '';
let superAdminId = '';
let golfer = '';
let clubAdmin = '';
let zurich: { id: string; name: string };
let geneva: { id: string; name: string };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const get = (path: string, cookie = superAdmin) => server.request(path, { headers: { cookie } });
const send = (method: string, path: string, body: unknown, cookie = superAdmin) =>
  server.request(path, { method, ...json(body, { cookie }) });
const linksOf = (userId: string) =>
  server.db.select({ clubId: golfClubAdmins.golfClubId }).from(golfClubAdmins).where(eq(golfClubAdmins.userId, userId));

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(now) });
  zurich = await insertClub(server.db, { name: 'Golfclub Zürichsee', canton: 'Zürich', city: 'Meilen' });
  geneva = await insertClub(server.db, {
    name: 'Golf de Genève',
    canton: 'Geneva',
    city: 'Vandœuvres',
    isFeatured: true,
  });
  superAdmin = await verifiedUser(server, 'platform-super@example.ch');
  superAdminId = await userIdOf(superAdmin);
  await server.db.insert(superAdmins).values({ userId: superAdminId });
  golfer = await verifiedUser(server, 'platform-golfer@example.ch');
  clubAdmin = await verifiedUser(server, 'platform-clubadmin@example.ch');
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(clubAdmin), golfClubId: zurich.id });
});
afterAll(() => server.close());

describe('choosing the club a super admin manages', () => {
  it('replaces the previous club link, never adds one, and the session then manages the new club', async () => {
    expect(await (await send('POST', '/api/admin/select-club', { clubId: zurich.id })).json()).toEqual({
      clubId: zurich.id,
      clubName: zurich.name,
    });
    expect(await (await send('POST', '/api/admin/select-club', { clubId: geneva.id })).json()).toEqual({
      clubId: geneva.id,
      clubName: geneva.name,
    });
    expect(await linksOf(superAdminId)).toEqual([{ clubId: geneva.id }]);
    expect((await (await get('/api/me')).json()).roles.golfClubAdmin).toEqual({
      clubId: geneva.id,
      clubName: geneva.name,
    });
    expect((await get(`/api/clubs/${geneva.id}/admin/dashboard`)).status).toBe(200);
  });

  it('keeps one link when several choices arrive at once', async () => {
    await Promise.all(
      [zurich, geneva, zurich, geneva, zurich].map((club) =>
        send('POST', '/api/admin/select-club', { clubId: club.id }),
      ),
    );
    expect(await linksOf(superAdminId)).toHaveLength(1);
  });

  it('refuses golfers, an unknown club and a malformed id', async () => {
    expect((await send('POST', '/api/admin/select-club', { clubId: zurich.id }, golfer)).status).toBe(403);
    expect(await linksOf(await userIdOf(golfer))).toEqual([]);
    expect(
      (await send('POST', '/api/admin/select-club', { clubId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    const bad = await send('POST', '/api/admin/select-club', { clubId: 'zurich' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('clubId');
  });
});

describe('clubs', () => {
  it('lists clubs by name, searchable without accents, with admins and bank details', async () => {
    await send('POST', '/api/admin/select-club', { clubId: geneva.id });
    const all = await (await get('/api/admin/clubs')).json();
    expect(all.map((club: { name: string }) => club.name)).toEqual(['Golf de Genève', 'Golfclub Zürichsee']);
    expect(await (await get('/api/admin/clubs?q=geneve')).json()).toEqual([
      expect.objectContaining({ id: geneva.id, canton: 'Geneva', isFeatured: true, bankDetails: 'missing' }),
    ]);
    expect((await (await get('/api/admin/clubs?q=zurich')).json())[0]).toMatchObject({ id: zurich.id, admins: 1 });
  });

  it('lists clubs as people read names, not by bytes: "de Genève" before "Wylihof", Ä with the A (issue 18, point 12)', async () => {
    const names = [
      'Golf Club Wylihof',
      'Golf Club de Genève',
      'Golf Club Ägerisee',
      'golf club Bürgenstock',
      'Golf Club Zug',
    ];
    for (const name of names) await insertClub(server.db, { name, canton: 'Ticino' });
    const listed = (await (await get('/api/admin/clubs?q=ticino')).json()).map((club: { name: string }) => club.name);
    expect(listed).toEqual([
      'Golf Club Ägerisee',
      'golf club Bürgenstock',
      'Golf Club de Genève',
      'Golf Club Wylihof',
      'Golf Club Zug',
    ]);
  });

  it('creates a club with a unique address name, and features it', async () => {
    const input = {
      name: 'Golf Club Lägern',
      city: 'Otelfingen',
      canton: 'Zürich',
      address: '',
      description: '',
      weekdayStandardPrice: 110,
      weekdayDiscount: 15,
    };
    const first = await (await send('POST', '/api/admin/clubs', input)).json();
    const second = await (await send('POST', '/api/admin/clubs', input)).json();
    expect(first.id).not.toBe(second.id);
    expect((await send('PATCH', `/api/admin/clubs/${first.id}`, { isFeatured: true })).status).toBe(204);
    const club = await (await server.request(`/api/clubs/${first.id}`)).json();
    expect(club).toMatchObject({ name: 'Golf Club Lägern', canton: 'Zürich' });
    expect(
      (await (await get('/api/admin/clubs?q=lagern')).json()).find((row: { id: string }) => row.id === first.id)
        .isFeatured,
    ).toBe(true);
    const bad = await send('POST', '/api/admin/clubs', { ...input, canton: 'Bavaria' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('canton');
  });
});

describe('money checks', () => {
  it('verifies bank details and records a payout as paid once', async () => {
    await server.db.insert(clubPayoutAccounts).values({
      golfClubId: zurich.id,
      legalName: 'Zürichsee AG',
      address: 'Seestrasse 1',
      iban: 'CH9300762011623852957',
      contactEmail: 'f@example.ch',
    });
    expect((await (await get('/api/admin/overview')).json()).bankDetailsToCheck).toBe(1);
    expect(
      (await send('PUT', `/api/admin/clubs/${zurich.id}/bank-details/status`, { status: 'verified' })).status,
    ).toBe(204);
    expect((await (await get(`/api/clubs/${zurich.id}/admin/finances/onboarding`)).json()).status).toBe('verified');

    const [payout] = await server.db
      .insert(payouts)
      .values({ golfClubId: zurich.id, month: '2026-10', amount: 420.5 })
      .returning();
    expect(await (await get('/api/admin/payouts')).json()).toEqual([
      { id: payout!.id, clubId: zurich.id, club: zurich.name, month: '2026-10', amount: 420.5 },
    ]);
    const twice = await Promise.all([
      send('POST', `/api/admin/payouts/${payout!.id}/paid`, {}),
      send('POST', `/api/admin/payouts/${payout!.id}/paid`, {}),
    ]);
    expect(twice.map((response) => response.status).sort()).toEqual([204, 409]);
    expect(await (await get('/api/admin/payouts')).json()).toEqual([]);
  });
});

describe('overview, waitlist and audit log', () => {
  it('counts the platform this month', async () => {
    const teeTime = await insertTeeTime(server.db, zurich.id, {
      date: addDays(zurichDate(now), 2),
      time: '10:00',
      discountedPrice: 75,
    });
    expect((await send('POST', '/api/bookings', { teeTimeId: teeTime.id, playerCount: 2 }, golfer)).status).toBe(201);
    await insertConfirmedBooking(server.db, teeTime, 1); // a walk-in at the desk: not sold through us
    const overview = await (await get('/api/admin/overview')).json();
    expect(overview).toMatchObject({ featuredClubs: 2, bookingsThisMonth: 1, revenueThisMonth: 150 });
    expect(overview.clubs).toBeGreaterThanOrEqual(4);
    expect(overview.golfers).toBe(1);
  });

  it('lists the waitlist newest first and exports it as CSV', async () => {
    await server.db.insert(waitlist).values([
      { email: 'first@example.ch', createdAt: new Date('2026-11-01T08:00:00Z') },
      { email: '=cmd@example.ch', createdAt: new Date('2026-11-02T08:00:00Z') },
    ]);
    expect((await (await get('/api/admin/waitlist')).json()).map((entry: { email: string }) => entry.email)).toEqual([
      '=cmd@example.ch',
      'first@example.ch',
    ]);
    const csv = await get('/api/admin/waitlist.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(
      (await csv.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['email;joined', `'=cmd@example.ch;2026-11-02T08:00:00.000Z`]);
  });

  it('shows who changed what, newest first', async () => {
    const entries = await (await get('/api/admin/audit?limit=3')).json();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ actor: 'platform-super@example.ch' });
    const stored = await server.db.select().from(auditLog).where(eq(auditLog.entity, 'payout'));
    expect(stored).toHaveLength(1);
  });
});
