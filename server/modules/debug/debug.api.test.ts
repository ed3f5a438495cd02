import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import type { DebugReport } from '../../../contract/debug';
import { golfClubAdmins, superAdmins } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const cookies = { golfer: '', clubAdmin: '', superAdmin: '' };
const ids = { superAdmin: '', clubs: [] as string[], teeTimes: [] as string[] };
const tomorrow = addDays(zurichDate(new Date()), 1);

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const debug = (cookie?: string, on: TestServer = server) =>
  on.request('/api/admin/debug', { headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  server = await createTestServer();
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-debug@example.ch`);
  ids.superAdmin = await userIdOf(cookies.superAdmin);
  await server.db.insert(superAdmins).values({ userId: ids.superAdmin });
  const clubs = [await insertClub(server.db), await insertClub(server.db)];
  ids.clubs = clubs.map((club) => club.id);
  await server.db
    .insert(golfClubAdmins)
    .values({ userId: await userIdOf(cookies.clubAdmin), golfClubId: clubs[0]!.id });
  const teeTimes = [
    await insertTeeTime(server.db, clubs[0]!.id, { date: tomorrow, time: '08:00' }),
    await insertTeeTime(server.db, clubs[0]!.id, { date: tomorrow, time: '08:10' }),
    await insertTeeTime(server.db, clubs[1]!.id, { date: tomorrow, time: '09:00' }),
  ];
  ids.teeTimes = teeTimes.map((teeTime) => teeTime.id);
  await insertConfirmedBooking(server.db, teeTimes[0]!, 2);
});
afterAll(() => server.close());

describe('GET /api/admin/debug', () => {
  it('gives a super admin one passing probe per table with the row counts, ids only', async () => {
    const response = await debug(cookies.superAdmin);
    expect(response.status).toBe(200);
    const text = await response.text();
    const report = JSON.parse(text) as DebugReport;
    expect(report.user).toEqual({ id: ids.superAdmin, isSuperAdmin: true, golfClubAdmin: null });
    expect(report.probes.map(({ table, ok, rows }) => ({ table, ok, rows }))).toEqual([
      { table: 'profiles', ok: true, rows: 3 },
      { table: 'super_admins', ok: true, rows: 1 },
      { table: 'golf_club_admins', ok: true, rows: 1 },
      { table: 'golf_clubs', ok: true, rows: 2 },
      { table: 'tee_times', ok: true, rows: 3 },
      { table: 'bookings', ok: true, rows: 1 },
    ]);
    const probe = (table: string) => report.probes.find((entry) => entry.table === table)!;
    expect(probe('super_admins').sampleId).toBe(ids.superAdmin);
    expect(ids.clubs).toContain(probe('golf_clubs').sampleId);
    expect(ids.teeTimes).toContain(probe('tee_times').sampleId);
    for (const entry of report.probes) expect(entry.ms).toBeGreaterThanOrEqual(0);
    expect(text).not.toMatch(/@example\.ch|Golfer|Golfclub/);
  });

  it('reports a table that cannot be read and still probes the others, without the SQL', async () => {
    await server.db.execute(sql`alter table tee_times rename to tee_times_away`);
    try {
      const report = (await (await debug(cookies.superAdmin)).json()) as DebugReport;
      expect(report.probes.filter((entry) => !entry.ok).map((entry) => entry.table)).toEqual(['tee_times']);
      const failed = report.probes.find((entry) => entry.table === 'tee_times')!;
      expect(failed).toMatchObject({
        rows: 0,
        sampleId: null,
        error: expect.stringContaining('Could not read the table'),
      });
      expect(failed.error).not.toMatch(/select|tee_times/i);
      expect(report.probes.find((entry) => entry.table === 'bookings')).toMatchObject({ ok: true, rows: 1 });
    } finally {
      await server.db.execute(sql`alter table tee_times_away rename to tee_times`);
    }
  });

  it('refuses a golfer and a club admin with 403 and an anonymous visitor with 401', async () => {
    expect((await debug(cookies.golfer)).status).toBe(403);
    expect((await debug(cookies.clubAdmin)).status).toBe(403);
    expect((await debug()).status).toBe(401);
  });
});

describe('DEBUG_PANEL', () => {
  it('is off by default for everyone but super admins', async () => {
    expect((await (await server.request('/api/me', { headers: { cookie: cookies.golfer } })).json()).debugPanel).toBe(
      false,
    );
    expect(
      (await (await server.request('/api/me', { headers: { cookie: cookies.superAdmin } })).json()).debugPanel,
    ).toBe(true);
  });

  it('shows the panel to everyone when on, while the probe itself stays for super admins', async () => {
    const withPanel = await createTestServer({ DEBUG_PANEL: '1' });
    try {
      const golfer = await verifiedUser(withPanel, 'golfer-debug-panel@example.ch');
      expect((await (await withPanel.request('/api/me', { headers: { cookie: golfer } })).json()).debugPanel).toBe(
        true,
      );
      expect((await debug(golfer, withPanel)).status).toBe(403);
    } finally {
      await withPanel.close();
    }
  });
});
