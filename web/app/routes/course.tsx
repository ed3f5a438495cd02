import { ArrowLeft, Info, MapPin, Navigation } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { PageLoading, PageProblem } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { PlayerRulesLine } from '../../components/player-rules';
import type { ShownClubText } from '../../../contract/club-texts';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { useBuiltInBackground, useBuiltInBackgroundFor } from '../../lib/use-built-in-background';
import { useClub, useClubDay } from '../../features/courses/hooks';
import { formatChf } from '../../lib/format';
import { DaySelect } from '../../features/courses/components/day-select';
import { FavoriteButton } from '../../features/courses/components/favorite-button';
import { NoTeeTimes } from '../../features/courses/components/no-tee-times';
import { TeeTimeList } from '../../features/courses/components/tee-time-list';

/** /courses/{id}: the club, its prices and its tee times by date. */
export function CoursePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const club = useClub(id);
  const { day, date, setDate } = useClubDay(id);
  // The page is built in the background once the club has come (TanStack Query's answer renders at once and whole);
  // a newer answer of the same club is built while the page stays as it is, another club's never shows here.
  const shownClub = useBuiltInBackgroundFor(id, club.data);
  // The day's list (often 60 times and more) is built in the background; the loader stays until it is.
  const builtDay = useBuiltInBackground(day.data);

  if (club.isPending) return <PageLoading />;
  if (club.isError && isMissing(club.error))
    return (
      <PageProblem title={t('course.notFound')}>
        <Link to="/courses" className={buttonVariants()}>
          {t('course.backToSearch')}
        </Link>
      </PageProblem>
    );
  // Offline or a failing server: the club may well exist, so the page says it could not be loaded.
  if (club.isError) {
    return (
      <PageProblem title={t('course.loadError')}>
        <p className="text-slate-600">{t('course.loadErrorHint')}</p>
        <Button onClick={() => void club.refetch()}>{t('notifications.retry')}</Button>
      </PageProblem>
    );
  }
  if (!shownClub) return <PageLoading />;
  const detail = shownClub;
  const teeTimes = builtDay?.teeTimes ?? null;
  return (
    <main className="flex-1">
      <div className="relative h-56 bg-fairway-900 sm:h-80">
        {detail.image_url ? (
          <img
            src={detail.image_url}
            alt={t('courses.imageAlt', { club: detail.name })}
            className="h-full w-full object-cover"
            // The page's largest paint: asked for before the rest the page loads.
            fetchPriority="high"
          />
        ) : null}
        <div className="absolute inset-0 bg-linear-to-t from-fairway-950/80 to-transparent" aria-hidden="true" />
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-5xl items-end justify-between gap-4 px-4 pb-5 sm:px-6">
          <div className="text-white">
            <Link
              to="/courses"
              className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm text-fairway-100 hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t('course.backToSearch')}
            </Link>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{detail.name}</h1>
            <p className="mt-1 flex items-center gap-1 text-fairway-100">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {detail.address ?? `${detail.city}, ${t(`cantons.${detail.canton}`)}`}
            </p>
          </div>
          <FavoriteButton clubId={detail.id} clubName={detail.name} />
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold">{t('course.teeTimes')}</h2>
          <PlayerRulesLine
            rules={detail.playerRules}
            className="mt-3 rounded-xl bg-fairway-50 p-3 text-sm text-fairway-900"
          />
          <label htmlFor="course-date" className="sr-only">
            {t('search.date')}
          </label>
          <DaySelect
            id="course-date"
            value={date}
            onChange={(day) => {
              setDate(day);
              setSelectedId(null);
            }}
            className="mt-4 sm:w-80"
          />
          <div className="mt-4">
            {!user ? (
              <p className="rounded-xl bg-fairway-50 p-4 text-fairway-900">
                <Link to="/auth" className="font-semibold underline">
                  {t('courses.loginForAvailability')}
                </Link>
              </p>
            ) : day.isPending || (day.data && !builtDay) ? (
              <GolfSwingLoader size="small" />
            ) : day.isError ? (
              <p role="alert" className="text-red-700">
                {t('courses.loadError')}
              </p>
            ) : teeTimes && teeTimes.length > 0 ? (
              <TeeTimeList
                teeTimes={teeTimes}
                selectedId={selectedId}
                onSelect={setSelectedId}
                expanded
                onExpand={() => undefined}
                wide
              />
            ) : (
              <NoTeeTimes
                className="p-6"
                date={date}
                onChooseDate={(next) => {
                  setDate(next);
                  setSelectedId(null);
                }}
              />
            )}
          </div>
          {user ? (
            <div className="sticky bottom-0 -mx-5 mt-5 border-t border-slate-100 bg-white/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:p-0">
              {selectedId ? (
                <Link
                  className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
                  to={`/booking/${detail.id}/${selectedId}`}
                >
                  {t('courses.bookNow')}
                </Link>
              ) : (
                <Button size="lg" className="w-full sm:w-auto" disabled>
                  {t('courses.bookNow')}
                </Button>
              )}
            </div>
          ) : null}
        </Card>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="font-bold">{t('course.prices')}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{t('course.weekdayPrice')}</dt>
                <dd className="font-semibold">{formatChf(detail.weekday_standard_price)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{t('course.weekdayDiscount')}</dt>
                <dd className="font-semibold text-deal-600">
                  {t('course.weekdayDiscountValue', { percent: detail.weekday_discount })}
                </dd>
              </div>
            </dl>
          </Card>
          <ClubText title={t('course.about')} text={detail.texts.description} />
          <ClubText
            title={t('course.directions')}
            icon={<Navigation className="h-4 w-4 text-fairway-700" aria-hidden="true" />}
            text={detail.texts.directions}
          />
          <ClubText
            title={t('course.notes')}
            icon={<Info className="h-4 w-4 text-fairway-700" aria-hidden="true" />}
            text={detail.texts.notes}
          />
        </div>
      </div>
    </main>
  );
}

/** One of the club's own texts, marked with its language when the club has not written it in the reader's. */
const isMissing = (error: Error) => error instanceof ApiError && error.status === 404;

function ClubText({ title, icon, text }: { title: string; icon?: ReactNode; text: ShownClubText }) {
  const { t, i18n } = useTranslation();
  if (!text) return null;
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-bold">
        {icon}
        {title}
      </h2>
      <p lang={text.language} className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
        {text.text}
      </p>
      {text.language === i18n.language ? null : (
        <p className="mt-2 text-xs text-slate-500">
          {t('course.writtenIn', { language: t(`language.names.${text.language}`) })}
        </p>
      )}
    </Card>
  );
}
