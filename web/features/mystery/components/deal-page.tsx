import { useQuery } from '@tanstack/react-query';
import { EyeOff, PartyPopper, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booking } from '../../../../contract/bookings';
import type { BookMysteryDealRequest } from '../../../../contract/mystery';
import { PAYMENT_HOLD_MINUTES } from '../../../../contract/bookings';
import { TermsBeforeBooking } from '../../../components/cancellation-terms';
import { PageLoading, PageProblem } from '../../../components/page-state';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Select } from '../../../components/ui/select';
import { Refusal } from '../../../components/ui/refusal';
import { PlayerRulesLine } from '../../../components/player-rules';
import { PlayersFields, playersRefusalText, usePlayersForm } from '../../../components/players-fields';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { playersEntryOf } from '../../../lib/players-entry';
import { formatChf, formatWeekday } from '../../../lib/format';
import { publicConfigQuery } from '../../../lib/auth/api';
import { languageOrEnglish } from '../../../lib/i18n/languages';
import { mysteryDealQuery } from '../api';
import { bookingPlace } from '../../../lib/booking-place';
import { DealFacts, DealImage } from './deal-details';

/** How the deal is booked and paid: given by the route, which books every tee time the same way. */
export interface DealBooking {
  submit(input: BookMysteryDealRequest): void;
  isPending: boolean;
  error: Error | null;
  /** The booking when it was confirmed at once: the club and time are revealed. */
  confirmed: Booking | null;
}

