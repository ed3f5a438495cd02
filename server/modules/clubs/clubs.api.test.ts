import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubPage, ClubSummary } from '../../../contract/clubs';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
/** Monday 23.11.2026, 07:00 in Zurich. */
const now = zurichInstant('2026-11-23', '07:00');
const tomorrow = addDays(zurichDate(now), 1);
const clock = settableClock(now);
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  cookie = await verifiedUser(server, 'searcher@example.ch');
  const db = server.db;
  const zurich = await insertClub(db, { name: 'Golfclub Dolder', canton: 'Zürich', isFeatured: true });
  const bern = await insertClub(db, { name: 'Golfclub Bern', canton: 'Bern', city: 'Bern' });
  const geneva = await insertClub(db, {
    name: 'Golf Club de Genève',
    canton: 'Geneva',
    city: 'Genève',
    isFeatured: true,
  });
  ids.zurich = zurich.id;
  ids.geneva = geneva.id;
  const early = await insertTeeTime(db, zurich.id, {
    date: tomorrow,
    time: '08:00',
    holeCount: 18,
    discountedPrice: 60,
    originalPrice: 100,
  });
  await insertTeeTime(db, zurich.id, {
    date: tomorrow,
    time: '10:50',
    holeCount: 9,
    discountedPrice: 40,
    originalPrice: 60,
  });
  await insertTeeTime(db, zurich.id, {
    date: tomorrow,
    time: '11:00',
    holeCount: 18,
    discountedPrice: 70,
    originalPrice: 100,
  });
  await insertTeeTime(db, zurich.id, {
    date: tomorrow,
    time: '14:00',
    holeCount: 18,
    discountedPrice: 90,
    originalPrice: 100,
  });
  const full = await insertTeeTime(db, zurich.id, { date: tomorrow, time: '09:00', holeCount: 18 });
  await insertConfirmedBooking(db, full, 4);
  await insertConfirmedBooking(db, early, 1);
  await insertTeeTime(db, zurich.id, { date: tomorrow, time: '09:30', holeCount: 18, isBlocked: true });
  await insertTeeTime(db, bern.id, { date: tomorrow, time: '08:10', holeCount: 18 });
  await insertTeeTime(db, geneva.id, { date: addDays(tomorrow, 1), time: '08:10', holeCount: 18 });
});
afterAll(() => server.close());

async function search(query: string, signedIn = true): Promise<ClubSummary[]> {
  const response = await server.request(`/api/tee-times/search?${query}`, { headers: signedIn ? { cookie } : {} });
  expect(response.status).toBe(200);
  return ((await response.json()) as ClubPage).clubs;
}

