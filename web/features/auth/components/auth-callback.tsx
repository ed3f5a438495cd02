import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { authClient, takePreAuthPath } from '../../../lib/auth/auth-client';

/** Finishes a login by link or Google: to the saved path (or /), or back to /auth without a session. */
export function AuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    authClient
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error || !data) navigate('/auth', { replace: true });
        else navigate(takePreAuthPath() ?? '/', { replace: true });
      })
      .catch(() => active && navigate('/auth', { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <main className="flex flex-1 items-center justify-center p-10">
      <GolfSwingLoader size="large" message={t('auth.processingLogin')} />
    </main>
  );
}
