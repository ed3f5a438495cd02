import { z } from 'zod';
import { bookingEventsPageSchema, bookingEventsQuerySchema } from '../../../contract/booking-events';
import { uuidSchema } from '../../../contract/common';
import {
  WEBHOOK_ENDPOINTS_PER_CLUB,
  createWebhookEndpointSchema,
  createdWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '../../../contract/webhooks';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { createEndpoint, deleteEndpoint, deliveryLog, listEndpoints, pullEvents, sendAgain } from './service';

/** Where the club's software hears of its bookings: the club's endpoints and their delivery log, and the pull list. */
export function webhookRoutes(deps: Deps) {
  const club = z.object({ clubId: uuidSchema });
  const base = '/api/clubs/:clubId/admin/webhooks';
  return [
    route(
      {
        method: 'get',
        path: base,
        summary: "The club's webhook endpoints (never their secrets)",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.array(webhookEndpointSchema) },
      },
      async ({ c, params }) => c.json(await listEndpoints(deps, params.clubId)),
    ),
    route(
      {
        method: 'post',
        path: base,
        summary: `Add an endpoint that hears of each booking change, signed; the answer is the only time its secret is shown. At most ${WEBHOOK_ENDPOINTS_PER_CLUB} per club`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: createWebhookEndpointSchema,
        responses: { 201: createdWebhookEndpointSchema, 409: null },
      },
      async ({ c, body, actor }) => c.json(await createEndpoint(deps, actor, body), 201),
    ),
    route(
      {
        method: 'delete',
        path: `${base}/:endpointId`,
        summary: 'Remove an endpoint: it is sent nothing more',
        tag: 'club admin',
        access: 'clubAdmin',
        params: z.object({ clubId: uuidSchema, endpointId: uuidSchema }),
        responses: { 200: webhookEndpointSchema },
      },
      async ({ c, params, actor }) => c.json(await deleteEndpoint(deps, actor, params.endpointId)),
    ),
    route(
      {
        method: 'get',
        path: '/api/clubs/:clubId/admin/webhook-deliveries',
        summary: "The club's latest webhook deliveries: event, attempts, the endpoint's answer, next try",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.array(webhookDeliverySchema) },
      },
      async ({ c, params }) => c.json(await deliveryLog(deps, params.clubId)),
    ),
    route(
      {
        method: 'post',
        path: '/api/clubs/:clubId/admin/webhook-deliveries/:deliveryId/again',
        summary: 'Send an event again, now (a new delivery; the log keeps the earlier one)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: z.object({ clubId: uuidSchema, deliveryId: uuidSchema }),
        responses: { 201: webhookDeliverySchema },
      },
      async ({ c, params, actor }) => c.json(await sendAgain(deps, actor, params.deliveryId), 201),
    ),
    route(
      {
        method: 'get',
        path: '/api/partner/v1/booking-events',
        summary:
          "The club's booking events after a cursor, oldest first, each once: for software that cannot receive webhooks (410 for a cursor behind events no longer kept)",
        tag: 'partner',
        access: 'partner',
        scope: 'bookings:read',
        query: bookingEventsQuerySchema,
        responses: { 200: bookingEventsPageSchema, 410: null },
      },
      async ({ c, query, partner }) => c.json(await pullEvents(deps, partner, query)),
    ),
  ];
}
