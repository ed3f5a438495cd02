import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { calendarFeeds, golfClubAdmins, webhookEndpoints } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Friday 27.11.2026, 10:00 in Zurich. */
const clock = settableClock(zurichInstant('2026-11-27', '10:00'));
let server: TestServer;
let clubId: string;
const cookies = { anna: '', ben: '' };

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Auskunft' })).id;
  cookies.anna = await verifiedUser(server, 'anna-export@example.ch');
  cookies.ben = await verifiedUser(server, 'ben-export@example.ch');
});
afterAll(() => server.close());

describe('GET /api/me/data-export', () => {
  it('gives the golfer a JSON file of everything we keep about them, and nothing of anyone else', async () => {
    const teeTime = await insertTeeTime(server.db, clubId, { date: '2026-12-02', time: '09:20', discountedPrice: 85 });
    const booked = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: 2, language: 'de' }, { cookie: cookies.anna }),
    });
    expect(booked.status).toBe(201);
    const booking = await booked.json();
    await server.request(`/api/me/favorites/${clubId}`, { method: 'PUT', headers: { cookie: cookies.anna } });
    await server.request('/api/me', {
      method: 'PATCH',
      ...json({ handicap_index: 14.2, swiss_golf_number: '1234-5678' }, { cookie: cookies.anna }),
    });
    // Ben books the same time: his booking is not Anna's to see.
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: 1 }, { cookie: cookies.ben }),
    });

    const response = await server.request('/api/me/data-export', { headers: { cookie: cookies.anna } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="swiss-tee-times-my-data-2026-11-27.json"',
    );
    const data = await response.json();
    expect(data.exportedAt).toBe(clock().toISOString());
    expect(data.profile).toMatchObject({
      email: 'anna-export@example.ch',
      handicapIndex: 14.2,
      swissGolfNumber: '1234-5678',
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.bookings).toEqual([expect.objectContaining({ id: booking.id, playerCount: 2, totalPrice: 170 })]);
    expect(data.favouriteClubs).toEqual([{ club: 'Golfclub Auskunft', since: expect.any(String) }]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'booking_confirmed' })]);
    expect(JSON.stringify(data)).not.toContain('ben-export');
  });

  it("gives whoever runs a club that role and what they did in it, without a key's secret or a webhook's", async () => {
    const cookie = await verifiedUser(server, 'cara-admin-export@example.ch');
    const me = (await (await server.request('/api/me', { headers: { cookie } })).json()) as { id: string };
    await server.db.insert(golfClubAdmins).values({ userId: me.id, golfClubId: clubId });
    const admin = `/api/clubs/${clubId}/admin`;
    const key = await (
      await server.request(`${admin}/partner-keys`, {
        method: 'POST',
        ...json({ name: 'PC CADDIE', scopes: ['bookings:read'] }, { cookie }),
      })
    ).json();
    expect(
      (
        await server.request(`${admin}/invitations`, {
          method: 'POST',
          ...json({ email: 'dora@example.ch' }, { cookie }),
        })
      ).status,
    ).toBe(202);
    const [endpoint] = await server.db
      .insert(webhookEndpoints)
      .values({
        golfClubId: clubId,
        url: 'https://pc-caddie.example/hooks',
        secret: 'whsec_not-for-export',
        createdByUserId: me.id,
      })
      .returning();
    await server.db
      .insert(calendarFeeds)
      .values({ golfClubId: clubId, url: 'https://calendar.example/club.ics', createdByUserId: me.id });

    const data = await (await server.request('/api/me/data-export', { headers: { cookie } })).json();
    expect(data.signInMethods).toEqual([{ method: 'credential', since: expect.any(String) }]);
    expect(data.superAdminSince).toBeNull();
    expect(data.clubsAdministered).toEqual([{ club: 'Golfclub Auskunft', since: expect.any(String) }]);
    expect(data.partnerKeysMade).toEqual([
      {
        club: 'Golfclub Auskunft',
        name: 'PC CADDIE',
        start: key.start,
        createdAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    expect(data.adminInvitationsSent).toEqual([
      { club: 'Golfclub Auskunft', email: 'dora@example.ch', status: 'pending', sentAt: expect.any(String) },
    ]);
    expect(data.webhookEndpointsAdded).toEqual([
      { club: 'Golfclub Auskunft', url: endpoint!.url, createdAt: expect.any(String), removedAt: null },
    ]);
    expect(data.calendarsSubscribed).toEqual([
      { club: 'Golfclub Auskunft', url: 'https://calendar.example/club.ics', since: expect.any(String) },
    ]);
    expect(data.changesMade).toContainEqual({
      at: expect.any(String),
      club: 'Golfclub Auskunft',
      entity: 'partner_key',
      action: 'create',
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain(key.secret);
    expect(text).not.toContain('whsec_not-for-export');
    expect(text).not.toContain('password');
  });

  it('is for the signed-in user only', async () => {
    expect((await server.request('/api/me/data-export')).status).toBe(401);
  });
});
