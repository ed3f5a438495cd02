import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../db/seed/demo-accounts';
import { signIn, TEST_PASSWORD, verifiedUser } from '../test/accounts';
import { mailTextIn, startSmtpInbox } from '../test/smtp-inbox';
import { createTestServer, json, publicAddressEnv, type TestServer } from '../test/test-server';
import { simpleMail } from '../test/builders';

/** Issue 19, point 1: what is meant for developers exists on a loopback address only. */
describe('a server on a public address', () => {
  let server: TestServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await createTestServer(publicAddressEnv(inbox.url));
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('has no mail outbox page and tells the web app so', async () => {
    expect((await server.request('/api/dev/outbox')).status).toBe(404);
    expect(await (await server.request('/api/config')).json()).toMatchObject({ devOutbox: false });
  });

  it('refuses to sign in a demo account, even one that a database seeded elsewhere brought along', async () => {
    await verifiedUser(server, demoAccounts.superAdmin.email, {}, mailTextIn(inbox, server));
    const response = await signIn(server, demoAccounts.superAdmin.email, TEST_PASSWORD);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it('takes changes only from pages of its own address', async () => {
    const fromLocalhost = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      ...json({ email: 'someone@example.ch', password: TEST_PASSWORD }, { origin: 'http://localhost:3000' }),
    });
    expect(fromLocalhost.status).toBe(403);
  });
});

describe('a server on a loopback address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('signs in from http://127.0.0.1 as well as from http://localhost (same port)', async () => {
    await verifiedUser(server, 'loopback@example.ch');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await server.request('/api/auth/sign-in/email', {
        method: 'POST',
        ...json({ email: 'loopback@example.ch', password: TEST_PASSWORD }, { origin }),
      });
      expect(response.status, origin).toBe(200);
    }
    const otherPort = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      ...json({ email: 'loopback@example.ch', password: TEST_PASSWORD }, { origin: 'http://127.0.0.1:4000' }),
    });
    expect(otherPort.status).toBe(403);
  });

  it('keeps the outbox for developers, newest mail first, also among mails written together', async () => {
    for (const subject of ['First link', 'Second link', 'Third link'])
      await server.deps.mailer.send(simpleMail({ to: 'outbox@example.ch', subject, text: subject }));
    await server.deps.jobs.drain();
    const response = await server.request('/api/dev/outbox');
    expect(response.status).toBe(200);
    const mails = (await response.json()) as { to: string; subject: string }[];
    expect(mails.filter((mail) => mail.to === 'outbox@example.ch').map((mail) => mail.subject)).toEqual([
      'Third link',
      'Second link',
      'First link',
    ]);
  });
});
