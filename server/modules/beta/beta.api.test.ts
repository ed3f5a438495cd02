import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles } from '../../db/schema';
import { signIn } from '../../test/accounts';
import { cookiesOf, createTestServer, json, type TestServer } from '../../test/test-server';
import { BETA_ACCOUNT_EMAIL } from './service';

const BETA_PASSWORD = 'fairway-early-2026';
const unlock = (target: TestServer, password: string) => target.request('/api/beta/unlock', { method: 'POST', ...json({ password }) });

describe('early access with BETA_MODE=password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ BETA_MODE: 'password', BETA_PASSWORD });
  });
  afterAll(() => server.close());

  it('tells the web app which beta mode is on', async () => {
    expect((await (await server.request('/api/config')).json()).betaMode).toBe('password');
  });

  it('refuses a wrong password with 403 wrong_password and no session', async () => {
    const response = await unlock(server, 'fairway-early-2025');
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('wrong_password');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('signs the visitor in to the shared, verified beta account with a session cookie /api/me accepts', async () => {
    const response = await unlock(server, BETA_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: BETA_ACCOUNT_EMAIL, first_name: 'Beta', isBetaAccount: true });
    const cookie = cookiesOf(response);
    expect(response.headers.getSetCookie().find((line) => line.includes('session_token'))).toMatch(/HttpOnly/i);

    const me = await server.request('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: BETA_ACCOUNT_EMAIL, isBetaAccount: true });
    const session = await (await server.request('/api/auth/get-session', { headers: { cookie } })).json();
    expect(session.user.email).toBe(BETA_ACCOUNT_EMAIL);
  });

  it('keeps one beta account without a password, so only the early-access password leads in', async () => {
    await unlock(server, BETA_PASSWORD);
    const rows = await server.db.select({ id: profiles.id, emailVerified: profiles.emailVerified }).from(profiles).where(eq(profiles.email, BETA_ACCOUNT_EMAIL));
    expect(rows).toEqual([{ id: expect.any(String), emailVerified: true }]);
    expect(await server.db.select().from(accounts).where(eq(accounts.userId, rows[0]!.id))).toEqual([]);
    expect((await signIn(server, BETA_ACCOUNT_EMAIL, BETA_PASSWORD)).status).toBe(401);
  });

  it('names the field when the password is missing', async () => {
    const response = await server.request('/api/beta/unlock', { method: 'POST', ...json({}) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.issues[0].path).toBe('password');
  });
});

describe('early access when it is not the beta mode', () => {
  it.each(['off', 'waitlist'])('is not there with BETA_MODE=%s (404), even with a configured password', async (mode) => {
    const server = await createTestServer({ BETA_MODE: mode, BETA_PASSWORD });
    try {
      const response = await unlock(server, BETA_PASSWORD);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
      expect((await (await server.request('/api/config')).json()).betaMode).toBe(mode);
    } finally {
      await server.close();
    }
  });
});

describe('early-access attempts are rate limited', () => {
  it('answers the 11th attempt within 15 minutes with 429 rate_limited and Retry-After, even with the right password', async () => {
    const server = await createTestServer({ BETA_MODE: 'password', BETA_PASSWORD, RATE_LIMIT_SCALE: '1' });
    try {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await unlock(server, `guess-${attempt}`)).status).toBe(403);
      const response = await unlock(server, BETA_PASSWORD);
      expect(response.status).toBe(429);
      expect((await response.json()).error.code).toBe('rate_limited');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(cookiesOf(response)).toBe('');
    } finally {
      await server.close();
    }
  });
});
