import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingReference } from '../../../contract/bookings';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, bookings, calendarFeeds, golfClubAdmins, teeTimes } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import { fetchCalendar } from './fetch-calendar';

/** Tuesday 1.12.2026, 10:00 in Zurich: the club subscribes to the calendar it keeps its competitions in. */
const now = zurichInstant('2026-12-01', '10:00');
const clock = settableClock(now);
let server: TestServer;
let clubId: string;
let admin: string;
let golfer: string;
let calendarServer: Server;
let calendarUrl: string;
/** What the club's calendar server answers: the calendar's text, or an HTTP status. */
let served: string | number;
let requests = 0;

const event = (uid: string, summary: string, start: string, end: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    `DTSTART;TZID=Europe/Zurich:${start}`,
    `DTEND;TZID=Europe/Zurich:${end}`,
    'END:VEVENT',
  ].join('\r\n');
const allDay = (uid: string, summary: string, date: string) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `SUMMARY:${summary}`, `DTSTART;VALUE=DATE:${date}`, 'END:VEVENT'].join('\r\n');
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//club//EN', ...events, 'END:VCALENDAR'].join('\r\n');

const ladies = event('ladies@club', "Ladies' day", '20261207T080000', '20261207T090000');
const closed = allDay('closed@club', 'Course closed', '20261209');
const booked = event('cup@club', 'Club cup', '20261208T100000', '20261208T103000');
const today = event('today@club', 'Greenkeeping', '20261201T080000', '20261201T120000');

const call = (method: string, path = '', body?: unknown, cookie = admin) =>
  server.request(`/api/clubs/${clubId}/admin/calendar${path}`, {
    method,
    ...(body === undefined ? { headers: { cookie } } : json(body, { cookie })),
  });
/** The club's times of a day, as "HH:MM blocked|open (reason)". */
const sheet = async (date: string) =>
  (
    await server.db
      .select()
      .from(teeTimes)
      .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, date)))
      .orderBy(teeTimes.time)
  ).map((row) => `${row.time.slice(0, 5)} ${row.isBlocked ? `blocked (${row.blockReason})` : 'open'}`);
const readByJob = async () => {
  await server.deps.jobs.send('calendars', null);
  await server.deps.jobs.drain();
};

