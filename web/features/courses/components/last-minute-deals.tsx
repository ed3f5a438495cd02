import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LastMinuteDeal } from '../../../../contract/last-minute';
import { addDays } from '../../../../contract/zurich-time';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatChf, formatWeekday } from '../../../lib/format';
import { useBuiltInBackground } from '../../../lib/use-built-in-background';
import { lastMinuteDealsQuery } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';

/** Today's and tomorrow's deepest discounts across Switzerland, one per club: a tap opens the booking. */
export function LastMinuteDeals() {
  const { t } = useTranslation();
  const deals = useQuery(lastMinuteDealsQuery());
  // The cards are built in the background, a card at a slice; their place holders stay until they are.
  const built = useBuiltInBackground(deals.data);
  return (
    <section aria-labelledby="last-minute-title" aria-busy={deals.isPending}>
      <h2 id="last-minute-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
        {t('lastMinute.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('lastMinute.subtitle')}</p>
      <div className="mt-6">
        {deals.isPending || (deals.data && !built) ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={index > 1 ? 'hidden lg:block' : undefined}>
                <Card className="h-36 animate-pulse bg-slate-100" data-testid="last-minute-loading" />
              </li>
            ))}
          </ul>
        ) : deals.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
            {t('lastMinute.errorLoading')}
          </p>
        ) : !built || built.length === 0 ? (
          <div className="rounded-2xl bg-slate-50 p-6 text-slate-700">
            <p>{t('lastMinute.empty')}</p>
            <Link to="/courses" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
              {t('lastMinute.allTeeTimes')}
            </Link>
          </div>
        ) : (
          // A row that scrolls sideways on phones (the next card peeks in), a grid from small screens on. Positioned,
          // so that the cards' screen-reader texts (placed absolutely) stay inside it instead of widening the page.
          <ul className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
            {built.map((deal) => (
              <li key={deal.teeTime.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** "Today", "Tomorrow" or the weekday of a deal's day, as Zurich counts days. */
function useDayName(date: string): string {
  const { t, i18n } = useTranslation();
  const today = todayInZurich();
  if (date === today) return t('lastMinute.today');
  if (date === addDays(today, 1)) return t('lastMinute.tomorrow');
  return formatWeekday(date, i18n.language, 'noYear');
}

const DealCard = memo(function DealCard({ deal }: { deal: LastMinuteDeal }) {
  const { t } = useTranslation();
  const { teeTime, club } = deal;
  const day = useDayName(teeTime.date);
  const price = formatChf(teeTime.discounted_price);
  const listPrice = formatChf(teeTime.original_price);
  // The link's name is what it shows, as it is seen; a screen reader hears "instead of" before the list price.
  return (
    <Link
      to={`/booking/${club.id}/${teeTime.id}?players=1`}
      data-testid="last-minute-deal"
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-fairway-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-700"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold leading-snug text-slate-900">{club.name}</p>
          <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {club.city}, {t(`cantons.${club.canton}`)}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-deal-600 px-2.5 py-1 text-sm font-bold text-white">
          {t('lastMinute.percentOff', { percent: deal.discountPercent })}
        </span>
      </div>
      <div className="text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Clock className="h-4 w-4 shrink-0 text-fairway-700" aria-hidden="true" />
          {day}, <span className="tabular-nums">{teeTime.time}</span>
        </p>
        <p className="mt-0.5 pl-5.5 text-slate-600">
          {t('courses.holesShort', { count: teeTime.hole_count })} · {t('courses.places', { count: teeTime.openSlots })}
        </p>
      </div>
      <p className="mt-auto flex items-baseline gap-2">
        <span className="text-xl font-bold text-slate-900">{price}</span>
        <span className="sr-only">{t('lastMinute.insteadOf')}</span>
        <s className="text-sm text-slate-500">{listPrice}</s>
      </p>
    </Link>
  );
});
