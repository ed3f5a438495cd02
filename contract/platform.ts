import { z } from 'zod';
import { languageSchema } from './common';
import { textParts } from './text-parts';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const readySchema = z.object({ status: z.literal('ready') });

export const translationsQuerySchema = z.object({
  lang: languageSchema,
  /** One part of the texts (contract/text-parts.ts); without it, every text of the language. */
  part: z.enum(textParts).optional(),
  keys: z
    .string()
    .max(4000)
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .optional(),
});
export const translationsSchema = z.record(z.string(), z.string());

export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  betaMode: z.enum(['off', 'password', 'waitlist']),
  devOutbox: z.boolean(),
  /** How golfers pay: at the club (bookings are confirmed at once) or by card through Stripe. */
  payments: z.enum(['club', 'stripe']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, as a mail program shows it (null for a mail of text alone). */
  html: z.string().nullable(),
  /** File names of the attachments, e.g. a booking's calendar file. */
  attachments: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
