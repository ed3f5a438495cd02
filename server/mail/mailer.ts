import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { isGuestEmail } from '../../contract/guest';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mails go to the developers' outbox instead of SMTP. */
  readonly usesOutbox: boolean;
}

/**
 * SMTP when a URL is configured; otherwise the outbox table, which developers read at /dev/outbox. Either way
 * nothing goes to a guest account's address: it reaches nobody, and no link sent there may ever be opened.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  const transport = createTransport(options);
  return {
    usesOutbox: transport.usesOutbox,
    async send(mail) {
      if (isGuestEmail(mail.to)) return options.logger.info({ subject: mail.subject }, 'mail to a guest account not sent');
      await transport.send(mail);
    },
  };
}

function createTransport(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      usesOutbox: false,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    usesOutbox: true,
    async send(mail) {
      await options.db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? null,
      });
      options.logger.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
  };
}
