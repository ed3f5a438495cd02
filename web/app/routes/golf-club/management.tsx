import { UserPlus, X } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  ASSOCIATED_CLUBS_MAX,
  clubAssociationsSchema,
  inviteClubAdminSchema,
  type AssociatedClub,
  type AssociationStatus,
  type ClubAdminMember,
  type ClubAssociations,
  type ClubAssociationsView,
  type InviteClubAdmin,
} from '../../../../contract/club-profile';
import type { PendingInvitation } from '../../../../contract/club-admin-invitations';
import { fold } from '../../../../contract/search-options';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatInstant, formatInstantDay } from '../../../lib/format';
import { languageOrEnglish } from '../../../lib/i18n/languages';
import {
  useAnswerAssociation,
  useClubAdmins,
  useClubAssociations,
  useInviteClubAdmin,
  usePendingInvitations,
  useRemoveClubAdmin,
  useRevokeInvitation,
  useSaveClubAssociations,
} from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Refusal } from '../../../components/ui/refusal';
import { compareNames } from '../../../../contract/collate';

/**
 * /golf-club/club-management: the club's admins; the region and clubs its mystery deals are shown with, and the
 * clubs that ask to name it in theirs.
 */
export function ClubManagementPage() {
  const { t } = useTranslation();
  return (
    <ClubPage title={t('clubAdmin.team.title')}>
      {(clubId) => (
        <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
          <AdminsCard clubId={clubId} />
          <AssociationsCard clubId={clubId} />
        </div>
      )}
    </ClubPage>
  );
}

function CardHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="p-5 pb-2 sm:p-6 sm:pb-2">
      <h2 className="text-lg font-bold text-fairway-950">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}

function AdminsCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const admins = useClubAdmins(clubId);
  return (
    <Card>
      <CardHeading title={t('clubAdmin.team.adminsTitle')} hint={t('clubAdmin.team.adminsHint')} />
      <QueryState query={admins} empty={{ when: (list) => list.length === 0, text: t('clubAdmin.team.noAdmins') }}>
        {(list) => (
          <>
            <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.team.adminsTitle')}>
              {list.map((admin) => (
                <AdminRow key={admin.userId} clubId={clubId} admin={admin} alone={list.length === 1} />
              ))}
            </ul>
            {list.length === 1 ? (
              <p id="last-admin-hint" className="px-5 pb-2 text-sm text-slate-600 sm:px-6">
                {t('clubAdmin.team.lastAdminHint')}
              </p>
            ) : null}
          </>
        )}
      </QueryState>
      <PendingInvitations clubId={clubId} />
      <InviteForm clubId={clubId} />
    </Card>
  );
}

function AdminRow({ clubId, admin, alone }: { clubId: string; admin: ClubAdminMember; alone: boolean }) {
  const { t } = useTranslation();
  const { profile, refreshGolfClubAdmin } = useAuth();
  const isMe = profile?.id === admin.userId;
  const remove = useRemoveClubAdmin(clubId, admin.userId, {
    onRemoved: async () => {
      toast.success(t('clubAdmin.team.removed', { name: admin.name }));
      // Whoever removes themself leaves the club area.
      if (isMe) await refreshGolfClubAdmin();
    },
    onRefused: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409
          ? t('clubAdmin.team.lastAdminHint')
          : t('clubAdmin.errors.saveFailed'),
      ),
  });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">
          {admin.name}
          {isMe ? (
            <span className="ml-2 rounded-full bg-fairway-50 px-2 py-0.5 text-xs font-semibold text-fairway-800">
              {t('clubAdmin.team.you')}
            </span>
          ) : null}
        </p>
        <p className="text-sm break-all text-slate-600">{admin.email}</p>
        <p className="text-xs text-slate-500">
          {t('clubAdmin.team.since', {
            date: formatInstantDay(admin.since),
          })}
        </p>
      </div>
      <ConfirmDialog
        title={isMe ? t('clubAdmin.team.removeSelfTitle') : t('clubAdmin.team.removeTitle', { name: admin.name })}
        description={isMe ? t('clubAdmin.team.removeSelfText') : t('clubAdmin.team.removeText', { name: admin.name })}
        confirmLabel={isMe ? t('clubAdmin.team.confirmRemoveSelf') : t('clubAdmin.team.confirmRemove')}
        cancelLabel={t('clubAdmin.team.keep')}
        onConfirm={() => remove.mutate()}
      >
        <Button
          variant="outline"
          disabled={alone || remove.isPending}
          aria-describedby={alone ? 'last-admin-hint' : undefined}
          aria-label={t('clubAdmin.team.removeLabel', { name: admin.name })}
        >
          {remove.isPending ? <Spinner /> : null}
          {t('clubAdmin.team.remove')}
        </Button>
      </ConfirmDialog>
    </li>
  );
}

