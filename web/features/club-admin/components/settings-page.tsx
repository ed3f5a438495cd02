import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MAX_MIN_LEAD_MINUTES } from '../../../../contract/bookings';
import { clubSettingsSchema, type ClubSettings } from '../../../../contract/club-admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { clubAdminKeys, clubSettingsQuery, saveClubSettings } from '../api';
import { ClubPage } from './club-layout';
import { QueryState } from '../../../components/query-state';
import { Field } from '../../../components/ui/field';
import { fieldProblem } from './tee-time-fields';

/** /golf-club/settings: the club's booking rules. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.settings.title')}>{(clubId) => <Settings clubId={clubId} />}</ClubPage>;
}

function Settings({ clubId }: { clubId: string }) {
  const settings = useQuery(clubSettingsQuery(clubId));
  return (
    <Card className="max-w-2xl">
      <QueryState query={settings}>{(current) => <SettingsForm clubId={clubId} initial={current} />}</QueryState>
    </Card>
  );
}

function SettingsForm({ clubId, initial }: { clubId: string; initial: ClubSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: ClubSettings) => saveClubSettings(clubId, next),
    onSuccess: async () => {
      toast.success(t('clubAdmin.settings.saved'));
      await queryClient.invalidateQueries({ queryKey: clubAdminKeys.all(clubId) });
    },
    onError: () => toast.error(t('clubAdmin.errors.saveFailed')),
  });
  const number = (key: 'cancellationHours' | 'bookingWindowDays' | 'maxPlayersPerBooking' | 'minLeadMinutes') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [key]: Number(event.target.value) }),
  });
  return (
    <form
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.settings.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = clubSettingsSchema.safeParse(values);
        setProblem(parsed.success ? null : fieldProblem(t, parsed.error));
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <Field label={t('clubAdmin.fields.cancellationHours')} id="settings-cancellation">
        <Input id="settings-cancellation" type="number" min={0} max={168} {...number('cancellationHours')} />
      </Field>
      <p className="-mt-3 text-sm text-slate-600">
        {t('clubAdmin.settings.cancellationHint', { hours: values.cancellationHours })}
      </p>
      <Field label={t('clubAdmin.fields.bookingWindowDays')} id="settings-window">
        <Input id="settings-window" type="number" min={1} max={365} {...number('bookingWindowDays')} />
      </Field>
      <Field label={t('clubAdmin.fields.minLeadMinutes')} id="settings-lead">
        <Input id="settings-lead" type="number" min={0} max={MAX_MIN_LEAD_MINUTES} {...number('minLeadMinutes')} />
      </Field>
      <p className="-mt-3 text-sm text-slate-600">
        {t('clubAdmin.settings.leadHint', { count: values.minLeadMinutes })}
      </p>
      <Field label={t('clubAdmin.fields.maxPlayersPerBooking')} id="settings-players">
        <Input id="settings-players" type="number" min={1} max={4} {...number('maxPlayersPerBooking')} />
      </Field>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={values.mysteryDealsAllowed}
          onChange={(event) => setValues({ ...values, mysteryDealsAllowed: event.target.checked })}
        />
        {t('clubAdmin.fields.mysteryDealsAllowed')}
      </label>
      {problem ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.settings.save')}
      </Button>
    </form>
  );
}
