import { Search, Sparkles } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { holeChoices, timesOfDay, type HoleChoice, type TimeOfDay } from '../../../../contract/search-options';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { SearchParams } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';
import { CantonSelect } from './canton-select';
import { DaySelect } from './day-select';
import { PlayerCountSelect } from './player-count-select';

/** A search as an address that can be shared: the filters set, and no others. */
export function searchPath(params: SearchParams): string {
  const query = new URLSearchParams({
    date: params.date,
    regions: params.regions.join(','),
    time: params.time,
    holes: params.holes,
    players: String(params.players),
  });
  if (params.q) query.set('q', params.q);
  if (params.maxPrice !== null) query.set('maxPrice', String(params.maxPrice));
  if (params.minDiscount !== null) query.set('minDiscount', String(params.minDiscount));
  if (params.sort !== 'time') query.set('sort', params.sort);
  return `/courses?${query.toString()}`;
}

// The search panel's fields stand a little taller than the standard 44 px.
const fieldClass = 'h-12';
/** From 768 px a field starts as wide as its longest option and grows to fill its line; lines wrap. */
const fieldBoxClass = 'basis-full space-y-1 md:flex-auto';
/** The cantons start at 12rem and take most of the room left on their line. */
const cantonsBoxClass = 'basis-full space-y-1 md:basis-48 md:grow-[999]';

/**
 * Date, cantons, time of day and holes; Search goes to /courses with the criteria, Surprise to /surprise.
 * The fields wrap instead of sharing fixed columns, so that no option is cut in any language or width:
 * one per line on a phone, side by side as they fit from 768 px; the two buttons one under the other on a
 * phone when they do not fit side by side (French). Memoised: the results page renders again as its answers
 * come, and the panel has nothing new to show then.
 */
export const SearchPanel = memo(SearchFields);

function SearchFields({
  initial,
  onSearch,
  className,
}: {
  initial?: Partial<SearchParams>;
  onSearch?: (params: SearchParams) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useState<SearchParams>({
    date: initial?.date ?? todayInZurich(),
    regions: initial?.regions ?? [],
    time: initial?.time ?? 'any_time',
    holes: initial?.holes ?? '9_or_18',
    players: initial?.players ?? 1,
    q: initial?.q ?? '',
    maxPrice: initial?.maxPrice ?? null,
    minDiscount: initial?.minDiscount ?? null,
    sort: initial?.sort ?? 'time',
  });
  const update = (change: Partial<SearchParams>) => setParams((current) => ({ ...current, ...change }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (onSearch) onSearch(params);
    else navigate(searchPath(params));
  };
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('search.title')}>
        <div className={fieldBoxClass}>
          <label htmlFor="search-date" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('search.date')}
          </label>
          <DaySelect
            id="search-date"
            className={fieldClass}
            value={params.date}
            onChange={(date) => update({ date })}
          />
        </div>
        <div className={cantonsBoxClass}>
          <label htmlFor="search-cantons" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('search.cantons')}
          </label>
          <CantonSelect id="search-cantons" value={params.regions} onChange={(regions) => update({ regions })} />
        </div>
        <div className={fieldBoxClass}>
          <label htmlFor="search-time" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('search.time')}
          </label>
          <Select
            id="search-time"
            className={fieldClass}
            value={params.time}
            onChange={(event) => update({ time: event.target.value as TimeOfDay })}
          >
            {timesOfDay.map((time) => (
              <option key={time} value={time}>
                {t(`search.times.${time}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={fieldBoxClass}>
          <label htmlFor="search-holes" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('search.holes')}
          </label>
          <Select
            id="search-holes"
            className={fieldClass}
            value={params.holes}
            onChange={(event) => update({ holes: event.target.value as HoleChoice })}
          >
            {holeChoices.map((holes) => (
              <option key={holes} value={holes}>
                {t(`search.holeChoices.${holes}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={fieldBoxClass}>
          <label htmlFor="search-players" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('search.players')}
          </label>
          <PlayerCountSelect
            id="search-players"
            className={fieldClass}
            value={params.players}
            onChange={(players) => update({ players })}
          />
        </div>
        <div className="flex basis-full flex-wrap items-end gap-2 md:flex-auto md:justify-end">
          <Button type="submit" size="lg" className="h-12 flex-1 whitespace-nowrap lg:flex-none">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('search.submit')}
          </Button>
          <Button
            type="button"
            variant="deal"
            size="lg"
            className="h-12 flex-1 whitespace-nowrap lg:flex-none"
            onClick={() => navigate(`/surprise?date=${params.date}`)}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('search.surprise')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
