import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_MINUTE_DEALS, type LastMinuteDeals } from '../../../contract/last-minute';
import { addDays, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
const today = '2026-11-23';
const tomorrow = addDays(today, 1);
/** Monday 23.11.2026, 16:00 in Zurich: the clubs' booking closes 15 minutes before a round. */
const clock = settableClock(zurichInstant(today, '16:00'));

/** A tee time at `percent` off a list price of 100 francs. */
const off = (percent: number) => ({ originalPrice: 100, discountedPrice: 100 - percent });

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  cookie = await verifiedUser(server, 'last-minute@example.ch');
  const { db } = server;

  const lakeside = await insertClub(db, { name: 'Lakeside', canton: 'Zug' });
  await insertTeeTime(db, lakeside.id, { date: today, time: '15:00', ...off(70) }); // started
  await insertTeeTime(db, lakeside.id, { date: today, time: '16:10', ...off(65) }); // closes at 15:55
  await insertTeeTime(db, lakeside.id, { date: today, time: '17:00', ...off(30) });
  await insertTeeTime(db, lakeside.id, { date: tomorrow, time: '09:00', ...off(40) });
  await insertTeeTime(db, lakeside.id, { date: tomorrow, time: '11:00', ...off(40) });

  const hill = await insertClub(db, { name: 'Hill', canton: 'Bern' });
  const full = await insertTeeTime(db, hill.id, { date: today, time: '18:00', ...off(60), slotsAvailable: 2 });
  await insertConfirmedBooking(db, full, 2);
  await insertTeeTime(db, hill.id, { date: today, time: '18:10', ...off(55), isBlocked: true });
  await insertTeeTime(db, hill.id, { date: today, time: '18:20', ...off(20) });

  const later = await insertClub(db, { name: 'Later', canton: 'Uri' });
  await insertTeeTime(db, later.id, { date: addDays(today, 2), time: '09:00', ...off(80) });
  const listPrice = await insertClub(db, { name: 'List price', canton: 'Uri' });
  await insertTeeTime(db, listPrice.id, { date: today, time: '17:00', ...off(0) });

  for (let n = 1; n <= 9; n++) {
    const club = await insertClub(db, { name: `Small deal ${n}`, canton: 'Jura' });
    await insertTeeTime(db, club.id, { date: tomorrow, time: `1${n}:00`, ...off(10) });
  }
});
afterAll(() => server.close());

async function deals(): Promise<LastMinuteDeals['deals']> {
  const response = await server.request('/api/tee-times/last-minute', { headers: { cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).deals;
}

describe("last-minute deals: today's and tomorrow's deepest discounts", () => {
  it('lists each club once with its deepest discount that can still be booked, deepest first, at most 8', async () => {
    const shown = await deals();
    expect(shown).toHaveLength(LAST_MINUTE_DEALS);
    expect(
      shown.slice(0, 3).map((deal) => [deal.club.name, deal.teeTime.date, deal.teeTime.time, deal.discountPercent]),
    ).toEqual([
      // Started, closed for booking and the later time of the same discount left out.
      ['Lakeside', tomorrow, '09:00', 40],
      // Booked full and blocked left out.
      ['Hill', today, '18:20', 20],
      ['Small deal 1', tomorrow, '11:00', 10],
    ]);
    expect(new Set(shown.map((deal) => deal.club.id)).size).toBe(shown.length);
    // Two days ahead and times at their list price are no last-minute deals.
    expect(shown.map((deal) => deal.club.name)).not.toContain('Later');
    expect(shown.map((deal) => deal.club.name)).not.toContain('List price');
    expect(shown[0]).toMatchObject({
      teeTime: { hole_count: 18, discounted_price: 60, original_price: 100, openSlots: 4 },
      club: { name: 'Lakeside', canton: 'Zug' },
    });
  });

  it('moves on with the clock: late in the evening only tomorrow is left', async () => {
    clock.set(zurichInstant(today, '23:50'));
    try {
      const shown = await deals();
      expect(shown.every((deal) => deal.teeTime.date === tomorrow)).toBe(true);
      expect(shown[0]!.club.name).toBe('Lakeside');
    } finally {
      clock.set(zurichInstant(today, '16:00'));
    }
  });

  it('is for signed-in golfers, who see the times', async () => {
    const response = await server.request('/api/tee-times/last-minute');
    expect(response.status).toBe(401);
  });
});
