import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_EVENT_RETENTION_DAYS } from '../../../contract/booking-events';
import { WEBHOOK_DELIVERY_LOG_DAYS, WEBHOOK_ENDPOINTS_PER_CLUB } from '../../../contract/webhooks';
import { addDays, weekdayOf, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { queryRows } from '../../db/client';
import { runHousekeeping } from '../../jobs/housekeeping';
import { golfClubAdmins, webhookDeliveries } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertPartnerKey, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import { verifyWebhook } from '../../../scripts/partner-demo/verify-webhook.mjs';
import { deliverDue, RETRY_DELAYS_MS } from './deliver';

/**
 * The next Monday, 09:00 in Zurich. The database stamps a booking's events and their deliveries with its own clock
 * (the trigger of migration 0022): the test's clock runs ahead of it by a week at most, never behind, so that a
 * new delivery is due at once and a stamp is as old as the test says (a fixed Monday fell behind it as the days
 * went by: due a week after the test's clock, no event was sent).
 */
const monday = (() => {
  let day = addDays(zurichDate(new Date()), 1);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
})();
const now = zurichInstant(monday, '09:00');
const clock = settableClock(now);
const dayAfter = addDays(monday, 2);

/** A club's receiver: records what it is sent, and answers as told. */
interface Received {
  eventId: string;
  signature: string;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answerWith = 200;

let server: TestServer;
let clubId: string;
let otherClubId: string;
let admin: string;
let golfer: string;
const keys = { read: '', writeOnly: '', other: '' };

const asAdmin = (path: string, init: RequestInit = {}) =>
  server.request(`/api/clubs/${clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: admin },
  });
const pull = (query = '', key = keys.read) =>
  server.request(`/api/partner/v1/booking-events${query}`, { headers: { authorization: `Bearer ${key}` } });
/**
 * Pulls after a cursor until `count` events have come: PostgreSQL hands an event out once every older transaction
 * of the server has ended, and other test files share the server.
 */
async function pullUntil(after: string, count: number) {
  for (let tries = 0; ; tries += 1) {
    const page = await (await pull(`?after=${after}`)).json();
    if (page.events.length >= count || tries === 100) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
let minute = 0;
async function bookedTime() {
  minute += 1;
  const teeTime = await insertTeeTime(server.db, clubId, {
    date: dayAfter,
    time: `10:${String(minute).padStart(2, '0')}`,
    externalId: `PCC-${minute}`,
  });
  const booking = await (
    await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: 2 }, { cookie: golfer }),
    })
  ).json();
  return { teeTime, booking };
}
const cancel = (bookingId: string) =>
  server.request(`/api/bookings/${bookingId}/cancel`, { method: 'POST', headers: { cookie: golfer } });
const eventsOf = (bookingId: string) =>
  received.map((delivery) => JSON.parse(delivery.body)).filter((event) => event.booking.id === bookingId);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        eventId: String(request.headers['stt-event-id']),
        signature: String(request.headers['stt-signature']),
        body,
      });
      response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Webhooks' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Other Hooks' })).id;
  admin = await verifiedUser(server, 'hooks-admin@example.ch');
  golfer = await verifiedUser(server, 'hooks-golfer@example.ch', { name: 'Hanna Hook' });
  const adminId = (await (await server.request('/api/me', { headers: { cookie: admin } })).json()).id;
  await server.db.insert(golfClubAdmins).values({ userId: adminId, golfClubId: clubId });
  keys.read = await insertPartnerKey(server.db, clubId, ['bookings:read']);
  keys.writeOnly = await insertPartnerKey(server.db, clubId, ['tee-times:write']);
  keys.other = await insertPartnerKey(server.db, otherClubId, ['bookings:read']);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  answerWith = 200;
  clock.set(now);
});

describe("the club's bookings, told to its software (issue 24, point 3)", () => {
  it('lists each booking change once through the pull cursor, in order, and only to a key that may read bookings', async () => {
    const first = await (await pull()).json();
    const { teeTime, booking } = await bookedTime();
    expect((await cancel(booking.id)).status).toBe(200);
    const page = await pullUntil(first.nextCursor, 2);
    expect(page.events.map((event: { type: string; sequence: number }) => [event.type, event.sequence])).toEqual([
      ['booking.created', 1],
      ['booking.cancelled', 2],
    ]);
    expect(page.events[0].booking).toMatchObject({
      id: booking.id,
      reference: booking.id.slice(0, 8).toUpperCase(),
      status: 'confirmed',
      source: 'online',
      playerCount: 2,
      golfer: 'Hanna Hook',
      teeTime: { id: teeTime.id, externalId: teeTime.externalId, date: dayAfter, time: teeTime.time.slice(0, 5) },
    });
    const again = await (await pull(`?after=${page.nextCursor}`)).json();
    expect(again).toEqual({ events: [], nextCursor: page.nextCursor, hasMore: false });

    const paged = await (await pull(`?after=${first.nextCursor}&limit=1`)).json();
    expect(paged).toMatchObject({ hasMore: true, events: [{ type: 'booking.created' }] });
    const rest = await (await pull(`?after=${paged.nextCursor}&limit=1`)).json();
    expect(rest.events.map((event: { type: string }) => event.type)).toEqual(['booking.cancelled']);

    expect((await (await pull('', keys.other)).json()).events).toEqual([]);
    expect((await pull('', keys.writeOnly)).status).toBe(403);
    expect((await (await pull('?after=yesterday')).json()).error.code).toBe('invalid_input');
    for (const after of ['99999999999999999999999.1', '1.99999999999999999999'])
      expect((await pull(`?after=${after}`)).status, after).toBe(400);
    expect((await pull('?limit=501')).status).toBe(400);
  });

  it('posts each event to the endpoint, signed so that the documented check accepts it and refuses a replay', async () => {
    const made = await asAdmin('/webhooks', { method: 'POST', ...json({ url: receiverUrl }) });
    expect(made.status).toBe(201);
    const endpoint = await made.json();
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(JSON.stringify(await (await asAdmin('/webhooks')).json())).not.toContain(endpoint.secret);

    const { booking } = await bookedTime();
    await deliverDue(server.deps);
    const [delivery] = received;
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'booking.created', booking: { id: booking.id } });
    const nowSeconds = Math.floor(clock().getTime() / 1000);
    expect(verifyWebhook(endpoint.secret, delivery!.signature, delivery!.body, nowSeconds)).toBe(true);
    expect(verifyWebhook(endpoint.secret, delivery!.signature, delivery!.body.replace('2', '3'), nowSeconds)).toBe(
      false,
    );
    expect(verifyWebhook(`${endpoint.secret}x`, delivery!.signature, delivery!.body, nowSeconds)).toBe(false);
    expect(verifyWebhook(endpoint.secret, delivery!.signature, delivery!.body, nowSeconds + 301)).toBe(false);
    const [logged] = await (await asAdmin('/webhook-deliveries')).json();
    expect(logged).toMatchObject({
      eventType: 'booking.created',
      bookingReference: booking.id.slice(0, 8).toUpperCase(),
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('tries again with backoff while the receiver is down, holding later events back, and delivers them in order', async () => {
    const endpoint = await (await asAdmin('/webhooks', { method: 'POST', ...json({ url: receiverUrl }) })).json();
    answerWith = 503;
    const { booking } = await bookedTime();
    await cancel(booking.id);
    await deliverDue(server.deps);
    expect(received.map((delivery) => JSON.parse(delivery.body).type)).toEqual(['booking.created']);
    const [waiting] = (await (await asAdmin('/webhook-deliveries')).json()).filter(
      (delivery: { eventType: string }) => delivery.eventType === 'booking.created',
    );
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]!).toISOString(),
    });
    // Not due yet: nothing is sent.
    await deliverDue(server.deps);
    expect(received).toHaveLength(1);

    answerWith = 200;
    clock.set(new Date(now.getTime() + RETRY_DELAYS_MS[0]!));
    await deliverDue(server.deps);
    expect(eventsOf(booking.id).map((event) => [event.type, event.sequence])).toEqual([
      ['booking.created', 1],
      ['booking.created', 1],
      ['booking.cancelled', 2],
    ]);
    const log = await (await asAdmin('/webhook-deliveries')).json();
    expect(log.map((delivery: { status: string; attempts: number }) => [delivery.status, delivery.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 2],
    ]);
    await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('gives a delivery up after its last try, and sends it again when the club asks', async () => {
    const endpoint = await (await asAdmin('/webhooks', { method: 'POST', ...json({ url: receiverUrl }) })).json();
    answerWith = 500;
    const { booking } = await bookedTime();
    let at = now.getTime();
    await deliverDue(server.deps);
    for (const wait of RETRY_DELAYS_MS) {
      at += wait;
      clock.set(new Date(at));
      await deliverDue(server.deps);
    }
    expect(received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const [given] = await (await asAdmin('/webhook-deliveries')).json();
    expect(given).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });

    answerWith = 200;
    const again = await asAdmin(`/webhook-deliveries/${given.id}/again`, { method: 'POST' });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: 'pending', attempts: 0, eventId: given.eventId });
    await deliverDue(server.deps);
    expect(eventsOf(booking.id).at(-1)).toMatchObject({ id: given.eventId, type: 'booking.created' });
    const log = await (await asAdmin('/webhook-deliveries')).json();
    expect(
      log
        .slice(0, 2)
        .map((delivery: { status: string }) => delivery.status)
        .sort(),
    ).toEqual(['delivered', 'failed']);
    await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it(`keeps the log's deliveries ${WEBHOOK_DELIVERY_LOG_DAYS} days, and one still being tried however old`, async () => {
    const endpoint = await (await asAdmin('/webhooks', { method: 'POST', ...json({ url: receiverUrl }) })).json();
    const aged = async (bookingId: string, days: number) => {
      const [delivery] = (await (await asAdmin('/webhook-deliveries')).json()).filter(
        (logged: { bookingReference: string }) => logged.bookingReference === bookingId.slice(0, 8).toUpperCase(),
      );
      await server.db
        .update(webhookDeliveries)
        .set({ createdAt: new Date(now.getTime() - days * 24 * 60 * 60 * 1000) })
        .where(eq(webhookDeliveries.id, delivery.id));
      return delivery.id as string;
    };
    const delivered = await bookedTime();
    await deliverDue(server.deps);
    const lastMonth = await aged(delivered.booking.id, WEBHOOK_DELIVERY_LOG_DAYS + 1);
    const recent = await bookedTime();
    await deliverDue(server.deps);
    const lastWeek = await aged(recent.booking.id, WEBHOOK_DELIVERY_LOG_DAYS - 1);
    answerWith = 503;
    const waiting = await bookedTime();
    await deliverDue(server.deps);
    const stillTried = await aged(waiting.booking.id, WEBHOOK_DELIVERY_LOG_DAYS + 10);

    await runHousekeeping(server.deps, clock());
    const kept = (await (await asAdmin('/webhook-deliveries')).json()).map((logged: { id: string }) => logged.id);
    expect(kept).toContain(lastWeek);
    expect(kept).toContain(stillTried);
    expect(kept).not.toContain(lastMonth);
    await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it(`forgets an event ${BOOKING_EVENT_RETENTION_DAYS} days old once its round has passed, and refuses a cursor behind it`, async () => {
    const before = (await (await pull('?limit=500')).json()).nextCursor;
    const played = await bookedTime();
    const ahead = await bookedTime();
    const recent = await bookedTime();
    // An endpoint that has been down: its delivery of a played round's event is still being tried.
    const endpoint = await (await asAdmin('/webhooks', { method: 'POST', ...json({ url: receiverUrl }) })).json();
    answerWith = 503;
    const stillTried = await bookedTime();
    await deliverDue(server.deps);
    const longAgo = new Date(now.getTime() - (BOOKING_EVENT_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    // The first and last bookings' rounds were played 91 days ago; the second's is still to come, though booked as long ago.
    for (const { booking } of [played, stillTried])
      await server.db.execute(sql`update booking_events set created_at = ${longAgo},
        booking = jsonb_set(booking, '{teeTime,date}', to_jsonb(${addDays(zurichDate(now), -91)}::text))
        where booking_id = ${booking.id}`);
    await server.db.execute(
      sql`update booking_events set created_at = ${longAgo} where booking_id = ${ahead.booking.id}`,
    );
    await pullUntil(before, 4);

    await runHousekeeping(server.deps, clock());
    const expired = await pull(`?after=${before}`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toMatchObject({
      code: 'cursor_expired',
      message: expect.stringContaining('pull again without after'),
    });
    // Without a cursor: from the oldest event still kept, the one of the round to come among them.
    const kept = (await (await pull('?limit=500')).json()) as {
      events: { booking: { id: string } }[];
      nextCursor: string;
    };
    const bookingIds = kept.events.map((event) => event.booking.id);
    expect(bookingIds).not.toContain(played.booking.id);
    expect(bookingIds).toEqual(expect.arrayContaining([ahead.booking.id, recent.booking.id, stillTried.booking.id]));
    expect((await pull(`?after=${kept.nextCursor}`)).status).toBe(200);
    const log = await (await asAdmin('/webhook-deliveries')).json();
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bookingReference: stillTried.booking.id.slice(0, 8).toUpperCase(),
          status: 'pending',
        }),
      ]),
    );
    await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('forgets a backlog of old events ten thousand a run, a minute apart', async () => {
    const longAgo = new Date(now.getTime() - (BOOKING_EVENT_RETENTION_DAYS + 30) * 24 * 60 * 60 * 1000);
    await server.db
      .execute(sql`insert into booking_events (golf_club_id, booking_id, sequence, type, booking, created_at)
      select ${otherClubId}, gen_random_uuid(), 1, 'booking.created',
        jsonb_build_object('teeTime', jsonb_build_object('date', '2026-07-01')), ${longAgo}
      from generate_series(1, 10005)`);
    const count = async (clubId?: string) =>
      (
        await queryRows<{ count: number }>(
          server.db,
          sql`select count(*)::int as count from booking_events ${clubId ? sql`where golf_club_id = ${clubId}` : sql``}`,
        )
      )[0]!.count;
    const before = await count();
    await runHousekeeping(server.deps, clock());
    expect(before - (await count())).toBe(10_000);
    expect(await count(otherClubId)).toBeGreaterThan(0);
    await runHousekeeping(server.deps, clock());
    expect(await count(otherClubId)).toBe(0);
  });

  it(`keeps a club to ${WEBHOOK_ENDPOINTS_PER_CLUB} endpoints, and refuses an address that is not one`, async () => {
    const made = [];
    for (let index = 0; index < WEBHOOK_ENDPOINTS_PER_CLUB; index += 1)
      made.push(
        await (await asAdmin('/webhooks', { method: 'POST', ...json({ url: `${receiverUrl}/${index}` }) })).json(),
      );
    const refused = await asAdmin('/webhooks', { method: 'POST', ...json({ url: `${receiverUrl}/x` }) });
    expect((await refused.json()).error.code).toBe('webhook_endpoint_limit');
    const bad = await asAdmin('/webhooks', { method: 'POST', ...json({ url: 'not an address' }) });
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', issues: [{ path: 'url' }] } });
    for (const endpoint of made) await asAdmin(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
    // A removed endpoint is sent nothing more.
    await bookedTime();
    expect(
      await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, made[0].id)),
    ).toEqual([]);
  });
});
