import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { passwordResetRequestSchema } from '../../../../contract/me';
import { providerMessage } from '../../../lib/auth/provider-error';
import { MIN_PASSWORD_LENGTH } from '../../../lib/field-message';
import { loadAuthClient } from '../../../lib/auth/session';
import { toast } from '../../../lib/toast';
import { AuthFormEnd, AuthNotice, AuthShell, CheckInbox } from './auth-shell';

const RESET_PAGE = '/auth/reset-password';
const isEmail = (email: string) => passwordResetRequestSchema.safeParse({ email }).success;

/** Asks for the e-mail address and sends the reset link; says the same whether or not an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setInvalid(!isEmail(address));
    if (!isEmail(address)) return;
    setSending(true);
    setFormError(null);
    try {
      const { error } = await (await loadAuthClient()).requestPasswordReset({ email: address, redirectTo: RESET_PAGE });
      if (error) setFormError(providerMessage(t, error, 'auth.genericError'));
      else setSentTo(address);
    } catch {
      setFormError(t('auth.genericError'));
    } finally {
      setSending(false);
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
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="forgot-email">{t('auth.fields.email')}</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'forgot-email-error' : undefined}
          />
          <FieldError id="forgot-email-error">{invalid ? t('validation.email') : undefined}</FieldError>
        </div>
        <AuthFormEnd error={formError} busy={sending} label={t('auth.forgot.submit')} />
      </form>
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
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<'short' | 'mismatch' | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token || params.get('error') !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Too long is left to the server, whose answer says so.
    const found = password.length < MIN_PASSWORD_LENGTH ? 'short' : password !== repeated ? 'mismatch' : null;
    setProblem(found);
    if (found || !token) return;
    setSaving(true);
    setFormError(null);
    try {
      const { error } = await (await loadAuthClient()).resetPassword({ newPassword: password, token });
      if (error?.code === 'INVALID_TOKEN') setLinkInvalid(true);
      else if (error) setFormError(providerMessage(t, error, 'auth.genericError'));
      else {
        toast.success(t('auth.reset.success'));
        navigate('/auth', { replace: true });
      }
    } catch {
      setFormError(t('auth.genericError'));
    } finally {
      setSaving(false);
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
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="reset-password">{t('auth.reset.newPassword')}</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem === 'short'}
            aria-describedby={problem === 'short' ? 'reset-password-error' : undefined}
          />
          <FieldError id="reset-password-error">
            {problem === 'short' ? t('validation.passwordMin', { min: MIN_PASSWORD_LENGTH }) : undefined}
          </FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-repeat">{t('auth.reset.repeatPassword')}</Label>
          <Input
            id="reset-repeat"
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
            aria-invalid={problem === 'mismatch'}
            aria-describedby={problem === 'mismatch' ? 'reset-repeat-error' : undefined}
          />
          <FieldError id="reset-repeat-error">
            {problem === 'mismatch' ? t('auth.reset.mismatch') : undefined}
          </FieldError>
        </div>
        <AuthFormEnd error={formError} busy={saving} label={t('auth.reset.submit')} />
      </form>
    </AuthShell>
  );
}
