import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubSummary } from '../../../contract/clubs';
import type { MysteryDeal } from '../../../contract/mystery';
import { addDays, clockTime, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { clubSettings, golfClubAssociations, teeTimes } from '../../db/schema';
import { DEFAULT_BOOKING_RULES, timeRefusal, type BookingRules } from '../../domain/booking-policy';
import { verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/**
 * "Bookable" is decided by the domain (`timeRefusal`) for a booking, by the same rule over a day's sheet
 * (`timeRefusalAt`) for the lists, and by SQL (`bookableTeeTimeSql`) for mystery deals. Here they are asked
 * about the same tee times at the moments the issue names: Monday 20:35 and 23:50 in Zurich, and 02:30 on the
 * nights the clocks change.
 */
const moments = {
  'Monday 20:35': zurichInstant('2026-11-23', '20:35'),
  'Monday 23:50': zurichInstant('2026-11-23', '23:50'),
  'spring Sunday 02:30 (the clocks show 03:30)': new Date('2026-03-29T01:30:00Z'),
  'spring Sunday 01:50, ten minutes before the clocks jump': new Date('2026-03-29T00:50:00Z'),
  'autumn Sunday 02:30, the first time': new Date('2026-10-25T00:30:00Z'),
  'autumn Sunday 02:30, the second time': new Date('2026-10-25T01:30:00Z'),
};
const clubRules: Record<string, BookingRules> = {
  standard: DEFAULT_BOOKING_RULES,
  strict: { maxPlayersPerBooking: 4, bookingWindowDays: 2, minLeadMinutes: 90 },
};
/** Every ten minutes of the night and early morning, then every half hour: around each moment and each change of clocks. */
const times = [
  ...Array.from({ length: 6 * 6 }, (_, index) => clockTime(index * 10)),
  ...Array.from({ length: 36 }, (_, index) => clockTime(360 + index * 30)),
];

let server: TestServer;
let cookie: string;
const clock = settableClock(moments['Monday 20:35']);
const clubIds: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  cookie = await verifiedUser(server, 'early-bird@example.ch');
  for (const [name, rules] of Object.entries(clubRules)) {
    const club = await insertClub(server.db, { name: `Golfclub ${name}` });
    clubIds[name] = club.id;
    await server.db.insert(clubSettings).values({ golfClubId: club.id, ...rules });
    const days = new Set(
      Object.values(moments).flatMap((moment) =>
        [-1, 0, 1, 2, 3, 14, 15].map((day) => addDays(zurichDate(moment), day)),
      ),
    );
    const rows = [...days].flatMap((date) =>
      times.map((time) => ({ golfClubId: club.id, date, time, discountedPrice: 80, originalPrice: 100 })),
    );
    await server.db.insert(teeTimes).values(rows).onConflictDoNothing();
  }
});
afterAll(() => server.close());

async function listedTimes(clubId: string, date: string): Promise<string[]> {
  const response = await server.request(`/api/clubs/${clubId}/tee-times?date=${date}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as ClubSummary).teeTimes!.map((teeTime) => teeTime.time);
}

describe('the lists offer exactly the tee times a booking would take', () => {
  for (const [moment, now] of Object.entries(moments)) {
    for (const [name, rules] of Object.entries(clubRules)) {
      it(`${moment}, ${name} club`, async () => {
        clock.set(now);
        const today = zurichDate(now);
        for (const date of [
          today,
          addDays(today, 1),
          addDays(today, 2),
          addDays(today, 3),
          addDays(today, 14),
          addDays(today, 15),
        ]) {
          const expected = times.filter((time) => timeRefusal({ date, time }, now, rules) === null);
          expect(await listedTimes(clubIds[name]!, date), `${date}`).toEqual(expected);
        }
      });
    }
  }
});

describe('Monday 20:35 in Zurich', () => {
  it("lists none of today's tee times that have started or start within 15 minutes", async () => {
    clock.set(moments['Monday 20:35']);
    expect((await listedTimes(clubIds.standard!, '2026-11-23')).filter((time) => time <= '20:50')).toEqual([]);
  });

  it('refuses a tee time that has started, and one inside the lead time, each with its own reason', async () => {
    clock.set(moments['Monday 20:35']);
    const [closing] = await server.db
      .insert(teeTimes)
      .values({
        golfClubId: clubIds.standard!,
        date: '2026-11-23',
        time: '20:45',
        discountedPrice: 80,
        originalPrice: 100,
      })
      .returning();
    for (const [time, code] of [
      ['18:00', 'tee_time_started'],
      ['20:45', 'booking_closed'],
    ]) {
      const [teeTime] = await server.db
        .select()
        .from(teeTimes)
        .where(sql`golf_club_id = ${clubIds.standard} and date = '2026-11-23' and time = ${time}`);
      const response = await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: teeTime!.id, playerCount: 1 }, { cookie }),
      });
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe(code);
    }
    await server.db.delete(teeTimes).where(sql`id = ${closing!.id}`);
  });

  it('offers no mystery deal that has started or starts within the lead time', async () => {
    clock.set(moments['Monday 20:35']);
    // A deal names two more clubs of its region, each with a tee time that could be the deal's.
    const others = [
      await insertClub(server.db, { name: 'Golfclub other one' }),
      await insertClub(server.db, { name: 'Golfclub other two' }),
    ];
    for (const other of others) {
      await server.db.insert(teeTimes).values(
        Array.from({ length: 24 }, (_, index) => ({
          golfClubId: other.id,
          date: '2026-11-23',
          time: clockTime(20 * 60 + index * 10),
          discountedPrice: 80,
          originalPrice: 100,
        })),
      );
    }
    await server.db.insert(golfClubAssociations).values(
      [clubIds.standard!, ...others.map((other) => other.id)].map((mainClubId) => ({
        mainClubId,
        region: 'Zurich & Eastern Switzerland',
      })),
    );
    await server.db.execute(
      sql`update tee_times set is_surprise_deal = true where golf_club_id = ${clubIds.standard} and date = '2026-11-23' and time in ('18:00', '20:30', '20:50', '21:00')`,
    );
    const response = await server.request('/api/mystery-deals');
    const deals = (await response.json()) as MysteryDeal[];
    // Only the 21:00 round: its window (20:10-21:10 at the earliest) contains it.
    expect(deals).toHaveLength(1);
    expect(deals[0]!.timeWindow.end > '21:00').toBe(true);
    await server.db.execute(
      sql`update tee_times set is_surprise_deal = false where golf_club_id = ${clubIds.standard}`,
    );
  });
});
