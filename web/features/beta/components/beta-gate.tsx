import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { publicConfigQuery } from '../../../lib/auth/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';

// The card and its forms load only where a gate is on, so the first screen of an open site stays small.
const BetaCard = lazy(async () => ({ default: (await import('./beta-card')).BetaCard }));

/**
 * What stays open behind the gate: signing in, for golfers and clubs (a club's admins are not beta guests),
 * the pages the links of our mails open (e-mail verification, a new password, an admin invitation), and
 * the terms, the privacy policy and the imprint, which a visitor may read before anything else.
 */
const OPEN_PATHS = ['/auth', '/golf-club/login', '/golf-club/invitations', '/terms', '/privacy', '/imprint', '/about'];
const isOpen = (pathname: string) => OPEN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * With BETA_MODE password or waitlist, a signed-out visitor sees the app blurred and darkened behind
 * the beta card; signed-in users never do. The language switcher comes from the app layout.
 */
export function BetaGate({ children, languageSwitcher }: { children: ReactNode; languageSwitcher: ReactNode }) {
  const config = useQuery(publicConfigQuery);
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const mode = config.data?.betaMode ?? 'off';
  const gateMode = mode !== 'off' && !user && !isOpen(pathname.replace(/\/+$/, '')) ? mode : null;
  const covered = gateMode !== null;
  return (
    <>
      <div
        data-testid="beta-covered-app"
        inert={covered}
        aria-hidden={covered || undefined}
        className={cn(covered && 'pointer-events-none select-none blur-sm brightness-50')}
      >
        {children}
      </div>
      {/* While the session loads the app stays covered without the card, so signed-in users see no flash of it. */}
      {gateMode && !isLoading ? (
        <Suspense fallback={null}>
          <BetaCard mode={gateMode} languageSwitcher={languageSwitcher} />
        </Suspense>
      ) : null}
    </>
  );
}
