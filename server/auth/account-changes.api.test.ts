import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { TEST_PASSWORD, lastMailTo, linkIn, mailsTo, signIn, verifiedUser } from '../test/accounts';
import { cookiesOf, createTestServer, json, type TestServer } from '../test/test-server';

const NEW_PASSWORD = 'a-second-long-password';

describe('a golfer changes the password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const changePassword = (cookie: string, body: Record<string, unknown>) =>
    server.request('/api/auth/change-password', { method: 'POST', ...json(body, { cookie }) });

  it('refuses a wrong current password and keeps the old one', async () => {
    const cookie = await verifiedUser(server, 'careful@example.ch');
    const response = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_PASSWORD');
    expect((await signIn(server, 'careful@example.ch')).status).toBe(200);
  });

  it('takes the new password with the current one, keeps this session and signs out the others', async () => {
    const thisDevice = await verifiedUser(server, 'changer@example.ch');
    const otherDevice = cookiesOf(await signIn(server, 'changer@example.ch'));
    const response = await changePassword(thisDevice, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    const renewed = cookiesOf(response) || thisDevice;
    expect((await server.request('/api/me', { headers: { cookie: renewed } })).status).toBe(200);
    expect((await server.request('/api/me', { headers: { cookie: otherDevice } })).status).toBe(401);
    expect((await signIn(server, 'changer@example.ch')).status).toBe(401);
    expect((await signIn(server, 'changer@example.ch', NEW_PASSWORD)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await changePassword('', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it('has no other endpoint that checks the password, where guesses would escape the limits', async () => {
    const cookie = await verifiedUser(server, 'no-side-door@example.ch');
    for (const path of ['/api/auth/verify-password', '/api/auth/delete-user']) {
      const response = await server.request(path, {
        method: 'POST',
        ...json({ password: 'a-guessed-password' }, { cookie }),
      });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('a golfer changes the e-mail address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const changeEmail = (cookie: string, newEmail: string) =>
    server.request('/api/auth/change-email', {
      method: 'POST',
      ...json({ newEmail, callbackURL: '/auth/verified?change=email' }, { cookie }),
    });
  const email = async (cookie: string) =>
    (await (await server.request('/api/me', { headers: { cookie } })).json()).email as string;

  it("sends a link to the new address in the golfer's language; the address changes only when it is opened", async () => {
    const cookie = await verifiedUser(server, 'old-address@example.ch', { preferredLanguage: 'de', firstName: 'Urs' });
    expect((await changeEmail(cookie, 'New-Address@example.ch')).status).toBe(200);
    expect(await email(cookie)).toBe('old-address@example.ch');
    const mail = (await lastMailTo(server, 'new-address@example.ch'))!;
    expect(mail.subject).toBe(translate('de', 'mail.changeEmail.subject'));
    expect(mail.text).toContain('Urs');

    const link = new URL(linkIn(mail.text));
    const opened = await server.request(`${link.pathname}${link.search}`, { headers: { cookie } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth/verified?change=email');
    expect(await email(cookie)).toBe('new-address@example.ch');
    expect((await signIn(server, 'new-address@example.ch')).status).toBe(200);
    expect((await signIn(server, 'old-address@example.ch')).status).toBe(401);
  });

  it('answers the same for an address another account has, and mails nobody', async () => {
    await verifiedUser(server, 'taken@example.ch');
    const cookie = await verifiedUser(server, 'wants-taken@example.ch');
    const taken = await changeEmail(cookie, 'taken@example.ch');
    const free = await changeEmail(cookie, 'free-address@example.ch');
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    expect(await mailsTo(server, 'taken@example.ch')).toHaveLength(1);
    expect(await mailsTo(server, 'free-address@example.ch')).toHaveLength(1);
    expect(await email(cookie)).toBe('wants-taken@example.ch');
  });

  it('sends 3 links an hour to a new address, then answers 429 too_many_links', async () => {
    const cookie = await verifiedUser(server, 'typo@example.ch');
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await changeEmail(cookie, 'neww@example.ch')).status).toBe(200);
    const refused = await changeEmail(cookie, 'neww@example.ch');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await refused.json()).error.code).toBe('too_many_links');
    expect(await mailsTo(server, 'neww@example.ch')).toHaveLength(3);
  });
});
