import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';
import { loadDaySheet, refreshDaySheet } from './day-sheet';

let server: TestServer;
const date = addDays(zurichDate(new Date()), 3);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe("a kept day's tee sheet on PostgreSQL, where transactions overlap", () => {
  it('sees a write that was still open while the sheet was read and ended after it', async () => {
    const club = await insertClub(server.db, { name: 'Golfclub Überlappung', canton: 'Jura' });
    const teeTime = await insertTeeTime(server.db, club.id, { date, time: '09:00' });
    const openOf = (sheet: Awaited<ReturnType<typeof loadDaySheet>>) =>
      sheet.open[sheet.clubs.find((one) => one.id === club.id)!.first];

    // The booking's transaction writes its change first, but ends only after the sheet has been read (on
    // another connection of the pool), and after a later transaction (another day's time) has ended: a change
    // looked for by when it was written, or from the last ended transaction on, would be missed.
    let kept!: Awaited<ReturnType<typeof loadDaySheet>>;
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`update tee_times set booked_players = 3 where id = ${teeTime.id}`);
      await insertTeeTime(server.db, club.id, { date: addDays(date, 1), time: '09:00' });
      kept = await loadDaySheet(server.db, date);
    });
    expect(openOf(kept)).toBe(4);
    expect(openOf(await refreshDaySheet(server.db, kept))).toBe(1);
  });
});
