import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { runHousekeeping } from '../../jobs/housekeeping';
import { queryRows } from '../../db/client';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';
import { loadDaySheet, refreshDaySheet, type DaySheet } from './day-sheet';

let server: TestServer;
const date = addDays(zurichDate(new Date()), 3);
let alpen: { id: string };
let berg: { id: string };
let alpenMorning: { id: string };
let bergMorning: { id: string };

beforeAll(async () => {
  server = await createTestServer();
  alpen = await insertClub(server.db, { name: 'Golfclub Alpen', canton: 'Bern' });
  berg = await insertClub(server.db, { name: 'Golfclub Berg', canton: 'Bern' });
  alpenMorning = await insertTeeTime(server.db, alpen.id, { date, time: '09:00' });
  await insertTeeTime(server.db, alpen.id, { date, time: '10:00' });
  bergMorning = await insertTeeTime(server.db, berg.id, { date, time: '09:00' });
  await insertTeeTime(server.db, berg.id, { date, time: '10:00' });
});
// A refresh looks at the changes from the oldest transaction still running when the sheet was read (on
// PostgreSQL, other test files' too), so it could see a club created or renamed by an earlier test and read the
// sheet whole: each test starts without changes.
beforeEach(() => server.db.execute(sql`delete from tee_sheet_changes`));
afterAll(() => server.close());

/** The statements that read a day's sheet (the job queue's own statements may run meanwhile). */
const sheetReads = (queries: string[]) =>
  queries.filter((query) => query.includes('from golf_clubs c left join club_settings s'));
/** What the lists read of a sheet: everything but the horizon it was read at. */
const contents = ({ horizon: _, ...sheet }: DaySheet) => ({
  ...sheet,
  ...Object.fromEntries(
    (['minutes', 'holes', 'price', 'listPrice', 'open', 'startsAt', 'discount'] as const).map((column) => [
      column,
      [...sheet[column]],
    ]),
  ),
});

describe("a kept day's tee sheet brought up to date after writes", () => {
  it('reads again only the clubs whose times of that day changed, and ends as a whole read would', async () => {
    const kept = await loadDaySheet(server.db, date);
    await server.db.execute(sql`update tee_times set booked_players = 3 where id = ${alpenMorning.id}`);
    await server.db.execute(sql`update tee_times set is_blocked = true where id = ${bergMorning.id}`);
    await insertTeeTime(server.db, berg.id, { date, time: '11:30', discountedPrice: 55 });

    let refreshed!: DaySheet;
    const queries = await server.queriesDuring(async () => (refreshed = await refreshDaySheet(server.db, kept)));
    // One statement finds the changes and reads the changed clubs' day.
    expect(sheetReads(queries)).toHaveLength(1);
    expect(sheetReads(queries)[0]).toMatch(/where c\.id in \(select golf_club_id from tee_sheet_changes/);
    expect(contents(refreshed)).toEqual(contents(await loadDaySheet(server.db, date)));
    const bergTimes = refreshed.clubs.find((club) => club.id === berg.id)!;
    expect([...refreshed.minutes.subarray(bergTimes.first, bergTimes.end)]).toEqual([600, 690]);
    expect(refreshed.open[refreshed.clubs.find((club) => club.id === alpen.id)!.first]).toBe(1);
  });

  it('keeps the times as they were when the writes were on other days', async () => {
    const kept = await loadDaySheet(server.db, date);
    await insertTeeTime(server.db, alpen.id, { date: addDays(date, 1), time: '09:00' });
    const refreshed = await refreshDaySheet(server.db, kept);
    expect(refreshed.clubs).toBe(kept.clubs);
    expect(refreshed.minutes).toBe(kept.minutes);
  });

  it('reads the whole sheet again after a change to a club itself (its name, its booking rules)', async () => {
    const kept = await loadDaySheet(server.db, date);
    await server.db.execute(sql`update golf_clubs set name = 'Golfclub Zürichberg' where id = ${alpen.id}`);
    const refreshed = await refreshDaySheet(server.db, kept);
    expect(contents(refreshed)).toEqual(contents(await loadDaySheet(server.db, date)));
    expect(refreshed.clubs.map((club) => club.name).slice(-2)).toEqual(['Golfclub Berg', 'Golfclub Zürichberg']);
  });

  it('sees a new club with its times, and a deleted one gone', async () => {
    const kept = await loadDaySheet(server.db, date);
    const chalet = await insertClub(server.db, { name: 'Golfclub Chalet', canton: 'Bern' });
    await insertTeeTime(server.db, chalet.id, { date, time: '08:00' });
    await server.db.execute(sql`delete from golf_clubs where id = ${berg.id}`);
    const refreshed = await refreshDaySheet(server.db, kept);
    expect(contents(refreshed)).toEqual(contents(await loadDaySheet(server.db, date)));
    expect(refreshed.clubs.some((club) => club.id === chalet.id && club.end - club.first === 1)).toBe(true);
    expect(refreshed.clubs.some((club) => club.id === berg.id)).toBe(false);
  });

  it('keeps the changes an hour: housekeeping deletes older ones', async () => {
    await insertTeeTime(server.db, alpen.id, { date: addDays(date, 2), time: '12:00' });
    await server.db.execute(sql`update tee_sheet_changes set changed_at = changed_at - interval '61 minutes'`);
    await insertTeeTime(server.db, alpen.id, { date, time: '12:00' });
    await runHousekeeping(server.deps, new Date());
    const left = await queryRows<{ date: string }>(server.db, sql`select date::text from tee_sheet_changes`);
    expect(left).toEqual([{ date }]);
  });
});
