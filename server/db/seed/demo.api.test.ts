import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { golfClubAdmins, profiles, superAdmins } from '../schema';
import { cookiesOf, createTestServer, json, type TestServer } from '../../test/test-server';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedDemoData } from './demo';

/** Friday 27.11.2026 in the morning: October is over, November still running. */
const clock = settableClock(zurichInstant('2026-11-27', '09:00'));
let server: TestServer;
// Seeding the whole demo takes about 15 s alone on a 2-core machine, and passed 60 s beside the suite's other files.
beforeAll(async () => {
  server = await createTestServer({ DEMO_SEED: 'true' }, { clock });
}, 180_000);
afterAll(() => server.close());

describe('demo data', () => {
  it('gives the demo club admin a finished month to invoice and a month of revenue so far, with rounds played and no-shows', async () => {
    const signedIn = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      ...json({ email: demoAccounts.clubAdmin.email, password: DEMO_PASSWORD }),
    });
    const cookie = cookiesOf(signedIn);
    const { clubId } = (await (await server.request('/api/me', { headers: { cookie } })).json()).roles.golfClubAdmin;
    const finances = async (month: string) =>
      (await (
        await server.request(`/api/clubs/${clubId}/admin/finances?month=${month}`, { headers: { cookie } })
      ).json()) as {
        bookings: number;
        atClubRevenue: number;
        commission: number;
        invoiceDue: number | null;
      };
    const october = await finances('2026-10');
    expect(october.bookings).toBeGreaterThan(20);
    expect(october.atClubRevenue).toBeGreaterThan(1000);
    expect(october.commission).toBeGreaterThan(0);
    expect(october.invoiceDue).toBe(october.commission);
    const invoice = await server.request(`/api/clubs/${clubId}/admin/finances/invoice.pdf?month=2026-10&language=de`, {
      headers: { cookie },
    });
    expect([invoice.status, invoice.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await finances('2026-11')).bookings).toBeGreaterThan(20);

    // The finished month's rounds were marked by the desk: played (and paid there) or a no-show.
    const bookings = (await (
      await server.request(`/api/clubs/${clubId}/admin/bookings?from=2026-10-01&to=2026-10-31`, { headers: { cookie } })
    ).json()) as { status: string }[];
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(new Set(['completed', 'no_show']));
  });

  it('starts again after a demo account was deleted: the account comes back, the others keep their roles', async () => {
    await server.db.delete(profiles).where(eq(profiles.email, demoAccounts.golfer.email));
    await seedDemoData(server.db, clock());
    const emails = (await server.db.select({ email: profiles.email }).from(profiles)).map((profile) => profile.email);
    expect(emails).toEqual(expect.arrayContaining(Object.values(demoAccounts).map((account) => account.email)));
    expect(await server.db.select().from(superAdmins)).toHaveLength(1);
    expect(await server.db.select().from(golfClubAdmins)).toHaveLength(1);
  });
});
