import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { keepGuestAccountSchema, type KeepGuestAccount as KeepGuestAccountBody } from '../../../../contract/me';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api, ApiError } from '../../../lib/api-client';
import { providerMessage } from '../../../lib/auth/provider-error';

const keepFormSchema = keepGuestAccountSchema
  .extend({ repeatPassword: z.string() })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'auth.reset.mismatch',
  });
type KeepForm = z.infer<typeof keepFormSchema>;

const keepGuestAccount = (body: KeepGuestAccountBody) => api<void>('/api/me/guest-account', { method: 'POST', body });

/**
 * A guest's account (the early-access password started it) becomes the visitor's own: a password now, and the
 * address once its link is opened. Bookings stay. Whether another account has the address is not said.
 */
export function KeepGuestAccount() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<KeepForm>({
    resolver: zodResolver(keepFormSchema),
    defaultValues: { email: '', password: '', repeatPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ email, password }: KeepForm) => {
    setProblem(null);
    setSentTo(null);
    try {
      await keepGuestAccount({ email, password });
      form.reset();
      setSentTo(email);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? providerMessage(t, { code: error.code, status: error.status }, 'auth.genericError')
          : t('auth.genericError'),
      );
    }
  };

  return (
    <Card role="region" aria-labelledby="profile-guest-title" className="mt-8 border-fairway-200 p-6 sm:p-8">
      <h2 id="profile-guest-title" className="text-lg font-bold text-fairway-950">
        {t('profile.guest.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('profile.guest.body')}</p>
      <Form form={form} onSubmit={submit} className="mt-6 space-y-5">
        <FormField<KeepForm> name="email" id="guest-email" label={t('profile.guest.email')} kind="email">
          {(control) => <Input type="email" autoComplete="email" {...control} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<KeepForm>
            name="password"
            id="guest-password"
            label={t('profile.guest.password')}
            kind="newPassword"
          >
            {(control) => <Input type="password" autoComplete="new-password" {...control} />}
          </FormField>
          <FormField<KeepForm> name="repeatPassword" id="guest-repeat-password" label={t('profile.guest.repeat')}>
            {(control) => <Input type="password" autoComplete="new-password" {...control} />}
          </FormField>
        </div>
        <FormMessage tone="problem">{problem}</FormMessage>
        <FormMessage tone="done">{sentTo ? t('profile.guest.sent', { email: sentTo }) : null}</FormMessage>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('profile.guest.submit')}
        </Button>
      </Form>
    </Card>
  );
}
