import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let nina: string;
let otto: string;
let clubId: string;

const notificationsOf = async (cookie: string) =>
  (await server.request('/api/me/notifications', { headers: { cookie } })).json();
const unread = async (cookie: string) =>
  (await (await server.request('/api/me/notifications/unread-count', { headers: { cookie } })).json()).unreadCount;

beforeAll(async () => {
  server = await createTestServer();
  nina = await verifiedUser(server, 'nina-notify@example.ch');
  otto = await verifiedUser(server, 'otto-notify@example.ch');
  clubId = (await insertClub(server.db, { name: 'Golf Club Bad Ragaz' })).id;
});
afterAll(() => server.close());

describe('notifications', () => {
  it('tells a golfer paying at the club that the booking is confirmed and cancelled, with the round', async () => {
    const time = await insertTeeTime(server.db, clubId, {
      date: addDays(zurichDate(new Date()), 6),
      time: '11:20',
      discountedPrice: 88,
    });
    const booking = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 2 }, { cookie: nina }),
      })
    ).json();
    expect(booking.payment).toEqual({ method: 'club', status: 'due_at_club', amount: 176 });
    expect(await unread(nina)).toBe(1);
    const payAtClub = await server.request(`/api/bookings/${booking.id}/checkout`, {
      method: 'POST',
      headers: { cookie: nina },
    });
    expect(await payAtClub.json()).toEqual({ url: `http://localhost:3000/payment-success?booking=${booking.id}` });
    await server.request(`/api/bookings/${booking.id}/cancel`, { method: 'POST', headers: { cookie: nina } });
    const list = await notificationsOf(nina);
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((item: { type: string }) => item.type)).toEqual(['booking_cancelled', 'booking_confirmed']);
    expect(list.items[0]).toMatchObject({
      bookingId: booking.id,
      read: false,
      data: { club: 'Golf Club Bad Ragaz', date: time.date, time: '11:20', players: 2, amount: 176 },
    });
    expect((await notificationsOf(otto)).items).toEqual([]);
    const cancelled = await (await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: nina } })).json();
    expect(cancelled.payment.status).toBe('cancelled');
    const checkout = await server.request(`/api/bookings/${booking.id}/checkout`, {
      method: 'POST',
      headers: { cookie: nina },
    });
    expect(checkout.status).toBe(409);
  });

  it('marks chosen or all notifications read, only the own', async () => {
    const [newest, older] = (await notificationsOf(nina)).items;
    const answer = await server.request('/api/me/notifications/read', {
      method: 'POST',
      ...json({ ids: [newest.id] }, { cookie: otto }),
    });
    expect((await answer.json()).unreadCount).toBe(0);
    expect(await unread(nina)).toBe(2);
    await server.request('/api/me/notifications/read', {
      method: 'POST',
      ...json({ ids: [newest.id] }, { cookie: nina }),
    });
    expect(await unread(nina)).toBe(1);
    expect((await notificationsOf(nina)).items.find((item: { id: string }) => item.id === older.id).read).toBe(false);
    await server.request('/api/me/notifications/read', { method: 'POST', ...json({}, { cookie: nina }) });
    expect(await unread(nina)).toBe(0);
  });

  it("marks one notification read by its id, and never another user's", async () => {
    const time = await insertTeeTime(server.db, clubId, { date: addDays(zurichDate(new Date()), 6), time: '12:40' });
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: time.id, playerCount: 1 }, { cookie: nina }),
    });
    const [newest] = (await notificationsOf(nina)).items;
    expect(newest.read).toBe(false);
    expect(
      (await server.request(`/api/me/notifications/${newest.id}/read`, { method: 'POST', headers: { cookie: otto } }))
        .status,
    ).toBe(404);
    expect(await unread(nina)).toBe(1);
    const answer = await server.request(`/api/me/notifications/${newest.id}/read`, {
      method: 'POST',
      headers: { cookie: nina },
    });
    expect(await answer.json()).toEqual({ unreadCount: 0 });
  });

  it('refuses anonymous readers and bad ids', async () => {
    expect((await server.request('/api/me/notifications')).status).toBe(401);
    const bad = await server.request('/api/me/notifications/read', {
      method: 'POST',
      ...json({ ids: ['nope'] }, { cookie: nina }),
    });
    expect(bad.status).toBe(400);
  });
});
