import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema, passwordResetRequestSchema } from '../../../contract/me';
import { buttonVariants } from '../../components/ui/button';
import { Form, FormField } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { providerMessage } from '../../lib/auth/provider-error';
import { loadAuthClient } from '../../lib/auth/session';
import { toast } from '../../lib/toast';
import { AuthFormEnd, AuthNotice, AuthShell, CheckInbox } from '../../features/auth/components/auth-shell';

const RESET_PAGE = '/auth/reset-password';

type ResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new password, twice: the second must be the first (the form's own rule; the server checks the first). */
const newPasswordFormSchema = newPasswordSchema
  .extend({ repeatPassword: z.string() })
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'auth.reset.mismatch',
  });
type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Asks for the e-mail address and sends the reset link; says the same whether or not an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: ResetRequest) => {
    setFormError(null);
    try {
      const { error } = await (await loadAuthClient()).requestPasswordReset({ email, redirectTo: RESET_PAGE });
      if (error) setFormError(providerMessage(t, error, 'auth.genericError'));
      else setSentTo(email);
    } catch {
      setFormError(t('auth.genericError'));
    }
  };

  if (sentTo) {
    return (
      <CheckInbox
        message={t('auth.forgot.sent', { email: sentTo })}
        action={
          <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
            {t('auth.checkInbox.backToLogin')}
          </Link>
        }
      />
    );
  }

  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.forgot.title')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.forgot.subtitle')}</p>
      <Form form={form} onSubmit={submit} className="mt-6 space-y-4">
        <FormField<ResetRequest> name="email" id="forgot-email" label={t('auth.fields.email')} kind="email">
          {(control) => <Input type="email" autoComplete="email" required {...control} />}
        </FormField>
        <AuthFormEnd error={formError} busy={form.formState.isSubmitting} label={t('auth.forgot.submit')} />
      </Form>
      <Link to="/auth" className="mt-5 block text-center text-sm font-medium text-fairway-700 hover:underline">
        {t('auth.checkInbox.backToLogin')}
      </Link>
    </AuthShell>
  );
}

/** Opened from the reset mail: a new password, twice; a used or old link says so and offers a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token || params.get('error') !== null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  const submit = async ({ newPassword }: NewPasswordForm) => {
    if (!token) return;
    setFormError(null);
    try {
      const { error } = await (await loadAuthClient()).resetPassword({ newPassword, token });
      if (error?.code === 'INVALID_TOKEN') setLinkInvalid(true);
      else if (error) setFormError(providerMessage(t, error, 'auth.genericError'));
      else {
        toast.success(t('auth.reset.success'));
        navigate('/auth', { replace: true });
      }
    } catch {
      setFormError(t('auth.genericError'));
    }
  };

  if (linkInvalid) {
    return (
      <AuthNotice icon={KeyRound} iconClassName="text-deal-600" title={t('auth.reset.invalidTitle')}>
        <p className="text-slate-600">{t('auth.reset.invalidBody')}</p>
        <Link to="/auth/forgot-password" className={buttonVariants()}>
          {t('auth.reset.requestAgain')}
        </Link>
      </AuthNotice>
    );
  }

  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.reset.title')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.reset.subtitle')}</p>
      <Form form={form} onSubmit={submit} className="mt-6 space-y-4">
        <FormField<NewPasswordForm>
          name="newPassword"
          id="reset-password"
          label={t('auth.reset.newPassword')}
          kind="newPassword"
        >
          {(control) => <Input type="password" autoComplete="new-password" required {...control} />}
        </FormField>
        <FormField<NewPasswordForm> name="repeatPassword" id="reset-repeat" label={t('auth.reset.repeatPassword')}>
          {(control) => <Input type="password" autoComplete="new-password" required {...control} />}
        </FormField>
        <AuthFormEnd error={formError} busy={form.formState.isSubmitting} label={t('auth.reset.submit')} />
      </Form>
    </AuthShell>
  );
}
