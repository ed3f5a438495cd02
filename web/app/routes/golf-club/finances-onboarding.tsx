import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  formatIban,
  isQrIban,
  payoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '../../../../contract/finances';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, withMessageKeys } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { usePayoutAccount, useSavePayoutAccount } from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
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
  const account = usePayoutAccount(clubId);
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

/**
 * The contract's check of the details; what was typed is sent (the server parses it alike). Each field's refusal
 * says what the field needs, a QR-IBAN why it cannot be used.
 */
const onboardingResolver = withMessageKeys(
  zodResolver(payoutAccountInputSchema, undefined, { raw: true }),
  (field, _error, values) =>
    `clubAdmin.onboarding.errors.${field === 'iban' && isQrIban(values.iban) ? 'qrIban' : field}`,
);

function OnboardingForm({ clubId, current }: { clubId: string; current: PayoutAccount | null }) {
  const { t } = useTranslation();
  const form = useForm<PayoutAccountInput>({ resolver: onboardingResolver, defaultValues: toForm(current) });
  const save = useSavePayoutAccount(clubId, {
    onSaved: (saved) => {
      form.reset(toForm(saved));
      toast.success(t('clubAdmin.onboarding.saved'));
    },
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  const status = current?.status ?? 'missing';
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.onboarding.title')}
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
      {fields.map(({ name, type, autoComplete, multiline, placeholder }) => (
        <FormField<PayoutAccountInput>
          key={name}
          name={name}
          id={`onboarding-${name}`}
          label={t(`clubAdmin.onboarding.fields.${name}`)}
        >
          {(control) =>
            multiline ? (
              <textarea
                {...control}
                autoComplete={autoComplete}
                placeholder={placeholder}
                rows={3}
                className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-500"
              />
            ) : (
              <Input {...control} type={type ?? 'text'} autoComplete={autoComplete} placeholder={placeholder} />
            )
          }
        </FormField>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.onboarding.save')}
      </Button>
    </Form>
  );
}
