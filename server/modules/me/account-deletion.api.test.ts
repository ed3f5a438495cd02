import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { queryRows } from '../../db/client';
import { bookings, golfClubAdmins, superAdmins, teeTimes, waitlist } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/queue';
import { signIn, verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let clubId: string;
let minute = 0;
// Two days ahead: booking there is free to cancel at any time of day.
const inTwoDays = addDays(zurichDate(new Date()), 2);
const yesterday = addDays(zurichDate(new Date()), -1);
const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const deleteAccount = (cookie: string) => server.request('/api/me', { method: 'DELETE', headers: { cookie } });

async function book(cookie: string) {
  minute += 1;
  const teeTime = await insertTeeTime(server.db, clubId, {
    date: inTwoDays,
    time: `15:${String(minute).padStart(2, '0')}`,
    discountedPrice: 80,
    originalPrice: 100,
  });
  const response = await server.request('/api/bookings', {
    method: 'POST',
    ...json({ teeTimeId: teeTime.id, playerCount: 2 }, { cookie }),
  });
  expect(response.status).toBe(201);
  return { teeTime, booking: (await response.json()) as { id: string } };
}

/** Every row of every table (the product's, and the job queue's with its mails), as text, that contains `text`. */
async function rowsMentioning(text: string) {
  const tables = await queryRows<{ name: string }>(
    server.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', ${JOB_SCHEMA})`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      server.db,
      sql.raw(`select t::text as row from ${name} t where t::text ilike '%${text.replaceAll("'", "''")}%'`),
    );
    found.push(...rows.map((row) => `${name}: ${row.row.slice(0, 80)}`));
  }
  return found;
}

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Privacy' })).id;
});
afterAll(() => server.close());

describe('DELETE /api/me', () => {
  it("removes the golfer's personal data and sessions, and keeps the played round in the club's accounts without a name", async () => {
    const email = 'leaving-golfer@example.ch';
    const cookie = await verifiedUser(server, email);
    const { teeTime, booking } = await book(cookie);
    // The round was played yesterday.
    await server.db.update(teeTimes).set({ date: yesterday }).where(eq(teeTimes.id, teeTime.id));
    // The golfer had named the other player and given their golf details.
    await server.db
      .update(bookings)
      .set({
        status: 'completed',
        guests: [{ name: 'Vreni Aebischer', handicapIndex: 18.4, swissGolfNumber: '1234-5678' }],
        golferDetails: { handicapIndex: 12.1, swissGolfNumber: '8765-4321' },
      })
      .where(eq(bookings.id, booking.id));
    expect(
      (await server.request(`/api/me/favorites/${clubId}`, { method: 'PUT', headers: { cookie } })).status,
    ).toBeLessThan(300);
    await server.db.insert(waitlist).values({ email });
    const superAdmin = await verifiedUser(server, 'privacy-super@example.ch');
    await server.db.insert(superAdmins).values({ userId: await userIdOf(superAdmin) });
    const month = yesterday.slice(0, 7);
    const finances = async () =>
      (
        await server.request(`/api/clubs/${clubId}/admin/finances?month=${month}`, { headers: { cookie: superAdmin } })
      ).json();
    const before = await finances();
    expect(await rowsMentioning(email)).not.toEqual([]);

    const deleted = await deleteAccount(cookie);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().some((header) => /session_token=;/.test(header))).toBe(true);
    expect((await server.request('/api/me', { headers: { cookie } })).status).toBe(401);
    expect((await signIn(server, email)).status).toBe(401);
    expect(await rowsMentioning(email)).toEqual([]);
    const [kept] = await server.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ userId: null, status: 'completed', playerCount: 2, totalPrice: 160 });
    expect(await rowsMentioning('Vreni Aebischer')).toEqual([]);
    expect(await rowsMentioning('8765-4321')).toEqual([]);
    expect(await finances()).toEqual(before);
  });

  it('refuses while a round is still ahead, and deletes nothing', async () => {
    const cookie = await verifiedUser(server, 'booked-golfer@example.ch');
    await book(cookie);
    const refused = await deleteAccount(cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/upcoming bookings/);
    expect((await server.request('/api/me', { headers: { cookie } })).status).toBe(200);
  });

  it('refuses the last admin of a club, and lets an admin go once there is another', async () => {
    const first = await verifiedUser(server, 'only-admin@example.ch');
    const second = await verifiedUser(server, 'second-admin@example.ch');
    const adminClub = (await insertClub(server.db, { name: 'Golfclub Last Admin' })).id;
    await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(first), golfClubId: adminClub });
    const refused = await deleteAccount(first);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('Golfclub Last Admin');
    await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(second), golfClubId: adminClub });
    expect((await deleteAccount(first)).status).toBe(204);
    expect(await server.db.select().from(golfClubAdmins).where(eq(golfClubAdmins.golfClubId, adminClub))).toHaveLength(
      1,
    );
  });
});