function PendingInvitations({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const invitations = usePendingInvitations(clubId);
  return (
    <section className="border-t border-slate-100" aria-labelledby="pending-title">
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <h3 id="pending-title" className="font-semibold text-slate-900">
          {t('clubAdmin.team.pendingTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('clubAdmin.team.pendingHint')}</p>
      </div>
      <QueryState
        query={invitations}
        empty={{ when: (list) => list.length === 0, text: t('clubAdmin.team.noPending') }}
      >
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-labelledby="pending-title">
            {list.map((invitation) => (
              <PendingInvitationRow key={invitation.id} clubId={clubId} invitation={invitation} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function PendingInvitationRow({ clubId, invitation }: { clubId: string; invitation: PendingInvitation }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatInstant(iso, i18n.language);
  const revoke = useRevokeInvitation(clubId, invitation.id, {
    onRevoked: () => toast.success(t('clubAdmin.team.revoked', { email: invitation.email })),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
        <p className="text-xs text-slate-500">
          {invitation.invitedBy
            ? t('clubAdmin.team.invitedBy', { name: invitation.invitedBy, date: when(invitation.createdAt) })
            : t('clubAdmin.team.invitedOn', { date: when(invitation.createdAt) })}
        </p>
        <p className="text-xs text-slate-500">{t('clubAdmin.team.expires', { date: when(invitation.expiresAt) })}</p>
      </div>
      <ConfirmDialog
        title={t('clubAdmin.team.revokeTitle', { email: invitation.email })}
        description={t('clubAdmin.team.revokeText')}
        confirmLabel={t('clubAdmin.team.revoke')}
        cancelLabel={t('clubAdmin.team.keep')}
        onConfirm={() => revoke.mutate()}
      >
        <Button
          variant="outline"
          disabled={revoke.isPending}
          aria-label={t('clubAdmin.team.revokeLabel', { email: invitation.email })}
        >
          {revoke.isPending ? <Spinner /> : null}
          {t('clubAdmin.team.revoke')}
        </Button>
      </ConfirmDialog>
    </li>
  );
}

function InviteForm({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InviteClubAdmin>({ resolver: zodResolver(inviteClubAdminSchema), defaultValues: { email: '' } });
  const refusal = (error: Error) =>
    error instanceof ApiError && error.code === 'rate_limited'
      ? t('clubAdmin.team.tooMany', { count: Math.ceil((error.retryAfterSeconds ?? 60) / 60) })
      : t('clubAdmin.errors.saveFailed');
  const invite = useInviteClubAdmin(clubId, {
    onInvited: (sent) => {
      toast.success(t('clubAdmin.team.invited', { email: sent.email }));
      form.reset();
    },
    onRefused: (error) => setProblem(refusal(error)),
  });
  return (
    <Form
      form={form}
      className="space-y-3 border-t border-slate-100 p-5 sm:p-6"
      aria-labelledby="invite-title"
      onSubmit={(input) => {
        setProblem(null);
        invite.mutate(input);
      }}
    >
      <h3 id="invite-title" className="font-semibold text-slate-900">
        {t('clubAdmin.team.inviteTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('clubAdmin.team.inviteHint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <FormField<InviteClubAdmin> name="email" id="invite-email" label={t('clubAdmin.team.email')} kind="email">
            {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
          </FormField>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
          {t('clubAdmin.team.invite')}
        </Button>
      </div>
      {problem ? <Refusal id="invite-problem">{problem}</Refusal> : null}
    </Form>
  );
}

const statusTone = { pending: 'warning', accepted: 'success', declined: 'danger' } as const;

function StatusBadge({ status }: { status: AssociationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone[status]}>{t(`clubAdmin.team.status.${status}`)}</Badge>;
}

function AssociationsCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const associations = useClubAssociations(clubId);
  return (
    <Card>
      <CardHeading title={t('clubAdmin.team.associationsTitle')} hint={t('clubAdmin.team.associationsHint')} />
      <QueryState query={associations}>
        {(view) => (
          <>
            <AssociationsForm clubId={clubId} view={view} />
            <AssociationRequests clubId={clubId} requests={view.requests} />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function AssociationsForm({ clubId, view }: { clubId: string; view: ClubAssociationsView }) {
  const { t, i18n } = useTranslation();
  const language = languageOrEnglish(i18n.language);
  const form = useForm<ClubAssociations>({
    resolver: zodResolver(clubAssociationsSchema),
    defaultValues: { region: view.region ?? '', associatedClubIds: view.associatedClubIds },
  });
  // The list keeps to the schema's rules (at most ASSOCIATED_CLUBS_MAX of the other clubs, each once): only the region can be refused.
  const chosen = useWatch({ control: form.control, name: 'associatedClubIds' });
  const [search, setSearch] = useState('');
  const nameOf = new Map(view.otherClubs.map((club) => [club.id, club.name]));
  const statusOf = new Map(view.named.map((club) => [club.id, club.status]));
  const regions = view.regions
    .map((region) => ({ key: region.key, name: region.names[language] }))
    .sort((a, b) => compareNames(a.name, b.name));
  const needle = fold(search.trim());
  const matches = view.otherClubs.filter((club) => fold(club.name).includes(needle));
  const full = chosen.length >= ASSOCIATED_CLUBS_MAX;
  const toggle = (id: string) =>
    form.setValue('associatedClubIds', chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const save = useSaveClubAssociations(clubId, {
    onSaved: () => toast.success(t('clubAdmin.team.associationsSaved')),
    onRefused: (error) =>
      error instanceof ApiError && error.code === 'unknown_region'
        ? form.setError('region', { message: t('clubAdmin.team.unknownRegion') })
        : toast.error(t('clubAdmin.errors.saveFailed')),
  });
  return (
    <Form
      form={form}
      className="space-y-5 p-5 pt-3 sm:p-6 sm:pt-3"
      aria-label={t('clubAdmin.team.associationsTitle')}
      onSubmit={(input) => save.mutate(input)}
    >
      <FormField<ClubAssociations>
        name="region"
        id="association-region"
        label={t('clubAdmin.team.region')}
        hint={t('clubAdmin.team.regionHint')}
      >
        {(control) => (
          <Select {...control}>
            <option value="" disabled>
              {t('clubAdmin.team.chooseRegion')}
            </option>
            {regions.map((region) => (
              <option key={region.key} value={region.key}>
                {region.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{t('clubAdmin.team.associatedClubs')}</legend>
        <p className="text-sm text-slate-600">{t('clubAdmin.team.consentHint')}</p>
        <p className="text-sm text-slate-600">
          {t('clubAdmin.team.chosen', { used: chosen.length, count: ASSOCIATED_CLUBS_MAX })}
        </p>
        {chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('clubAdmin.team.chosenClubs')}>
            {chosen.map((id) => {
              const status = statusOf.get(id);
              return (
                <li key={id} className="inline-flex max-w-full items-center gap-2 rounded-full bg-fairway-50 pl-3">
                  <span className="text-sm font-medium break-words text-fairway-900">{nameOf.get(id) ?? id}</span>
                  {status ? <StatusBadge status={status} /> : null}
                  <button
                    type="button"
                    className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full text-fairway-900 hover:bg-fairway-100"
                    aria-label={t('clubAdmin.team.unchoose', { club: nameOf.get(id) ?? id })}
                    onClick={() => toggle(id)}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <Input
          type="search"
          value={search}
          aria-label={t('clubAdmin.team.searchClubs')}
          placeholder={t('clubAdmin.team.searchClubs')}
          onChange={(event) => setSearch(event.target.value)}
        />
        {view.otherClubs.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-600">{t('clubAdmin.team.noOtherClubs')}</p>
        ) : matches.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-600">{t('clubAdmin.team.noMatch')}</p>
        ) : (
          <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
            {matches.map((club) => {
              const checked = chosen.includes(club.id);
              return (
                <li key={club.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0"
                      checked={checked}
                      disabled={full && !checked}
                      onChange={() => toggle(club.id)}
                    />
                    <span className="min-w-0 flex-1 break-words">{club.name}</span>
                    <span className="shrink-0 text-xs text-slate-500">{t(`cantons.${club.canton}`)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {full ? (
          <p className="text-sm text-slate-600">{t('clubAdmin.team.full', { count: ASSOCIATED_CLUBS_MAX })}</p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.team.saveAssociations')}
      </Button>
    </Form>
  );
}

/** The clubs that ask to name this club in their mystery deals: the club agrees, declines, or withdraws its consent. */
function AssociationRequests({ clubId, requests }: { clubId: string; requests: AssociatedClub[] }) {
  const { t } = useTranslation();
  return (
    <section className="border-t border-slate-100" aria-labelledby="association-requests-title">
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <h3 id="association-requests-title" className="font-semibold text-slate-900">
          {t('clubAdmin.team.requestsTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('clubAdmin.team.requestsHint')}</p>
      </div>
      {requests.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600 sm:px-6">{t('clubAdmin.team.noRequests')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="association-requests-title">
          {requests.map((request) => (
            <AssociationRequestRow key={request.id} clubId={clubId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssociationRequestRow({ clubId, request }: { clubId: string; request: AssociatedClub }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerAssociation(clubId, request.id, {
    onAnswered: (given) =>
      toast.success(
        t(
          given === 'accept'
            ? 'clubAdmin.team.accepted'
            : request.status === 'accepted'
              ? 'clubAdmin.team.consentWithdrawn'
              : 'clubAdmin.team.declined',
          { club: request.name },
        ),
      ),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  const accept = (
    <Button
      size="sm"
      disabled={answer.isPending}
      aria-label={t('clubAdmin.team.acceptLabel', { club: request.name })}
      onClick={() => answer.mutate('accept')}
    >
      {t('clubAdmin.team.accept')}
    </Button>
  );
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
          {request.name}
          <StatusBadge status={request.status} />
        </p>
        <p className="text-xs text-slate-500">
          {t(`cantons.${request.canton}`)} ·{' '}
          {t('clubAdmin.team.askedOn', { date: formatInstant(request.requestedAt, i18n.language) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {request.status === 'pending' ? (
          <>
            {accept}
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              aria-label={t('clubAdmin.team.declineLabel', { club: request.name })}
              onClick={() => answer.mutate('decline')}
            >
              {t('clubAdmin.team.decline')}
            </Button>
          </>
        ) : request.status === 'declined' ? (
          accept
        ) : (
          <ConfirmDialog
            title={t('clubAdmin.team.withdrawConsentTitle', { club: request.name })}
            description={t('clubAdmin.team.withdrawConsentText', { club: request.name })}
            confirmLabel={t('clubAdmin.team.withdrawConsent')}
            cancelLabel={t('clubAdmin.team.keep')}
            onConfirm={() => answer.mutate('decline')}
          >
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              aria-label={t('clubAdmin.team.withdrawConsentLabel', { club: request.name })}
            >
              {t('clubAdmin.team.withdrawConsent')}
            </Button>
          </ConfirmDialog>
        )}
        {answer.isPending ? <Spinner /> : null}
      </div>
    </li>
  );
}
