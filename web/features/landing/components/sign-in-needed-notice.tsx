import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { LOGIN_PATH, SIGN_UP_PATH } from '../../../lib/auth/auth-links';
import { useSignInNeeded } from '../../../lib/auth/sign-in-needed';

/**
 * Above the landing view when a visitor followed a link to a signed-in page: why they are here instead,
 * and the way in. The page they asked for is remembered; they arrive there after logging in or signing up.
 */
export function SignInNeededNotice() {
  const { t } = useTranslation();
  const purpose = useSignInNeeded();
  if (!purpose) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-3 font-semibold text-amber-950">
          <LogIn className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {t(`landing.signInNeeded.${purpose}`)}
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Link to={LOGIN_PATH} className={buttonVariants({ variant: 'outline' })}>
            {t('nav.login')}
          </Link>
          <Link to={SIGN_UP_PATH} className={buttonVariants()}>
            {t('nav.signup')}
          </Link>
        </div>
      </div>
    </div>
  );
}
