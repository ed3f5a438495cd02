import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { signInSchema, type SignIn } from '../../../../contract/me';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { ProviderError } from '../../../lib/auth/provider-error';
import { cn } from '../../../lib/cn';

const reasons = { selectClub: 'clubAdmin.gate.selectClub', noAccess: 'clubAdmin.gate.noAccess' } as const;

/** /golf-club/login: club admins sign in here; the gate sends people here with its reason. */
export function ClubLoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [query] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;
  const reason = reasons[query.get('reason') as keyof typeof reasons];
  if (auth.golfClubAdmin) return <Navigate to="/golf-club/dashboard" replace />;

  const submit = async (credentials: SignIn) => {
    setProblem(null);
    await auth
      .signIn(credentials)
      .catch((error: unknown) => setProblem(error instanceof ProviderError ? error.message : t('auth.genericError')));
  };

  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-fairway-950">{t('clubAdmin.login.title')}</h1>
        <p className="mt-1 text-slate-600">{t('clubAdmin.login.subtitle')}</p>
        {reason && auth.user ? (
          <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {t(reason)}
          </p>
        ) : null}
        {auth.isSuperAdmin ? (
          <Link to="/super-admin" className={cn(buttonVariants(), 'mt-4 w-full')}>
            {t('clubAdmin.login.chooseClub')}
          </Link>
        ) : null}
        {auth.user ? (
          <Button variant="outline" className="mt-6 w-full" onClick={() => void auth.signOut()}>
            {t('clubAdmin.login.otherAccount')}
          </Button>
        ) : (
          <Form form={form} onSubmit={submit} className="mt-6 space-y-4">
            <FormField<SignIn> name="email" id="club-email" label={t('auth.fields.email')} kind="email">
              {(control) => <Input type="email" autoComplete="email" required {...control} />}
            </FormField>
            <FormField<SignIn> name="password" id="club-password" label={t('auth.fields.password')}>
              {(control) => <Input type="password" autoComplete="current-password" required {...control} />}
            </FormField>
            <FormMessage tone="problem">{problem}</FormMessage>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('clubAdmin.login.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
