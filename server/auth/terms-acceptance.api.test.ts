import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSION } from '../../contract/me';
import { zurichInstant } from '../../contract/zurich-time';
import { settableClock } from '../clock';
import { profiles } from '../db/schema';
import { signUp } from '../test/accounts';
import { createTestServer, type TestServer } from '../test/test-server';

const clock = settableClock(zurichInstant('2026-11-27', '23:50'));
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { clock });
});
afterAll(() => server.close());

describe('accepting the terms at sign-up', () => {
  it('opens an account only with the terms and the privacy policy accepted, and keeps their version and the time', async () => {
    const refused = await signUp(server, 'no-terms@example.ch', { acceptTerms: undefined });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('acceptTerms');
    expect(await server.db.select().from(profiles).where(eq(profiles.email, 'no-terms@example.ch'))).toEqual([]);

    expect((await signUp(server, 'accepts@example.ch')).status).toBe(200);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, 'accepts@example.ch'));
    expect(profile).toMatchObject({ termsVersion: LEGAL_VERSION, termsAcceptedAt: clock() });
  });
});
