import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EMAIL_CONFIRMED_PAGE } from '../../../../contract/auth-pages';
import { changeEmailSchema } from '../../../../contract/me';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { providerMessage } from '../../../lib/auth/provider-error';
import { loadAuthClient } from '../../../lib/auth/session';

/**
 * A new address, confirmed by the link Better Auth sends to it; the account keeps its address until then.
 * Whether another account has the address is not said (the server answers alike), so neither is it here.
 */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = changeEmailSchema.refine((form) => form.newEmail.trim().toLowerCase() !== currentEmail.toLowerCase(), {
    path: ['newEmail'],
    message: 'profile.email.same',
  });
  type EmailForm = z.infer<typeof schema>;
  const form = useForm<EmailForm>({ resolver: zodResolver(schema), defaultValues: { newEmail: '' } });
  const { isSubmitting } = form.formState;

  const submit = async ({ newEmail }: EmailForm) => {
    setProblem(null);
    setSentTo(null);
    try {
      const { error } = await (
        await loadAuthClient()
      ).changeEmail({ newEmail, callbackURL: `${EMAIL_CONFIRMED_PAGE}?change=email` });
      if (error) return setProblem(providerMessage(t, error, 'auth.genericError'));
      form.reset();
      setSentTo(newEmail);
    } catch {
      setProblem(t('auth.genericError'));
    }
  };

  return (
    <Card role="region" aria-labelledby="profile-email-title" className="mt-8 p-6 sm:p-8">
      <h2 id="profile-email-title" className="text-lg font-bold text-fairway-950">
        {t('profile.email.title')}
      </h2>
      <p className="mt-2 text-sm break-words text-slate-600">{t('profile.email.body', { email: currentEmail })}</p>
      <Form form={form} onSubmit={submit} className="mt-6 space-y-5">
        <FormField<EmailForm> name="newEmail" id="new-email" label={t('profile.email.new')} kind="email">
          {(control) => <Input type="email" autoComplete="email" {...control} />}
        </FormField>
        <FormMessage tone="problem">{problem}</FormMessage>
        <FormMessage tone="done">
          {sentTo ? t('profile.email.sent', { email: sentTo, current: currentEmail }) : null}
        </FormMessage>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('profile.email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
