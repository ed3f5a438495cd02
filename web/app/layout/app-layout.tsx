import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { BetaGate } from '../../features/beta/components/beta-gate';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { cn } from '../../lib/cn';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/**
 * Every page the browser loads itself (a link in a mail, a reload) has the key "default": keyed by its path
 * instead, a confirmation link opened in the tab of a scrolled profile starts at the top of its own page.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

// The back office's bar loads with the back office, not with the golfers' first screen.
const BackOfficeBar = lazy(async () => ({ default: (await import('./back-office-bar')).BackOfficeBar }));
const BackOfficeSuperAdminStrip = lazy(async () => ({
  default: (await import('./back-office-bar')).BackOfficeSuperAdminStrip,
}));

/** The club area and the super admin's pages: a back office with its own slim bar and no golfers' footer. */
const isBackOffice = (pathname: string) => pathname.startsWith('/golf-club') || pathname.startsWith('/super-admin');

/** The golfers' site with its navigation and footer; the back office (club area, super admin) with its own bar. */
export function AppLayout() {
  const backOffice = isBackOffice(useLocation().pathname);
  return (
    <BetaGate languageSwitcher={<LanguageSwitcher />}>
      <div className={cn('flex min-h-dvh flex-col', backOffice && 'bg-slate-50')}>
        {backOffice ? (
          <Suspense fallback={<div className="h-14 border-b border-slate-200 bg-white" />}>
            <BackOfficeBar />
          </Suspense>
        ) : (
          <NavBar />
        )}
        {/* At least a screen high (less the navigation), so the footer never jumps while a page loads. */}
        <div className={cn('flex flex-1 flex-col', !backOffice && 'min-h-[calc(100dvh-4rem)]')}>
          <Outlet />
        </div>
        {backOffice ? (
          <Suspense fallback={null}>
            <BackOfficeSuperAdminStrip />
          </Suspense>
        ) : (
          <Footer />
        )}
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </BetaGate>
  );
}
