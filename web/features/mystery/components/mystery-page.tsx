import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { calendarDay, formatChf } from '../../../lib/format';
import { dateLocale } from '../../../lib/i18n/date-locale';
import { mysteryDealsQuery } from '../api';
import { regionName } from '../region-name';
import { MysterySection } from './mystery-section';

/** /mystery-tee-times: the filters of the home section, and every deal at a glance. */
export function MysteryPage() {
  const { t, i18n } = useTranslation();
  const deals = useQuery(mysteryDealsQuery);
  const locale = dateLocale(i18n.language);
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <MysterySection heading="h1" />
      {deals.data && deals.data.length > 0 ? (
        <section aria-labelledby="all-deals" className="mt-10">
          <h2 id="all-deals" className="text-xl font-bold text-fairway-950">{t('mystery.allDeals')}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {deals.data.map((deal) => (
              <li key={deal.id}>
                <Link to={`/surprise/details/${deal.id}`} className="block rounded-2xl" data-testid="mystery-deal">
                  <Card className="p-4 transition hover:border-fairway-300 hover:shadow-md">
                    <p className="text-sm font-semibold text-deal-700">{t('mystery.save', { percent: deal.savings.toFixed(1) })}</p>
                    <p className="mt-1 font-bold text-slate-900">{regionName(t, deal.region)}</p>
                    <p className="text-sm text-slate-600">
                      {format(calendarDay(deal.date), 'EEE dd.MM.yyyy', { locale })} · {t('mystery.windowValue', { start: deal.timeWindow.start, end: deal.timeWindow.end })}
                    </p>
                    <p className="mt-2 text-lg font-extrabold text-fairway-950">{t('mystery.perPlayer', { price: formatChf(deal.price, i18n.language) })}</p>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
