import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { signInSchema, signUpSchema, type SignUp } from '../../../contract/me';
import { Button } from '../../components/ui/button';
import { Form, FormCheckbox, FormField } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { publicConfigQuery } from '../../lib/auth/api';
import { takePreAuthPath } from '../../lib/auth/pre-auth-path';
import { useAuth } from '../../lib/auth/auth-context';
import { ProviderError } from '../../lib/auth/provider-error';
import { AuthFormEnd, AuthShell, CheckInbox } from '../../features/auth/components/auth-shell';
import { LegalLinks } from '../../components/legal-document';

/** The sign-up form: the contract's, its box for the terms refused in the user's language. */
const signUpForm = signUpSchema.extend({ acceptTerms: z.literal(true, 'auth.terms.required') });

type Mode = 'login' | 'signup';

/** After a submit, instead of the form: the mail that went out (sign-up, or a sign-in before the address is confirmed). */
type SentLink = { reason: 'signedUp' | 'unconfirmed'; email: string };

export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  // The form is part of the address (/auth?mode=signup), so that a "Sign up" link opens it.
  const [params, setParams] = useSearchParams();
  // Google sends an address without an account back here (signup_disabled): it signs up, with the terms.
  const googleRefusal = params.get('error');
  const mode: Mode = params.get('mode') === 'signup' || googleRefusal === 'signup_disabled' ? 'signup' : 'login';
  const [formError, setFormError] = useState<string | null>(
    googleRefusal === 'signup_disabled' ? t('auth.googleNoAccount') : googleRefusal ? t('auth.googleError') : null,
  );
  const [signingIn, setSigningIn] = useState(false);
  const [sentLink, setSentLink] = useState<SentLink | null>(null);
  const config = useQuery(publicConfigQuery);
  const form = useForm<SignUp>({
    resolver: zodResolver(mode === 'signup' ? signUpForm : (signInSchema as unknown as typeof signUpForm)),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  // Someone already signed in goes home; someone signing in here goes where they wanted to (below).
  if (auth.user && !auth.isLoading && !signingIn) return <Navigate to="/" replace />;

  const submit = async (values: SignUp) => {
    setFormError(null);
    try {
      if (mode === 'signup') {
        await auth.signUp(values);
        setSentLink({ reason: 'signedUp', email: values.email });
        form.reset();
      } else {
        setSigningIn(true);
        await auth.signIn(values);
        navigate(takePreAuthPath() ?? '/', { replace: true });
      }
    } catch (error) {
      setSigningIn(false);
      // The server has just mailed a new link to the unconfirmed address: say so instead of an error.
      if (error instanceof ProviderError && error.code === 'EMAIL_NOT_VERIFIED')
        setSentLink({ reason: 'unconfirmed', email: values.email });
      else setFormError(error instanceof ProviderError ? error.message : t('auth.genericError'));
    }
  };

  const showMode = (next: Mode) => setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  const switchMode = () => {
    showMode(mode === 'login' ? 'signup' : 'login');
    setFormError(null);
    form.clearErrors();
  };

  if (sentLink) {
    return (
      <CheckInbox
        title={sentLink.reason === 'unconfirmed' ? t('auth.unconfirmed.title') : undefined}
        message={
          sentLink.reason === 'unconfirmed'
            ? t('auth.unconfirmed.body', { email: sentLink.email })
            : t('auth.checkInbox.body', { email: sentLink.email })
        }
        action={
          <Button
            variant="outline"
            onClick={() => {
              setSentLink(null);
              showMode('login');
            }}
          >
            {t('auth.checkInbox.backToLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-slate-900">
        {mode === 'login' ? t('auth.loginTitle') : t('auth.signupTitle')}
      </h1>
      <p className="mt-1 text-slate-600">{mode === 'login' ? t('auth.loginSubtitle') : t('auth.signupSubtitle')}</p>
      <GoogleButton
        enabled={Boolean(config.data?.googleEnabled)}
        onClick={() => {
          // A new account through Google too only with the terms accepted, in the box below.
          if (mode === 'signup' && form.getValues('acceptTerms') !== true) {
            form.setError('acceptTerms', { type: 'required', message: 'auth.terms.required' }, { shouldFocus: true });
            return;
          }
          auth
            .signInWithGoogle({ signUp: mode === 'signup' })
            .catch((error: unknown) =>
              setFormError(error instanceof ProviderError ? error.message : t('auth.googleError')),
            );
        }}
      />
      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Form form={form} onSubmit={submit} className="space-y-4">
        {mode === 'signup' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField<SignUp> name="firstName" id="auth-firstName" label={t('auth.fields.firstName')}>
              {(control) => <Input type="text" autoComplete="given-name" required {...control} />}
            </FormField>
            <FormField<SignUp> name="lastName" id="auth-lastName" label={t('auth.fields.lastName')}>
              {(control) => <Input type="text" autoComplete="family-name" required {...control} />}
            </FormField>
          </div>
        ) : null}
        <FormField<SignUp> name="email" id="auth-email" label={t('auth.fields.email')} kind="email">
          {(control) => <Input type="email" autoComplete="email" required {...control} />}
        </FormField>
        <FormField<SignUp>
          name="password"
          id="auth-password"
          label={t('auth.fields.password')}
          kind={mode === 'signup' ? 'newPassword' : 'text'}
        >
          {(control) => (
            <Input
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              {...control}
            />
          )}
        </FormField>
        {mode === 'signup' ? (
          <div>
            <FormCheckbox<SignUp> name="acceptTerms" label={t('auth.terms.accept')} />
            <p className="text-sm text-slate-600">
              {t('auth.terms.read')} <LegalLinks />
            </p>
          </div>
        ) : null}
        {mode === 'login' ? (
          <p className="-mt-2 text-right text-sm">
            <Link to="/auth/forgot-password" className="font-medium text-fairway-700 hover:underline">
              {t('auth.forgot.link')}
            </Link>
          </p>
        ) : null}
        <AuthFormEnd
          error={formError}
          busy={form.formState.isSubmitting}
          label={mode === 'login' ? t('auth.loginButton') : t('auth.signupButton')}
        />
      </Form>
      <button
        type="button"
        onClick={switchMode}
        className="mt-5 w-full cursor-pointer text-center text-sm font-medium text-fairway-700 hover:underline"
      >
        {mode === 'login' ? t('auth.toSignup') : t('auth.toLogin')}
      </button>
    </AuthShell>
  );
}

function GoogleButton({ enabled, onClick }: { enabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={!enabled}
        onClick={onClick}
        aria-describedby={enabled ? undefined : 'google-unavailable'}
      >
        <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        {t('auth.google')}
      </Button>
      {enabled ? null : (
        <p id="google-unavailable" className="mt-2 text-center text-xs text-slate-500">
          {t('auth.googleUnavailable')}
        </p>
      )}
    </div>
  );
}
