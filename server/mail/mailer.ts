import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { isGuestEmail } from '../../contract/guest';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { ServerTexts } from '../i18n/server-texts';
import type { JobQueue } from '../jobs/queue';
import { writeMail, type MailContent, type MailDraft } from './layout';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * A mail job: what the mail says, written (plain text and HTML) by the job that delivers it, out of the way
 * of the request that sent it. A job queued by a version before HTML mails carries the written mail.
 */
export type QueuedMail = MailContent | Mail;

const written = (mail: QueuedMail): Promise<Mail> | Mail => ('blocks' in mail ? writeMail(mail) : mail);

export interface Mailer {
  /**
   * Says the mail in the texts of the moment and queues it; the mail job writes it (plain text and HTML) and
   * delivers it, and tries again while the mail server is down.
   */
  send(draft: MailDraft): Promise<void>;
  /** Writes mails and hands them to SMTP (or the outbox) now, the outcome of each in their order: only the mail job calls this. */
  deliver(mails: QueuedMail[]): Promise<PromiseSettledResult<void>[]>;
  /** True when mails go to the developers' outbox instead of SMTP. */
  readonly usesOutbox: boolean;
}

type Transport = { usesOutbox: boolean; deliver(mails: Mail[]): Promise<PromiseSettledResult<void>[]> };

/**
 * SMTP when a URL is configured; otherwise the outbox table, which developers read at /dev/outbox. Either way
 * nothing goes to a guest account's address: it reaches nobody, and no link sent there may ever be opened.
 * A mail is a job in the database's queue, so a mail server that is down delays it instead of losing it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
  jobs: Pick<JobQueue, 'send'>;
  texts: ServerTexts;
}): Mailer {
  const transport = createTransport(options);
  return {
    usesOutbox: transport.usesOutbox,
    deliver: async (mails) => transport.deliver(await Promise.all(mails.map(written))),
    async send(draft) {
      const content = draft(await options.texts.current());
      if (isGuestEmail(content.to))
        return options.logger.info({ subject: content.subject }, 'mail to a guest account not sent');
      await options.jobs.send('mail', content);
    },
  };
}

/**
 * How long a send waits for the mail server: to connect, for its greeting, and for each answer (nodemailer's
 * default for the last is ten minutes). Together well under the mail job's 5-minute expiry, after which pg-boss
 * hands the job to another try: a send still waiting then would deliver the mail twice.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP URL with those timeouts, where it sets none: nodemailer takes a URL's options from its query only. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

function createTransport(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Transport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      usesOutbox: false,
      // Side by side, each on its own connection: a batch takes as long as its slowest mail.
      deliver: (mails) =>
        Promise.allSettled(mails.map(async (mail) => void (await transport.sendMail({ from: options.from, ...mail })))),
    };
  }
  return {
    usesOutbox: true,
    // In one statement, in the order they were queued (the outbox's position).
    async deliver(mails) {
      const written = await options.db
        .insert(mailOutbox)
        .values(
          mails.map((mail) => ({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments ?? null,
          })),
        )
        .then(
          (): PromiseSettledResult<void> => ({ status: 'fulfilled', value: undefined }),
          (error: unknown): PromiseSettledResult<void> => ({ status: 'rejected', reason: error }),
        );
      if (written.status === 'fulfilled')
        for (const mail of mails)
          options.logger.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox');
      return mails.map(() => written);
    },
  };
}
