import { and, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_EMAIL_DOMAIN } from '../../contract/guest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { mailOutbox } from '../db/schema';
import { verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestServer, json, type TestServer } from '../test/test-server';
import { runHousekeeping } from './housekeeping';
import { openJobQueue } from './queue';

const onPostgres = process.env.TEST_DB === 'postgres';
const mail = (to: string, subject: string) => ({ to, subject, text: `${subject}: hello` });

describe('mails are jobs', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let server: TestServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await createTestServer({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('tries a mail the mail server refused again later, with backoff, and delivers it exactly once', async () => {
    inbox.refusing = true;
    await server.deps.mailer.send(mail('refused@example.ch', 'Refused at first'));
    await server.deps.jobs.drain();
    const [job] = await server.deps.jobs.boss.findJobs('mail', { queued: true });
    expect(job).toMatchObject({ state: 'retry', data: { to: 'refused@example.ch' } });
    // The next try waits at least a minute: a mail server that is down is not hammered.
    expect(job!.startAfter.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(await server.deps.jobs.depth('mail')).toBe(1);
    await server.deps.jobs.drain();
    expect(inbox.received).toHaveLength(0);

    inbox.refusing = false;
    // The minute passes: the job's next try is due now.
    await server.deps.jobs.boss.update({ name: 'mail', options: { id: job!.id, startAfter: new Date() } });
    await server.deps.jobs.drain();
    await server.deps.jobs.drain();
    const delivered = await inbox.mailTo('refused@example.ch');
    expect(delivered.subject).toBe('Refused at first');
    expect(inbox.received.filter((candidate) => candidate.subject === 'Refused at first')).toHaveLength(1);
    expect(await server.deps.jobs.depth()).toBe(0);
  });

  it('sends nothing to a guest account: no job is queued for it', async () => {
    await server.deps.mailer.send(mail(`guest-0f3a@${GUEST_EMAIL_DOMAIN}`, 'To a guest'));
    expect(await server.deps.jobs.depth('mail')).toBe(0);
  });

  it('keeps a mail queued before the queue stopped, and sends it after the next start', async () => {
    await server.deps.mailer.send(mail('restart@example.ch', 'Queued before the stop'));
    await server.deps.jobs.stop();
    expect(await server.deps.jobs.depth('mail')).toBe(1);

    const restarted = await openJobQueue(server.deps.database, server.deps.logger);
    restarted.handle({ mail: (queued) => server.deps.mailer.deliver(queued), housekeeping: () => runHousekeeping(server.deps, new Date()) });
    await restarted.start();
    try {
      expect((await inbox.mailTo('restart@example.ch')).subject).toBe('Queued before the stop');
      await vi.waitFor(async () => expect(await restarted.depth('mail')).toBe(0), { timeout: 10_000, interval: 100 });
    } finally {
      await restarted.stop();
    }
  });
});

// Two processes on one database: only PostgreSQL has that (PGlite belongs to one process).
describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({ DATABASE_URL: first.deps.config.DATABASE_URL! });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('run each minute of the housekeeping schedule once between them, and mail every reminder once', async () => {
    const club = await insertClub(first.db, { name: 'Golfclub Schedule' });
    const tomorrow = addDays(zurichDate(new Date()), 1);
    const golfers = ['one', 'two', 'three'].map((name) => `reminder-${name}@example.ch`);
    for (const [index, email] of golfers.entries()) {
      const cookie = await verifiedUser(first, email);
      const time = await insertTeeTime(first.db, club.id, { date: tomorrow, time: `23:${10 + index * 10}`, discountedPrice: 60 });
      const booked = await first.request('/api/bookings', { method: 'POST', ...json({ teeTimeId: time.id, playerCount: 1, language: 'en' }, { cookie, 'idempotency-key': `schedule-${index}-key-000` }) });
      expect(booked.status).toBe(201);
    }
    await first.deps.jobs.drain();

    await Promise.all([first.deps.jobs.start(), second.deps.jobs.start()]);
    const reminders = () => first.db.select().from(mailOutbox).where(and(like(mailOutbox.to, 'reminder-%'), like(mailOutbox.subject, 'Tomorrow%')));
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(3), { timeout: 25_000, interval: 250 });
    await Promise.all([first.deps.jobs.drain(), second.deps.jobs.drain()]);

    expect((await reminders()).map((row) => row.to).sort()).toEqual([...golfers].sort());
    const runs = await first.deps.jobs.boss.findJobs('housekeeping');
    const minutes = runs.map((run) => run.singletonOn?.toISOString());
    expect(minutes.length).toBeGreaterThan(0);
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});
