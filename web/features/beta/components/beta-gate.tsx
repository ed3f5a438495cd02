import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { publicConfigQuery } from '../../../lib/auth/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';

// The card and its forms load only where a gate is on, so the first screen of an open site stays small.
const BetaCard = lazy(async () => ({ default: (await import('./beta-card')).BetaCard }));

/** Signing in must stay possible behind the gate (and the e-mail verification link lands here). */
const OPEN_PATHS = new Set(['/auth', '/auth/callback']);

/**
 * With BETA_MODE password or waitlist, a signed-out visitor sees the app blurred and darkened behind
 * the beta card; signed-in users never do. The language switcher comes from the app layout.
 */
export function BetaGate({ children, languageSwitcher }: { children: ReactNode; languageSwitcher: ReactNode }) {
  const config = useQuery(publicConfigQuery);
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const mode = config.data?.betaMode ?? 'off';
  const gateMode = mode !== 'off' && !user && !OPEN_PATHS.has(pathname.replace(/\/+$/, '')) ? mode : null;
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
