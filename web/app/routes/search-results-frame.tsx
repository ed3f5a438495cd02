import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-state';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * The results page's frame and heading. Part of the app's first code: on a first visit to /courses it is painted
 * (for a signed-in golfer) while the page's own code loads, so that the heading, the page's largest text, does
 * not wait for it.
 */
export function SearchResultsFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('results.title')}</h1>
      {children}
    </main>
  );
}

/** Shown while the results page's code loads on a first visit: its frame for a signed-in golfer. */
export function SearchResultsLoading() {
  const { user } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <SearchResultsFrame>
      <div className="flex justify-center p-10">
        <GolfSwingLoader />
      </div>
    </SearchResultsFrame>
  );
}
