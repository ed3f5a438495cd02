import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Flag, MapPin, Users } from 'lucide-react';
import type { TeeTimeDetail } from '../../../contract/clubs';
import { TermsBeforeBooking } from '../../components/cancellation-terms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonVariants, Button } from '../../components/ui/button';
import { PageLoading, PageProblem } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Select } from '../../components/ui/select';
import { Refusal } from '../../components/ui/refusal';
import { playerCountFrom } from '../../../contract/booking-limits';
import { PAYMENT_HOLD_MINUTES } from '../../../contract/bookings';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatWeekday } from '../../lib/format';
import { languageOrEnglish } from '../../lib/i18n/languages';
import { publicConfigQuery } from '../../lib/auth/api';
import { useAuth } from '../../lib/auth/auth-context';
import { playersEntryOf } from '../../lib/players-entry';
import { PlayerRulesLine } from '../../components/player-rules';
import { PlayersFields, playersRefusalText, usePlayersForm } from '../../components/players-fields';
import { useBookTeeTime, useTeeTime } from '../../features/booking/hooks';
import { useRefreshNotifications } from '../../features/notifications/hooks';
import { LegalLinks } from '../../components/legal-document';

/** /booking/{courseId}/{teeTimeId}: the round, players, price, the club's cancellation policy, confirm. */
export function BookingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refreshNotifications = useRefreshNotifications();
  const { teeTimeId = '' } = useParams();
  const [query] = useSearchParams();
  const detail = useTeeTime(teeTimeId);
  const config = useQuery(publicConfigQuery);
  const paysByCard = config.data?.payments === 'stripe';
  const [players, setPlayers] = useState(() => playerCountFrom(query.get('players')));
  const { profile } = useAuth();
  const playersForm = usePlayersForm(
    playersEntryOf({ handicapIndex: profile?.handicap_index, swissGolfNumber: profile?.swiss_golf_number }),
  );
  // The amount the golfer accepted to pay for cancelling: a new total (other players) must be accepted anew.
  const [acceptedCost, setAcceptedCost] = useState<number | null>(null);
  const book = useBookTeeTime(teeTimeId, {
    onBooked: refreshNotifications,
    onConfirmed: (booking) => navigate(`/payment-success?booking=${booking.id}`),
  });
  const mostPlayers = detail.data ? Math.min(detail.data.maxPlayers, detail.data.teeTime.openSlots) : undefined;
  // Never more players than may book now: when someone was quicker, the choice shrinks to what is left.
  useEffect(() => {
    if (mostPlayers !== undefined && mostPlayers > 0 && players > mostPlayers) setPlayers(mostPlayers);
  }, [mostPlayers, players]);

  if (detail.isPending || config.isPending) return <PageLoading />;
  if (detail.isError)
    return (
      <PageProblem title={t('booking.notFound')}>
        <Link to="/courses" className={buttonVariants()}>
          {t('course.backToSearch')}
        </Link>
      </PageProblem>
    );
  const { teeTime, club, cancellation, refusal, maxPlayers, playerRules } = detail.data;
  const playerOptions = Array.from({ length: Math.min(maxPlayers, teeTime.openSlots) }, (_, index) => index + 1);
  const total = Math.round(teeTime.discounted_price * 100 * players) / 100;
  const saving = Math.round((teeTime.original_price - teeTime.discounted_price) * 100 * players) / 100;
  const money = (amount: number) => formatChf(amount);
  // Told once the tee time has been read again, so that the places named are the ones left now.
  const problem = book.error && !detail.isFetching ? bookingProblem(book.error, detail.data, t) : null;
  const acceptedLateTerms = acceptedCost === total;
  const mustAccept = !cancellation.free && !acceptedLateTerms;

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('booking.title')}</h1>
      <Card className="mt-6 overflow-hidden">
        <div className="flex flex-col sm:flex-row">
          {club.image_url ? (
            <img
              src={club.image_url}
              alt={t('courses.imageAlt', { club: club.name })}
              className="h-40 w-full object-cover sm:h-auto sm:w-56"
            />
          ) : null}
          <div className="space-y-2 p-5">
            <h2 className="text-xl font-bold">{club.name}</h2>
            <p className="flex items-center gap-2 text-slate-700">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {club.city}, {t(`cantons.${club.canton}`)}
            </p>
            <p className="flex items-center gap-2 text-slate-700">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {formatWeekday(teeTime.date, i18n.language, 'full')}
            </p>
            <p className="flex items-center gap-2 text-slate-700">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {teeTime.time}
            </p>
            <p className="flex items-center gap-2 text-slate-700">
              <Flag className="h-4 w-4" aria-hidden="true" />
              {t('courses.holesShort', { count: teeTime.hole_count })}
            </p>
            <PlayerRulesLine rules={playerRules} className="text-slate-700" />
          </div>
        </div>
      </Card>
      {refusal || teeTime.openSlots === 0 ? (
        <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 text-red-800">
          <p>{refusalText(refusal ?? 'sold_out', detail.data, t)}</p>
          <Link to="/courses" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            {t('booking.findAnother')}
          </Link>
        </div>
      ) : (
        <Card className="mt-6 p-5 sm:p-6">
          <label htmlFor="players" className="flex items-center gap-2 font-semibold">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('booking.players')}
          </label>
          <Select
            id="players"
            value={players}
            onChange={(event) => setPlayers(Number(event.target.value))}
            className="mt-2 h-12 sm:w-48"
          >
            {playerOptions.map((count) => (
              <option key={count} value={count}>
                {t('booking.playerCount', { count })}
              </option>
            ))}
          </Select>
          <PlayersFields
            form={playersForm}
            rules={playerRules}
            playerCount={players}
            club={club.name}
            className="mt-5"
          />
          <dl className="mt-6 space-y-2">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('booking.pricePerPlayer')}</dt>
              <dd>
                <span className="mr-2 text-sm text-slate-500 line-through">{money(teeTime.original_price)}</span>
                {money(teeTime.discounted_price)}
              </dd>
            </div>
            {saving > 0 ? (
              <div className="flex justify-between text-deal-600">
                <dt>{t('booking.youSave')}</dt>
                <dd className="font-semibold">{money(saving)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
              <dt>{t('booking.total')}</dt>
              <dd data-testid="booking-total">{money(total)}</dd>
            </div>
          </dl>
          <div className="mt-5">
            <TermsBeforeBooking
              terms={cancellation}
              cost={total}
              accepted={acceptedLateTerms}
              onAcceptedChange={(accepted) => setAcceptedCost(accepted ? total : null)}
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            {paysByCard ? t('booking.payByCard', { count: PAYMENT_HOLD_MINUTES }) : t('booking.payAtClub')}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {t('booking.legal')} <LegalLinks />
          </p>
          {problem ? <Refusal className="mt-4">{problem}</Refusal> : null}
          <Button
            size="lg"
            className="mt-5 w-full"
            disabled={book.isPending || mustAccept}
            onClick={() => {
              const whoIsPlaying = playersForm.submit(playerRules, players);
              if (!whoIsPlaying) return;
              book.submit({
                teeTimeId,
                playerCount: players,
                ...whoIsPlaying,
                language: languageOrEnglish(i18n.language),
                acceptLateCancellation: acceptedCost !== null,
              });
            }}
          >
            {book.isPending ? <Spinner /> : null}
            {t(paysByCard ? 'booking.confirmAndPay' : 'booking.confirm', { total: money(total) })}
          </Button>
        </Card>
      )}
    </main>
  );
}

