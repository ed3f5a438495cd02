import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { takePreAuthPath } from '../../lib/auth/pre-auth-path';
import { sessionQuery } from '../../lib/auth/session';

/** Finishes a login by link or Google: to the saved path (or /), or back to /auth without a session. */
export function AuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    queryClient
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((session) => {
        if (active) void navigate(session ? (takePreAuthPath() ?? '/') : '/auth', { replace: true });
      })
      .catch(() => {
        if (active) void navigate('/auth', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return (
    <main className="flex flex-1 items-center justify-center p-10">
      <GolfSwingLoader size="large" message={t('auth.processingLogin')} />
    </main>
  );
}
