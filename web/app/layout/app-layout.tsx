import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { BetaGate } from '../../features/beta/components/beta-gate';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { cn } from '../../lib/cn';
import { BackOfficeBar, isBackOffice } from './back-office-bar';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/**
 * Every page the browser loads itself (a link in a mail, a reload) has the key "default": keyed by its path
 * instead, a confirmation link opened in the tab of a scrolled profile starts at the top of its own page.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** The golfers' site with its navigation and footer; the back office (club area, super admin) with its own bar. */
export function AppLayout() {
  const backOffice = isBackOffice(useLocation().pathname);
  return (
    <BetaGate languageSwitcher={<LanguageSwitcher />}>
      <div className={cn('flex min-h-dvh flex-col', backOffice && 'bg-slate-50')}>
        {backOffice ? <BackOfficeBar /> : <NavBar />}
        {/* At least a screen high (less the navigation), so the footer never jumps while a page loads. */}
        <div className={cn('flex flex-1 flex-col', !backOffice && 'min-h-[calc(100dvh-4rem)]')}>
          <Outlet />
        </div>
        {backOffice ? null : <Footer />}
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </BetaGate>
  );
}
