import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clockTime, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import type { MysteryDeal, MysteryRegion } from '../../../contract/mystery';
import { settableClock } from '../../clock';
import { clubSettings, mysteryDealInstances, teeTimes } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertRegionClubs, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let golfer: string;
/** Monday 23.11.2026, 07:00 in Zurich: tomorrow's deals are more than 24 hours ahead, so cancelling them is free. */
const now = zurichInstant('2026-11-23', '07:00');
const today = zurichDate(now);
const tomorrow = addDays(today, 1);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const deals = async (query = ''): Promise<MysteryDeal[]> => (await server.request(`/api/mystery-deals${query}`)).json();
const instanceOf = async (dealId: string) =>
  (await server.db.select().from(mysteryDealInstances).where(eq(mysteryDealInstances.publicId, dealId)))[0]!;
const teeTimeOf = async (dealId: string) =>
  (
    await server.db
      .select()
      .from(teeTimes)
      .where(eq(teeTimes.id, (await instanceOf(dealId)).teeTimeId))
  )[0]!;
const book = (dealId: string, body: Record<string, unknown>, key?: string) =>
  server.request(`/api/mystery-deals/${dealId}/bookings`, {
    method: 'POST',
    ...json(body, { cookie: golfer, ...(key ? { 'idempotency-key': key } : {}) }),
  });

type Club = { id: string; name: string };
let ticino: Record<'lugano' | 'ascona' | 'losone' | 'locarno', Club>;
/** The surprise tee times of Golf Club Lugano: tomorrow 09:40, the day after 13:00. */
let surprise: Array<{ id: string; date: string; time: string }>;
let refusingClubId: string;

/** A day of tee times every ten minutes from 08:00 to 16:00, as the clubs of a region list them. */
async function fullDay(club: Club, date: string, listPrice: number) {
  const rows = Array.from({ length: 49 }, (_, index) => ({
    golfClubId: club.id,
    date,
    time: clockTime(8 * 60 + index * 10),
    holeCount: 18,
    originalPrice: listPrice,
    discountedPrice: listPrice * 0.8,
  }));
  await server.db.insert(teeTimes).values(rows);
}

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(now) });
  golfer = await verifiedUser(server, 'mystery-golfer@example.ch');
  const club = (name: string) => insertClub(server.db, { name, canton: 'Ticino' });
  ticino = {
    lugano: await club('Golf Club Lugano'),
    ascona: await club('Golf Club Patriziale Ascona'),
    losone: await club('Golf Gerre Losone'),
    locarno: await club('Golf Locarno'),
  };
  await insertRegionClubs(
    server.db,
    'Ticino',
    Object.values(ticino).map((one) => one.id),
  );
  // Lugano does not take more than three players per booking, Locarno asks 48 hours' notice.
  await server.db.insert(clubSettings).values([
    { golfClubId: ticino.lugano.id, maxPlayersPerBooking: 3 },
    { golfClubId: ticino.locarno.id, cancellationHours: 48 },
  ]);
  const listPrices = { lugano: 100, ascona: 120, losone: 90, locarno: 150 } as const;
  for (const date of [tomorrow, addDays(today, 2)]) {
    for (const [key, one] of Object.entries(ticino)) await fullDay(one, date, listPrices[key as keyof typeof ticino]);
  }
  surprise = [];
  for (const [date, time] of [
    [tomorrow, '09:40'],
    [addDays(today, 2), '13:00'],
  ] as const) {
    await server.db
      .update(teeTimes)
      .set({ isSurpriseDeal: true })
      .where(
        sql`${teeTimes.golfClubId} = ${ticino.lugano.id} and ${teeTimes.date} = ${date} and ${teeTimes.time} = ${time}`,
      );
    const [row] = await server.db
      .select()
      .from(teeTimes)
      .where(
        sql`${teeTimes.golfClubId} = ${ticino.lugano.id} and ${teeTimes.date} = ${date} and ${teeTimes.time} = ${time}`,
      );
    surprise.push({ id: row!.id, date, time });
  }
  // Never offered: a club without a region, a club that does not allow deals, a past time, a booked one.
  const lonely = await insertClub(server.db, { name: 'Golf Lonely', canton: 'Uri' });
  await insertTeeTime(server.db, lonely.id, { date: tomorrow, time: '07:20', isSurpriseDeal: true });
  const refusing = await insertClub(server.db, { name: 'Golf No Mystery', canton: 'Ticino' });
  await insertRegionClubs(server.db, 'Ticino', [refusing.id]);
  await server.db.insert(clubSettings).values({ golfClubId: refusing.id, mysteryDealsAllowed: false });
  refusingClubId = refusing.id;
  await insertTeeTime(server.db, refusing.id, { date: tomorrow, time: '12:00', isSurpriseDeal: true });
  await insertTeeTime(server.db, ticino.lugano.id, { date: addDays(today, -1), time: '10:00', isSurpriseDeal: true });
  await insertTeeTime(server.db, ticino.lugano.id, {
    date: addDays(today, 3),
    time: '10:00',
    isSurpriseDeal: true,
    slotsAvailable: 4,
    bookedPlayers: 4,
  });
});
afterAll(() => server.close());

