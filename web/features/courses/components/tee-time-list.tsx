import { Flame } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeeTime } from '../../../../contract/clubs';
import { TEE_TIMES_PER_CARD } from '../../../../contract/search-options';
import { cn } from '../../../lib/cn';
import { formatChf } from '../../../lib/format';

/** The first times (as many as a page of clubs carries of each); a selected time beyond them is shown as a fifth until the list is expanded. */
export function visibleTeeTimes(teeTimes: TeeTime[], expanded: boolean, selectedId: string | null): TeeTime[] {
  if (expanded) return teeTimes;
  const first = teeTimes.slice(0, TEE_TIMES_PER_CARD);
  const selected = teeTimes.find((teeTime) => teeTime.id === selectedId);
  return selected && !first.includes(selected) ? [...first, selected] : first;
}

export function TeeTimeList({
  teeTimes,
  total = teeTimes.length,
  selectedId,
  onSelect,
  expanded,
  onExpand,
  wide = false,
}: {
  teeTimes: TeeTime[];
  /** How many times the day has, when `teeTimes` holds its first ones only. */
  total?: number;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  expanded: boolean;
  onExpand: () => void;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useCountLabels();
  return (
    <div>
      <ul
        className={cn('grid gap-2', wide ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-5' : 'grid-cols-2')}
        aria-label={t('courses.teeTimes')}
      >
        {visibleTeeTimes(teeTimes, expanded, selectedId).map((teeTime) => (
          <TeeTimeButton
            key={teeTime.id}
            teeTime={teeTime}
            selected={teeTime.id === selectedId}
            onSelect={onSelect}
            labels={labels}
          />
        ))}
      </ul>
      {!expanded && total > TEE_TIMES_PER_CARD ? (
        <button
          type="button"
          onClick={onExpand}
          className="mt-2 min-h-11 cursor-pointer text-sm font-semibold text-fairway-700 hover:underline"
        >
          {t('courses.viewAll', { count: total })}
        </button>
      ) : null}
    </div>
  );
}

type CountLabels = ReturnType<typeof useCountLabels>;

/**
 * "18 holes", "4 places", "4 places open" for the counts a list shows, each written once (a day of 66 times
 * asked for each of them five times: 330 plural texts, the most of the course page's work when its list came),
 * and the texts' function for the buttons, which need not each listen for a change of language.
 */
function useCountLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const once = (key: string) => {
      const made = new Map<number, string>();
      return (count: number) => {
        let label = made.get(count);
        if (label === undefined) {
          label = t(key, { count });
          made.set(count, label);
        }
        return label;
      };
    };
    return {
      t,
      holes: once('courses.holesShort'),
      places: once('courses.places'),
      placesOpen: once('courses.placesOpen'),
    };
  }, [t]);
}

/**
 * One time as a button; a tap selects it, a second tap lets it go. Memoised: selecting a time builds again the
 * two buttons it changes, and a long list built in the background can stop between two times.
 */
const TeeTimeButton = memo(function TeeTimeButton({
  teeTime,
  selected,
  onSelect,
  labels,
}: {
  teeTime: TeeTime;
  selected: boolean;
  onSelect: (id: string | null) => void;
  labels: CountLabels;
}) {
  const { t } = labels;
  const fullyBooked = teeTime.openSlots <= 0;
  const price = formatChf(teeTime.discounted_price);
  const holes = labels.holes(teeTime.hole_count);
  return (
    <li>
      <button
        type="button"
        disabled={fullyBooked}
        aria-pressed={selected}
        aria-label={
          fullyBooked
            ? t('courses.fullyBooked')
            : t('courses.teeTimeButton', {
                time: teeTime.time,
                price,
                holes,
                places: labels.placesOpen(teeTime.openSlots),
              })
        }
        onClick={() => onSelect(selected ? null : teeTime.id)}
        className={cn(
          'flex min-h-14 w-full cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-center transition disabled:cursor-not-allowed disabled:opacity-40',
          selected
            ? 'border-fairway-900 bg-fairway-900 text-white'
            : 'border-slate-200 bg-white text-slate-900 hover:border-fairway-600',
        )}
      >
        <span className="flex items-center gap-1 text-base font-bold tabular-nums">
          {teeTime.time}
          {Array.from({ length: teeTime.flames }, (_, index) => (
            <Flame
              key={index}
              className={cn('h-3.5 w-3.5', selected ? 'text-orange-300' : 'text-deal-600')}
              aria-hidden="true"
            />
          ))}
        </span>{' '}
        {/* The spaces keep the words apart in the text read out; in the column they take no room. */}
        <span className={cn('text-xs font-medium', selected ? 'text-white' : 'text-slate-700')}>{price}</span>{' '}
        {/* Holes and places side by side, apart by a margin: a dot would not be in the name read out. */}
        <span className={cn('text-[11px]', selected ? 'text-fairway-100' : 'text-slate-600')}>
          {holes}{' '}
          <span
            className={cn('ml-1 font-semibold', selected ? 'text-white' : 'text-fairway-800')}
            data-testid="open-places"
          >
            {labels.places(teeTime.openSlots)}
          </span>
        </span>
      </button>
    </li>
  );
});
