import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, verifications } from '../db/schema';
import { runHousekeeping } from '../jobs/housekeeping';
import { verifiedUser } from '../test/accounts';
import { createTestServer, json, type TestServer } from '../test/test-server';
import { verifiedToken } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the session behind every signed-in request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const me = (cookie: string) => server.request('/api/me', { headers: { cookie } });
  /** The session row of a cookie `better-auth.session_token=<token>.<signature>`. */
  const sessionOf = async (cookie: string) => {
    const value = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, value.slice(0, value.lastIndexOf('.'))));
    return row;
  };
  const withSignature = (cookie: string, change: (signature: string) => string) =>
    cookie.replace(/(session_token=[^;]*\.)([^;]+)/, (_, start: string, signature: string) => {
      return start + encodeURIComponent(change(decodeURIComponent(signature)));
    });

  it("reads the golfer's own account, with the names they changed since signing in", async () => {
    const cookie = await verifiedUser(server, 'reader@example.ch');
    await server.db.update(profiles).set({ firstName: 'Renamed' }).where(eq(profiles.email, 'reader@example.ch'));
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'reader@example.ch', first_name: 'Renamed' });
  });

  it('refuses a cookie whose signature was changed or is missing, as Better Auth does', async () => {
    const cookie = await verifiedUser(server, 'forger@example.ch');
    const flipped = withSignature(cookie, (signature) => (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    expect((await me(flipped)).status).toBe(401);
    // The same bytes in another spelling of base64 are not Better Auth's signature either.
    expect((await me(withSignature(cookie, (signature) => `${signature.slice(0, -1)}%`))).status).toBe(401);
    expect((await me(cookie.replace(/(session_token=[^;]*)\.[^;]+/, '$1'))).status).toBe(401);
    const token = (await sessionOf(cookie))!.token;
    expect(verifiedToken(`${token}.`, server.deps.config.authSecret)).toBeNull();
    expect((await me(cookie)).status).toBe(200);
  });

  it('ends with the sign-out at once, in every request after it', async () => {
    const cookie = await verifiedUser(server, 'leaver@example.ch');
    expect((await me(cookie)).status).toBe(200);
    const signOut = await server.request('/api/auth/sign-out', { method: 'POST', ...json({}, { cookie }) });
    expect(signOut.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('refuses an expired session and deletes it', async () => {
    const cookie = await verifiedUser(server, 'expired@example.ch');
    const session = (await sessionOf(cookie))!;
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await me(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toBeUndefined();
  });

  it('forgets every expired session and reset link, used or not, with housekeeping, and keeps the live ones', async () => {
    const [left, staying] = [
      await verifiedUser(server, 'left-device@example.ch'),
      await verifiedUser(server, 'staying@example.ch'),
    ];
    const leftSession = (await sessionOf(left))!;
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, leftSession.id));
    const link = (identifier: string, expiresAt: Date) => ({ id: identifier, identifier, value: 'x', expiresAt });
    await server.db
      .insert(verifications)
      .values([
        link('reset-password:old', new Date(Date.now() - 1000)),
        link('reset-password:new', new Date(Date.now() + DAY_MS)),
      ]);

    await runHousekeeping(server.deps, new Date());
    expect(await server.db.select().from(sessions).where(eq(sessions.id, leftSession.id))).toEqual([]);
    expect((await me(staying)).status).toBe(200);
    const links = await server.db.select({ id: verifications.id }).from(verifications);
    expect(links.map((row) => row.id)).toContain('reset-password:new');
    expect(links.map((row) => row.id)).not.toContain('reset-password:old');
  });

  it('extends a session used after its first day, as Better Auth does, and keeps a fresh one as it is', async () => {
    const cookie = await verifiedUser(server, 'regular@example.ch');
    const session = (await sessionOf(cookie))!;
    const fresh = session.expiresAt.getTime();
    expect((await me(cookie)).status).toBe(200);
    expect((await sessionOf(cookie))!.expiresAt.getTime()).toBe(fresh);

    // Signed in five days ago: two days of the week's session are left.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(sessions.id, session.id));
    expect((await me(cookie)).status).toBe(200);
    const extended = (await sessionOf(cookie))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
  });
});
