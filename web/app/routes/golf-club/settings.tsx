import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { clubSettingsSchema, type ClubSettings } from '../../../../contract/club-admin';
import { languages } from '../../../../contract/languages';
import { playerProofs } from '../../../../contract/players';
import { handicapText } from '../../../../contract/handicap';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormCheckbox, FormField, numberRange, withMessageKeys } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useClubSettings, useSaveClubSettings } from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';

/** /golf-club/settings: the club's booking rules, and the mails it wants about its bookings. */
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

/** The handicap limits clubs set, and the club's own where it is another. */
const handicapLimitOptions = (current: number | null) =>
  [...new Set([54, 45, 36, 30, 28, 24, 20, 18, ...(current === null ? [] : [current])])].sort((a, b) => b - a);

function SettingsForm({ clubId, initial }: { clubId: string; initial: ClubSettings }) {
  const { t } = useTranslation();
  const form = useForm<ClubSettings>({
    // The address's own rule (an address, or empty) is said as the e-mail fields say it.
    resolver: withMessageKeys(zodResolver(clubSettingsSchema), (field) =>
      field === 'mailTo' ? 'validation.email' : undefined,
    ),
    defaultValues: { ...initial, mailTo: initial.mailTo ?? '' },
  });
  const [hours = 0, leadMinutes = 0, mailTo] = useWatch({
    control: form.control,
    name: ['cancellationHours', 'minLeadMinutes', 'mailTo'],
  });
  const save = useSaveClubSettings(clubId, {
    onSaved: () => toast.success(t('clubAdmin.settings.saved')),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
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
      onSubmit={(values) => save.mutate({ ...values, mailTo: values.mailTo || null })}
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.settings.title')}
    >
      {number('cancellationHours', 'settings-cancellation', t('clubAdmin.settings.cancellationHint', { count: hours }))}
      {number('bookingWindowDays', 'settings-window')}
      {number('minLeadMinutes', 'settings-lead', t('clubAdmin.settings.leadHint', { count: leadMinutes }))}
      {number('maxPlayersPerBooking', 'settings-players')}
      <div>
        <FormCheckbox<ClubSettings> name="mysteryDealsAllowed" label={t('clubAdmin.fields.mysteryDealsAllowed')} />
        <p className="text-sm text-slate-600">{t('clubAdmin.settings.mysteryHint')}</p>
      </div>
      <fieldset className="space-y-3 border-t border-slate-100 pt-5">
        <legend className="text-base font-bold text-fairway-950">{t('clubAdmin.settings.playersTitle')}</legend>
        <p className="text-sm text-slate-600">{t('clubAdmin.settings.playersHint')}</p>
        <FormField<ClubSettings>
          name="handicapLimit"
          id="settings-handicap-limit"
          label={t('clubAdmin.fields.handicapLimit')}
        >
          {(control) => (
            <Select
              {...control}
              value={control.value ?? ''}
              onChange={(event) => control.onChange(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('clubAdmin.settings.noHandicapLimit')}</option>
              {handicapLimitOptions(initial.handicapLimit).map((limit) => (
                <option key={limit} value={limit}>
                  {t('clubAdmin.settings.handicapLimitOption', { limit: handicapText(limit) })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<ClubSettings>
          name="playerProof"
          id="settings-player-proof"
          label={t('clubAdmin.fields.playerProof')}
        >
          {(control) => (
            <Select {...control}>
              {playerProofs.map((proof) => (
                <option key={proof} value={proof}>
                  {t(`clubAdmin.settings.proof.${proof}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      <fieldset className="space-y-3 border-t border-slate-100 pt-5">
        <legend className="text-base font-bold text-fairway-950">{t('clubAdmin.settings.mailsTitle')}</legend>
        <p className="text-sm text-slate-600">{t('clubAdmin.settings.mailsHint')}</p>
        <div>
          <FormCheckbox<ClubSettings> name="mailOnBooking" label={t('clubAdmin.fields.mailOnBooking')} />
          <FormCheckbox<ClubSettings> name="mailOnCancellation" label={t('clubAdmin.fields.mailOnCancellation')} />
          <FormCheckbox<ClubSettings> name="mailDailySheet" label={t('clubAdmin.fields.mailDailySheet')} />
        </div>
        <FormField<ClubSettings>
          name="mailTo"
          id="settings-mail-to"
          label={t('clubAdmin.fields.mailTo')}
          hint={t('clubAdmin.settings.mailToHint')}
          kind="email"
        >
          {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
        </FormField>
        {mailTo?.trim() ? (
          <FormField<ClubSettings>
            name="mailLanguage"
            id="settings-mail-language"
            label={t('clubAdmin.fields.mailLanguage')}
          >
            {(control) => (
              <Select {...control}>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {t(`language.names.${language}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.settings.save')}
      </Button>
    </Form>
  );
}
