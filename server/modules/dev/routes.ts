import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMailSchema } from '../../../contract/platform';
import { mailOutbox } from '../../db/schema';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';

/** The developers' outbox: only when mails are not sent over SMTP, on a loopback address. */
export function devRoutes({ database, mailer, config }: Deps) {
  if (!mailer.usesOutbox || !config.onLoopback) return [];
  return [
    route(
      {
        method: 'get',
        path: '/api/dev/outbox',
        summary: 'Mails written to the outbox (development only)',
        tag: 'dev',
        access: 'public',
        responses: { 200: z.array(outboxMailSchema) },
      },
      async ({ c }) => {
        const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.position)).limit(50);
        return c.json(
          mails.map((mail) => ({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: (mail.attachments ?? []).map((file) => file.filename),
            createdAt: mail.createdAt.toISOString(),
          })),
        );
      },
    ),
  ];
}
