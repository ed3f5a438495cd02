import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageLoading, PageProblem } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useBooking, useCancelBooking, usePayBooking } from '../../features/booking/hooks';
import { useRefreshNotifications } from '../../features/notifications/hooks';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatInstantTime } from '../../lib/format';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { BookingStatus } from '../../features/booking/components/booking-summary';
import { BookingPlayers } from '../../features/booking/components/booking-players';

/** /booking/{id}: one booking with its status, its players (to change until the round) and, while allowed, cancellation. */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const refreshNotifications = useRefreshNotifications();
  const booking = useBooking(id);
  const [confirming, setConfirming] = useState(false);
  const pay = usePayBooking(id);
  const cancel = useCancelBooking(id, {
    onCancelled: async () => {
      await refreshNotifications();
      setConfirming(false);
      toast.success(t('bookingDetail.cancelled'));
    },
    onRefused: (error) =>
      toast.error(
        t(
          error instanceof ApiError && error.code === 'conflict'
            ? 'bookingDetail.cannotCancel'
            : 'bookingDetail.cancelFailed',
        ),
      ),
  });

  if (booking.isPending) return <PageLoading />;
  if (booking.isError)
    return (
      <PageProblem title={t('bookingDetail.notFound')}>
        <Link to="/my-bookings" className={buttonVariants()}>
          {t('booking.toMyBookings')}
        </Link>
      </PageProblem>
    );
  const { cancellation } = booking.data;
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6">
      <Link
        to="/my-bookings"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-fairway-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('booking.toMyBookings')}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-fairway-950">{t('bookingDetail.title')}</h1>
      <Card className="mt-6 p-5">
        <p className="mb-4 flex justify-end">
          <BookingStatus status={booking.data.status} />
        </p>
        <BookingConfirmation booking={booking.data} showLink={false} />
      </Card>
      {booking.data.status === 'pending' && booking.data.holdExpiresAt ? (
        <Card className="mt-4 border-amber-200 bg-amber-50 p-5">
          <p className="text-sm text-amber-900">
            {t('bookingDetail.held', { time: formatInstantTime(booking.data.holdExpiresAt) })}
          </p>
          {pay.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t('bookingDetail.payFailed')}
            </p>
          ) : null}
          <Button className="mt-4" disabled={pay.isPending} onClick={() => pay.mutate()}>
            {pay.isPending ? <Spinner /> : <CreditCard className="h-4 w-4" aria-hidden="true" />}
            {t('bookingDetail.payNow')}
          </Button>
        </Card>
      ) : null}
      <BookingPlayers booking={booking.data} />
      {cancellation ? (
        <Card className="mt-4 p-5">
          <h2 className="font-bold">{t('bookingDetail.cancelTitle')}</h2>
          {confirming ? (
            <p className="mt-2 text-sm text-slate-700" role="status">
              {cancellation.free
                ? t('bookingDetail.cancelFree')
                : t('bookingDetail.cancelCosts', { amount: formatChf(cancellation.cost) })}
            </p>
          ) : null}
          {confirming ? (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? <Spinner /> : null}
                {t('bookingDetail.confirmCancel')}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t('bookingDetail.keep')}
              </Button>
            </div>
          ) : (
            <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
              {t('bookingDetail.cancel')}
            </Button>
          )}
        </Card>
      ) : null}
    </main>
  );
}
