import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarDays, Clock, Flag, MapPin, ShieldCheck, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { buttonVariants, Button } from '../../../components/ui/button';
import { PageLoading, PageProblem } from '../../../components/page-state';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PAYMENT_HOLD_MINUTES } from '../../../../contract/bookings';
import { ApiError } from '../../../lib/api-client';
import { calendarDay, formatChf } from '../../../lib/format';
import { dateLocale } from '../../../lib/i18n/date-locale';
import { isLanguage } from '../../../lib/i18n/languages';
import { publicConfigQuery } from '../../../lib/auth/api';
import { notificationKeys } from '../../../lib/notification-keys';
import { bookingKeys, createBooking, teeTimeQuery } from '../api';
import { startCheckout } from '../../../lib/checkout';

/** /booking/{courseId}/{teeTimeId}: the round, players, price, the club's cancellation policy, confirm. */
export function BookingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { teeTimeId = '' } = useParams();
  const detail = useQuery(teeTimeQuery(teeTimeId));
  const config = useQuery(publicConfigQuery);
  const paysByCard = config.data?.payments === 'stripe';
  const [players, setPlayers] = useState(1);
  // One key per page visit: a double click or a retry books once and opens one payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [checkoutKey] = useState(() => crypto.randomUUID());
  const submitted = useRef(false);
  const book = useMutation({
    mutationFn: async () => {
      const booking = await createBooking({ teeTimeId, playerCount: players, language: isLanguage(i18n.language) ? i18n.language : 'en' }, idempotencyKey);
      if (booking.status !== 'pending') return { booking, checkoutUrl: null };
      // The places are held; if opening the payment fails, the booking page offers it again.
      const checkout = await startCheckout(booking.id, checkoutKey).catch(() => null);
      return { booking, checkoutUrl: checkout?.url ?? null };
    },
    onSuccess: async ({ booking, checkoutUrl }) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      if (booking.status === 'pending') toast.error(t('bookingDetail.payFailed'));
      navigate(booking.status === 'pending' ? `/booking/${booking.id}` : `/payment-success?booking=${booking.id}`);
    },
  });

  if (detail.isPending || config.isPending) return <PageLoading />;
  if (detail.isError) return <PageProblem title={t('booking.notFound')}><Link to="/courses" className={buttonVariants()}>{t('course.backToSearch')}</Link></PageProblem>;
  const { teeTime, club, cancellationHours, maxPlayers } = detail.data;
  const playerOptions = Array.from({ length: Math.min(maxPlayers, teeTime.openSlots) }, (_, index) => index + 1);
  const total = Math.round(teeTime.discounted_price * 100 * players) / 100;
  const saving = Math.round((teeTime.original_price - teeTime.discounted_price) * 100 * players) / 100;
  const money = (amount: number) => formatChf(amount, i18n.language);
  const errorCode = book.error instanceof ApiError ? book.error.code : book.error ? 'unknown' : null;

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('booking.title')}</h1>
      <Card className="mt-6 overflow-hidden">
        <div className="flex flex-col sm:flex-row">
          {club.image_url ? <img src={club.image_url} alt={t('courses.imageAlt', { club: club.name })} className="h-40 w-full object-cover sm:h-auto sm:w-56" /> : null}
          <div className="space-y-2 p-5">
            <h2 className="text-xl font-bold">{club.name}</h2>
            <p className="flex items-center gap-2 text-slate-700"><MapPin className="h-4 w-4" aria-hidden="true" />{club.city}, {t(`cantons.${club.canton}`)}</p>
            <p className="flex items-center gap-2 text-slate-700"><CalendarDays className="h-4 w-4" aria-hidden="true" />{format(calendarDay(teeTime.date), 'EEEE, dd.MM.yyyy', { locale: dateLocale(i18n.language) })}</p>
            <p className="flex items-center gap-2 text-slate-700"><Clock className="h-4 w-4" aria-hidden="true" />{teeTime.time}</p>
            <p className="flex items-center gap-2 text-slate-700"><Flag className="h-4 w-4" aria-hidden="true" />{t('courses.holesShort', { count: teeTime.hole_count })}</p>
          </div>
        </div>
      </Card>
      {teeTime.openSlots === 0 ? (
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 text-red-800">{t('booking.soldOut')}</p>
      ) : (
        <Card className="mt-6 p-5 sm:p-6">
          <label htmlFor="players" className="flex items-center gap-2 font-semibold"><Users className="h-4 w-4" aria-hidden="true" />{t('booking.players')}</label>
          <select id="players" value={players} onChange={(event) => setPlayers(Number(event.target.value))} className="mt-2 h-12 w-full rounded-xl border border-slate-300 bg-white px-3 sm:w-48">
            {playerOptions.map((count) => <option key={count} value={count}>{t('booking.playerCount', { count })}</option>)}
          </select>
          <dl className="mt-6 space-y-2">
            <div className="flex justify-between"><dt className="text-slate-600">{t('booking.pricePerPlayer')}</dt><dd><span className="mr-2 text-sm text-slate-500 line-through">{money(teeTime.original_price)}</span>{money(teeTime.discounted_price)}</dd></div>
            {saving > 0 ? <div className="flex justify-between text-deal-600"><dt>{t('booking.youSave')}</dt><dd className="font-semibold">{money(saving)}</dd></div> : null}
            <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold"><dt>{t('booking.total')}</dt><dd data-testid="booking-total">{money(total)}</dd></div>
          </dl>
          <p className="mt-5 flex gap-2 rounded-xl bg-fairway-50 p-4 text-sm text-fairway-900"><ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />{t('booking.cancellationPolicy', { hours: cancellationHours })}</p>
          <p className="mt-3 text-sm text-slate-600">{paysByCard ? t('booking.payByCard', { minutes: PAYMENT_HOLD_MINUTES }) : t('booking.payAtClub')}</p>
          {errorCode ? <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">{t(errorCode === 'sold_out' ? 'booking.soldOut' : 'booking.failed')}</p> : null}
          <Button size="lg" className="mt-5 w-full" disabled={book.isPending} onClick={() => {
            // A second click before React re-renders must not start a second booking.
            if (submitted.current) return;
            submitted.current = true;
            book.mutate(undefined, { onError: () => (submitted.current = false) });
          }}>
            {book.isPending ? <Spinner /> : null}
            {t(paysByCard ? 'booking.confirmAndPay' : 'booking.confirm', { total: money(total) })}
          </Button>
        </Card>
      )}
    </main>
  );
}
