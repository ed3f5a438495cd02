import { z } from 'zod';

/** Where a club's software hears of its bookings as they change (signed webhooks, docs/partner-api.md). */

/** Endpoints a club may have at once. */
export const WEBHOOK_ENDPOINTS_PER_CLUB = 3;
/** The header with the delivery's time and signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Stt-Signature';
/** How old a signed delivery the documented check accepts: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/**
 * Days the delivery log keeps a delivery, from its making; one still being tried stays until it is done. Its event
 * stays for the pull endpoint.
 */
export const WEBHOOK_DELIVERY_LOG_DAYS = 30;

export const createWebhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .refine((value) => URL.canParse(value), 'must be a web address (https://…)'),
});
export type CreateWebhookEndpoint = z.infer<typeof createWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The secret's first characters, to tell endpoints apart. */
  secretStart: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to adding an endpoint: the only time its signing secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointUrl: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  bookingReference: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  /** The endpoint's last HTTP status; null when it could not be reached. */
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** ISO instants. */
  lastAttemptAt: z.string().nullable(),
  /** When it is tried next (pending only). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
