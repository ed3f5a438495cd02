import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClubSummary } from '../../../contract/clubs';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { useCourseSearch } from '../../features/courses/hooks';
import { CourseCard, CourseCardSkeleton } from '../../features/courses/components/course-card';
import { NoTeeTimes } from '../../features/courses/components/no-tee-times';
import { SearchPanel, searchPath } from '../../features/courses/components/search-panel';

const sortOrders = ['time', 'price', 'discount'] as const;
type SortOrder = (typeof sortOrders)[number];

const earliest = (club: ClubSummary) => club.teeTimes?.[0]?.time ?? '99:99';
const cheapest = (club: ClubSummary) =>
  Math.min(...(club.teeTimes ?? []).map((teeTime) => teeTime.discounted_price), Number.MAX_VALUE);

function sortClubs(clubs: ClubSummary[], order: SortOrder): ClubSummary[] {
  const sorted = [...clubs];
  if (order === 'time') sorted.sort((a, b) => earliest(a).localeCompare(earliest(b)));
  if (order === 'price') sorted.sort((a, b) => cheapest(a) - cheapest(b));
  if (order === 'discount') sorted.sort((a, b) => b.maxDiscountPercent - a.maxDiscountPercent);
  return sorted;
}

/** /courses and /search: results for the query parameters, with the filters editable in place. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { params, results } = useCourseSearch(query);
  const [order, setOrder] = useState<SortOrder>('time');
  const clubs = useMemo(() => sortClubs(results.data ?? [], order), [results.data, order]);
  const timeCount = clubs.reduce((sum, club) => sum + club.openTeeTimeCount, 0);

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('results.title')}</h1>
      <SearchPanel
        key={query.toString()}
        className="mt-5"
        initial={params}
        onSearch={(next) => navigate(searchPath(next))}
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700" aria-live="polite">
          {results.isSuccess
            ? t('results.found', {
                clubs: t('results.clubs', { count: clubs.length }),
                times: t('results.teeTimes', { count: timeCount }),
              })
            : '\u00a0'}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="results-sort" className="text-sm text-slate-600">
            {t('results.sortBy')}
          </label>
          <Select
            id="results-sort"
            value={order}
            onChange={(event) => setOrder(event.target.value as SortOrder)}
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
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <CourseCardSkeleton key={index} />
            ))}
          </div>
        ) : results.isError ? (
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
              onChooseDate={(date) => navigate(searchPath({ ...params, date }))}
            />
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {clubs.map((club) => (
              <li key={`${club.id}-${params.date}`}>
                <CourseCard club={club} date={params.date} players={params.players} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
