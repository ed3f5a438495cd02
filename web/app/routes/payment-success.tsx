import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { GolfSwingLoader } from '../../components/ui/golf-swing-loader';
import { useBooking } from '../../features/booking/hooks';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';

/**
 * /payment-success: the confirmation after booking. Back from the card payment, the booking stays pending
 * until the payment provider tells the server; the page asks again every two seconds until then.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = query.get('booking') ?? '';
  const booking = useBooking(id, { whilePending: true });
  const status = booking.data?.status;
  const state = status === 'pending' ? 'waiting' : status === 'expired' || status === 'cancelled' ? 'ended' : 'booked';
  const Icon = { waiting: Clock, ended: XCircle, booked: CheckCircle2 }[state];
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <Card className="p-6 text-center sm:p-10">
        <Icon
          className={state === 'ended' ? 'mx-auto h-14 w-14 text-red-600' : 'mx-auto h-14 w-14 text-fairway-600'}
          aria-hidden="true"
        />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-fairway-950">
          {t(`booking.success.${state}.title`)}
        </h1>
        <p className="mt-2 text-slate-600" role={state === 'waiting' ? 'status' : undefined}>
          {t(`booking.success.${state}.body`)}
        </p>
        <div className="mt-6 text-left">
          {(booking.isPending && id) || state === 'waiting' ? <GolfSwingLoader size="small" /> : null}
          {booking.isError || !id ? (
            <p role="alert" className="text-red-700">
              {t('booking.loadError')}
            </p>
          ) : null}
          {booking.data ? <BookingConfirmation booking={booking.data} /> : null}
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/my-bookings" className={buttonVariants({ size: 'lg' })}>
            {t('booking.toMyBookings')}
          </Link>
          <Link to="/courses" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t('booking.bookAnother')}
          </Link>
        </div>
      </Card>
    </main>
  );
}