type Refusal = NonNullable<TeeTimeDetail['refusal']> | 'sold_out' | 'not_enough_places' | 'too_many_players';
const refusals: readonly string[] = [
  'tee_time_blocked',
  'tee_time_started',
  'booking_closed',
  'outside_booking_window',
  'sold_out',
  'not_enough_places',
  'too_many_players',
];

/** Why this tee time cannot be booked as asked, with the club's numbers behind it. */
function refusalText(
  refusal: Refusal,
  detail: TeeTimeDetail,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const count = {
    booking_closed: detail.minLeadMinutes,
    outside_booking_window: detail.bookingWindowDays,
    not_enough_places: detail.teeTime.openSlots,
    too_many_players: detail.maxPlayers,
  }[refusal as string];
  return t(`booking.refusal.${refusal}`, count === undefined ? {} : { count });
}

/** What a failed booking tells the golfer: the reason the server named, or (only for the unknown) a connection problem. */
function bookingProblem(
  error: Error,
  detail: TeeTimeDetail,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const code = error instanceof ApiError ? error.code : 'network_error';
  if (refusals.includes(code)) return refusalText(code as Refusal, detail, t);
  const playersRefusal = playersRefusalText(error, detail.playerRules, t);
  if (playersRefusal) return playersRefusal;
  if (code === 'late_cancellation_not_accepted') return t('booking.refusal.late_cancellation_not_accepted');
  return t('booking.networkFailed');
}
