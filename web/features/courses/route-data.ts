import type { QueryClient } from '@tanstack/react-query';
import { searchParamsOf } from '../../../contract/first-answers';
import { sessionQuery } from '../../lib/auth/session';
import { i18n } from '../../lib/i18n/i18n';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { todayInZurich } from '../../lib/zurich-today';
import { clubDayQuery, clubQuery, searchPagesQuery, type SearchParams } from './api';

// What the routes of the results and of a club's page ask for along with the page's code (decision 0066): part of
// the first script, so without the pages' hooks and their libraries.

/**
 * A club's page's first answers (the club in the interface language, its times of today), asked for by its route
 * along with the page's code, with the keys of the page's hooks (hooks.ts): the page finds them on their way instead
 * of asking once its code has come and rendered (decision 0066). A failure is the page's to show: its query asks
 * again when it mounts.
 */
export async function prefetchClub(queryClient: QueryClient, id: string) {
  const signedIn = queryClient.ensureQueryData(sessionQuery).then(
    (session) => Boolean(session?.user),
    () => false,
  );
  await Promise.all([
    queryClient.prefetchQuery(clubQuery(id, languageOrEnglish(i18n.language))),
    queryClient.prefetchQuery(clubDayQuery(id, todayInZurich(), await signedIn)),
  ]);
}

/**
 * Asks for the first page of the search at an address, for the results' route along with the page's code, with the
 * key of `useCourseSearch` (decision 0066); the search, or null for a visitor (the results are a signed-in golfer's
 * page).
 */
export async function prefetchSearch(queryClient: QueryClient, address: URL): Promise<SearchParams | null> {
  const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
  if (!session?.user) return null;
  const search = searchParamsOf(address.searchParams, todayInZurich());
  void queryClient.prefetchInfiniteQuery(searchPagesQuery(search, true));
  return search;
}
