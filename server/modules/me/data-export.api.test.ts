import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
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

  it('is for the signed-in user only', async () => {
    expect((await server.request('/api/me/data-export')).status).toBe(401);
  });
});
