import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_KEYS_PER_CLUB,
  PARTNER_SCOPES,
  createPartnerKeySchema,
  type CreatePartnerKey,
  type CreatedPartnerKey,
  type PartnerKey,
  type PartnerScope,
} from '../../../../contract/partner-keys';
import { QueryState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Refusal } from '../../../components/ui/refusal';
import { CalendarFeedCard } from '../../../features/club-admin/components/calendar-feed';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ShownOnce } from '../../../features/club-admin/components/shown-once';
import { TeeTimeImport } from '../../../features/club-admin/components/tee-time-import';
import { DeliveryLog, WebhooksCard } from '../../../features/club-admin/components/webhooks';
import { useCreatePartnerKey, usePartnerKeys, useRevokePartnerKey } from '../../../features/club-admin/hooks';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format';
import { toast } from '../../../lib/toast';

const scopeLabel = {
  'bookings:read': 'clubAdmin.connections.scopes.bookingsRead',
  'tee-times:write': 'clubAdmin.connections.scopes.teeTimesWrite',
} as const satisfies Record<PartnerScope, string>;

/**
 * /golf-club/connections: how the club's own tee-sheet software and we keep one tee sheet: the partner API's keys
 * (made with a name and what they may do, shown once, revoked when no longer needed), the addresses that hear of
 * every booking with their delivery log, and for a club without a link, the import of its software's export and
 * the calendar its blocked times are kept in.
 */
export function ConnectionsPage() {
  const { t } = useTranslation();
  return (
    <ClubPage title={t('clubAdmin.connections.title')}>
      {(clubId) => (
        <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
          <KeysCard clubId={clubId} />
          <NewKeyCard clubId={clubId} />
          <WebhooksCard clubId={clubId} />
          <DeliveryLog clubId={clubId} />
          <TeeTimeImport clubId={clubId} />
          <CalendarFeedCard clubId={clubId} />
        </div>
      )}
    </ClubPage>
  );
}

function KeysCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const keys = usePartnerKeys(clubId);
  return (
    <Card>
      <div className="p-5 pb-2 sm:p-6 sm:pb-2">
        <h2 id="keys-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.connections.keysTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('clubAdmin.connections.keysHint')}</p>
      </div>
      <QueryState query={keys} empty={{ when: (list) => list.length === 0, text: t('clubAdmin.connections.noKeys') }}>
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-labelledby="keys-title">
            {list.map((key) => (
              <KeyRow key={key.id} clubId={clubId} partnerKey={key} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function KeyRow({ clubId, partnerKey }: { clubId: string; partnerKey: PartnerKey }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatInstant(iso, i18n.language);
  const revoke = useRevokePartnerKey(clubId, partnerKey.id, {
    onRevoked: () => toast.success(t('clubAdmin.connections.revoked', { name: partnerKey.name })),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  const revoked = partnerKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className={revoked ? 'min-w-0 flex-1 text-slate-500' : 'min-w-0 flex-1'}>
        <p className="font-semibold break-words text-slate-900">
          {partnerKey.name}{' '}
          <code className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">
            {partnerKey.start}…
          </code>
        </p>
        <div className="mt-1 flex flex-wrap gap-1">
          {PARTNER_SCOPES.filter((scope) => partnerKey.scopes.includes(scope)).map((scope) => (
            <Badge key={scope} tone={revoked ? 'neutral' : 'success'}>
              {t(scopeLabel[scope])}
            </Badge>
          ))}
          {revoked ? <Badge tone="danger">{t('clubAdmin.connections.revokedBadge')}</Badge> : null}
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {partnerKey.createdBy
            ? t('clubAdmin.connections.createdBy', { name: partnerKey.createdBy, date: when(partnerKey.createdAt) })
            : t('clubAdmin.connections.createdOn', { date: when(partnerKey.createdAt) })}
        </p>
        <p className="text-xs text-slate-500">
          {revoked
            ? t('clubAdmin.connections.revokedOn', { date: when(partnerKey.revokedAt!) })
            : partnerKey.lastUsedAt
              ? t('clubAdmin.connections.lastUsed', { date: when(partnerKey.lastUsedAt) })
              : t('clubAdmin.connections.neverUsed')}
        </p>
      </div>
      {revoked ? null : (
        <ConfirmDialog
          title={t('clubAdmin.connections.revokeTitle', { name: partnerKey.name })}
          description={t('clubAdmin.connections.revokeText')}
          confirmLabel={t('clubAdmin.connections.revoke')}
          cancelLabel={t('clubAdmin.connections.keep')}
          onConfirm={() => revoke.mutate()}
        >
          <Button
            variant="outline"
            disabled={revoke.isPending}
            aria-label={t('clubAdmin.connections.revokeLabel', { name: partnerKey.name })}
          >
            {revoke.isPending ? <Spinner /> : null}
            {t('clubAdmin.connections.revoke')}
          </Button>
        </ConfirmDialog>
      )}
    </li>
  );
}

function NewKeyCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const [made, setMade] = useState<CreatedPartnerKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreatePartnerKey>({
    resolver: zodResolver(createPartnerKeySchema),
    defaultValues: { name: '', scopes: ['tee-times:write', 'bookings:read'] },
  });
  const create = useCreatePartnerKey(clubId, {
    onCreated: (key) => {
      setMade(key);
      form.reset();
    },
    onRefused: (error) =>
      setProblem(
        error instanceof ApiError && error.code === 'partner_key_limit'
          ? t('clubAdmin.connections.limit', { count: PARTNER_KEYS_PER_CLUB })
          : clubRefusal(t, error),
      ),
  });
  return (
    <Card>
      {made ? (
        <ShownOnce
          id="made-key-title"
          title={t('clubAdmin.connections.madeTitle', { name: made.name })}
          hint={t('clubAdmin.connections.madeHint')}
          label={t('clubAdmin.connections.secretLabel')}
          secret={made.secret}
          onDone={() => setMade(null)}
        />
      ) : null}
      <Form
        form={form}
        className="space-y-3 p-5 sm:p-6"
        aria-labelledby="new-key-title"
        onSubmit={(input) => {
          setProblem(null);
          setMade(null);
          create.mutate(input);
        }}
      >
        <h2 id="new-key-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.connections.newTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('clubAdmin.connections.newHint')}</p>
        <FormField<CreatePartnerKey> name="name" id="key-name" label={t('clubAdmin.connections.name')} kind="text">
          {(control) => <Input autoComplete="off" placeholder="PC CADDIE" {...control} />}
        </FormField>
        <ScopeChoice />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
          {t('clubAdmin.connections.create')}
        </Button>
        {problem ? <Refusal>{problem}</Refusal> : null}
      </Form>
    </Card>
  );
}

/** What a new key may do: a box per scope, at least one ticked. */
function ScopeChoice() {
  const { t } = useTranslation();
  const { field, fieldState } = useController<CreatePartnerKey, 'scopes'>({
    name: 'scopes',
    control: useFormContext<CreatePartnerKey>().control,
  });
  const toggle = (scope: PartnerScope, on: boolean) =>
    field.onChange(on ? [...field.value, scope] : field.value.filter((one) => one !== scope));
  return (
    <fieldset aria-describedby={fieldState.error ? 'scopes-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t('clubAdmin.connections.scopesLabel')}</legend>
      {PARTNER_SCOPES.map((scope) => (
        <label key={scope} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0"
            checked={field.value.includes(scope)}
            onChange={(event) => toggle(scope, event.target.checked)}
            onBlur={field.onBlur}
          />
          {t(scopeLabel[scope])}
        </label>
      ))}
      {fieldState.error ? (
        <p id="scopes-error" className="text-sm text-red-700">
          {t('clubAdmin.connections.scopeRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}
