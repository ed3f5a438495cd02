import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let golfer: string;
const date = addDays(zurichDate(new Date()), 2);
const searchPath = `/api/tee-times/search?date=${date}&regions=Uri`;

beforeAll(async () => {
  server = await createTestServer({ ANSWER_CACHE_MS: '60000', TEE_SHEET_CACHE_MS: '60000' });
  golfer = await verifiedUser(server, 'cache-golfer@example.ch');
  const club = await insertClub(server.db, { name: 'Golfclub Andermatt', canton: 'Uri' });
  await insertTeeTime(server.db, club.id, { date, time: '09:00' });
  // The club's creation is a change to every day of its sheet. A refresh looks at the changes from the oldest
  // transaction still running when the sheet was read (on PostgreSQL, other test files' too), so it could still
  // see this one and read the sheet whole: the tests below count what a booking alone costs.
  await server.db.execute(sql`delete from tee_sheet_changes`);
});
afterAll(() => server.close());

const search = async (cookie?: string, filters = '') =>
  (await (await server.request(`${searchPath}${filters}`, { headers: cookie ? { cookie } : {} })).json()).clubs;

describe('reused answers of the tee sheet', () => {
  it('answers a repeated search from memory, without SQL', async () => {
    await search(golfer);
    const queries = await server.queriesDuring(() => search(golfer));
    expect(queries.filter((query) => query.includes('tee_times'))).toEqual([]);
  });

  it("answers a search never asked before from the day's tee sheet read for the first, without SQL", async () => {
    await search(golfer);
    const queries = await server.queriesDuring(() => search(golfer, '&time=morning&players=2'));
    expect(queries.filter((query) => query.includes('tee_times'))).toEqual([]);
  });

  it('keeps visitors and golfers apart: a visitor never gets the detailed times', async () => {
    const [forGolfer] = await search(golfer);
    const [forVisitor] = await search();
    expect(forGolfer.teeTimes).toHaveLength(1);
    expect(forVisitor.teeTimes).toBeNull();
  });

  it('shows a booking at once: a write through the API forgets the reused answers', async () => {
    const [before] = await search(golfer);
    expect(before.teeTimes[0].openSlots).toBe(4);
    const booked = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: before.teeTimes[0].id, playerCount: 3 }, { cookie: golfer }),
    });
    expect(booked.status).toBe(201);
    let after: { teeTimes: { openSlots: number }[] }[] = [];
    const reads = await server.queriesDuring(async () => (after = await search(golfer)));
    expect(after[0]?.teeTimes[0]?.openSlots).toBe(1);
    // One statement: the changes since the sheet was read, and the booked club's day.
    const sheetReads = reads.filter((query) => query.includes('from golf_clubs c left join club_settings s'));
    expect(sheetReads).toHaveLength(1);
    expect(sheetReads[0]).toMatch(/where c\.id in \(select golf_club_id from tee_sheet_changes/);
    // The day's sheet was brought up to date with the answers, reading the booked club's day only: a search
    // asked for the first time reads the booking too, without SQL.
    const queries = await server.queriesDuring(() => search(golfer, '&holes=18'));
    expect(queries.filter((query) => query.includes('tee_times'))).toEqual([]);
    const [asked] = await search(golfer, '&holes=18');
    expect(asked.teeTimes[0].openSlots).toBe(1);
    const mapCounts = await (await server.request(`/api/tee-times/cantons?date=${date}&players=2`)).json();
    expect(mapCounts).toEqual({});
  });
});
