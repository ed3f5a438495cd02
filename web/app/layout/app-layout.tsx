import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { BetaGate } from '../../features/beta/components/beta-gate';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/**
 * Every page the browser loads itself (a link in a mail, a reload) has the key "default": keyed by its path
 * instead, a confirmation link opened in the tab of a scrolled profile starts at the top of its own page.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function AppLayout() {
  return (
    <BetaGate languageSwitcher={<LanguageSwitcher />}>
      <div className="flex min-h-dvh flex-col">
        <NavBar />
        {/* At least a screen high (less the navigation), so the footer never jumps while a page loads. */}
        <div className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
          <Outlet />
        </div>
        <Footer />
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </BetaGate>
  );
}
