import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { lastMailTo, linkIn, mailsTo, signIn, signUp, TEST_PASSWORD, verifiedUser } from '../test/accounts';
import { createTestServer, json, TEST_ORIGIN, type TestServer } from '../test/test-server';

const NEW_PASSWORD = 'a-brand-new-password';

describe('choosing a new password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const requestReset = (email: string) =>
    server.request('/api/auth/request-password-reset', {
      method: 'POST',
      ...json({ email, redirectTo: '/auth/reset-password' }),
    });

  it("mails a link in the golfer's language that works once, changes the password and signs out the other sessions", async () => {
    const email = 'forgetful-golfer@example.ch';
    const oldSession = await verifiedUser(server, email, { preferredLanguage: 'de' });
    expect((await requestReset(email)).status).toBe(200);
    const mail = (await lastMailTo(server, email))!;
    expect(mail.subject).toBe('Neues Passwort wählen');
    const link = new URL(linkIn(mail.text));
    const opened = await server.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!, TEST_ORIGIN);
    expect(landing.pathname).toBe('/auth/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await server.request('/api/auth/reset-password', {
      method: 'POST',
      ...json({ newPassword: NEW_PASSWORD, token }),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(server, email)).status).toBe(401);
    expect((await signIn(server, email, NEW_PASSWORD)).status).toBe(200);
    expect((await server.request('/api/me', { headers: { cookie: oldSession } })).status).toBe(401);
    const again = await server.request('/api/auth/reset-password', {
      method: 'POST',
      ...json({ newPassword: 'yet-another-password', token }),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const unknown = await requestReset('nobody-here@example.ch');
    expect(unknown.status).toBe(200);
    const known = await requestReset('forgetful-golfer@example.ch');
    expect(await unknown.json()).toEqual(await known.json());
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.ch'))).toEqual([]);
  });

  it('mails at most 3 reset links an hour to one address, however many callers ask, and counts an unknown address alike', async () => {
    await verifiedUser(server, 'popular@example.ch');
    for (const email of ['popular@example.ch', 'no-account@example.ch']) {
      for (let request = 1; request <= 3; request++) expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe('too_many_links');
    }
    const resetMails = (await mailsTo(server, 'popular@example.ch')).filter((mail) =>
      mail.text.includes('reset-password'),
    );
    expect(resetMails).toHaveLength(3);
  });

  it('refuses a too short new password and a made-up token', async () => {
    const short = await server.request('/api/auth/reset-password', {
      method: 'POST',
      ...json({ newPassword: 'short', token: 'made-up-token' }),
    });
    expect(short.status).toBe(400);
    const madeUp = await server.request('/api/auth/reset-password', {
      method: 'POST',
      ...json({ newPassword: NEW_PASSWORD, token: 'made-up-token' }),
    });
    expect(madeUp.status).toBe(400);
  });
});

describe('attempts on the sign-in endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => server.close());

  /** Sends `allowed` attempts that must pass the limiter, then one that must be refused with 429 and Retry-After. */
  async function expectLimit(allowed: number, attempt: (index: number) => Response | Promise<Response>) {
    for (let index = 0; index < allowed; index++) expect((await attempt(index)).status).not.toBe(429);
    const refused = await attempt(allowed);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
  }

  it('lets 10 sign-ups through in an hour', async () => {
    await expectLimit(10, (index) =>
      signUp(server, index === 0 ? 'limited-golfer@example.ch' : `bulk-${index}@example.ch`),
    );
  });

  it('lets 20 sign-ins through in 15 minutes, then answers 429 even with the right password', async () => {
    await expectLimit(20, (index) =>
      signIn(server, 'limited-golfer@example.ch', index === 20 ? TEST_PASSWORD : 'wrong-password-guess'),
    );
  });

  it('sends at most 5 reset mails an hour', async () => {
    await expectLimit(5, (index) =>
      server.request('/api/auth/request-password-reset', {
        method: 'POST',
        ...json({ email: `reset-${index}@example.ch` }),
      }),
    );
  });

  it('takes at most 10 new passwords in 15 minutes', async () => {
    await expectLimit(10, () =>
      server.request('/api/auth/reset-password', {
        method: 'POST',
        ...json({ newPassword: NEW_PASSWORD, token: 'guessed-token' }),
      }),
    );
  });
});