describe('GET /api/tee-times/search', () => {
  it('finds Zürich tomorrow morning 18 holes, and nothing else', async () => {
    const clubs = await search(`date=${tomorrow}&regions=Zürich&time=morning&holes=18`);
    expect(clubs.map((club) => club.name)).toEqual(['Golfclub Dolder']);
    expect(clubs[0]!.teeTimes!.map((teeTime) => [teeTime.time, teeTime.hole_count, teeTime.openSlots])).toEqual([
      ['08:00', 18, 3],
    ]);
  });

  it.each([
    ['morning', ['08:00', '10:50']],
    ['midday', ['11:00']],
    ['afternoon', ['14:00']],
    ['any_time', ['08:00', '10:50', '11:00', '14:00']],
  ])('%s gives %o', async (time, expected) => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich&time=${time}`);
    expect(club!.teeTimes!.map((teeTime) => teeTime.time)).toEqual(expected);
  });

  it('filters holes', async () => {
    const [nine] = await search(`date=${tomorrow}&regions=Zürich&holes=9`);
    expect(nine!.teeTimes!.map((teeTime) => teeTime.hole_count)).toEqual([9]);
  });

  it('lists several cantons, by their earliest time, and leaves out clubs without a matching time', async () => {
    const clubs = await search(`date=${tomorrow}&regions=Zürich,Bern,Geneva`);
    expect(clubs.map((club) => club.name)).toEqual(['Golfclub Dolder', 'Golfclub Bern']);
  });

  it('never lists fully booked or blocked tee times', async () => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich`);
    const times = club!.teeTimes!.map((teeTime) => teeTime.time);
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:30');
  });

  it('gives flames to the cheapest and second cheapest price and the best rounded discount', async () => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich`);
    expect(club!.teeTimes!.map((teeTime) => [teeTime.discounted_price, teeTime.flames])).toEqual([
      [60, 1],
      [40, 2],
      [70, 0],
      [90, 0],
    ]);
    expect(club!.maxDiscountPercent).toBe(40);
  });

  it('hides detailed availability from anonymous visitors but tells them there are times', async () => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich`, false);
    expect(club!.teeTimes).toBeNull();
    expect(club!.openTeeTimeCount).toBe(4);
  });

  it.each([
    ['a past date', `date=${addDays(zurichDate(now), -1)}`, 'date'],
    ['an impossible date', 'date=2026-02-30', 'date'],
    ['no date', 'regions=Bern', 'date'],
    ['an unknown canton', `date=${tomorrow}&regions=Atlantis`, 'regions'],
    ['27 holes', `date=${tomorrow}&holes=27`, 'holes'],
    ['an unknown time of day', `date=${tomorrow}&time=night`, 'time'],
  ])('refuses %s with 400 naming the field', async (_, query, field) => {
    const response = await server.request(`/api/tee-times/search?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain(field);
  });
});

describe('GET /api/clubs', () => {
  it('returns the featured clubs, each with its tee times of the date, even when a club has none', async () => {
    const response = await server.request(`/api/clubs?featured=true&date=${tomorrow}`, { headers: { cookie } });
    const { clubs } = (await response.json()) as ClubPage;
    expect(clubs.map((club) => [club.name, club.teeTimes!.length])).toEqual([
      ['Golf Club de Genève', 0],
      ['Golfclub Dolder', 4],
    ]);
  });
});

describe('GET /api/tee-times/:id', () => {
  it('gives the booking page the time, its club, open places and the cancellation policy', async () => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich&time=morning&holes=18`);
    const teeTime = club!.teeTimes![0]!;
    const detail = await (await server.request(`/api/tee-times/${teeTime.id}`, { headers: { cookie } })).json();
    expect(detail).toEqual({
      teeTime: {
        id: teeTime.id,
        date: tomorrow,
        time: '08:00',
        hole_count: 18,
        discounted_price: 60,
        original_price: 100,
        openSlots: 3,
      },
      club: {
        id: ids.zurich,
        name: 'Golfclub Dolder',
        city: 'Zürich',
        canton: 'Zürich',
        address: null,
        image_url: null,
      },
      cancellationHours: 24,
      cancellation: { free: true, freeUntil: { date: zurichDate(now), time: '08:00' } },
      refusal: null,
      maxPlayers: 4,
      minLeadMinutes: 15,
      bookingWindowDays: 14,
      playerRules: { handicapLimit: null, proof: 'none' },
    });
  });

  it('tells the booking page, as the morning goes on, when free cancellation is over and when the time cannot be booked', async () => {
    const [club] = await search(`date=${tomorrow}&regions=Zürich&time=morning&holes=18`);
    const detail = async () =>
      (await server.request(`/api/tee-times/${club!.teeTimes![0]!.id}`, { headers: { cookie } })).json();
    clock.set(zurichInstant(zurichDate(now), '08:01'));
    expect(await detail()).toMatchObject({
      cancellation: { free: false, freeUntil: { date: zurichDate(now), time: '08:00' } },
      refusal: null,
    });
    clock.set(zurichInstant(tomorrow, '07:50'));
    expect(await detail()).toMatchObject({ refusal: 'booking_closed', teeTime: { openSlots: 0 } });
    clock.set(zurichInstant(tomorrow, '08:00'));
    expect(await detail()).toMatchObject({ refusal: 'tee_time_started' });
    clock.set(now);
  });

  it('shows a surprise tee time like any other, at its own price: only its deal sells it as a mystery', async () => {
    const surprise = await insertTeeTime(server.db, ids.zurich!, {
      date: tomorrow,
      time: '15:30',
      isSurpriseDeal: true,
      discountedPrice: 85,
      originalPrice: 100,
    });
    const detail = await (await server.request(`/api/tee-times/${surprise.id}`, { headers: { cookie } })).json();
    expect(detail).toMatchObject({
      teeTime: { time: '15:30', discounted_price: 85, original_price: 100, openSlots: 4 },
      refusal: null,
    });
  });
});

describe('speed', () => {
  it('answers a search with one SQL query', async () => {
    const queries = await server.queriesDuring(() =>
      server.request(`/api/tee-times/search?date=${tomorrow}&regions=Zürich&time=morning&holes=18`),
    );
    expect(queries).toHaveLength(1);
  });

  it('answers the whole featured carousel with one SQL query, not one per card', async () => {
    const queries = await server.queriesDuring(() => server.request(`/api/clubs?featured=true&date=${tomorrow}`));
    expect(queries).toHaveLength(1);
  });
});

describe('GET /api/clubs/:id and its tee times', () => {
  it('returns one club and its tee times of a date', async () => {
    const club = await (await server.request(`/api/clubs/${ids.zurich}`)).json();
    expect(club).toMatchObject({ name: 'Golfclub Dolder', canton: 'Zürich', country: 'Switzerland' });
    const day = await (
      await server.request(`/api/clubs/${ids.geneva}/tee-times?date=${addDays(tomorrow, 1)}`, { headers: { cookie } })
    ).json();
    expect(day.teeTimes).toHaveLength(1);
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    expect((await server.request('/api/clubs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.request('/api/clubs/not-an-id')).status).toBe(400);
  });
});
