import { isAuditChange } from '../../../contract/audit';
import { Download, Languages, Star } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { cantons } from '../../../contract/cantons';
import { inviteClubAdminSchema, type InviteClubAdmin } from '../../../contract/club-profile';
import {
  createClubSchema,
  type AdminClub,
  type AuditEntry,
  type CreateClub,
  type NewClub,
} from '../../../contract/super-admin';
import { QueryState } from '../../components/query-state';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Form, FormField } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Select } from '../../components/ui/select';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { formatChf, formatInstant, formatInstantDay } from '../../lib/format';
import {
  useAdminClubs,
  useAuditLog,
  useClubAdmins,
  useCreateClub,
  useDecideBankDetails,
  useFeatureClub,
  useInviteClubAdmin,
  useMarkPayoutPaid,
  usePayouts,
  usePlatformOverview,
  useRemoveClubAdmin,
  useWaitlist,
} from '../../features/super-admin/hooks';
import { MysteryRegions } from '../../features/super-admin/components/mystery-regions';
import { useManageClub } from '../../features/super-admin/use-manage-club';

/** /super-admin: the platform's figures, its clubs and their admins, money checks, the waitlist and the audit log. */
export function SuperAdminPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('superAdmin.title')}</h1>
        {auth.isSuperAdmin ? (
          <Link to="/super-admin/translations" className={buttonVariants({ variant: 'outline' })}>
            <Languages className="h-4 w-4" aria-hidden="true" />
            {t('superAdmin.texts.link')}
          </Link>
        ) : null}
      </div>
      {auth.isSuperAdmin ? (
        <>
          <Overview />
          <Clubs />
          <MysteryRegions />
          <div className="grid gap-6 lg:grid-cols-2">
            <Payouts />
            <Waitlist />
          </div>
          <AuditLog />
        </>
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-950">
          {t('superAdmin.noAccess')}
        </p>
      )}
    </main>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 p-4">
        <h2 className="text-lg font-bold">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

