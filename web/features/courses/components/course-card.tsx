import { useQuery } from '@tanstack/react-query';
import { Info, MapPin } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClubSummary } from '../../../../contract/clubs';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Card } from '../../../components/ui/card';
import { DaySelect } from './day-select';
import { useAuth } from '../../../lib/auth/auth-context';
import type { TimeFilters } from '../../../../contract/search-options';
import { clubDayQuery } from '../api';
import { FavoriteButton } from './favorite-button';
import { NoTeeTimes } from './no-tee-times';
import { PlayerCountSelect } from './player-count-select';
import { TeeTimeList } from './tee-time-list';

/**
 * A club with its tee times of a date: pick a time, then Book Now. The list it comes in carries its first
 * times; the rest of its day (narrowed by the search's `filters`), another day or more players come from the
 * club's day list. Memoised: a list that grows by a card (the home's row, the results as the golfer scrolls)
 * does not build the cards it already has again.
 */
export const CourseCard = memo(ClubCard);

function ClubCard({
  club,
  date: initialDate,
  players: initialPlayers = 1,
  filters = {},
}: {
  club: ClubSummary;
  date: string;
  players?: number;
  filters?: Partial<TimeFilters>;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [date, setDate] = useState(initialDate);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [players, setPlayers] = useState(initialPlayers);
  // The list's own times do while they are all the card needs: the same day, and no player count they leave out.
  const shownAll = (club.teeTimes?.length ?? 0) >= club.openTeeTimeCount;
  const sameSearch = date === initialDate && players === initialPlayers;
  const ownDay =
    date === initialDate &&
    (players === initialPlayers || (shownAll && players > initialPlayers)) &&
    (!expanded || shownAll);
  const dayList = useQuery({
    ...clubDayQuery(club.id, date, Boolean(user), { ...filters, players }),
    enabled: !ownDay,
  });
  // While the rest of the day comes, the first times stay.
  const day = ownDay ? club : (dayList.data ?? (sameSearch ? club : undefined));
  // Times with fewer open places than players coming are not offered.
  const teeTimes = day?.teeTimes?.filter((teeTime) => teeTime.openSlots >= players) ?? null;
  const hasTimes = (day?.openTeeTimeCount ?? 0) > 0;
  const chooseDate = (next: string) => {
    setDate(next);
    setSelectedId(null);
    setExpanded(false);
  };

  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="course-card">
      <div className="relative aspect-[16/10] bg-fairway-100">
        {club.image_url ? (
          <img
            src={club.image_url}
            alt={t('courses.imageAlt', { club: club.name })}
            className="h-full w-full object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          {club.maxDiscountPercent > 0 ? (
            <span className="rounded-full bg-deal-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              {t('courses.upToOff', { percent: Math.round(club.maxDiscountPercent) })}
            </span>
          ) : null}
          {club.is_featured ? (
            <span className="rounded-full bg-fairway-900 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              {t('courses.featured')}
            </span>
          ) : null}
        </div>
        <FavoriteButton clubId={club.id} clubName={club.name} className="absolute right-3 top-3" />
        {!hasTimes && day ? (
          <span className="absolute bottom-3 left-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white">
            {t('courses.noTeeTimesBadge')}
          </span>
        ) : null}
        <Link
          to={`/courses/${club.id}`}
          className="absolute bottom-3 right-3 inline-flex min-h-9 items-center gap-1 rounded-full bg-white/95 px-3 text-xs font-semibold text-slate-900 shadow-sm hover:bg-white"
          aria-label={t('courses.moreInfoAbout', { club: club.name })}
        >
          <Info className="h-3.5 w-3.5" aria-hidden="true" />
          {t('courses.moreInfo')}
        </Link>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div>
          <h3 className="text-lg font-bold leading-snug text-slate-900">{club.name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {club.city}, {t(`cantons.${club.canton}`)}
          </p>
        </div>
        <div className="flex gap-2">
          <label className="sr-only" htmlFor={`date-${club.id}`}>
            {t('search.date')}
          </label>
          <DaySelect id={`date-${club.id}`} value={date} onChange={chooseDate} className="w-0 min-w-0 flex-1 px-2" />
          <label className="sr-only" htmlFor={`players-${club.id}`}>
            {t('search.players')}
          </label>
          <PlayerCountSelect
            id={`players-${club.id}`}
            value={players}
            onChange={(count) => {
              setPlayers(count);
              setSelectedId(null);
            }}
            compact
          />
        </div>
        <div className="flex-1">
          {!user ? (
            <p className="rounded-xl bg-fairway-50 p-3 text-sm text-fairway-900">
              <Link to="/auth" className="font-semibold underline">
                {t('courses.loginForAvailability')}
              </Link>
            </p>
          ) : !day && dayList.isPending ? (
            <div className="grid grid-cols-2 gap-2" aria-hidden="true" data-testid="tee-times-loading">
              {Array.from({ length: expanded ? 6 : 4 }, (_, index) => (
                <div key={index} className="h-14 animate-pulse rounded-xl bg-slate-100" />
              ))}
            </div>
          ) : !ownDay && dayList.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('courses.loadError')}
            </p>
          ) : teeTimes && teeTimes.length > 0 ? (
            <TeeTimeList
              teeTimes={teeTimes}
              total={day === club ? club.openTeeTimeCount : teeTimes.length}
              selectedId={selectedId}
              onSelect={setSelectedId}
              expanded={expanded}
              onExpand={() => setExpanded(true)}
            />
          ) : (
            <NoTeeTimes
              date={date}
              onChooseDate={chooseDate}
              message={day?.teeTimes?.length ? t('courses.noTeeTimesForPlayers', { count: players }) : undefined}
            />
          )}
        </div>
        {user ? (
          selectedId ? (
            <Link
              className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
              to={`/booking/${club.id}/${selectedId}?players=${players}`}
            >
              {t('courses.bookNow')}
            </Link>
          ) : (
            <Button size="lg" className="w-full" disabled>
              {t('courses.bookNow')}
            </Button>
          )
        ) : null}
      </div>
    </Card>
  );
}

/** One pulse for the whole card: each animated element costs an animation and a start event of its own. */
export function CourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <div className="animate-pulse">
        <div className="aspect-[16/10] bg-slate-200" />
        <div className="space-y-3 p-4">
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
          <div className="h-11 rounded-xl bg-slate-100" />
          <div className="grid grid-cols-3 gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="h-14 rounded-xl bg-slate-100" />
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}
