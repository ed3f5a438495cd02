import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordSchema } from '../../../../contract/me';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { providerMessage } from '../../../lib/auth/provider-error';
import { loadAuthClient } from '../../../lib/auth/session';

const passwordFormSchema = changePasswordSchema
  .extend({ repeatPassword: z.string() })
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'auth.reset.mismatch',
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** A new password with the current one; Better Auth signs out the account's other sessions and keeps this one. */
export function ChangePassword() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ currentPassword, newPassword }: PasswordForm) => {
    setProblem(null);
    setChanged(false);
    try {
      const { error } = await (
        await loadAuthClient()
      ).changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (error) return setProblem(providerMessage(t, error, 'auth.genericError'));
      form.reset();
      setChanged(true);
    } catch {
      setProblem(t('auth.genericError'));
    }
  };

  return (
    <Card role="region" aria-labelledby="profile-password-title" className="mt-8 p-6 sm:p-8">
      <h2 id="profile-password-title" className="text-lg font-bold text-fairway-950">
        {t('profile.password.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('profile.password.body')}</p>
      <Form form={form} onSubmit={submit} className="mt-6 space-y-5">
        <FormField<PasswordForm> name="currentPassword" id="current-password" label={t('profile.password.current')}>
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<PasswordForm>
            name="newPassword"
            id="new-password"
            label={t('profile.password.new')}
            kind="newPassword"
          >
            {(control) => <Input type="password" autoComplete="new-password" {...control} />}
          </FormField>
          <FormField<PasswordForm> name="repeatPassword" id="repeat-password" label={t('profile.password.repeat')}>
            {(control) => <Input type="password" autoComplete="new-password" {...control} />}
          </FormField>
        </div>
        <FormMessage tone="problem">{problem}</FormMessage>
        <FormMessage tone="done">{changed ? t('profile.password.changed') : null}</FormMessage>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