function Overview() {
  const { t } = useTranslation();
  const overview = usePlatformOverview();
  return (
    <Card>
      <QueryState query={overview}>
        {(figures) => (
          <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl bg-slate-100 min-[400px]:grid-cols-2 sm:grid-cols-3">
            {(
              [
                [
                  'superAdmin.figures.clubs',
                  String(figures.clubs),
                  t('superAdmin.figures.featuredNote', { count: figures.featuredClubs }),
                ],
                ['superAdmin.figures.golfers', String(figures.golfers)],
                ['superAdmin.figures.bookings', String(figures.bookingsThisMonth)],
                ['superAdmin.figures.revenue', formatChf(figures.revenueThisMonth)],
                ['superAdmin.figures.waitlist', String(figures.waitlist)],
                ['superAdmin.figures.bankDetails', String(figures.bankDetailsToCheck)],
              ] as [string, string, string?][]
            ).map(([label, value, note]) => (
              <div key={label} className="bg-white p-4">
                <dt className="text-sm font-semibold text-slate-600">{t(label)}</dt>
                {/* A figure never breaks: "CHF 1'606.50" on one line. */}
                <dd className="mt-1 whitespace-nowrap text-xl font-extrabold tabular-nums text-fairway-950 sm:text-2xl">
                  {value}
                </dd>
                {note ? <dd className="text-sm text-slate-600">{note}</dd> : null}
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </Card>
  );
}

function Clubs() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const clubs = useAdminClubs(search);
  return (
    <Section
      title={t('superAdmin.clubs.title')}
      actions={
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label={t('superAdmin.clubs.search')}
            placeholder={t('superAdmin.clubs.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="sm:w-72"
          />
          <Button onClick={() => setCreating(!creating)} aria-expanded={creating}>
            {t('superAdmin.clubs.new')}
          </Button>
        </div>
      }
    >
      {creating ? <NewClubForm onDone={() => setCreating(false)} /> : null}
      <QueryState query={clubs} empty={{ when: (list) => list.length === 0, text: t('superAdmin.clubs.empty') }}>
        {(list) => (
          <ul
            className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto"
            aria-label={t('superAdmin.clubs.title')}
          >
            {list.map((club) => (
              <ClubRow key={club.id} club={club} />
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function ClubRow({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const manage = useManageClub();
  const [showAdmins, setShowAdmins] = useState(false);
  const onFailed = () => toast.error(t('superAdmin.saveFailed'));
  const feature = useFeatureClub(club, { onFailed });
  const decide = useDecideBankDetails(club.id, { onFailed });
  return (
    <li className="p-4" aria-label={club.name}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{club.name}</p>
          <p className="text-sm text-slate-600">
            {club.city} · {t(`cantons.${club.canton}`)} · {t('superAdmin.clubs.admins', { count: club.admins })} ·{' '}
            {t(`superAdmin.bankDetails.${club.bankDetails}`)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {club.bankDetails === 'pending' ? (
            <>
              <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => decide.mutate('verified')}>
                {t('superAdmin.bankDetails.verify')}
              </Button>
              <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => decide.mutate('rejected')}>
                {t('superAdmin.bankDetails.reject')}
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            aria-pressed={club.isFeatured}
            disabled={feature.isPending}
            onClick={() => feature.mutate()}
          >
            <Star className={cn('h-4 w-4', club.isFeatured && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
            {t(club.isFeatured ? 'superAdmin.clubs.featured' : 'superAdmin.clubs.feature')}
          </Button>
          <Button size="sm" variant="outline" aria-expanded={showAdmins} onClick={() => setShowAdmins(!showAdmins)}>
            {t('superAdmin.clubs.manageAdmins')}
          </Button>
          <Button size="sm" disabled={manage.isPending} onClick={() => manage.mutate(club.id)}>
            {t('superAdmin.clubs.openDashboard')}
          </Button>
        </div>
      </div>
      {showAdmins ? <ClubAdmins clubId={club.id} /> : null}
    </li>
  );
}

function ClubAdmins({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const admins = useClubAdmins(clubId);
  const form = useForm<InviteClubAdmin>({ resolver: zodResolver(inviteClubAdminSchema), defaultValues: { email: '' } });
  const onFailed = (error: Error) =>
    toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('superAdmin.saveFailed'));
  const add = useInviteClubAdmin(clubId, {
    onInvited: (sent) => {
      form.reset();
      toast.success(t('clubAdmin.team.invited', { email: sent.email }));
    },
    onFailed,
  });
  const remove = useRemoveClubAdmin(clubId, { onFailed });
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-4">
      <QueryState query={admins} empty={{ when: (list) => list.length === 0, text: t('superAdmin.clubs.noAdmins') }}>
        {(list) => (
          <ul className="space-y-2">
            {list.map((admin) => (
              <li key={admin.userId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold">{admin.name}</span> · {admin.email}
                </span>
                <ConfirmDialog
                  title={t('clubAdmin.team.removeTitle', { name: admin.name })}
                  description={t('clubAdmin.team.removeText', { name: admin.name })}
                  confirmLabel={t('clubAdmin.team.confirmRemove')}
                  cancelLabel={t('clubAdmin.team.keep')}
                  onConfirm={() => remove.mutate(admin.userId)}
                >
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending || list.length === 1}
                    aria-label={t('clubAdmin.team.removeLabel', { name: admin.name })}
                  >
                    {t('superAdmin.clubs.removeAdmin')}
                  </Button>
                </ConfirmDialog>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Form form={form} className="mt-3 flex flex-wrap items-end gap-2" onSubmit={({ email }) => add.mutate(email)}>
        <div className="w-full sm:w-80">
          <FormField<InviteClubAdmin> name="email" label={t('superAdmin.clubs.adminEmail')} kind="email">
            {(control) => <Input type="email" {...control} />}
          </FormField>
        </div>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {t('superAdmin.clubs.addAdmin')}
        </Button>
      </Form>
    </div>
  );
}

const emptyClub: CreateClub = {
  name: '',
  city: '',
  canton: 'Zürich',
  address: '',
  weekdayStandardPrice: 100,
  weekdayDiscount: 20,
};

/** The bounds a number of the schema names in its refusal. */
const rangeOf = (schema: z.ZodNumber) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? 0 });

function NewClubForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CreateClub, unknown, NewClub>({
    resolver: zodResolver(createClubSchema),
    defaultValues: emptyClub,
  });
  const create = useCreateClub({
    onCreated: (club) => toast.success(t('superAdmin.clubs.created', { club: club.name })),
    onRefreshed: onDone,
    onFailed: () => toast.error(t('superAdmin.saveFailed')),
  });
  const { weekdayStandardPrice, weekdayDiscount } = createClubSchema.shape;
  return (
    <Form
      form={form}
      aria-label={t('superAdmin.clubs.new')}
      className="grid gap-3 border-b border-slate-100 bg-fairway-50/50 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(club) => create.mutate(club)}
    >
      <FormField<CreateClub> name="name" id="new-club-name" label={t('superAdmin.clubs.fields.name')}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField<CreateClub> name="city" id="new-club-city" label={t('superAdmin.clubs.fields.city')}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField<CreateClub> name="canton" id="new-club-canton" label={t('superAdmin.clubs.fields.canton')}>
        {(control) => (
          <Select {...control}>
            {cantons.map((canton) => (
              <option key={canton} value={canton}>
                {t(`cantons.${canton}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField<CreateClub>
        name="weekdayStandardPrice"
        id="new-club-price"
        label={t('superAdmin.clubs.fields.weekdayStandardPrice')}
        kind="number"
        range={rangeOf(weekdayStandardPrice)}
      >
        {(control) => <Input type="number" min={1} step={0.05} {...control} />}
      </FormField>
      <FormField<CreateClub>
        name="weekdayDiscount"
        id="new-club-discount"
        label={t('superAdmin.clubs.fields.weekdayDiscount')}
        kind="number"
        range={rangeOf(weekdayDiscount)}
      >
        {(control) => <Input type="number" min={0} max={90} {...control} />}
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('superAdmin.clubs.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('superAdmin.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function Payouts() {
  const { t } = useTranslation();
  const payouts = usePayouts();
  const paid = useMarkPayoutPaid({ onFailed: () => toast.error(t('superAdmin.saveFailed')) });
  return (
    <Section title={t('superAdmin.payouts.title')}>
      <QueryState query={payouts} empty={{ when: (list) => list.length === 0, text: t('superAdmin.payouts.empty') }}>
        {(list) => (
          <ul className="divide-y divide-slate-100">
            {list.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                <span>
                  <span className="font-semibold">{payout.club}</span> · {payout.month} · {formatChf(payout.amount)}
                </span>
                <Button size="sm" variant="outline" disabled={paid.isPending} onClick={() => paid.mutate(payout.id)}>
                  {t('superAdmin.payouts.markPaid')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function Waitlist() {
  const { t } = useTranslation();
  const waitlist = useWaitlist();
  return (
    <Section
      title={t('superAdmin.waitlist.title')}
      actions={
        <a href={waitlist.csvUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('superAdmin.waitlist.csv')}
        </a>
      }
    >
      <QueryState query={waitlist} empty={{ when: (list) => list.length === 0, text: t('superAdmin.waitlist.empty') }}>
        {(list) => (
          <ul className="divide-y divide-slate-100 text-sm">
            {list.map((entry) => (
              <li key={entry.email} className="flex justify-between gap-3 px-4 py-3">
                <span className="truncate">{entry.email}</span>
                <span className="shrink-0 text-slate-500">{formatInstantDay(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const audit = useAuditLog();
  return (
    <Section title={t('superAdmin.audit.title')}>
      <QueryState query={audit} empty={{ when: (list) => list.length === 0, text: t('superAdmin.audit.empty') }}>
        {(list) => (
          <>
            {/* A phone reads each change as a block, who and when above what: four columns would scroll sideways. */}
            <ol aria-label={t('superAdmin.audit.title')} className="divide-y divide-slate-100 sm:hidden">
              {list.map((entry) => (
                <li key={entry.id} className="space-y-1 px-4 py-3 text-sm">
                  <p className="text-xs text-slate-500">
                    <span className="tabular-nums">{formatInstant(entry.at, i18n.language)}</span> ·{' '}
                    <span className="break-all">{actorOf(entry, t)}</span>
                    {entry.club && ` · ${entry.club}`}
                  </p>
                  <AuditChange entry={entry} />
                </li>
              ))}
            </ol>
            <div className="hidden sm:block">
              <Table label={t('superAdmin.audit.title')}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('superAdmin.audit.when')}</TableHead>
                    <TableHead>{t('superAdmin.audit.who')}</TableHead>
                    <TableHead>{t('superAdmin.audit.club')}</TableHead>
                    <TableHead>{t('superAdmin.audit.what')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {formatInstant(entry.at, i18n.language)}
                      </TableCell>
                      <TableCell>{actorOf(entry, t)}</TableCell>
                      <TableCell>{entry.club ?? '–'}</TableCell>
                      <TableCell>
                        <AuditChange entry={entry} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </QueryState>
    </Section>
  );
}

/**
 * Who made a change: a person, a club's software by the partner key it used (details.partnerKey), or the club's
 * calendar read by the quarter-hour job (details.calendar).
 */
function actorOf(entry: AuditEntry, t: TFunction) {
  const key = entry.details.partnerKey as { name?: string } | undefined;
  if (entry.actor) return entry.actor;
  if (key?.name) return t('superAdmin.audit.partnerKey', { name: key.name });
  return entry.details.calendar ? t('superAdmin.audit.calendar') : '–';
}

/** A text's change (a platform text, or a club's own text) as the person reads it: which text, in which language, before and after. */
function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language, field, before, after } = entry.details;
  const isText = (entry.entity === 'translation' || entry.entity === 'club_text') && typeof language === 'string';
  if (!isText)
    return isAuditChange(entry.entity, entry.action) ? (
      <span>{t(`superAdmin.audit.actions.${entry.entity}.${entry.action}`)}</span>
    ) : (
      // An entry of a change no longer recorded: its codes.
      <span className="font-mono text-xs">
        {entry.action} {entry.entity}
      </span>
    );
  const languageName = t(`language.names.${language}`);
  const title =
    entry.entity === 'translation'
      ? t('superAdmin.audit.platformText', { key: entry.entityId, language: languageName })
      : t('superAdmin.audit.clubText', { field: t(`clubTexts.fields.${String(field)}`), language: languageName });
  const none = <span className="italic">{t('superAdmin.audit.none')}</span>;
  return (
    <div className="min-w-56 space-y-1">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="whitespace-pre-line break-words text-slate-600">
        <span className="font-semibold">{t('superAdmin.audit.before')}</span>{' '}
        {typeof before === 'string' ? <del className="text-red-800">{before}</del> : none}
      </p>
      <p className="whitespace-pre-line break-words text-slate-600">
        <span className="font-semibold">{t('superAdmin.audit.after')}</span>{' '}
        {typeof after === 'string' ? <ins className="text-fairway-800 no-underline">{after}</ins> : none}
      </p>
    </div>
  );
}
