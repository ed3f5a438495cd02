import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageLoading, PageProblem } from '../../../components/page-state';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { bookingKeys, bookingQuery, cancelBooking } from '../api';
import { BookingSummary } from './booking-summary';

/** /booking/{id}: one booking with its status and, while allowed, cancellation. */
export function BookingDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useQuery(bookingQuery(id));
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: async (cancelled) => {
      queryClient.setQueryData(bookingQuery(id).queryKey, cancelled);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
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
