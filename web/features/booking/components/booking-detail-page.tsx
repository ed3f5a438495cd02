import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, CreditCard } from 'lucide-react';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageLoading, PageProblem } from '../../../components/page-state';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { notificationKeys } from '../../../lib/notification-keys';
import { bookingKeys, bookingQuery, cancelBooking } from '../api';
import { startCheckout } from '../../../lib/checkout';
import { BookingSummary } from './booking-summary';

/** /booking/{id}: one booking with its status and, while allowed, cancellation. */
export function BookingDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useQuery(bookingQuery(id));
  const [confirming, setConfirming] = useState(false);
  const [checkoutKey] = useState(() => crypto.randomUUID());
  const pay = useMutation({
    mutationFn: () => startCheckout(id, checkoutKey),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: async (cancelled) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, cancelled);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      setConfirming(false);
      toast.success(t('bookingDetail.cancelled'));
    },
    onError: () => toast.error(t('bookingDetail.cancelFailed')),
  });

  if (booking.isPending) return <PageLoading />;
  if (booking.isError) return <PageProblem title={t('bookingDetail.notFound')}><Link to="/my-bookings" className={buttonVariants()}>{t('booking.toMyBookings')}</Link></PageProblem>;
  const { cancellation } = booking.data;
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6">
      <Link to="/my-bookings" className="inline-flex min-h-11 items-center gap-1 text-sm text-fairway-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('booking.toMyBookings')}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-fairway-950">{t('bookingDetail.title')}</h1>
      <Card className="mt-6 p-5">
        <BookingSummary booking={booking.data} />
        {booking.data.status === 'confirmed' ? (
          <a href={`/api/bookings/${booking.data.id}/calendar.ics?lang=${i18n.language}`} download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
            {t('calendar.add')}
          </a>
        ) : null}
      </Card>
      {booking.data.status === 'pending' && booking.data.holdExpiresAt ? (
        <Card className="mt-4 border-amber-200 bg-amber-50 p-5">
          <p className="text-sm text-amber-900">{t('bookingDetail.held', { time: format(new Date(booking.data.holdExpiresAt), 'HH:mm') })}</p>
          {pay.isError ? <p role="alert" className="mt-2 text-sm text-red-800">{t('bookingDetail.payFailed')}</p> : null}
          <Button className="mt-4" disabled={pay.isPending} onClick={() => pay.mutate()}>
            {pay.isPending ? <Spinner /> : <CreditCard className="h-4 w-4" aria-hidden="true" />}
            {t('bookingDetail.payNow')}
          </Button>
        </Card>
      ) : null}
      {cancellation ? (
        <Card className="mt-4 p-5">
          <p className="text-sm text-slate-700">
            {cancellation.free ? t('bookingDetail.freeCancellation', { hours: cancellation.freeUntilHours }) : t('bookingDetail.noRefund', { hours: cancellation.freeUntilHours })}
          </p>
          {confirming ? (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {cancel.isPending ? <Spinner /> : null}
                {t('bookingDetail.confirmCancel')}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>{t('bookingDetail.keep')}</Button>
            </div>
          ) : (
            <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>{t('bookingDetail.cancel')}</Button>
          )}
        </Card>
      ) : null}
    </main>
  );
}
