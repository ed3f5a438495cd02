import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * The club admin gate of the spec. It only decides what to show: every admin request is checked again on
 * the server. A super admin manages the club chosen in the super-admin area.
 */
export function ClubAdminGate({ children }: { children: (club: { clubId: string; clubName: string }) => ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.isLoading) {
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-10" role="status">
        <GolfSwingLoader size="small" />
        <p className="text-slate-600">{t('clubAdmin.gate.verifying')}</p>
      </main>
    );
  }
  if (auth.golfClubAdmin) return <>{children(auth.golfClubAdmin)}</>;
  const reason = auth.isSuperAdmin ? 'selectClub' : 'noAccess';
  return <Navigate to={`/golf-club/login?reason=${reason}`} replace />;
}
