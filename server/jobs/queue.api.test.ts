import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_EMAIL_DOMAIN } from '../../contract/guest';
import { SMTP_TIMEOUTS } from '../mail/mailer';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestServer, type TestServer } from '../test/test-server';
import { jobHandlers } from '../start';
import { openJobQueue } from './queue';
import { simpleMail } from '../test/builders';

const mail = (to: string, subject: string) => simpleMail({ to, subject, text: `${subject}: hello` });

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

  it('delivers the mails taken together side by side: one the server refused is tried again, the others are sent once', async () => {
    inbox.refusing = (address) => address === 'busy@example.ch';
    const batch = ['first@example.ch', 'busy@example.ch', 'third@example.ch'];
    for (const to of batch) await server.deps.mailer.send(mail(to, `Batch to ${to}`));
    await server.deps.jobs.drain();
    const [retried] = await server.deps.jobs.boss.findJobs('mail', { queued: true });
    expect(retried).toMatchObject({ state: 'retry', data: { to: 'busy@example.ch' } });
    expect(await server.deps.jobs.depth('mail')).toBe(1);

    inbox.refusing = false;
    await server.deps.jobs.boss.update({ name: 'mail', options: { id: retried!.id, startAfter: new Date() } });
    await server.deps.jobs.drain();
    await inbox.mailTo('busy@example.ch');
    for (const to of batch)
      expect(inbox.received.filter((candidate) => candidate.subject === `Batch to ${to}`)).toHaveLength(1);
    expect(await server.deps.jobs.depth()).toBe(0);
  });

  it('queues mails sent at the same moment (written together) and delivers each exactly once', async () => {
    const recipients = Array.from({ length: 24 }, (_, index) => `together-${index}@example.ch`);
    await Promise.all(recipients.map((to) => server.deps.mailer.send(mail(to, `Together to ${to}`))));
    expect(await server.deps.jobs.depth('mail')).toBe(recipients.length);
    await server.deps.jobs.drain();
    for (const to of recipients)
      expect(inbox.received.filter((candidate) => candidate.subject === `Together to ${to}`)).toHaveLength(1);
    expect(await server.deps.jobs.depth()).toBe(0);
  });

  it('queues what a mail says and writes it when delivering: a plain-text and an HTML part', async () => {
    await server.deps.mailer.send(mail('written@example.ch', 'Written by the job'));
    const [job] = await server.deps.jobs.boss.findJobs('mail', { queued: true });
    expect(job!.data).toMatchObject({ to: 'written@example.ch', blocks: [{ paragraph: 'Written by the job: hello' }] });
    await server.deps.jobs.drain();
    const delivered = await inbox.mailTo('written@example.ch');
    expect(delivered.text).toContain('Written by the job: hello');
    expect(String(delivered.html)).toContain('Written by the job: hello');
  });

  it('delivers a mail queued by a version before HTML mails as it was written then', async () => {
    await server.deps.jobs.send('mail', { to: 'older@example.ch', subject: 'Queued earlier', text: 'Plain text' });
    await server.deps.jobs.drain();
    const delivered = await inbox.mailTo('older@example.ch');
    expect(delivered).toMatchObject({ subject: 'Queued earlier', text: 'Plain text\n', html: false });
  });

  it('sends nothing to a guest account: no job is queued for it', async () => {
    await server.deps.mailer.send(mail(`guest-0f3a@${GUEST_EMAIL_DOMAIN}`, 'To a guest'));
    expect(await server.deps.jobs.depth('mail')).toBe(0);
  });

  it('keeps a mail queued before the queue stopped, and sends it after the next start', async () => {
    await server.deps.mailer.send(mail('restart@example.ch', 'Queued before the stop'));
    await server.deps.jobs.stop();
    expect(await server.deps.jobs.depth('mail')).toBe(1);

    const restarted = await openJobQueue(server.deps.database, server.deps);
    restarted.handle(jobHandlers(server.deps));
    await restarted.start();
    try {
      expect((await inbox.mailTo('restart@example.ch')).subject).toBe('Queued before the stop');
      await vi.waitFor(async () => expect(await restarted.depth('mail')).toBe(0), { timeout: 10_000, interval: 100 });
    } finally {
      await restarted.stop();
    }
  });
});

describe('a mail server that stops answering', () => {
  it('gives the send up within the SMTP timeouts, well before the job expires, and tries the mail again later', async () => {
    // Greets, then never answers: nodemailer alone would wait ten minutes, the job expires after 5 minutes, and
    // another try would send the mail while this one still waits to finish it.
    const silent = createServer((socket) => socket.write('220 silent.example.ch ESMTP\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      await server.deps.mailer.send(mail('silent@example.ch', 'Into the silence'));
      const started = performance.now();
      await server.deps.jobs.drain();
      const seconds = (performance.now() - started) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.socketTimeout / 1000 - 1);
      // Well before the job expires (5 minutes); the margin is for a machine that runs other tests meanwhile.
      expect(seconds).toBeLessThan(100);
      const [job] = await server.deps.jobs.boss.findJobs('mail', { queued: true });
      expect(job).toMatchObject({ state: 'retry', data: { to: 'silent@example.ch' } });
    } finally {
      await server.close();
      silent.close();
    }
  }, 150_000);
});
