import { useTranslation } from 'react-i18next';
import type { AdminTeeTime } from '../../../../contract/club-admin';
import { addDays } from '../../../../contract/zurich-time';
import { QueryState } from '../../../components/query-state';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { useWeekSheet } from '../hooks';

type TimeState = 'blocked' | 'full' | 'part' | 'open';

const stateOf = (time: AdminTeeTime): TimeState =>
  time.isBlocked
    ? 'blocked'
    : time.bookedPlayers >= time.slotsAvailable
      ? 'full'
      : time.bookedPlayers > 0
        ? 'part'
        : 'open';

/** Each state's colours: a time's chip with its text, and its few pixels in a day's strip, where only the colour speaks. */
const chipTone: Record<TimeState, string> = {
  blocked: 'bg-slate-200 text-slate-700',
  full: 'bg-sky-200 text-sky-950',
  part: 'bg-sky-50 text-sky-900',
  open: 'bg-white text-slate-700',
};
const stripTone: Record<TimeState, string> = {
  blocked: 'bg-slate-500',
  full: 'bg-sky-700',
  part: 'bg-sky-300',
  open: 'bg-slate-200',
};

/**
 * Seven days at a glance from `from`: each day's times with their booked places (full, part booked, open,
 * blocked), as a strip on phones and a list on wide screens; a day opens its sheet.
 */
export function WeekSheet({
  clubId,
  from,
  onOpenDay,
}: {
  clubId: string;
  from: string;
  onOpenDay: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const week = useWeekSheet(clubId, from);
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  return (
    <Card className="p-3">
      <QueryState query={week}>
        {(times) => (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7" aria-label={t('clubAdmin.desk.week')}>
            {days.map((date) => {
              const ofDay = times.filter((time) => time.date === date);
              const booked = ofDay.reduce((sum, time) => sum + (time.isBlocked ? 0 : time.bookedPlayers), 0);
              const places = ofDay.reduce((sum, time) => sum + (time.isBlocked ? 0 : time.slotsAvailable), 0);
              return (
                <li key={date} className="min-w-0 rounded-xl bg-slate-50 p-2">
                  <button
                    type="button"
                    onClick={() => onOpenDay(date)}
                    className="w-full rounded-lg px-1 py-1 text-left hover:bg-fairway-50 focus-visible:outline-2 focus-visible:outline-fairway-600"
                    aria-label={t('clubAdmin.desk.openDay', { day: formatDay(date, i18n.language, 'short') })}
                  >
                    <span className="block font-semibold">{formatDay(date, i18n.language, 'short')}</span>
                    <span className="block text-xs text-slate-600">
                      {ofDay.length === 0
                        ? t('clubAdmin.desk.noTimes')
                        : t('clubAdmin.desk.dayBooked', { booked, count: places })}
                    </span>
                  </button>
                  {ofDay.length > 0 ? (
                    // On a phone, the day's times as one strip (full, part booked, open, blocked); the list of times from lg on.
                    <div className="mt-2 flex h-3 gap-px overflow-hidden rounded lg:hidden" aria-hidden="true">
                      {ofDay.map((time) => (
                        <span key={time.id} className={cn('min-w-px flex-1', stripTone[stateOf(time)])} />
                      ))}
                    </div>
                  ) : null}
                  {ofDay.length > 0 ? (
                    <ul className="mt-2 hidden gap-1 lg:flex lg:flex-col">
                      {ofDay.map((time) => (
                        <li
                          key={time.id}
                          className={cn(
                            'rounded px-1.5 py-0.5 text-xs tabular-nums ring-1 ring-slate-200',
                            chipTone[stateOf(time)],
                          )}
                        >
                          {time.time}{' '}
                          {time.isBlocked
                            ? t('clubAdmin.teeSheet.blocked')
                            : `${time.bookedPlayers}/${time.slotsAvailable}`}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
