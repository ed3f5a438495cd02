import { CalendarDays, Clock, Flag, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { MysteryDeal } from '../../../../contract/mystery';
import { formatChf, formatPercent, formatWeekday } from '../../../lib/format';
import { regionName } from '../../../lib/i18n/region-name';

/** The picture of a deal with its per-player price: it shows no club. */
export function DealImage({ deal, fill = false }: { deal: MysteryDeal; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-2xl">
      {/* fill: as tall as the facts next to it (a grid row), instead of leaving the overlay over nothing. */}
      <img
        src={deal.imageUrl}
        alt={t('mystery.imageAlt')}
        className={cn('h-48 w-full object-cover sm:h-56', fill && 'md:h-full')}
      />
      <div className="absolute inset-0 flex items-center justify-center bg-fairway-950/35">
        <span className="text-7xl font-black text-white/90 drop-shadow" aria-hidden="true">
          ?
        </span>
      </div>
      <p className="absolute bottom-3 left-3 rounded-xl bg-white/95 px-3 py-1.5 text-sm font-bold text-fairway-950 shadow">
        {t('mystery.perPlayer', { price: formatChf(deal.price) })}
      </p>
      <p className="absolute right-3 top-3 rounded-full bg-deal-600 px-3 py-1 text-xs font-bold text-white">
        {t('mystery.save', { percent: formatPercent(deal.savings) })}
      </p>
    </div>
  );
}

/** What a golfer knows of a deal before booking: region, day, window, the possible clubs, holes, places, the price and the usual green fee at those clubs. */
export function DealFacts({ deal }: { deal: MysteryDeal }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatChf(amount);
  return (
    <dl className="space-y-2 text-slate-700">
      <Fact icon={MapPin} label={t('mystery.region')}>
        {regionName(t, deal.region)}
      </Fact>
      <Fact icon={CalendarDays} label={t('mystery.date')}>
        {formatWeekday(deal.date, i18n.language, 'full')}
      </Fact>
      <Fact icon={Clock} label={t('mystery.window')}>
        {t('mystery.windowValue', { start: deal.timeWindow.start, end: deal.timeWindow.end })}
      </Fact>
      <Fact icon={Flag} label={t('mystery.holes')}>
        {t('courses.holesShort', { count: deal.hole_count })}
      </Fact>
      <Fact icon={Users} label={t('mystery.places')}>
        {t('mystery.placesValue', { count: deal.slotsAvailable })}
      </Fact>
      <div>
        <dt className="text-sm font-semibold text-slate-900">{t('mystery.possibleClubs')}</dt>
        <dd>
          <ul className="mt-1 flex flex-wrap gap-2">
            {deal.possibleClubs.map((club) => (
              <li key={club} className="rounded-full bg-fairway-50 px-3 py-1 text-sm text-fairway-900">
                {club}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="pt-2">
        <dt className="sr-only">{t('mystery.price')}</dt>
        <dd className="text-2xl font-extrabold text-fairway-950">{money(deal.price)}</dd>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <dt className="sr-only">{t('mystery.usualPrice')}</dt>
        <dd className="text-slate-600" data-testid="mystery-usual-price">
          {t('mystery.usualPriceFrom', { price: money(deal.usualPriceFrom) })}
        </dd>
        <dd className="font-semibold text-deal-700">{t('mystery.save', { percent: formatPercent(deal.savings) })}</dd>
      </div>
    </dl>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="h-4 w-4 shrink-0 text-fairway-700" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
