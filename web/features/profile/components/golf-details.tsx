import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Me } from '../../../../contract/me';
import { handicapText } from '../../../../contract/handicap';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { handicapIndexOf, isSwissGolfNumber } from '../../../lib/players-entry';

/** The golfer's handicap index as typed ("18,4", "+2.3") and Swiss Golf number; empty: not given. */
const golfDetailsSchema = z.object({
  handicap_index: z.string().transform((text, context) => {
    if (!text.trim()) return null;
    const index = handicapIndexOf(text);
    if (index === undefined) context.addIssue({ code: 'custom', message: 'players.problem.handicap_invalid' });
    return index ?? null;
  }),
  swiss_golf_number: z
    .string()
    .refine((text) => !text.trim() || isSwissGolfNumber(text), 'players.problem.swiss_golf_number_invalid')
    .transform((text) => text.trim() || null),
});
type GolfDetailsForm = z.input<typeof golfDetailsSchema>;

const typedDetails = (profile: Me): GolfDetailsForm => ({
  handicap_index: profile.handicap_index === null ? '' : handicapText(profile.handicap_index),
  swiss_golf_number: profile.swiss_golf_number ?? '',
});

/** The golfer's own handicap index and Swiss Golf number, which booking forms start with where a club asks for them. */
export function GolfDetails({ profile }: { profile: Me }) {
  const { t } = useTranslation();
  const { updateProfile } = useAuth();
  const form = useForm<GolfDetailsForm, unknown, z.output<typeof golfDetailsSchema>>({
    resolver: zodResolver(golfDetailsSchema),
    defaultValues: typedDetails(profile),
  });
  useEffect(() => {
    form.reset(typedDetails(profile));
  }, [profile, form]);
  const { isSubmitting, isDirty } = form.formState;

  return (
    <Card role="region" aria-labelledby="profile-golf-title" className="mt-8 p-6 sm:p-8">
      <h2 id="profile-golf-title" className="text-lg font-bold text-fairway-950">
        {t('profile.golf.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('profile.golf.body')}</p>
      <Form
        form={form}
        onSubmit={(details) => updateProfile(details).catch(() => undefined)}
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<GolfDetailsForm>
            name="handicap_index"
            id="handicap-index"
            label={t('players.handicap')}
            hint={t('profile.golf.handicapHint')}
          >
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <FormField<GolfDetailsForm>
            name="swiss_golf_number"
            id="swiss-golf-number"
            label={t('players.swissGolfNumber')}
            hint={t('profile.golf.swissGolfNumberHint')}
          >
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Spinner /> : null}
          {t('profile.golf.save')}
        </Button>
      </Form>
    </Card>
  );
}
