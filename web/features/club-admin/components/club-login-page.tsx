import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reason = reasons[query.get('reason') as keyof typeof reasons];
  if (auth.golfClubAdmin) return <Navigate to="/golf-club/dashboard" replace />;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    await auth
      .signIn({ email: String(form.get('email')), password: String(form.get('password')) })
      .catch((error: unknown) => setProblem(error instanceof ProviderError ? error.message : t('auth.genericError')));
    setBusy(false);
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
          <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)}>
            <div className="space-y-1">
              <label htmlFor="club-email" className="text-sm font-semibold">
                {t('auth.fields.email')}
              </label>
              <Input id="club-email" name="email" type="email" autoComplete="email" required />
            </div>
            <div className="space-y-1">
              <label htmlFor="club-password" className="text-sm font-semibold">
                {t('auth.fields.password')}
              </label>
              <Input id="club-password" name="password" type="password" autoComplete="current-password" required />
            </div>
            {problem ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {problem}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('clubAdmin.login.submit')}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
