import { ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/** The club area and the super admin's pages: a back office with its own slim bar and no golfers' footer. */
export const isBackOffice = (pathname: string) =>
  pathname.startsWith('/golf-club') || pathname.startsWith('/super-admin');

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
