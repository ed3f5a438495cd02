import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that keeps what it receives, so tests read mails as a mail client would. While
 * `refusing` is set (true, or true for an address) it answers the recipient with a temporary failure (451),
 * as a mail server that is overloaded or being restarted does.
 */
export async function startSmtpInbox() {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  const state: { refusing: boolean | ((address: string) => boolean) } = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = typeof state.refusing === 'function' ? state.refusing(address.address) : state.refusing;
      if (!refused) return callback();
      // Naming the recipient, as Postfix does.
      callback(Object.assign(new Error(`<${address.address}>: Mailbox busy, try again later`), { responseCode: 451 }));
    },
    async onData(stream, _session, callback) {
      try {
        received.push(await simpleParser(stream));
        waiting.splice(0).forEach((wake) => wake());
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const toOf = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    set refusing(value: boolean | ((address: string) => boolean)) {
      state.refusing = value;
    },
    /** Waits (up to 10 s) for a mail to `to` that matches. */
    async mailTo(to: string, matches: (mail: ParsedMail) => boolean = () => true): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = received.find((candidate) => toOf(candidate).includes(to) && matches(candidate));
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to}; received: ${received.map((m) => `${toOf(m)} "${m.subject}"`).join(', ')}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of the newest mail to an address in the inbox, once the server's queued mails have been sent. */
export function mailTextIn(
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>,
  server: { deps: { jobs: { drain(): Promise<void> } } },
) {
  return async (to: string) => {
    await server.deps.jobs.drain();
    return (await inbox.mailTo(to)).text ?? '';
  };
}
