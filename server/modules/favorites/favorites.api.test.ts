import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const tomorrow = addDays(zurichDate(new Date()), 1);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('favourite clubs', () => {
  it('adds, lists with the next open tee times, and removes a favourite', async () => {
    const cookie = await verifiedUser(server, 'fan@example.ch');
    const club = await insertClub(server.db, { name: 'Golf Club Lucerne' });
    const other = await insertClub(server.db, { name: 'Golfclub Not Liked' });
    const full = await insertTeeTime(server.db, club.id, { date: tomorrow, time: '07:00' });
    await insertConfirmedBooking(server.db, full, 4);
    for (const time of ['08:00', '08:10', '08:20', '08:30'])
      await insertTeeTime(server.db, club.id, { date: tomorrow, time });
    await insertTeeTime(server.db, other.id, { date: tomorrow, time: '08:00' });

    expect((await server.request(`/api/me/favorites/${club.id}`, { method: 'PUT', headers: { cookie } })).status).toBe(
      204,
    );
    expect((await server.request(`/api/me/favorites/${club.id}`, { method: 'PUT', headers: { cookie } })).status).toBe(
      204,
    );
    const favorites = await (await server.request('/api/me/favorites', { headers: { cookie } })).json();
    expect(favorites).toHaveLength(1);
    expect(favorites[0].name).toBe('Golf Club Lucerne');
    expect(favorites[0].nextTeeTimes.map((teeTime: { time: string }) => teeTime.time)).toEqual([
      '08:00',
      '08:10',
      '08:20',
    ]);

    expect(
      (await server.request(`/api/me/favorites/${club.id}`, { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(204);
    expect(await (await server.request('/api/me/favorites', { headers: { cookie } })).json()).toEqual([]);
  });

  it('keeps favourites per user', async () => {
    const anna = await verifiedUser(server, 'anna-fav@example.ch');
    const ben = await verifiedUser(server, 'ben-fav@example.ch');
    const club = await insertClub(server.db);
    await server.request(`/api/me/favorites/${club.id}`, { method: 'PUT', headers: { cookie: anna } });
    expect(await (await server.request('/api/me/favorites', { headers: { cookie: ben } })).json()).toEqual([]);
  });

  it('needs a signed-in user and a real club', async () => {
    const club = await insertClub(server.db);
    expect((await server.request(`/api/me/favorites/${club.id}`, { method: 'PUT' })).status).toBe(401);
    const cookie = await verifiedUser(server, 'nobody-club@example.ch');
    expect(
      (
        await server.request('/api/me/favorites/00000000-0000-4000-8000-000000000000', {
          method: 'PUT',
          headers: { cookie },
        })
      ).status,
    ).toBe(404);
    expect((await server.request('/api/me/favorites/x', { method: 'PUT', headers: { cookie } })).status).toBe(400);
  });
});
