import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { betaUnlockRequestSchema, type BetaUnlockRequest } from '../../../../contract/beta';
import { waitlistRequestSchema, type WaitlistRequest } from '../../../../contract/waitlist';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { meQuery } from '../../../lib/auth/api';
import { sessionQuery } from '../../../lib/auth/session';
import { cn } from '../../../lib/cn';
import { joinWaitlist, unlockBeta } from '../api';

/** Also the name of each tab of the password mode. */
export type GateMode = 'password' | 'waitlist';

const isApiError = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

export function BetaCard({ mode, languageSwitcher }: { mode: GateMode; languageSwitcher: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<GateMode>(mode);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.querySelector('input')?.focus();
  }, []);
  const form = tab === 'password' ? <PasswordForm /> : <WaitlistForm />;
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      <Card
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby="beta-title"
        aria-describedby="beta-description"
        className="my-6 w-full max-w-md space-y-5 p-6 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="beta-title" className="text-2xl font-bold text-slate-900">
            {t('beta.title')}
          </h1>
          {languageSwitcher}
        </div>
        <p id="beta-description" className="text-slate-600">
          {mode === 'password' ? t('beta.description') : t('beta.descriptionWaitlist')}
        </p>
        {mode === 'password' ? (
          <>
            <GateTabs tab={tab} onChange={setTab} />
            <div role="tabpanel" id="beta-panel" aria-labelledby={`beta-tab-${tab}`}>
              {form}
            </div>
          </>
        ) : (
          <>
            {form}
            <Button type="button" variant="outline" className="w-full" onClick={() => navigate('/auth')}>
              {t('beta.backToLogin')}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

const tabs: { tab: GateMode; label: string }[] = [
  { tab: 'password', label: 'beta.tabs.earlyAccess' },
  { tab: 'waitlist', label: 'beta.tabs.waitlist' },
];

/** ARIA tabs: one tab stop, the arrow keys move between them. */
function GateTabs({ tab, onChange }: { tab: GateMode; onChange: (tab: GateMode) => void }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'password' ? 'waitlist' : 'password';
    onChange(next);
    document.getElementById(`beta-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('beta.tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {tabs.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          role="tab"
          id={`beta-tab-${entry.tab}`}
          aria-selected={tab === entry.tab}
          aria-controls="beta-panel"
          tabIndex={tab === entry.tab ? 0 : -1}
          onClick={() => onChange(entry.tab)}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-11 cursor-pointer rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-fairway-600',
            tab === entry.tab ? 'bg-white text-fairway-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(entry.label)}
        </button>
      ))}
    </div>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BetaUnlockRequest>({
    resolver: zodResolver(betaUnlockRequestSchema),
    defaultValues: { password: '' },
  });

  async function submit(request: BetaUnlockRequest) {
    try {
      const me = await unlockBeta(request);
      queryClient.setQueryData(meQuery(me.id).queryKey, me);
      // The session cookie is set: the auth provider reads the session again and the gate opens.
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success(t('beta.welcome'), me.isGuest ? { description: t('beta.welcomeGuest') } : undefined);
    } catch (failure) {
      if (isApiError(failure, 'wrong_password'))
        form.setError('password', { type: 'custom', message: 'beta.wrongPassword' });
      else toast.error(t(isApiError(failure, 'rate_limited') ? 'beta.rateLimited' : 'beta.loginError'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField<BetaUnlockRequest>
        name="password"
        id="beta-password"
        label={t('beta.passwordLabel')}
        hint={t('beta.passwordHint')}
      >
        {(control) => <Input type="password" autoComplete="current-password" required {...control} />}
      </FormField>
      <SubmitButton
        submitting={form.formState.isSubmitting}
        label={t('beta.unlock')}
        submittingLabel={t('beta.unlocking')}
      />
    </Form>
  );
}

function WaitlistForm() {
  const { t } = useTranslation();
  const form = useForm<WaitlistRequest>({ resolver: zodResolver(waitlistRequestSchema), defaultValues: { email: '' } });

  async function submit(request: WaitlistRequest) {
    try {
      await joinWaitlist(request);
      form.reset();
      toast.success(t('beta.thankYou'));
    } catch (failure) {
      if (isApiError(failure, 'already_exists')) toast.info(t('beta.emailAlreadyExists'));
      else if (isApiError(failure, 'invalid_input'))
        form.setError('email', { type: 'custom', message: 'validation.email' });
      else if (isApiError(failure, 'rate_limited')) toast.error(t('beta.rateLimited'));
      else {
        console.error('Joining the waitlist failed', failure);
        toast.error(t('beta.error'));
      }
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField<WaitlistRequest>
        name="email"
        id="beta-email"
        label={t('beta.emailLabel')}
        hint={t('beta.emailHint')}
        kind="email"
      >
        {(control) => <Input type="email" autoComplete="email" required {...control} />}
      </FormField>
      <SubmitButton
        submitting={form.formState.isSubmitting}
        label={t('beta.join')}
        submittingLabel={t('beta.joining')}
      />
    </Form>
  );
}

function SubmitButton({
  submitting,
  label,
  submittingLabel,
}: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting}>
      {submitting ? <Spinner /> : null}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
