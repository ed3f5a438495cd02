import { CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { LOGIN_PATH } from '../../lib/auth/auth-links';
import { useAuth } from '../../lib/auth/auth-context';
import { takePreAuthPath } from '../../lib/auth/pre-auth-path';
import { AuthNotice } from '../../features/auth/components/auth-shell';

/**
 * Where a confirmation link lands (/auth/verified, `?change=email` for a new address): the address is
 * confirmed, or the link no longer works (Better Auth adds `?error=`), and the way on. Better Auth has
 * already signed in whoever confirmed a new account; they continue to the page they first asked for.
 */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, isLoading } = useAuth();
  const isChange = params.get('change') === 'email';

  if (isLoading) {
    return (
      <main className="flex flex-1 items-center justify-center p-10">
        <GolfSwingLoader size="medium" />
      </main>
    );
  }

  if (params.has('error')) {
    return (
      <AuthNotice icon={MailX} iconClassName="text-deal-600" title={t('auth.verified.invalidTitle')}>
        <p className="text-slate-600">
          {isChange ? t('auth.verified.invalidChangeBody') : t('auth.verified.invalidBody')}
        </p>
        <Link to={isChange ? '/profile' : LOGIN_PATH} className={buttonVariants()}>
          {isChange ? t('auth.verified.toProfile') : t('auth.verified.login')}
        </Link>
      </AuthNotice>
    );
  }

  return (
    <AuthNotice
      icon={CircleCheck}
      iconClassName="text-fairway-700"
      title={isChange ? t('auth.verified.changedTitle') : t('auth.verified.title')}
    >
      {isChange ? <p className="text-slate-600">{t('auth.verified.changedBody')}</p> : null}
      {user ? (
        isChange ? (
          <Link to="/profile" className={buttonVariants()}>
            {t('auth.verified.toProfile')}
          </Link>
        ) : (
          <>
            <p className="text-slate-600">{t('auth.verified.signedIn')}</p>
            <Button onClick={() => navigate(takePreAuthPath() ?? '/', { replace: true })}>
              {t('auth.verified.continue')}
            </Button>
          </>
        )
      ) : (
        <>
          <p className="text-slate-600">{t('auth.verified.signedOut')}</p>
          <Link to={LOGIN_PATH} className={buttonVariants()}>
            {t('auth.verified.login')}
          </Link>
        </>
      )}
    </AuthNotice>
  );
}
