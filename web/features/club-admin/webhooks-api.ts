import { queryOptions } from '@tanstack/react-query';
import type {
  CreateWebhookEndpoint,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../contract/webhooks';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const base = (clubId: string) => `/api/clubs/${clubId}/admin`;
/** How often the delivery log asks again while it is open: a booking's event shows within seconds. */
const LOG_REFRESH_MS = 5_000;

export const webhookKeys = {
  endpoints: (clubId: string) => [...clubAdminKeys.all(clubId), 'webhooks'] as const,
  deliveries: (clubId: string) => [...clubAdminKeys.all(clubId), 'webhook-deliveries'] as const,
};

export const webhookEndpointsQuery = (clubId: string) =>
  queryOptions({
    queryKey: webhookKeys.endpoints(clubId),
    queryFn: ({ signal }) => api<WebhookEndpoint[]>(`${base(clubId)}/webhooks`, { signal }),
  });
export const webhookDeliveriesQuery = (clubId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(clubId),
    queryFn: ({ signal }) => api<WebhookDelivery[]>(`${base(clubId)}/webhook-deliveries`, { signal }),
    refetchInterval: LOG_REFRESH_MS,
  });
export const createWebhookEndpoint = (clubId: string, input: CreateWebhookEndpoint) =>
  api<CreatedWebhookEndpoint>(`${base(clubId)}/webhooks`, { method: 'POST', body: input });
export const removeWebhookEndpoint = (clubId: string, endpointId: string) =>
  api<WebhookEndpoint>(`${base(clubId)}/webhooks/${encodeURIComponent(endpointId)}`, { method: 'DELETE' });
export const deliverAgain = (clubId: string, deliveryId: string) =>
  api<WebhookDelivery>(`${base(clubId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/again`, {
    method: 'POST',
  });
