import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useFavorites } from '../../features/courses/hooks';
import { formatChf, formatWeekday } from '../../lib/format';
import { FavoriteButton } from '../../features/courses/components/favorite-button';

/** /favorites: the golfer's favourite clubs with their next open tee times. */
export function FavoritesPage() {
  const { t, i18n } = useTranslation();
  const favorites = useFavorites();
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('favorites.title')}</h1>
      <p className="mt-1 text-slate-600">{t('favorites.subtitle')}</p>
      <div className="mt-6">
        {favorites.isPending ? (
          <div className="space-y-4">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="h-32 animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </div>
        ) : favorites.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
            {t('favorites.loadError')}
          </p>
        ) : favorites.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Heart className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="text-lg font-bold">{t('favorites.emptyTitle')}</h2>
            <p className="max-w-md text-slate-600">{t('favorites.emptyBody')}</p>
            <Link to="/courses" className={buttonVariants({ className: 'mt-2' })}>
              {t('nav.findTeeTimes')}
            </Link>
          </Card>
        ) : (
          <ul className="space-y-4">
            {favorites.data.map((club) => (
              <li key={club.id}>
                <Card className="flex flex-col gap-4 p-4 sm:flex-row" data-testid="favorite-club">
                  {club.image_url ? (
                    <img
                      src={club.image_url}
                      alt={t('courses.imageAlt', { club: club.name })}
                      className="h-32 w-full rounded-xl object-cover sm:w-48"
                    />
                  ) : null}
                  <div className="flex-1">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <h2 className="text-lg font-bold">
                          <Link to={`/courses/${club.id}`} className="hover:underline">
                            {club.name}
                          </Link>
                        </h2>
                        <p className="text-sm text-slate-600">
                          {club.city}, {t(`cantons.${club.canton}`)}
                        </p>
                      </div>
                      <FavoriteButton clubId={club.id} clubName={club.name} className="border border-slate-200" />
                    </div>
                    {club.nextTeeTimes.length === 0 ? (
                      <p className="mt-3 text-sm text-slate-600">{t('favorites.noUpcoming')}</p>
                    ) : (
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('favorites.nextTeeTimes')}>
                        {club.nextTeeTimes.map((teeTime) => (
                          <li key={teeTime.id}>
                            <Link
                              to={`/booking/${club.id}/${teeTime.id}`}
                              className="inline-flex min-h-11 flex-col justify-center rounded-xl border border-slate-200 px-3 py-1 text-sm hover:border-fairway-600"
                            >
                              <span className="font-semibold">
                                {formatWeekday(teeTime.date, i18n.language, 'noYear')} {teeTime.time}
                              </span>
                              <span className="text-xs text-slate-600">{formatChf(teeTime.discounted_price)}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
