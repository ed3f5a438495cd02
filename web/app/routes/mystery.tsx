import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { formatChf, formatPercent, formatWeekday } from '../../lib/format';
import { useRegionDeals } from '../../features/mystery/hooks';
import { regionName } from '../../lib/i18n/region-name';
import { MysterySection } from '../../features/mystery/components/mystery-section';

/** /mystery-tee-times: the filters of the home section, and every deal of the region chosen there, day by day. */
export function MysteryPage() {
  const [region, setRegion] = useState('');
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <MysterySection heading="h1" onRegionChange={setRegion} />
      <RegionDeals region={region} />
    </main>
  );
}

/** The deals of one region over all its days (at most ten a day), or a hint until a region is chosen: never every deal at once. */
function RegionDeals({ region }: { region: string }) {
  const { t, i18n } = useTranslation();
  const deals = useRegionDeals(region);
  return (
    <section aria-labelledby="region-deals" className="mt-10">
      <h2 id="region-deals" className="text-xl font-bold text-fairway-950">
        {region ? t('mystery.regionDeals', { region: regionName(t, region) }) : t('mystery.allDeals')}
      </h2>
      {!region ? (
        <p className="mt-2 text-slate-600">{t('mystery.regionDealsHint')}</p>
      ) : deals.days === undefined ? (
        deals.isError ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
            {t('mystery.fetchFailed')}
          </p>
        ) : (
          <div className="flex justify-center p-8">
            <GolfSwingLoader size="small" />
          </div>
        )
      ) : deals.days.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('mystery.regionEmpty')}</p>
      ) : (
        deals.days.map(({ date, deals: ofDay }) => (
          <div key={date} className="mt-6">
            <h3 className="font-semibold text-slate-800">{formatWeekday(date, i18n.language, 'full')}</h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ofDay.map((deal) => (
                <li key={deal.id}>
                  <Link to={`/surprise/details/${deal.id}`} className="block rounded-2xl" data-testid="mystery-deal">
                    <Card className="p-4 transition hover:border-fairway-300 hover:shadow-md">
                      <p className="text-sm font-semibold text-deal-700">
                        {t('mystery.save', { percent: formatPercent(deal.savings) })}
                      </p>
                      <p className="mt-1 font-bold text-slate-900">
                        {t('mystery.windowValue', { start: deal.timeWindow.start, end: deal.timeWindow.end })}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('courses.holesShort', { count: deal.hole_count })} ·{' '}
                        {t('mystery.placesValue', { count: deal.slotsAvailable })}
                      </p>
                      <p className="mt-2 text-lg font-extrabold text-fairway-950">
                        {t('mystery.perPlayer', { price: formatChf(deal.price) })}
                      </p>
                      <p className="text-xs text-slate-500">
                        {t('mystery.usualPriceFrom', { price: formatChf(deal.usualPriceFrom) })}
                      </p>
                    </Card>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
