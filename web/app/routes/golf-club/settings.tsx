import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { clubSettingsSchema, type ClubSettings } from '../../../../contract/club-admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormCheckbox, FormField, numberRange } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useClubSettings, useSaveClubSettings } from '../../../features/club-admin/hooks';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';

/** /golf-club/settings: the club's booking rules. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.settings.title')}>{(clubId) => <Settings clubId={clubId} />}</ClubPage>;
}

function Settings({ clubId }: { clubId: string }) {
  const settings = useClubSettings(clubId);
  return (
    <Card className="max-w-2xl">
      <QueryState query={settings}>{(current) => <SettingsForm clubId={clubId} initial={current} />}</QueryState>
    </Card>
  );
}

const range = {
  cancellationHours: numberRange(clubSettingsSchema.shape.cancellationHours),
  bookingWindowDays: numberRange(clubSettingsSchema.shape.bookingWindowDays),
  minLeadMinutes: numberRange(clubSettingsSchema.shape.minLeadMinutes),
  maxPlayersPerBooking: numberRange(clubSettingsSchema.shape.maxPlayersPerBooking),
};

function SettingsForm({ clubId, initial }: { clubId: string; initial: ClubSettings }) {
  const { t } = useTranslation();
  const form = useForm<ClubSettings>({ resolver: zodResolver(clubSettingsSchema), defaultValues: initial });
  const [hours = 0, leadMinutes = 0] = useWatch({
    control: form.control,
    name: ['cancellationHours', 'minLeadMinutes'],
  });
  const save = useSaveClubSettings(clubId, {
    onSaved: () => toast.success(t('clubAdmin.settings.saved')),
    onRefused: () => toast.error(t('clubAdmin.errors.saveFailed')),
  });
  const number = (name: keyof typeof range, id: string, hint?: string) => (
    <FormField<ClubSettings>
      name={name}
      id={id}
      label={t(`clubAdmin.fields.${name}`)}
      hint={hint}
      kind="number"
      range={range[name]}
    >
      {(control) => <Input type="number" {...range[name]} {...control} />}
    </FormField>
  );
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.settings.title')}
    >
      {number('cancellationHours', 'settings-cancellation', t('clubAdmin.settings.cancellationHint', { hours }))}
      {number('bookingWindowDays', 'settings-window')}
      {number('minLeadMinutes', 'settings-lead', t('clubAdmin.settings.leadHint', { count: leadMinutes }))}
      {number('maxPlayersPerBooking', 'settings-players')}
      <div>
        <FormCheckbox<ClubSettings> name="mysteryDealsAllowed" label={t('clubAdmin.fields.mysteryDealsAllowed')} />
        <p className="text-sm text-slate-600">{t('clubAdmin.settings.mysteryHint')}</p>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.settings.save')}
      </Button>
    </Form>
  );
}
