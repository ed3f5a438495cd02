import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * The frame and heading of /courses and /search, a route of the app's first code above the pages: the heading,
 * the page's largest text, is painted before the page's own code and the session have come, and stays the same
 * element while they come (it waited for the session, and the page drew its own). A visitor known to be signed
 * out gets no heading: the page sends them home.
 */
export function SearchResultsFrame() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (!user && !isLoading) return <Outlet />;
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('results.title')}</h1>
      <Outlet />
    </main>
  );
}

/** Under the heading while the results page's code loads on a first visit. */
export function SearchResultsLoading() {
  return (
    <div className="flex justify-center p-10">
      <GolfSwingLoader />
    </div>
  );
}
