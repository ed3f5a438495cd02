import { SearchX } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import type { Canton } from '../../../contract/cantons';
import { sortOrders, type SortOrder } from '../../../contract/search-options';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { useCourseSearch, type SearchParams } from '../../features/courses/hooks';
import { CourseCard, CourseCardSkeleton } from '../../features/courses/components/course-card';
import { NoTeeTimes } from '../../features/courses/components/no-tee-times';
import { ResultFilters } from '../../features/courses/components/result-filters';
import { SearchPanel, searchPath } from '../../features/courses/components/search-panel';
import { useShownCount } from '../../features/courses/use-shown-count';
// The map (its shapes and code, about 13 KB gzip) is part of this page's code: loaded lazily on its own, it was
// asked for only once the page rendered, a wave of requests after the rest of its code.
import { SearchMap } from '../../features/search-map/components/search-map';

const grid = 'grid gap-4 md:grid-cols-2';

/** Whether the results have been shown since the app started. */
let shownBefore = false;

/**
 * /courses and /search: results for the query parameters, a page of clubs at a time, with the filters
 * editable in place and kept in the address. More clubs come as the golfer nears the end of the list, or
 * with the button under it (keyboards, screen readers); coming back from a course page finds the same list.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { params, results } = useCourseSearch(query);
  const pages = results.data?.pages;
  const clubs = useMemo(() => pages?.flatMap((page) => page.clubs) ?? [], [pages]);
  // New cards are built in the background, a slice at a time, so that the page answers taps while they come
  // (20 cards at once were a task of 700 ms on a slow phone); a list already in the cache, as when the golfer
  // comes back from a course page, is built at once, so that the place can be found again.
  const builtClubs = useDeferredValue(clubs);
  // Back or forward to a search shown before, not the page's first load (also a 'POP'), though its first page of
  // clubs may have come with its code (the route asks for it: router.tsx).
  const comingBack = useNavigationType() === 'POP' && shownBefore;
  useEffect(() => {
    shownBefore = true;
  }, []);
  const { shown, hidden, showMore } = useShownCount(query.toString(), clubs.length, comingBack);
  const shownClubs = builtClubs.slice(0, shown);
  const first = pages?.[0];
  // One function per address: the panel, the filters and the map are memoised, and need not render again when
  // the answers come.
  const change = useCallback(
    (next: Partial<SearchParams>, replace = false) => navigate(searchPath({ ...params, ...next }), { replace }),
    [navigate, params],
  );
  const toggleCanton = useCallback(
    (canton: Canton) =>
      change({
        regions: params.regions.includes(canton)
          ? params.regions.filter((region) => region !== canton)
          : [...params.regions, canton],
      }),
    [change, params.regions],
  );
  // The clubs' points come with the cards they stand for, in the background.
  const mapClubs = useMemo(
    () =>
      builtClubs.flatMap((club) =>
        club.location
          ? [
              {
                id: club.id,
                name: club.name,
                ...club.location,
                label: `${club.name} · ${t('courses.upToOff', { percent: Math.round(club.maxDiscountPercent) })}`,
              },
            ]
          : [],
      ),
    [builtClubs, t],
  );
  // The clubs already loaded first, then the next page; the same for the button under the list.
  const more = () => {
    if (hidden) showMore();
    else if (results.hasNextPage && !results.isFetchingNextPage && !results.isFetchNextPageError)
      void results.fetchNextPage();
  };
  // Not while the last cards are still being built: the end of the list would seem near.
  const end = useLoadMoreNear(() => {
    if (builtClubs === clubs) more();
  });

  return (
    <>
      <SearchPanel key={query.toString()} className="mt-5" initial={params} onSearch={change} />
      <ResultFilters className="mt-4" params={params} onChange={change} />
      {/* From 1024 px the map stands beside the list and stays in view; on a phone it comes first, above the list. */}
      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        <div className="mx-auto max-w-xl lg:sticky lg:top-24 lg:order-last lg:mx-0 lg:max-w-none">
          <SearchMap question={params} selected={params.regions as Canton[]} onToggle={toggleCanton} clubs={mapClubs} />
        </div>
        <div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700" aria-live="polite">
              {first
                ? t('results.found', {
                    clubs: t('results.clubs', { count: first.totalClubs }),
                    times: t('results.teeTimes', { count: first.totalTeeTimes }),
                  })
                : '\u00a0'}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor="results-sort" className="text-sm text-slate-600">
                {t('results.sortBy')}
              </label>
              <Select
                id="results-sort"
                value={params.sort}
                onChange={(event) => change({ sort: event.target.value as SortOrder })}
                className="w-auto"
              >
                {sortOrders.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`results.sort.${sort}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="mt-4">
            {results.isPending ? (
              <div className={grid}>
                {Array.from({ length: 6 }, (_, index) => (
                  <CourseCardSkeleton key={index} />
                ))}
              </div>
            ) : results.isError && clubs.length === 0 ? (
              <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
                <p className="font-semibold">{t('results.error')}</p>
                <Button variant="outline" className="mt-3" onClick={() => void results.refetch()}>
                  {t('results.retry')}
                </Button>
              </div>
            ) : clubs.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
                <h2 className="text-lg font-bold">{t('results.emptyTitle')}</h2>
                <NoTeeTimes
                  className="border-0 p-0"
                  date={params.date}
                  message={t('results.emptyBody')}
                  onChooseDate={(date) => change({ date })}
                />
              </div>
            ) : (
              <>
                <h2 className="sr-only">{t('results.listTitle')}</h2>
                {shownClubs.length === 0 ? (
                  <div className={grid} aria-hidden="true">
                    {Array.from({ length: 6 }, (_, index) => (
                      <CourseCardSkeleton key={index} />
                    ))}
                  </div>
                ) : null}
                <ul className={grid} data-testid="search-results">
                  {shownClubs.map((club) => (
                    <li key={`${club.id}-${params.date}-${params.players}`}>
                      <CourseCard club={club} date={params.date} players={params.players} filters={params} />
                    </li>
                  ))}
                  {results.isFetchingNextPage
                    ? Array.from({ length: 3 }, (_, index) => (
                        <li key={`loading-${index}`}>
                          <CourseCardSkeleton />
                        </li>
                      ))
                    : null}
                </ul>
                <div ref={end} className="mt-6 flex flex-col items-center gap-3 text-center">
                  {first && first.totalClubs > shown ? (
                    <p className="text-sm text-slate-600">{t('results.shown', { shown, count: first.totalClubs })}</p>
                  ) : null}
                  {results.isFetchNextPageError ? (
                    <p role="alert" className="text-sm text-red-700">
                      {t('results.moreError')}
                    </p>
                  ) : null}
                  {hidden || results.hasNextPage ? (
                    <Button variant="outline" disabled={!hidden && results.isFetchingNextPage} onClick={more}>
                      {!hidden && results.isFetchingNextPage ? t('results.loadingMore') : t('results.more')}
                    </Button>
                  ) : null}
                </div>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** Calls `load` when the element it is given comes within a screen of the viewport (the end of the list). */
function useLoadMoreNear(load: () => void) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  // After the commit, not while rendering: a list built in the background renders before it is shown.
  useLayoutEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && latest.current(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  });
  return element;
}
