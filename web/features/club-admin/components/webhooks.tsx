import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingEvent } from '../../../../contract/booking-events';
import {
  WEBHOOK_DELIVERY_LOG_DAYS,
  WEBHOOK_ENDPOINTS_PER_CLUB,
  createWebhookEndpointSchema,
  type CreateWebhookEndpoint,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../../contract/webhooks';
import { QueryState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Refusal } from '../../../components/ui/refusal';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreateWebhookEndpoint,
  useDeliverAgain,
  useRemoveWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../hooks';
import { clubRefusal } from './club-refusal';
import { ShownOnce } from './shown-once';

/** The club's webhook endpoints: added with an address (its signing secret shown once), removed when done. */
export function WebhooksCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints(clubId);
  const [made, setMade] = useState<CreatedWebhookEndpoint | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateWebhookEndpoint>({
    resolver: zodResolver(createWebhookEndpointSchema),
    defaultValues: { url: '' },
  });
  const create = useCreateWebhookEndpoint(clubId, {
    onCreated: (endpoint) => {
      setMade(endpoint);
      form.reset();
    },
    onRefused: (error) =>
      setProblem(
        error instanceof ApiError && error.code === 'webhook_endpoint_limit'
          ? t('clubAdmin.webhooks.limit', { count: WEBHOOK_ENDPOINTS_PER_CLUB })
          : clubRefusal(t, error),
      ),
  });
  return (
    <Card>
      <div className="p-5 pb-2 sm:p-6 sm:pb-2">
        <h2 id="webhooks-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.webhooks.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('clubAdmin.webhooks.hint')}</p>
      </div>
      {made ? (
        <ShownOnce
          id="made-secret-title"
          title={t('clubAdmin.webhooks.madeTitle', { url: made.url })}
          hint={t('clubAdmin.webhooks.madeHint')}
          label={t('clubAdmin.webhooks.secretLabel')}
          secret={made.secret}
          onDone={() => setMade(null)}
        />
      ) : null}
      <QueryState
        query={endpoints}
        empty={{ when: (list) => list.length === 0, text: t('clubAdmin.webhooks.noEndpoints') }}
      >
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-labelledby="webhooks-title">
            {list.map((endpoint) => (
              <EndpointRow key={endpoint.id} clubId={clubId} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </QueryState>
      <Form
        form={form}
        className="space-y-3 border-t border-slate-100 p-5 sm:p-6"
        aria-label={t('clubAdmin.webhooks.add')}
        onSubmit={(input) => {
          setProblem(null);
          setMade(null);
          create.mutate(input);
        }}
      >
        <FormField<CreateWebhookEndpoint> name="url" id="webhook-url" label={t('clubAdmin.webhooks.url')} kind="text">
          {(control) => <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...control} />}
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Webhook className="h-4 w-4" aria-hidden="true" />}
          {t('clubAdmin.webhooks.add')}
        </Button>
        {problem ? <Refusal>{problem}</Refusal> : null}
      </Form>
    </Card>
  );
}

function EndpointRow({ clubId, endpoint }: { clubId: string; endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveWebhookEndpoint(clubId, endpoint.id, {
    onRemoved: () => toast.success(t('clubAdmin.webhooks.removed')),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
        <p className="mt-1 text-xs text-slate-500">
          {t('clubAdmin.webhooks.since', { date: formatInstant(endpoint.createdAt, i18n.language) })} ·{' '}
          <code>{endpoint.secretStart}…</code>
        </p>
      </div>
      <ConfirmDialog
        title={t('clubAdmin.webhooks.removeTitle')}
        description={t('clubAdmin.webhooks.removeText', { url: endpoint.url })}
        confirmLabel={t('clubAdmin.webhooks.remove')}
        cancelLabel={t('clubAdmin.connections.keep')}
        onConfirm={() => remove.mutate()}
      >
        <Button
          variant="outline"
          disabled={remove.isPending}
          aria-label={t('clubAdmin.webhooks.removeLabel', { url: endpoint.url })}
        >
          {remove.isPending ? <Spinner /> : null}
          {t('clubAdmin.webhooks.remove')}
        </Button>
      </ConfirmDialog>
    </li>
  );
}

const statusTone = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;
type EventName = BookingEvent['type'] extends `booking.${infer Name}` ? Name : never;

/** The latest deliveries to the club's endpoints, filling as bookings change, each one sendable again. */
export function DeliveryLog({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(clubId);
  const again = useDeliverAgain(clubId, {
    onSent: () => toast.success(t('clubAdmin.webhooks.sentAgain')),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  return (
    <Card>
      <div className="p-5 pb-2 sm:p-6 sm:pb-2">
        <h2 id="deliveries-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.webhooks.logTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('clubAdmin.webhooks.logHint', { days: WEBHOOK_DELIVERY_LOG_DAYS })}
        </p>
      </div>
      <QueryState
        query={deliveries}
        empty={{ when: (list) => list.length === 0, text: t('clubAdmin.webhooks.noDeliveries') }}
      >
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-labelledby="deliveries-title" data-testid="delivery-log">
            {list.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                sending={again.isPending && again.variables === delivery.id}
                onAgain={() => again.mutate(delivery.id)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function DeliveryRow({
  delivery,
  sending,
  onAgain,
}: {
  delivery: WebhookDelivery;
  sending: boolean;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatInstant(iso, i18n.language);
  const event = t(`clubAdmin.webhooks.events.${delivery.eventType.replace('booking.', '') as EventName}`);
  const answer =
    delivery.lastStatusCode !== null
      ? t('clubAdmin.webhooks.answered', { code: delivery.lastStatusCode })
      : delivery.lastError
        ? t('clubAdmin.webhooks.notReached', { reason: delivery.lastError })
        : null;
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:px-6" data-testid="delivery">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">{event}</span>
          <span className="font-mono text-sm text-slate-700">{delivery.bookingReference}</span>
          <Badge tone={statusTone[delivery.status]}>{t(`clubAdmin.webhooks.status.${delivery.status}`)}</Badge>
        </p>
        <p className="mt-0.5 text-xs break-words text-slate-600">
          {[
            t('clubAdmin.webhooks.attempts', { count: delivery.attempts }),
            answer,
            delivery.deliveredAt
              ? t('clubAdmin.webhooks.deliveredAt', { date: when(delivery.deliveredAt) })
              : delivery.nextAttemptAt
                ? t('clubAdmin.webhooks.nextAttempt', { date: when(delivery.nextAttemptAt) })
                : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs break-all text-slate-500">{delivery.endpointUrl}</p>
      </div>
      {delivery.status === 'pending' ? null : (
        <Button
          variant="outline"
          disabled={sending}
          onClick={onAgain}
          aria-label={t('clubAdmin.webhooks.againLabel', { event, reference: delivery.bookingReference })}
        >
          {sending ? <Spinner /> : <RotateCw className="h-4 w-4" aria-hidden="true" />}
          {t('clubAdmin.webhooks.again')}
        </Button>
      )}
    </li>
  );
}
