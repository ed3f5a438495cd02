import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { sql } from 'drizzle-orm';
import { teeTimes } from '../../db/schema';
import { insertClub, insertMysteryRegion, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

const mondayEvening = zurichInstant('2026-11-23', '20:35');
const clock = settableClock(mondayEvening);
let server: TestServer;

const best = async () =>
  ((await (await server.request('/api/offers/best-discount')).json()) as { percent: number }).percent;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
});
afterAll(() => server.close());

describe('GET /api/offers/best-discount', () => {
  it('is 0 when nothing can be booked', async () => {
    expect(await best()).toBe(0);
  });

  it('counts only what can be booked now: not a round that has started, a full one, or one past the search days', async () => {
    const club = await insertClub(server.db);
    await insertTeeTime(server.db, club.id, {
      date: '2026-11-23',
      time: '18:00',
      discountedPrice: 50,
      originalPrice: 100,
    });
    await insertTeeTime(server.db, club.id, {
      date: '2026-11-24',
      time: '09:00',
      discountedPrice: 60,
      originalPrice: 100,
      slotsAvailable: 4,
      bookedPlayers: 4,
    });
    await insertTeeTime(server.db, club.id, {
      date: '2026-12-01',
      time: '09:00',
      discountedPrice: 40,
      originalPrice: 100,
    });
    await insertTeeTime(server.db, club.id, {
      date: '2026-11-24',
      time: '10:00',
      discountedPrice: 67,
      originalPrice: 100,
    });
    expect(await best()).toBe(33);
  });

  it('takes the mystery deals in, as their savings are shown', async () => {
    const clubs = [await insertClub(server.db), await insertClub(server.db), await insertClub(server.db)];
    await insertMysteryRegion(
      server.db,
      'Ticino',
      clubs.map((club) => club.id),
      '2026-11-25',
      '11:00',
    );
    expect(await best()).toBe(33);
    // A mystery round costs 60% of the usual price among the clubs it names: 40% off.
    await server.db
      .update(teeTimes)
      .set({ isSurpriseDeal: true })
      .where(sql`${teeTimes.golfClubId} = ${clubs[0]!.id} and ${teeTimes.time} = '11:00'`);
    expect(await best()).toBe(40);
  });
});
