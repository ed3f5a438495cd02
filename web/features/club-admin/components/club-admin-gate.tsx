import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * The club admin gate of the spec. It only decides what to show: every admin request is checked again on
 * the server. A super admin manages the club chosen in the super-admin area.
 */
export function ClubAdminGate({ children }: { children: (club: { clubId: string; clubName: string }) => ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.isLoading || auth.isProfileLoading) {
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-10" role="status">
        <GolfSwingLoader size="small" />
        <p className="text-slate-600">{t('clubAdmin.gate.verifying')}</p>
      </main>
    );
  }
  if (auth.rolesError) return <VerificationError retry={auth.refreshGolfClubAdmin} />;
  if (auth.golfClubAdmin) return <>{children(auth.golfClubAdmin)}</>;
  const reason = auth.isSuperAdmin ? 'selectClub' : 'noAccess';
  return <Navigate to={`/golf-club/login?reason=${reason}`} replace />;
}

function VerificationError({ retry }: { retry: () => Promise<void> }) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    toast.error(t('clubAdmin.gate.failed'), { id: 'club-access-check' });
  }, [t]);
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-3 p-10 text-center">
      <h1 className="text-2xl font-bold text-fairway-950">{t('clubAdmin.gate.errorTitle')}</h1>
      <p className="max-w-md text-slate-600">{t('clubAdmin.gate.errorBody')}</p>
      <Button
        variant="outline"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void retry().finally(() => setRetrying(false));
        }}
      >
        {retrying ? <Spinner /> : null}
        {t('notifications.retry')}
      </Button>
    </main>
  );
}
