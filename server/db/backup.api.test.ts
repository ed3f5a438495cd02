import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite as PGliteClient, type PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { loadConfig } from '../config/env';
import { buildServer } from '../start';
import { verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { createDatabase } from '../test/postgres-server';
import { createTestServer, json, TEST_ORIGIN, type TestServer } from '../test/test-server';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { bookings } from './schema';

let server: TestServer;
let cookie: string;
const folder = mkdtempSync(join(tmpdir(), 'teetimes-backup-'));

beforeAll(async () => {
  server = await createTestServer();
  cookie = await verifiedUser(server, 'backed-up@example.ch');
  const club = await insertClub(server.db, { name: 'Golfclub Backup' });
  // Beyond the free-cancellation window whatever the time of the run (tomorrow's 08:00 lies inside it in the morning).
  const inThreeDays = addDays(zurichDate(new Date()), 3);
  for (const time of ['08:00', '08:10']) {
    const teeTime = await insertTeeTime(server.db, club.id, {
      date: inThreeDays,
      time,
      discountedPrice: 65,
      originalPrice: 90,
    });
    const booked = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: 2 }, { cookie }),
    });
    expect(booked.status).toBe(201);
  }
  const [first] = await server.db.select().from(bookings).orderBy(asc(bookings.createdAt)).limit(1);
  expect(
    (await server.request(`/api/bookings/${first!.id}/cancel`, { method: 'POST', headers: { cookie } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a backup into a new database that the server opens with the same bookings, to the same golfer', async () => {
    const original = await server.db.select().from(bookings).orderBy(asc(bookings.id));
    expect(original.map((booking) => booking.status).sort()).toEqual(['cancelled', 'confirmed']);
    const file = join(folder, 'backup');
    let restoredEnv: Record<string, string>;
    let cleanUp = async () => undefined as unknown;

    if (server.deps.database.kind === 'postgres') {
      const sourceUrl = server.deps.config.DATABASE_URL!;
      backupPostgres(sourceUrl, file);
      const target = await createDatabase(sourceUrl, `${new URL(sourceUrl).pathname.slice(1)}_restored`);
      restorePostgres(file, target.url);
      restoredEnv = { DATABASE_URL: target.url };
      cleanUp = target.drop;
    } else {
      await backupPglite((server.db as unknown as { $client: PGlite }).$client, file);
      const dataDir = join(folder, 'restored-data');
      await restorePglite(file, dataDir);
      await expect(restorePglite(file, dataDir)).rejects.toThrow(/not empty/);
      // As `npm run db:backup` does it: a folder just opened, not yet ready.
      const reopened = new PGliteClient(dataDir);
      await backupPglite(reopened, join(folder, 'backup-of-restored'));
      await reopened.close();
      expect(statSync(join(folder, 'backup-of-restored')).size).toBeGreaterThan(100_000);
      restoredEnv = { DATA_DIR: dataDir };
    }

    const restored = await buildServer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DEMO_SEED: 'false',
        PUBLIC_URL: TEST_ORIGIN,
        ...restoredEnv,
      }),
    );
    try {
      expect(await restored.deps.database.db.select().from(bookings).orderBy(asc(bookings.id))).toEqual(original);
      for (const booking of original) {
        const answer = await restored.app.request(`${TEST_ORIGIN}/api/bookings/${booking.id}`, { headers: { cookie } });
        expect(answer.status).toBe(200);
        expect((await answer.json()).status).toBe(booking.status);
      }
    } finally {
      await restored.deps.database.close();
      await cleanUp();
    }
  });
});
