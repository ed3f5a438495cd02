import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { bookings } from '../db/schema';
import { signIn, TEST_PASSWORD, verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { mailTextIn, startSmtpInbox } from '../test/smtp-inbox';
import { createTestServer, json, publicAddressEnv, TEST_ORIGIN, type TestServer } from '../test/test-server';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null) {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('headers and cookies', () => {
  let development: TestServer;
  let production: TestServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    development = await createTestServer();
    inbox = await startSmtpInbox();
    production = await createTestServer(publicAddressEnv(inbox.url));
  });
  afterAll(async () => {
    await development.close();
    await production.close();
    await inbox.close();
  });

  it('sends a Content-Security-Policy without inline scripts that no other site may frame, nosniff and a referrer policy', async () => {
    const response = await development.request('/api/health');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // A form injected into a page cannot send what it collects elsewhere (issue 18, point 12).
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers for HTTPS only (HSTS) on an HTTPS address', async () => {
    const response = await production.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('keeps the session cookie away from scripts and other sites, and on HTTPS only on an HTTPS address', async () => {
    for (const [server, secure] of [
      [development, false],
      [production, true],
    ] as const) {
      const email = `cookie-${secure ? 'prod' : 'dev'}@example.ch`;
      await verifiedUser(server, email, {}, server === production ? mailTextIn(inbox, production) : undefined);
      const response = await signIn(server, email);
      const session = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))!;
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
      if (secure) expect(session).toMatch(/^__Secure-.*; Secure/i);
      else expect(session).not.toMatch(/; Secure/i);
    }
  });

  it('never shows the session token to page scripts: sign-in and get-session answer without it, and the cookie still works (issue 18, point 12)', async () => {
    const cookie = await verifiedUser(development, 'no-token@example.ch');
    const signedIn = await signIn(development, 'no-token@example.ch');
    const token = decodeURIComponent(
      /session_token=([^;]+)/.exec(signedIn.headers.getSetCookie().join(';'))![1]!,
    ).split('.')[0]!;
    const signInBody = await signedIn.text();
    expect(JSON.parse(signInBody).user.email).toBe('no-token@example.ch');
    expect(signInBody).not.toContain(token);
    expect(signInBody).not.toContain('"token"');
    const session = await development.request('/api/auth/get-session', { headers: { cookie } });
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody).user.email).toBe('no-token@example.ch');
    expect(sessionBody).not.toContain('"token"');
  });
});

describe('requests from other sites', () => {
  let server: TestServer;
  let cookie: string;
  let teeTimeId: string;
  beforeAll(async () => {
    server = await createTestServer();
    cookie = await verifiedUser(server, 'forgery-target@example.ch');
    const club = await insertClub(server.db, { name: 'Golfclub Same Origin' });
    teeTimeId = (
      await insertTeeTime(server.db, club.id, {
        date: addDays(zurichDate(new Date()), 2),
        time: '10:00',
        discountedPrice: 60,
        originalPrice: 80,
      })
    ).id;
  });
  afterAll(() => server.close());

  const bookFrom = (headers: Record<string, string>) =>
    server.request('/api/bookings', { method: 'POST', ...json({ teeTimeId, playerCount: 1 }, { cookie, ...headers }) });
  const bookedPlayers = async () =>
    (await server.db.select({ value: count() }).from(bookings).where(eq(bookings.teeTimeId, teeTimeId)))[0]!.value;

  it("refuses a booking asked for by another site's page, and books nothing", async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
    ]) {
      const response = await bookFrom(headers);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    expect(await bookedPlayers()).toBe(0);
  });

  it('refuses a form sent cross-site without an Origin header (Sec-Fetch-Site), and sign-in and sign-up from elsewhere', async () => {
    const headers = new Headers({ cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' });
    const response = await server.app.request(`${TEST_ORIGIN}/api/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ teeTimeId, playerCount: 1 }),
    });
    expect(response.status).toBe(403);
    const fromElsewhere = { origin: 'https://evil.example' };
    expect(
      (
        await server.request('/api/auth/sign-in/email', {
          method: 'POST',
          ...json({ email: 'forgery-target@example.ch', password: TEST_PASSWORD }, fromElsewhere),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('/api/auth/sign-up/email', {
          method: 'POST',
          ...json({ email: 'elsewhere@example.ch', password: TEST_PASSWORD, name: 'Else Where' }, fromElsewhere),
        })
      ).status,
    ).toBe(403);
    expect(await bookedPlayers()).toBe(0);
  });

  it('lets the page of our own site book, and reads from anywhere', async () => {
    expect((await bookFrom({ origin: TEST_ORIGIN })).status).toBe(201);
    expect((await server.request('/api/health', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
