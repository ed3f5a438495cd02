import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { translate } from '../i18n/translate';
import { TEST_PASSWORD, lastMailTo, linkIn, mailsTo, signIn, signUp, verifiedUser } from '../test/accounts';
import { cookiesOf, createTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function openLink(text: string) {
  const link = new URL(linkIn(text));
  return server.request(`${link.pathname}${link.search}`);
}

describe('a golfer whose address is not confirmed yet', () => {
  it('gets a new link by signing in with the right password, and that link confirms the address and signs in', async () => {
    await signUp(server, 'lost-link@example.ch', { firstName: 'Lara', preferredLanguage: 'fr' });
    expect(await mailsTo(server, 'lost-link@example.ch')).toHaveLength(1);

    const refused = await signIn(server, 'lost-link@example.ch');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED');
    const mails = await mailsTo(server, 'lost-link@example.ch');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(translate('fr', 'mail.verify.subject'));
    expect(mails[1]!.text).toContain('Lara');

    const opened = await openLink(mails[1]!.text);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth/verified');
    expect(await (await server.request('/api/me', { headers: { cookie: cookiesOf(opened) } })).json()).toMatchObject({
      email: 'lost-link@example.ch',
    });
    expect((await signIn(server, 'lost-link@example.ch')).status).toBe(200);
  });

  it('gets nothing for a wrong password', async () => {
    await signUp(server, 'guessed@example.ch');
    expect((await signIn(server, 'guessed@example.ch', 'not-the-password')).status).toBe(401);
    expect(await mailsTo(server, 'guessed@example.ch')).toHaveLength(1);
  });

  it('gets a new link by signing up again with the same address, answered as a new sign-up', async () => {
    const first = await signUp(server, 'again@example.ch');
    const again = await signUp(server, 'again@example.ch', { password: 'another-password-1' });
    expect(again.status).toBe(first.status);
    expect(Object.keys(await again.json()).sort()).toEqual(Object.keys(await first.json()).sort());
    const mails = await mailsTo(server, 'again@example.ch');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      translate('en', 'mail.verify.subject'),
      translate('en', 'mail.verify.subject'),
    ]);
    expect((await openLink(mails[1]!.text)).status).toBe(302);
    // The second sign-up did not change the password.
    expect((await signIn(server, 'again@example.ch')).status).toBe(200);
  });
});

describe('signing up with the address of a confirmed account', () => {
  it('tells the owner by mail how to get in, and answers as for a new address', async () => {
    await verifiedUser(server, 'owner@example.ch', { preferredLanguage: 'de' });
    const again = await signUp(server, 'owner@example.ch', { password: 'someone-elses-password' });
    expect(again.status).toBe(200);
    const mail = (await lastMailTo(server, 'owner@example.ch'))!;
    expect(mail.subject).toBe(translate('de', 'mail.accountExists.subject'));
    expect(mail.text).toContain('http://localhost:3000/auth/forgot-password');
    expect(await server.db.select().from(profiles).where(eq(profiles.email, 'owner@example.ch'))).toHaveLength(1);
  });
});

describe('links per e-mail address', () => {
  async function expectTooManyLinks(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await response.json()).error).toMatchObject({ code: 'too_many_links', retryAfterSeconds: retryAfter });
  }

  it('sends 3 links an hour to an address, then answers sign-in and sign-up with 429 too_many_links and Retry-After and sends nothing', async () => {
    await signUp(server, 'patient@example.ch');
    expect((await signIn(server, 'patient@example.ch')).status).toBe(403);
    expect((await signUp(server, 'patient@example.ch')).status).toBe(200);
    await expectTooManyLinks(await signIn(server, 'patient@example.ch'));
    await expectTooManyLinks(await signUp(server, 'patient@example.ch'));
    expect(await mailsTo(server, 'patient@example.ch')).toHaveLength(3);
    // A wrong password still says only that it is wrong.
    expect((await signIn(server, 'patient@example.ch', 'not-the-password')).status).toBe(401);
    // Other addresses have their own links.
    expect((await signUp(server, 'someone-else@example.ch')).status).toBe(200);
  });

  it('counts sign-ups alike for every address, so that the limit tells nobody who has an account', async () => {
    await verifiedUser(server, 'known@example.ch');
    for (const email of ['known@example.ch', 'unknown@example.ch']) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt++) answers.push((await signUp(server, email)).status);
      // known@: its first sign-up was verifiedUser's.
      expect(answers).toEqual(email === 'known@example.ch' ? [200, 200, 429, 429] : [200, 200, 200, 429]);
    }
  });

  it('lets a confirmed golfer sign in after the links of the hour are used up', async () => {
    await verifiedUser(server, 'busy@example.ch');
    for (let attempt = 0; attempt < 3; attempt++) await signUp(server, 'busy@example.ch');
    expect((await signIn(server, 'busy@example.ch', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('bodies sent to the sign-in endpoints are checked against the contract', () => {
  const valid = {
    email: 'form@example.ch',
    password: TEST_PASSWORD,
    name: 'Form Golfer',
    firstName: 'Form',
    lastName: 'Golfer',
    acceptTerms: true,
  };

  it.each([
    ['sign-up/email', { ...valid, firstName: '' }, 'firstName'],
    ['sign-up/email', { ...valid, lastName: 'x'.repeat(81) }, 'lastName'],
    ['sign-up/email', { ...valid, firstName: 'Eve\r=1+2' }, 'firstName'],
    ['sign-up/email', { ...valid, name: 'Eve\t=1+2 Golfer' }, 'name'],
    ['sign-up/email', { ...valid, email: 'not-an-address' }, 'email'],
    ['sign-up/email', { ...valid, password: 'short' }, 'password'],
    ['sign-up/email', { ...valid, preferredLanguage: 'rm' }, 'preferredLanguage'],
    ['sign-up/email', { ...valid, acceptTerms: false }, 'acceptTerms'],
    ['sign-up/email', { ...valid, acceptTerms: undefined }, 'acceptTerms'],
    ['sign-up/email', { ...valid, image: 'https://elsewhere.example/me.png' }, 'image'],
    ['sign-up/email', { ...valid, callbackURL: 'https://elsewhere.example/' }, 'callbackURL'],
    ['sign-in/email', { email: 'form@example.ch', password: '' }, 'password'],
    ['sign-in/email', { email: 'form', password: TEST_PASSWORD }, 'email'],
    ['request-password-reset', { email: 'form' }, 'email'],
    ['reset-password', { token: 'some-token', newPassword: 'short' }, 'newPassword'],
    ['change-password', { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) }, 'newPassword'],
    ['change-email', { newEmail: 'not-an-address' }, 'newEmail'],
  ])('%s refuses %o with 400 invalid_input naming %s', async (endpoint, body, field) => {
    const response = await server.request(`/api/auth/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain(field);
    expect(await server.db.select().from(profiles).where(eq(profiles.email, 'form@example.ch'))).toEqual([]);
  });

  it('has no endpoint that changes names or the picture around the contract', async () => {
    const cookie = await verifiedUser(server, 'around@example.ch');
    const response = await server.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'x'.repeat(500) }),
    });
    expect(response.status).toBe(404);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, 'around@example.ch'));
    expect(profile!.firstName).toBe('Test');
  });
});
