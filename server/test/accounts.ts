import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { cookiesOf, json, type TestServer } from './test-server';

export const TEST_PASSWORD = 'a-long-test-password';

/**
 * The newest mail sent to an address (the outbox is used when no SMTP_URL is set). Mails are jobs: the ones
 * queued so far are sent first (`deps.jobs.drain()`, which tests that read an SMTP inbox call themselves).
 */
export async function lastMailTo(server: TestServer, to: string) {
  await server.deps.jobs.drain();
  const [mail] = await server.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.position))
    .limit(1);
  return mail ?? null;
}

/** Every mail sent to an address, oldest first. */
export async function mailsTo(server: TestServer, to: string) {
  await server.deps.jobs.drain();
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.position);
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

export async function signUp(server: TestServer, email: string, extra: Record<string, unknown> = {}) {
  return server.request('/api/auth/sign-up/email', {
    method: 'POST',
    ...json({
      email,
      password: TEST_PASSWORD,
      name: 'Test Golfer',
      firstName: 'Test',
      lastName: 'Golfer',
      callbackURL: '/auth/verified',
      acceptTerms: true,
      ...extra,
    }),
  });
}

export async function signIn(server: TestServer, email: string, password = TEST_PASSWORD) {
  return server.request('/api/auth/sign-in/email', { method: 'POST', ...json({ email, password }) });
}

/**
 * Signs up, follows the verification link and returns the session cookie of the now verified user.
 * `mailText` reads the verification mail where the server sent it (the outbox unless SMTP is configured).
 */
export async function verifiedUser(
  server: TestServer,
  email: string,
  extra: Record<string, string> = {},
  mailText: (to: string) => Promise<string> = async (to) => (await lastMailTo(server, to))!.text,
) {
  const response = await signUp(server, email, extra);
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const link = new URL(linkIn(await mailText(email)));
  const verified = await server.request(`${link.pathname}${link.search}`);
  const cookie = cookiesOf(verified);
  if (!cookie) throw new Error(`verification gave no session: ${verified.status}`);
  return cookie;
}
