import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEGAL_VERSION } from '../../contract/me';
import { zurichInstant } from '../../contract/zurich-time';
import { settableClock } from '../clock';
import { profiles } from '../db/schema';
import { cookiesOf, createTestServer, json, type TestServer } from '../test/test-server';

const GOOGLE_TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
const clock = settableClock(zurichInstant('2026-11-29', '23:50'));
let server: TestServer;

/** An ID token as Google's token endpoint gives it (Better Auth reads it without checking the signature here). */
const idToken = (email: string) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: 'https://accounts.google.com',
    aud: 'test-google-client',
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Chiara Rossi',
    iat: now,
    exp: now + 3600,
  })}.signature`;
};

/** Google at the network edge: its token endpoint answers for `email`; every other request goes out as usual. */
function googleAnswersFor(email: string) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(GOOGLE_TOKEN_ENDPOINT)) return realFetch(input, init);
    return Response.json({
      access_token: 'google-access-token',
      id_token: idToken(email),
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'openid email profile',
    });
  });
}

/** The golfer's trip through Google: our sign-in answer points to Google, which sends the browser back with a code. */
async function throughGoogle(body: Record<string, unknown>) {
  const started = await server.request('/api/auth/sign-in/social', {
    method: 'POST',
    ...json({ provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth', ...body }),
  });
  if (started.status !== 200) return { started, back: null };
  const { url } = (await started.json()) as { url: string };
  const state = new URL(url).searchParams.get('state')!;
  const back = await server.request(`/api/auth/callback/google?code=google-code&state=${encodeURIComponent(state)}`, {
    headers: { cookie: cookiesOf(started) },
  });
  return { started, back };
}

const profileOf = (email: string) => server.db.select().from(profiles).where(eq(profiles.email, email));

beforeAll(async () => {
  server = await createTestServer(
    { GOOGLE_CLIENT_ID: 'test-google-client', GOOGLE_CLIENT_SECRET: 'test-google-secret' },
    { clock },
  );
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('signing up with Google', () => {
  it('opens an account with the terms accepted, and keeps their version and the time', async () => {
    googleAnswersFor('chiara.google@example.ch');
    const { back } = await throughGoogle({ requestSignUp: true, additionalData: { acceptTerms: true } });
    expect(back!.status).toBe(302);
    expect(back!.headers.get('location')).toContain('/auth/callback');
    const [profile] = await profileOf('chiara.google@example.ch');
    expect(profile).toMatchObject({ termsVersion: LEGAL_VERSION, termsAcceptedAt: clock() });
  });

  it('opens no account from a sign-in: the golfer is sent back to sign up and accept the terms', async () => {
    googleAnswersFor('nobody.google@example.ch');
    const { back } = await throughGoogle({});
    expect(back!.status).toBe(302);
    expect(back!.headers.get('location')).toMatch(/\/auth\?error=signup_disabled/);
    expect(await profileOf('nobody.google@example.ch')).toEqual([]);
  });

  it('refuses a sign-up without the terms, or with anything else slipped into its data, naming the field', async () => {
    for (const [body, field] of [
      [{ requestSignUp: true }, 'additionalData.acceptTerms'],
      [{ requestSignUp: true, additionalData: { acceptTerms: false } }, 'additionalData.acceptTerms'],
      [
        { requestSignUp: true, additionalData: { acceptTerms: true, serverContext: { termsVersion: 'x' } } },
        'additionalData',
      ],
      [{ provider: 'github' }, 'provider'],
    ] as const) {
      const { started } = await throughGoogle(body);
      expect(started.status, JSON.stringify(body)).toBe(400);
      expect((await started.json()).error.message, JSON.stringify(body)).toContain(field);
    }
  });

  it('signs in an account that exists, and leaves its acceptance as it was', async () => {
    googleAnswersFor('chiara.google@example.ch');
    const [before] = await profileOf('chiara.google@example.ch');
    clock.set(zurichInstant('2026-11-30', '08:00'));
    const { back } = await throughGoogle({});
    expect(back!.headers.get('location')).toContain('/auth/callback');
    expect(back!.headers.getSetCookie().join()).toContain('session_token');
    const [after] = await profileOf('chiara.google@example.ch');
    expect(after!.termsAcceptedAt).toEqual(before!.termsAcceptedAt);
  });
});
