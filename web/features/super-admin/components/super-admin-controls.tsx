import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useManageClub } from '../use-manage-club';
import { ClubPicker } from './club-picker';

/** The footer block for super admins (the footer shows it to them only): the club they manage, a way there, and a searchable choice of another club. */
export function SuperAdminControls() {
  const { t } = useTranslation();
  const auth = useAuth();
  const manage = useManageClub();
  return (
    <section aria-labelledby="super-admin-controls" className="border-t border-white/10">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 md:grid-cols-2 md:items-end">
        <div className="space-y-2">
          <h2 id="super-admin-controls" className="text-sm font-bold uppercase tracking-wider text-fairway-300">
            {t('superAdmin.controls.title')}
          </h2>
          {auth.golfClubAdmin ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-fairway-100">
                {t('superAdmin.controls.managing', { club: auth.golfClubAdmin.clubName })}
              </p>
              <Link to="/golf-club/dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('superAdmin.controls.goToDashboard')}
              </Link>
            </div>
          ) : (
            <p className="text-sm text-fairway-100">{t('superAdmin.controls.noneManaged')}</p>
          )}
        </div>
        <ClubPicker disabled={manage.isPending} onPick={(club) => manage.mutate(club.id)} />
      </div>
    </section>
  );
}