beforeAll(async () => {
  calendarServer = createServer((request, response) => {
    requests += 1;
    if (typeof served === 'number') return response.writeHead(served).end('Server error');
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(served);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/club.ics`;
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Kalender' })).id;
  admin = await verifiedUser(server, 'calendar-admin@example.ch');
  golfer = await verifiedUser(server, 'calendar-golfer@example.ch');
  const adminId = (await (await server.request('/api/me', { headers: { cookie: admin } })).json()).id;
  await server.db.insert(golfClubAdmins).values({ userId: adminId, golfClubId: clubId });
  for (const time of ['07:50', '08:00', '08:10', '08:50', '09:00'])
    await insertTeeTime(server.db, clubId, { date: '2026-12-07', time });
  const cupTime = await insertTeeTime(server.db, clubId, { date: '2026-12-08', time: '10:00' });
  await insertConfirmedBooking(server.db, cupTime, 2);
  await insertTeeTime(server.db, clubId, { date: '2026-12-08', time: '10:10' });
  for (const time of ['08:00', '14:00']) await insertTeeTime(server.db, clubId, { date: '2026-12-09', time });
  // Today at 10:00: 09:00 has started, 11:00 has not.
  for (const time of ['09:00', '11:00']) await insertTeeTime(server.db, clubId, { date: '2026-12-01', time });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => calendarServer.close(resolve));
});
beforeEach(() => clock.set(now));

describe("a club's calendar of blocked times (issue 24, point 4)", () => {
  it('previews which times its events would block and which stay open for their bookings, writing nothing', async () => {
    served = calendar(ladies, closed, booked, today);
    const response = await call('POST', '/preview', { url: calendarUrl });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(
      preview.events.map(
        (one: { summary: string; date: string; from: string; to: string; blocks: number; withBookings: unknown[] }) =>
          `${one.date} ${one.from}-${one.to} ${one.summary}: ${one.blocks} ${JSON.stringify(one.withBookings)}`,
      ),
    ).toEqual([
      '2026-12-01 08:00-12:00 Greenkeeping: 1 []',
      "2026-12-07 08:00-09:00 Ladies' day: 3 []",
      `2026-12-08 10:00-10:30 Club cup: 1 [{"time":"10:00","references":["${await cupReference()}"]}]`,
      '2026-12-09 00:00-24:00 Course closed: 2 []',
    ]);
    expect(preview).toMatchObject({ preview: true, lifted: [], totals: { blocks: 7, withBookings: 1, lifted: 0 } });
    expect(await sheet('2026-12-07')).toEqual(['07:50 open', '08:00 open', '08:10 open', '08:50 open', '09:00 open']);
    expect((await call('GET')).status).toBe(200);
    expect(await (await call('GET')).json()).toEqual({ feed: null });
  });

  it('subscribes: the times are blocked as the preview said, started and booked ones left open', async () => {
    const response = await call('PUT', '', { url: calendarUrl });
    expect(response.status).toBe(200);
    const { feed } = await response.json();
    expect(feed).toMatchObject({
      url: calendarUrl,
      problem: null,
      attemptedAt: now.toISOString(),
      nextReadAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      lastRead: { preview: false, totals: { blocks: 7, withBookings: 1 } },
    });
    expect(await sheet('2026-12-01')).toEqual(['09:00 open', '11:00 blocked (Greenkeeping)']);
    expect(await sheet('2026-12-07')).toEqual([
      '07:50 open',
      "08:00 blocked (Ladies' day)",
      "08:10 blocked (Ladies' day)",
      "08:50 blocked (Ladies' day)",
      '09:00 open',
    ]);
    expect(await sheet('2026-12-08')).toEqual(['10:00 open', '10:10 blocked (Club cup)']);
    expect(await sheet('2026-12-09')).toEqual(['08:00 blocked (Course closed)', '14:00 blocked (Course closed)']);
    // The club's tee sheet tells the calendar's blocks from its own.
    const teeSheet = await (
      await server.request(`/api/clubs/${clubId}/admin/tee-times?date=2026-12-07`, { headers: { cookie: admin } })
    ).json();
    expect(
      teeSheet.map((row: { time: string; blockedByCalendar: boolean }) => [
        row.time.slice(0, 5),
        row.blockedByCalendar,
      ]),
    ).toEqual([
      ['07:50', false],
      ['08:00', true],
      ['08:10', true],
      ['08:50', true],
      ['09:00', false],
    ]);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.golfClubId, clubId));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['subscribe', 'calendar_read']));
    // The calendar's address is often its secret: the log names its host only.
    expect(JSON.stringify(audit.map((entry) => entry.details))).not.toContain('club.ics');
  });

  it('is read again by the job every quarter hour: a time the club reopened stays open, gone events are lifted', async () => {
    const [reopen] = await server.db
      .select()
      .from(teeTimes)
      .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, '2026-12-07'), eq(teeTimes.time, '08:10:00')));
    const patch = await server.request(`/api/clubs/${clubId}/admin/tee-times/${reopen!.id}`, {
      method: 'PATCH',
      ...json({ isBlocked: false }, { cookie: admin }),
    });
    expect(patch.status).toBe(200);
    // The cup is gone; Ladies' day moved half an hour later.
    served = calendar(event('ladies@club', "Ladies' day", '20261207T083000', '20261207T093000'), closed, today);
    clock.set(new Date(now.getTime() + 10 * 60_000));
    const before = requests;
    await readByJob();
    expect(requests).toBe(before);
    clock.set(new Date(now.getTime() + 16 * 60_000));
    await readByJob();
    expect(requests).toBe(before + 1);
    expect(await sheet('2026-12-07')).toEqual([
      '07:50 open',
      '08:00 open',
      '08:10 open',
      "08:50 blocked (Ladies' day)",
      "09:00 blocked (Ladies' day)",
    ]);
    expect(await sheet('2026-12-08')).toEqual(['10:00 open', '10:10 open']);
    const { feed } = await (await call('GET')).json();
    expect(feed.lastRead.lifted).toEqual([
      { date: '2026-12-07', time: '08:00', summary: "Ladies' day" },
      { date: '2026-12-08', time: '10:10', summary: 'Club cup' },
    ]);
    expect(feed.lastRead.events[1]).toMatchObject({
      date: '2026-12-07',
      from: '08:30',
      blocked: 1,
      blocks: 1,
      reopened: 0,
    });
  });

  it('keeps every block when the calendar cannot be read, and says why on the page', async () => {
    served = 503;
    clock.set(new Date(now.getTime() + 40 * 60_000));
    await readByJob();
    const { feed } = await (await call('GET')).json();
    expect(feed.problem).toEqual({ code: 'calendar_unreachable', message: 'its server answered 503' });
    expect(feed.lastRead.totals.blocked).toBeGreaterThan(0);
    expect(await sheet('2026-12-09')).toEqual(['08:00 blocked (Course closed)', '14:00 blocked (Course closed)']);
    served = calendar(closed);
    const again = await (await call('POST', '/read')).json();
    expect(again.feed.problem).toBeNull();
  });

  it('refuses an address it cannot read, with the reason, and saves nothing', async () => {
    served = '<html><body>Please sign in</body></html>';
    const unreadable = await call('POST', '/preview', { url: calendarUrl });
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).error.code).toBe('calendar_unreadable');
    served = 404;
    const missing = await call('PUT', '', { url: `${calendarUrl}?other` });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error).toMatchObject({
      code: 'calendar_unreachable',
      message: expect.stringContaining('404'),
    });
    expect((await (await call('GET')).json()).feed.url).toBe(calendarUrl);
    for (const url of ['ftp://example.ch/club.ics', 'not an address', 'https://user:secret@example.ch/club.ics']) {
      const refused = await call('PUT', '', { url });
      expect(refused.status, url).toBe(400);
      expect((await refused.json()).error.code).toBe('invalid_input');
    }
    expect((await call('GET', '', undefined, golfer)).status).toBe(403);
  });

  it('ends the subscription: its blocks are reopened, the club’s own block stays', async () => {
    served = calendar(closed);
    await call('POST', '/read');
    const [own] = await server.db
      .update(teeTimes)
      .set({ isBlocked: true, blockReason: 'Our own course work' })
      .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, '2026-12-07'), eq(teeTimes.time, '07:50:00')))
      .returning();
    expect(own).toBeDefined();
    const response = await call('DELETE');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reopened: 2 });
    expect(await sheet('2026-12-09')).toEqual(['08:00 open', '14:00 open']);
    expect(await sheet('2026-12-07')).toContain('07:50 blocked (Our own course work)');
    expect(await server.db.select().from(calendarFeeds)).toEqual([]);
    expect((await call('DELETE')).status).toBe(404);
  });

  it('never blocks a time a golfer books while the calendar is read (row locks), nor sells a blocked one', async () => {
    const date = '2026-12-10';
    const times = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        insertTeeTime(server.db, clubId, { date, time: `08:${String(index * 5).padStart(2, '0')}` }),
      ),
    );
    served = calendar(event('race@club', 'Members only', '20261210T080000', '20261210T090000'));
    const [subscribed, ...booked] = await Promise.all([
      call('PUT', '', { url: calendarUrl }),
      ...times.map((teeTime) =>
        server.request('/api/bookings', {
          method: 'POST',
          ...json({ teeTimeId: teeTime.id, playerCount: 1 }, { cookie: golfer }),
        }),
      ),
    ]);
    expect(subscribed!.status).toBe(200);
    const rows = await server.db
      .select()
      .from(teeTimes)
      .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, date)));
    const active = await server.db.select().from(bookings);
    for (const row of rows) {
      const held = active.filter((one) => one.teeTimeId === row.id && ['pending', 'confirmed'].includes(one.status));
      // Each time is either blocked and unbooked, or open with the golfer's booking.
      expect(row.isBlocked ? held.length : 1, row.time).toBe(row.isBlocked ? 0 : held.length);
    }
    expect(booked.every((response) => [201, 409].includes(response.status))).toBe(true);
  });
});

describe('a tee time made inside an event', () => {
  it('makes the calendar due at the next minute, not a quarter hour later; its own blocks do not', async () => {
    // The race above left the club subscribed to "Members only", 08:00-09:00 on 10.12.
    const before = requests;
    clock.set(new Date(now.getTime() + 60_000));
    await readByJob();
    expect(requests).toBe(before);
    const created = await server.request(`/api/clubs/${clubId}/admin/tee-times`, {
      method: 'POST',
      ...json(
        { date: '2026-12-10', time: '08:57', holeCount: 18, slotsAvailable: 4, discountedPrice: 60, originalPrice: 90 },
        { cookie: admin },
      ),
    });
    expect(created.status).toBe(201);
    expect((await (await call('GET')).json()).feed.nextReadAt).toBe(new Date(now.getTime() + 60_000).toISOString());
    clock.set(new Date(now.getTime() + 2 * 60_000));
    await readByJob();
    expect(requests).toBe(before + 1);
    expect(await sheet('2026-12-10')).toContain('08:57 blocked (Members only)');
    clock.set(new Date(now.getTime() + 3 * 60_000));
    await readByJob();
    expect(requests).toBe(before + 1);
  });
});

describe('the address rules on a public deployment', () => {
  it('refuses plain http and private addresses before fetching anything', async () => {
    for (const url of [
      'http://calendar.example.ch/club.ics',
      'https://127.0.0.1/club.ics',
      'https://10.0.0.8/club.ics',
    ])
      await expect(fetchCalendar(url, false), url).rejects.toMatchObject({ code: 'calendar_unreachable' });
    const before = requests;
    await expect(fetchCalendar(calendarUrl, false)).rejects.toMatchObject({ code: 'calendar_unreachable' });
    expect(requests).toBe(before);
  });
});

async function cupReference() {
  const [row] = await server.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
    .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, '2026-12-08')));
  return bookingReference(row!.id);
}
