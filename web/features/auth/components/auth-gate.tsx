import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { savePreAuthPath } from '../../../lib/auth/pre-auth-path';
import { signInNeededState } from '../../../lib/auth/sign-in-needed';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * Signed in: the page. Signed out at /: the landing view. Signed out elsewhere: remember the path
 * and go to /, whose landing view says why and offers to log in or sign up. Most pages show as soon as the session is known; a page
 * that reads the profile or the roles (`withProfile`) waits for them too.
 */
export function AuthGate({
  children,
  landing,
  withProfile = false,
}: {
  children: ReactNode;
  landing: ReactNode;
  withProfile?: boolean;
}) {
  const { user, isLoading, isProfileLoading } = useAuth();
  const location = useLocation();
  if (isLoading || (withProfile && isProfileLoading)) {
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <GolfSwingLoader size="medium" />
      </div>
    );
  }
  if (user) return children;
  if (location.pathname === '/') return landing;
  return <RememberAndGoHome path={`${location.pathname}${location.search}${location.hash}`} />;
}

function RememberAndGoHome({ path }: { path: string }) {
  useEffect(() => {
    savePreAuthPath(path);
  }, [path]);
  return <Navigate to="/" replace state={signInNeededState(path)} />;
}
