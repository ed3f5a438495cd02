import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { clubSettings, golfClubAssociations, mysteryDealInstances, teeTimes } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import type { MysteryDeal } from '../../../contract/mystery';

let server: TestServer;
let golfer: string;
/** Monday 23.11.2026, 07:00 in Zurich: tomorrow's deals are more than 24 hours ahead, so cancelling them is free. */
const now = zurichInstant('2026-11-23', '07:00');
const today = zurichDate(now);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type Deal = MysteryDeal;

const deals = async (): Promise<Deal[]> => (await server.request('/api/mystery-deals')).json();
const teeTimeOfDeal = async (dealId: string) => {
  const [instance] = await server.db.select().from(mysteryDealInstances).where(eq(mysteryDealInstances.id, dealId));
  const [teeTime] = await server.db.select().from(teeTimes).where(eq(teeTimes.id, instance!.teeTimeId));
  return teeTime!;
};

let lugano: { id: string; name: string };
let real: Array<{ id: string; time: string; clubId: string }>;

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(now) });
  golfer = await verifiedUser(server, 'mystery-golfer@example.ch');
  lugano = await insertClub(server.db, { name: 'Golf Club Lugano', canton: 'Ticino' });
  const ascona = await insertClub(server.db, { name: 'Golf Club Patriziale Ascona', canton: 'Ticino' });
  const losone = await insertClub(server.db, { name: 'Golf Gerre Losone', canton: 'Ticino' });
  const locarno = await insertClub(server.db, { name: 'Golf Locarno', canton: 'Ticino' });
  const lonely = await insertClub(server.db, { name: 'Golf Lonely', canton: 'Uri' });
  const refusing = await insertClub(server.db, { name: 'Golf No Mystery', canton: 'Uri' });
  await server.db.insert(clubSettings).values({ golfClubId: refusing.id, mysteryDealsAllowed: false });
  await server.db.insert(golfClubAssociations).values({ mainClubId: lugano.id, region: 'Ticino', associatedClubIds: [ascona.id, losone.id, locarno.id] });
  real = [];
  for (const [club, day, time] of [[lugano, 1, '09:40'], [lugano, 2, '13:00'], [lonely, 1, '07:20']] as const) {
    const teeTime = await insertTeeTime(server.db, club.id, { date: addDays(today, day), time, isSurpriseDeal: true, discountedPrice: 54, originalPrice: 54, holeCount: 18 });
    real.push({ id: teeTime.id, time, clubId: club.id });
  }
  await insertTeeTime(server.db, lugano.id, { date: addDays(today, -1), time: '10:00', isSurpriseDeal: true });
  await insertTeeTime(server.db, lugano.id, { date: addDays(today, 3), time: '10:00', isSurpriseDeal: true, slotsAvailable: 4, bookedPlayers: 4 });
  await insertTeeTime(server.db, lugano.id, { date: addDays(today, 3), time: '11:00', isSurpriseDeal: false });
  await insertTeeTime(server.db, refusing.id, { date: addDays(today, 1), time: '12:00', isSurpriseDeal: true });
});
afterAll(() => server.close());

