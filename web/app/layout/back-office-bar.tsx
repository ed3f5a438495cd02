import { ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { SuperAdminControls } from './super-admin-controls';

const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * The back office's bar: which area this is, the way to the golfers' site, the language and the account.
 * None of the golfers' navigation, which only pushes the tee sheet down.
 */
export function BackOfficeBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const area = pathname.startsWith('/super-admin') ? 'backOffice.platform' : 'backOffice.club';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <nav
        aria-label={t('backOffice.label')}
        className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6"
      >
        <div className="hidden sm:block">
          <Logo />
        </div>
        <span className="truncate text-sm font-bold text-fairway-900 sm:border-l sm:border-slate-200 sm:pl-3">
          {t(area)}
        </span>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {auth.isSuperAdmin ? (
            <Link
              to="/super-admin"
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden md:inline-flex')}
            >
              {t('footer.superAdmin')}
            </Link>
          ) : null}
          <Link
            to="/"
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-1.5')}
            aria-label={t('backOffice.golferSite')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="hidden md:inline">{t('backOffice.golferSite')}</span>
          </Link>
          <LanguageSwitcher />
          {auth.user ? (
            <Suspense fallback={<span className="h-11 w-11" aria-hidden="true" />}>
              <UserMenu compact />
            </Suspense>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

/** At the foot of the back office, for super admins only: the club they manage, and the picker of another. */
export function BackOfficeSuperAdminStrip() {
  const auth = useAuth();
  if (!auth.isSuperAdmin) return null;
  return (
    <div className="mt-8 bg-fairway-950 text-white print:hidden">
      <Suspense fallback={null}>
        <SuperAdminControls />
      </Suspense>
    </div>
  );
}
