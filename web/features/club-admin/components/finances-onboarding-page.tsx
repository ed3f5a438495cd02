import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  formatIban,
  payoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '../../../../contract/finances';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { clubAdminKeys } from '../api';
import { payoutAccountQuery, savePayoutAccount } from '../finances-api';
import { ClubPage } from './club-layout';
import { QueryState } from '../../../components/query-state';

type FieldName = keyof PayoutAccountInput;
const fields: { name: FieldName; type?: string; autoComplete?: string; multiline?: boolean; placeholder?: string }[] = [
  { name: 'legalName', autoComplete: 'organization' },
  { name: 'address', autoComplete: 'street-address', multiline: true },
  { name: 'iban', placeholder: 'CH93 0076 2011 6238 5295 7' },
  { name: 'vatNumber', placeholder: 'CHE-116.281.710 MWST' },
  { name: 'contactName', autoComplete: 'name' },
  { name: 'contactEmail', type: 'email', autoComplete: 'email' },
  { name: 'contactPhone', type: 'tel', autoComplete: 'tel', placeholder: '+41 44 123 45 67' },
];

/** /golf-club/finanzen-onboarding: the legal and bank details we pay the club's money to. */
export function FinancesOnboardingPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.onboarding.title')}>{(clubId) => <Onboarding clubId={clubId} />}</ClubPage>;
}

function Onboarding({ clubId }: { clubId: string }) {
  const account = useQuery(payoutAccountQuery(clubId));
  return (
    <Card className="max-w-2xl">
      <QueryState query={account}>{(current) => <OnboardingForm clubId={clubId} current={current} />}</QueryState>
    </Card>
  );
}

const toForm = (account: PayoutAccount | null): PayoutAccountInput => ({
  legalName: account?.legalName ?? '',
  address: account?.address ?? '',
  iban: account ? formatIban(account.iban) : '',
  vatNumber: account?.vatNumber ?? '',
  contactName: account?.contactName ?? '',
  contactEmail: account?.contactEmail ?? '',
  contactPhone: account?.contactPhone ?? '',
});

function OnboardingForm({ clubId, current }: { clubId: string; current: PayoutAccount | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => toForm(current));
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const save = useMutation({
    mutationFn: (input: PayoutAccountInput) => savePayoutAccount(clubId, input),
    onSuccess: async (saved) => {
      setValues(toForm(saved));
      toast.success(t('clubAdmin.onboarding.saved'));
      await queryClient.invalidateQueries({ queryKey: clubAdminKeys.all(clubId) });
    },
    onError: () => toast.error(t('clubAdmin.errors.saveFailed')),
  });
  const status = current?.status ?? 'missing';
  return (
    <form
      noValidate
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.onboarding.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = payoutAccountInputSchema.safeParse(values);
        // Each field's problem names its message: the field's own, or a particular one (a QR-IBAN).
        const problemOf = (issue: z.core.$ZodIssue) =>
          issue.code === 'custom' && typeof issue.params?.problem === 'string'
            ? issue.params.problem
            : String(issue.path[0]);
        setProblems(
          parsed.success
            ? {}
            : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], problemOf(issue)])),
        );
        if (parsed.success) save.mutate(values);
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            status === 'verified'
              ? 'bg-fairway-100 text-fairway-900'
              : status === 'rejected'
                ? 'bg-red-100 text-red-900'
                : 'bg-amber-100 text-amber-950',
          )}
        >
          {t(`clubAdmin.onboarding.status.${status}`)}
        </span>
        <p className="text-sm text-slate-600">{t(`clubAdmin.onboarding.statusNote.${status}`)}</p>
      </div>
      {fields.map(({ name, type, autoComplete, multiline, placeholder }) => {
        const id = `onboarding-${name}`;
        const problem = problems[name];
        const invalid = problem !== undefined;
        const common = {
          id,
          name,
          value: values[name],
          autoComplete,
          placeholder,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? `${id}-error` : undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setValues({ ...values, [name]: event.target.value }),
        };
        return (
          <div key={name} className="space-y-1">
            <label htmlFor={id} className="text-sm font-semibold text-slate-800">
              {t(`clubAdmin.onboarding.fields.${name}`)}
            </label>
            {multiline ? (
              <textarea
                {...common}
                rows={3}
                className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-500"
              />
            ) : (
              <Input {...common} type={type ?? 'text'} />
            )}
            <FieldError id={`${id}-error`}>{problem ? t(`clubAdmin.onboarding.errors.${problem}`) : null}</FieldError>
          </div>
        );
      })}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.onboarding.save')}
      </Button>
    </form>
  );
}