describe('GET /api/mystery-deals', () => {
  it('lists upcoming surprise tee times with open places, earliest first, from clubs that allow them', async () => {
    const list = await deals();
    expect(list.map((deal) => deal.date)).toEqual([addDays(today, 1), addDays(today, 1), addDays(today, 2)]);
    expect(list.map((deal) => deal.timeWindow.end)).not.toContain(undefined);
  });

  it('shows a 60-minute window holding the real time, the real club among two associated ones, the region and the saving', async () => {
    for (const deal of await deals()) {
      const teeTime = await teeTimeOfDeal(deal.id);
      const time = teeTime.time.slice(0, 5);
      expect(minutes(deal.timeWindow.end) - minutes(deal.timeWindow.start)).toBe(60);
      expect(minutes(time) - minutes(deal.timeWindow.start)).toBe((parseInt(deal.id[0]!, 16) % 6) * 10);
      if (teeTime.golfClubId === lugano.id) {
        expect(deal.region).toBe('Ticino');
        expect(deal.possibleClubs).toHaveLength(3);
        expect(deal.possibleClubs).toContain('Golf Club Lugano');
        expect([...deal.possibleClubs].sort()).toEqual(deal.possibleClubs);
      } else {
        expect(deal).toMatchObject({ region: 'Unknown Region', possibleClubs: ['Golf Lonely'] });
      }
      expect(deal).toMatchObject({ price: 54, originalPrice: 90, savings: 40, slotsAvailable: 4, hole_count: 18, imageUrl: '/images/mystery.svg' });
    }
  });

  it('never tells the club, the tee time or the exact time, in any field', async () => {
    const list = await deals();
    const one = await (await server.request(`/api/mystery-deals/${list[0]!.id}`)).json();
    for (const deal of [...list, one]) {
      const teeTime = await teeTimeOfDeal(deal.id);
      const everything = JSON.stringify(deal);
      expect(everything).not.toContain(teeTime.id);
      expect(everything).not.toContain(teeTime.golfClubId);
      // The window's start may equal the real time (offset 0); nothing else may carry it. The terms count
      // from the window's start, a day earlier, and so say its time of day again, and nothing more.
      const { timeWindow: _window, cancellation, ...rest } = deal;
      expect(JSON.stringify(rest)).not.toContain(teeTime.time.slice(0, 5));
      expect(cancellation.freeUntil).toEqual({ date: addDays(deal.date, -1), time: deal.timeWindow.start });
    }
    const image = await server.request(list[0]!.imageUrl);
    expect(image.status).toBe(200);
    expect(await image.text()).not.toContain('Lugano');
  });

  it('keeps a deal the same on every request', async () => {
    expect(await deals()).toEqual(await deals());
  });

  it('creates one instance per tee time when many first requests arrive together', async () => {
    const club = await insertClub(server.db, { name: 'Golf Club Crowd', canton: 'Uri' });
    const fresh = await insertTeeTime(server.db, club.id, { date: today, time: '23:59', isSurpriseDeal: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deals()));
    const instances = await server.db.select().from(mysteryDealInstances).where(eq(mysteryDealInstances.teeTimeId, fresh.id));
    expect(instances).toHaveLength(1);
    for (const answer of answers) expect(answer.map((deal) => deal.id)).toContain(instances[0]!.id);
  });

  it('lists the regions clubs are grouped in', async () => {
    expect(await (await server.request('/api/mystery-regions')).json()).toEqual(['Ticino']);
  });

  it('answers 404 for an unknown deal and 400 for a malformed id', async () => {
    expect((await server.request('/api/mystery-deals/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.request('/api/mystery-deals/nope')).status).toBe(400);
  });
});

describe('POST /api/mystery-deals/:id/bookings', () => {
  it('books the deal and reveals the club and the exact time; the deal leaves the list when sold out', async () => {
    const deal = (await deals()).find((candidate) => candidate.possibleClubs.length === 3)!;
    const teeTime = await teeTimeOfDeal(deal.id);
    expect((await server.request(`/api/mystery-deals/${deal.id}/bookings`, { method: 'POST', ...json({ playerCount: 2 }) })).status).toBe(401);
    const response = await server.request(`/api/mystery-deals/${deal.id}/bookings`, { method: 'POST', ...json({ playerCount: 4 }, { cookie: golfer, 'idempotency-key': 'mystery-click-0001' }) });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({ isMystery: true, playerCount: 4, club: { id: lugano.id, name: 'Golf Club Lugano' }, teeTime: { id: teeTime.id, time: teeTime.time.slice(0, 5) } });
    const replay = await server.request(`/api/mystery-deals/${deal.id}/bookings`, { method: 'POST', ...json({ playerCount: 4 }, { cookie: golfer, 'idempotency-key': 'mystery-click-0001' }) });
    expect((await replay.json()).id).toBe(booking.id);
    expect((await deals()).map((candidate) => candidate.id)).not.toContain(deal.id);
    expect((await server.request(`/api/mystery-deals/${deal.id}`)).status).toBe(404);
    const soldOut = await server.request(`/api/mystery-deals/${deal.id}/bookings`, { method: 'POST', ...json({ playerCount: 1 }, { cookie: golfer }) });
    expect((await soldOut.json()).error.code).toBe('sold_out');
  });

  it('keeps mystery tee times out of search and the tee-time page', async () => {
    expect((await server.request(`/api/tee-times/${real[0]!.id}`, { headers: { cookie: golfer } })).status).toBe(404);
    const search = await (await server.request(`/api/tee-times/search?date=${addDays(today, 1)}&regions=Ticino`, { headers: { cookie: golfer } })).json();
    expect(JSON.stringify(search)).not.toContain(real[0]!.id);
  });
});
