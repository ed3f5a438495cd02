import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { GolfSwingLoader } from '../../../components/ui/golf-swing-loader';
import { savePreAuthPath } from '../../../lib/auth/pre-auth-path';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * Signed in: the page. Signed out at /: the landing view. Signed out elsewhere: remember the path
 * and go to /, where the visitor can log in.
 */
export function AuthGate({ children, landing }: { children: ReactNode; landing: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
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
  return <Navigate to="/" replace />;
}