/** /surprise/details/{dealId}: a mystery deal, its booking, and the reveal of club and time. */
export function DealPage({ dealId, book }: { dealId: string; book: DealBooking }) {
  const { t, i18n } = useTranslation();
  const config = useQuery(publicConfigQuery);
  const [players, setPlayers] = useState(1);
  const { profile } = useAuth();
  const playersForm = usePlayersForm(
    playersEntryOf({ handicapIndex: profile?.handicap_index, swissGolfNumber: profile?.swiss_golf_number }),
  );
  // The amount the golfer accepted to pay for cancelling: a new total (other players) must be accepted anew.
  const [acceptedCost, setAcceptedCost] = useState<number | null>(null);
  const deal = useQuery({ ...mysteryDealQuery(dealId), enabled: !book.confirmed });
  // As many players as the deal takes in one booking and has places for.
  const mostPlayers = deal.data ? Math.min(deal.data.maxPlayers, deal.data.slotsAvailable) : undefined;
  useEffect(() => {
    if (mostPlayers !== undefined && mostPlayers > 0 && players > mostPlayers) setPlayers(mostPlayers);
  }, [mostPlayers, players]);

  if (book.confirmed) return <Reveal booking={book.confirmed} />;
  if (deal.isPending || config.isPending) return <PageLoading />;
  // Gone (booked by someone else, or past): the server answers 404 (400 for an address without a deal token), or refuses the booking with not_found.
  const gone =
    (deal.error instanceof ApiError && (deal.error.status === 404 || deal.error.status === 400)) ||
    (book.error instanceof ApiError && book.error.code === 'not_found');
  if (deal.isError || gone) {
    return (
      <PageProblem title={gone ? t('mystery.gone') : t('mystery.fetchFailed')}>
        <Link to="/mystery-tee-times" className={buttonVariants()}>
          {t('mystery.allDeals')}
        </Link>
      </PageProblem>
    );
  }
  const options = Array.from({ length: mostPlayers ?? 0 }, (_, index) => index + 1);
  const total = Math.round(deal.data.price * 100 * players) / 100;
  const problem =
    book.error && !deal.isFetching
      ? (playersRefusalText(book.error, deal.data.playerRules, t) ??
        dealProblem(book.error instanceof ApiError ? book.error.code : 'network_error', deal.data.slotsAvailable, t))
      : null;
  const acceptedLateTerms = acceptedCost === total;
  const mustAccept = !deal.data.cancellation.free && !acceptedLateTerms;
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-fairway-950">
        <Sparkles className="h-7 w-7 text-deal-600" aria-hidden="true" />
        {t('mystery.dealTitle')}
      </h1>
      <p className="mt-1 text-slate-600">{t('mystery.dealSubtitle')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DealImage deal={deal.data} fill />
        <Card className="p-5">
          <DealFacts deal={deal.data} />
          <PlayerRulesLine rules={deal.data.playerRules} className="mt-4 text-sm text-slate-700" />
        </Card>
      </div>
      <Card className="mt-6 p-5 sm:p-6">
        <label htmlFor="mystery-players" className="font-semibold">
          {t('booking.players')}
        </label>
        <Select
          id="mystery-players"
          value={players}
          onChange={(event) => setPlayers(Number(event.target.value))}
          className="mt-2 h-12 sm:w-48"
        >
          {options.map((count) => (
            <option key={count} value={count}>
              {t('booking.playerCount', { count })}
            </option>
          ))}
        </Select>
        <PlayersFields
          form={playersForm}
          rules={deal.data.playerRules}
          playerCount={players}
          club={null}
          className="mt-5"
        />
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
          <span>{t('booking.total')}</span>
          <span data-testid="mystery-total">{formatChf(total)}</span>
        </p>
        {/* Before booking, what makes a mystery tee time different: what stays hidden until then, and that cancelling it is no different. */}
        <p
          className="mt-5 flex gap-2 rounded-xl bg-deal-50 p-4 text-sm text-deal-700"
          data-testid="mystery-reveal-terms"
        >
          <EyeOff className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            {t('mystery.revealOnBooking')}{' '}
            <Link to="/terms#terms-s7" className="underline">
              {t('mystery.termsLink')}
            </Link>
          </span>
        </p>
        <div className="mt-3">
          <TermsBeforeBooking
            terms={deal.data.cancellation}
            cost={total}
            accepted={acceptedLateTerms}
            onAcceptedChange={(accepted) => setAcceptedCost(accepted ? total : null)}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {config.data?.payments === 'stripe'
            ? t('booking.payByCard', { count: PAYMENT_HOLD_MINUTES })
            : t('booking.payAtClub')}
        </p>
        {problem ? <Refusal className="mt-4">{problem}</Refusal> : null}
        <Button
          size="lg"
          variant="deal"
          className="mt-5 w-full"
          disabled={book.isPending || mustAccept}
          onClick={() => {
            const whoIsPlaying = playersForm.submit(deal.data.playerRules, players);
            if (!whoIsPlaying) return;
            book.submit({
              playerCount: players,
              ...whoIsPlaying,
              language: languageOrEnglish(i18n.language),
              acceptLateCancellation: acceptedCost !== null,
            });
          }}
        >
          {book.isPending ? <Spinner /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
          {t('mystery.book')}
        </Button>
      </Card>
    </main>
  );
}

/** Why booking the deal failed, as the server named it; a time refusal leaves the deal gone (the page then says so). */
function dealProblem(
  code: string,
  slotsAvailable: number,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (code === 'sold_out') return t('booking.refusal.sold_out');
  if (code === 'not_enough_places') return t('booking.refusal.not_enough_places', { count: slotsAvailable });
  if (code === 'late_cancellation_not_accepted') return t('booking.refusal.late_cancellation_not_accepted');
  if (code === 'too_many_players') return t('mystery.tooManyPlayers');
  if (code === 'not_found') return t('mystery.gone');
  return t('booking.networkFailed');
}

/** After booking: the club and the exact time, revealed. */
function Reveal({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const place = bookingPlace(booking, t);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <Card className="mystery-reveal overflow-hidden text-center">
        <div className="bg-linear-to-br from-fairway-800 to-fairway-950 px-6 py-8 text-white">
          <PartyPopper className="mx-auto h-12 w-12 text-deal-500" aria-hidden="true" />
          <p className="mt-3 text-sm font-semibold uppercase tracking-widest text-fairway-200">
            {t('mystery.revealKicker')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight" data-testid="revealed-club">
            {place.club}
          </h1>
          <p className="mt-1 text-fairway-100" data-testid="revealed-address">
            {booking.club?.address ?? booking.club?.city}
          </p>
        </div>
        <div className="space-y-2 p-6">
          <p className="text-lg text-slate-700">{formatWeekday(booking.teeTime.date, i18n.language, 'full')}</p>
          <p className="text-4xl font-black text-fairway-950" data-testid="revealed-time">
            {place.time}
          </p>
          <p className="text-slate-600">
            {t('booking.playerCount', { count: booking.playerCount })} · {formatChf(booking.totalPrice)}
          </p>
          <div className="flex flex-col justify-center gap-3 pt-4 sm:flex-row">
            <Link to={`/booking/${booking.id}`} className={buttonVariants({ size: 'lg' })}>
              {t('mystery.toBooking')}
            </Link>
            <Link to="/mystery-tee-times" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('mystery.allDeals')}
            </Link>
          </div>
        </div>
      </Card>
    </main>
  );
}