describe('GET /api/mystery-deals', () => {
  it('offers the free surprise tee times of clubs with a region of at least three clubs, by day and window', async () => {
    const list = await deals();
    expect(list.map((deal) => deal.date)).toEqual([tomorrow, addDays(today, 2)]);
    expect(await deals(`?date=${tomorrow}`)).toEqual([list[0]]);
    expect(await deals('?region=Ticino')).toEqual(list);
    expect(await deals('?region=Uri')).toEqual([]);
    expect(await deals(`?region=Ticino&date=${addDays(today, 5)}`)).toEqual([]);
  });

  it('shows a 60-minute window that starts (first hex digit of the internal id mod 6) x 10 minutes before the real time', async () => {
    for (const deal of await deals()) {
      const instance = await instanceOf(deal.id);
      const teeTime = await teeTimeOf(deal.id);
      expect(instance.id).not.toBe(deal.id);
      expect(minutes(deal.timeWindow.end) - minutes(deal.timeWindow.start)).toBe(60);
      expect(minutes(teeTime.time) - minutes(deal.timeWindow.start)).toBe((parseInt(instance.id[0]!, 16) % 6) * 10);
    }
  });

  it('names the real club and two others of the region, sorted, and prices from the cheapest of them', async () => {
    for (const deal of await deals()) {
      expect(deal.region).toBe('Ticino');
      expect(deal.possibleClubs).toHaveLength(3);
      expect(deal.possibleClubs).toContain('Golf Club Lugano');
      expect(deal.possibleClubs).not.toContain('Golf No Mystery');
      expect([...deal.possibleClubs].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(deal.possibleClubs);
      const listPrices: Record<string, number> = {
        'Golf Club Lugano': 100,
        'Golf Club Patriziale Ascona': 120,
        'Golf Gerre Losone': 90,
        'Golf Locarno': 150,
      };
      const usualPriceFrom = Math.min(...deal.possibleClubs.map((name) => listPrices[name]!));
      expect(deal).toMatchObject({
        usualPriceFrom,
        price: usualPriceFrom * 0.6,
        savings: 40,
        slotsAvailable: 4,
        hole_count: 18,
        imageUrl: '/images/mystery.svg',
      });
      // Lugano takes three players at most: so does the deal, whichever club it names.
      expect(deal.maxPlayers).toBe(3);
      // Terms with the longest notice of the named clubs: Locarno's 48 hours when it is named.
      const hours = deal.possibleClubs.includes('Golf Locarno') ? 48 : 24;
      expect(deal.cancellation.freeUntil).toEqual({
        date: addDays(deal.date, -hours / 24),
        time: deal.timeWindow.start,
      });
    }
  });

  it('never tells the club, the tee time, the internal id or the exact time, in any field', async () => {
    const list = await deals();
    const one = await (await server.request(`/api/mystery-deals/${list[0]!.id}`)).json();
    for (const deal of [...list, one]) {
      const teeTime = await teeTimeOf(deal.id);
      const instance = await instanceOf(deal.id);
      const everything = JSON.stringify(deal);
      for (const secret of [teeTime.id, teeTime.golfClubId, instance.id]) expect(everything).not.toContain(secret);
      const { timeWindow: _window, cancellation: _terms, ...rest } = deal;
      expect(JSON.stringify(rest)).not.toContain(teeTime.time.slice(0, 5));
    }
    const image = await server.request(list[0]!.imageUrl);
    expect(image.status).toBe(200);
    expect(await image.text()).not.toContain('Lugano');
  });

  it('keeps a deal the same on every request', async () => {
    expect(await deals()).toEqual(await deals());
  });

  it('creates one deal per tee time when many first requests arrive together', async () => {
    const date = addDays(today, 4);
    for (const one of Object.values(ticino)) await fullDay(one, date, 100);
    await server.db
      .update(teeTimes)
      .set({ isSurpriseDeal: true })
      .where(
        sql`${teeTimes.golfClubId} = ${ticino.ascona.id} and ${teeTimes.date} = ${date} and ${teeTimes.time} = '11:00'`,
      );
    const answers = await Promise.all(Array.from({ length: 20 }, () => deals(`?date=${date}`)));
    const instances = await server.db
      .select()
      .from(mysteryDealInstances)
      .where(sql`${mysteryDealInstances.teeTimeId} in (select id from tee_times where date = ${date})`);
    expect(instances).toHaveLength(1);
    for (const answer of answers) expect(answer.map((deal) => deal.id)).toEqual([instances[0]!.publicId]);
  });

  it('lists every region with the days it has deals on', async () => {
    const regions: MysteryRegion[] = await (await server.request('/api/mystery-regions')).json();
    expect(regions).toEqual([{ region: 'Ticino', dates: [tomorrow, addDays(today, 2), addDays(today, 4)] }]);
  });

  it('answers 404 for an unknown deal and 400 for a malformed id', async () => {
    expect((await server.request('/api/mystery-deals/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await server.request('/api/mystery-deals/nope')).status).toBe(400);
    expect((await server.request('/api/mystery-deals?date=2026-02-30')).status).toBe(400);
  });
});

describe('the tee sheets around a deal', () => {
  it('lists the surprise tee time at its own price, so that a day looks the same with or without a deal', async () => {
    const day = await (
      await server.request(`/api/clubs/${ticino.lugano.id}/tee-times?date=${tomorrow}`, { headers: { cookie: golfer } })
    ).json();
    const listed = day.teeTimes.find((teeTime: { id: string }) => teeTime.id === surprise[0]!.id);
    expect(listed).toMatchObject({ time: '09:40', discounted_price: 80, original_price: 100, openSlots: 4 });
    expect(day.teeTimes).toHaveLength(49);
    expect((await server.request(`/api/tee-times/${surprise[0]!.id}`, { headers: { cookie: golfer } })).status).toBe(
      200,
    );
  });

  it('withdraws a deal while a club it names lists no time that could be it', async () => {
    const [deal] = await deals(`?date=${addDays(today, 2)}`);
    const other =
      ticino[
        (Object.keys(ticino) as (keyof typeof ticino)[]).find(
          (key) => key !== 'lugano' && deal!.possibleClubs.includes(ticino[key].name),
        )!
      ];
    const window = { from: deal!.timeWindow.start, to: deal!.timeWindow.end };
    await server.db
      .update(teeTimes)
      .set({ isBlocked: true })
      .where(
        sql`${teeTimes.golfClubId} = ${other.id} and ${teeTimes.date} = ${deal!.date} and ${teeTimes.time} >= ${window.from} and ${teeTimes.time} < ${window.to}`,
      );
    expect((await server.request(`/api/mystery-deals/${deal!.id}`)).status).toBe(404);
    await server.db
      .update(teeTimes)
      .set({ isBlocked: false })
      .where(sql`${teeTimes.golfClubId} = ${other.id} and ${teeTimes.date} = ${deal!.date}`);
    expect(await (await server.request(`/api/mystery-deals/${deal!.id}`)).json()).toEqual(deal);
  });

  it('withdraws a deal once a place on its tee time is taken the ordinary way', async () => {
    const date = addDays(today, 4);
    const [deal] = await deals(`?date=${date}`);
    const teeTime = await teeTimeOf(deal!.id);
    await insertConfirmedBooking(server.db, teeTime, 1);
    expect(await deals(`?date=${date}`)).toEqual([]);
    expect((await book(deal!.id, { playerCount: 1 })).status).toBe(404);
  });
});

describe('a club that does not offer mystery deals (issue 21, point 7)', () => {
  it('sells its times marked as mystery as normal tee times at their own price, and offers no deal of them', async () => {
    const club = (await (
      await server.request(`/api/clubs/${refusingClubId}/tee-times?date=${tomorrow}`, { headers: { cookie: golfer } })
    ).json()) as { teeTimes: { time: string }[] };
    expect(club.teeTimes.map((time) => time.time)).toContain('12:00');
    const offered = await deals(`?date=${tomorrow}`);
    expect(offered.flatMap((deal) => deal.possibleClubs)).not.toContain('Golf No Mystery');
  });
});

describe('POST /api/mystery-deals/:id/bookings', () => {
  it('refuses more players than every named club allows, with a reason that names no club', async () => {
    const [deal] = await deals(`?date=${tomorrow}`);
    const response = await book(deal!.id, { playerCount: 4 });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'too_many_players',
      message: expect.not.stringContaining('Lugano'),
    });
  });

  it('asks of the players what the strictest club it names asks, so that the rules tell none of them apart', async () => {
    // Lugano takes any golfer; each of the others asks a handicap of at most 36 and a Swiss Golf card.
    const strict = { handicapLimit: 36, playerProof: 'swiss_golf_card' as const };
    await server.db
      .insert(clubSettings)
      .values([ticino.ascona, ticino.losone].map((club) => ({ golfClubId: club.id, ...strict })));
    await server.db.update(clubSettings).set(strict).where(eq(clubSettings.golfClubId, ticino.locarno.id));
    try {
      const [deal] = await deals(`?date=${tomorrow}`);
      expect(deal!.playerRules).toEqual({ handicapLimit: 36, proof: 'swiss_golf_card' });
      const refused = await book(deal!.id, {
        playerCount: 1,
        acceptLateCancellation: true,
        golfer: { handicapIndex: 40, swissGolfNumber: '1234-5678' },
      });
      expect(refused.status).toBe(409);
      const error = (await refused.json()).error;
      expect(error.code).toBe('handicap_over_limit');
      for (const club of Object.values(ticino)) expect(error.message).not.toContain(club.name);
      expect(await deals(`?date=${tomorrow}`)).toContainEqual(deal);
    } finally {
      await server.db
        .update(clubSettings)
        .set({ handicapLimit: null, playerProof: 'none' })
        .where(sql`${clubSettings.golfClubId} in (${ticino.ascona.id}, ${ticino.losone.id}, ${ticino.locarno.id})`);
    }
  });

  it('books the deal at its price and terms and reveals the club and the exact time; the deal is gone after', async () => {
    const [deal] = await deals(`?date=${tomorrow}`);
    const teeTime = await teeTimeOf(deal!.id);
    expect(
      (await server.request(`/api/mystery-deals/${deal!.id}/bookings`, { method: 'POST', ...json({ playerCount: 2 }) }))
        .status,
    ).toBe(401);
    // With Locarno named the deal asks 48 hours' notice: tomorrow's is then not free to cancel, and the golfer accepts that.
    const body = { playerCount: 2, acceptLateCancellation: !deal!.cancellation.free };
    const response = await book(deal!.id, body, 'mystery-click-0001');
    const booking = await response.json();
    expect(response.status, JSON.stringify(booking)).toBe(201);
    expect(booking).toMatchObject({
      isMystery: true,
      playerCount: 2,
      pricePerPlayer: deal!.price,
      totalPrice: deal!.price * 2,
      originalPricePerPlayer: deal!.usualPriceFrom,
      club: { id: ticino.lugano.id, name: 'Golf Club Lugano' },
      teeTime: { id: teeTime.id, date: tomorrow, time: '09:40' },
      cancellation: deal!.cancellation,
    });
    const replay = await book(deal!.id, body, 'mystery-click-0001');
    expect(replay.status).toBe(201);
    expect((await replay.json()).id).toBe(booking.id);
    expect((await deals()).map((candidate) => candidate.id)).not.toContain(deal!.id);
    expect((await server.request(`/api/mystery-deals/${deal!.id}`)).status).toBe(404);
    const again = await book(deal!.id, { playerCount: 1 });
    expect(again.status).toBe(404);
    // The other two places are sold as ordinary places of the tee time, at its own price.
    const mine = await (await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: golfer } })).json();
    expect(mine).toMatchObject({
      isMystery: true,
      pricePerPlayer: deal!.price,
      cancellation: { freeUntil: deal!.cancellation.freeUntil },
    });
    const day = await (
      await server.request(`/api/clubs/${ticino.lugano.id}/tee-times?date=${tomorrow}`, { headers: { cookie: golfer } })
    ).json();
    expect(day.teeTimes.find((listed: { id: string }) => listed.id === teeTime.id)).toMatchObject({
      openSlots: 2,
      discounted_price: 80,
    });
  });
});
