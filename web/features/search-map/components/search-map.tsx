import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Canton } from '../../../../contract/cantons';
import { cn } from '../../../lib/cn';
import { cantonCountsQuery, type MapQuestion } from '../api';
import { CantonMap, type MapClub } from './canton-map';

/**
 * The search's map: every canton coloured by its tee times for the search's day and filters, a tap adding or
 * taking it out of the search, and the clubs found so far as points. Loaded only with the results page.
 * Memoised, and its counts drawn in the background: the results page renders again as its answers come, and a
 * new count colours the map without holding up a tap.
 */
export const SearchMap = memo(CountedMap);

/** No counts yet: one object, so that the map is not drawn again for nothing. */
const noCounts = {};

function CountedMap({
  question,
  selected,
  onToggle,
  clubs,
  className,
}: {
  question: MapQuestion;
  selected: readonly Canton[];
  onToggle: (canton: Canton) => void;
  clubs: MapClub[];
  className?: string;
}) {
  const { t } = useTranslation();
  const counts = useQuery(cantonCountsQuery(question));
  const shownCounts = useDeferredValue(counts.data ?? noCounts);
  const describe = useCallback(
    (canton: Canton, count: number) =>
      t('results.map.canton', { canton: t(`cantons.${canton}`), times: t('results.teeTimes', { count }) }),
    [t],
  );
  return (
    <figure className={cn('rounded-2xl border border-slate-200 bg-white p-3 sm:p-4', className)}>
      <div className={cn('transition-opacity', counts.isFetching && 'opacity-70')}>
        <CantonMap counts={shownCounts} selected={selected} onToggle={onToggle} clubs={clubs} describe={describe} />
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>{counts.isError ? t('results.map.error') : t('results.map.hint')}</span>
        <span className="flex items-center gap-1.5" aria-hidden="true">
          {t('results.map.fewer')}
          {['bg-slate-200', 'bg-fairway-200', 'bg-fairway-300', 'bg-fairway-500', 'bg-fairway-700'].map((colour) => (
            <span key={colour} className={cn('inline-block h-3 w-5 rounded-sm', colour)} />
          ))}
          {t('results.map.more')}
        </span>
      </figcaption>
    </figure>
  );
}
