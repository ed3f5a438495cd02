import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { golfClubAdmins, profiles, superAdmins } from '../schema';
import { createTestServer, type TestServer } from '../../test/test-server';
import { demoAccounts } from './demo-accounts';
import { seedDemoData } from './demo';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ DEMO_SEED: 'true' });
});
afterAll(() => server.close());

describe('demo data', () => {
  it('starts again after a demo account was deleted: the account comes back, the others keep their roles', async () => {
    await server.db.delete(profiles).where(eq(profiles.email, demoAccounts.golfer.email));
    await seedDemoData(server.db, new Date());
    const emails = (await server.db.select({ email: profiles.email }).from(profiles)).map((profile) => profile.email);
    expect(emails).toEqual(expect.arrayContaining(Object.values(demoAccounts).map((account) => account.email)));
    expect(await server.db.select().from(superAdmins)).toHaveLength(1);
    expect(await server.db.select().from(golfClubAdmins)).toHaveLength(1);
  });
});
