import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMyBookings } from '../../features/booking/hooks';
import { bookingPlace } from '../../lib/booking-place';
import { BookingSummary } from '../../features/booking/components/booking-summary';

/** /my-bookings: upcoming rounds first, then past ones, then cancelled ones. */
export function MyBookingsPage() {
  const { t } = useTranslation();
  const bookings = useMyBookings();
  const { upcoming, past, cancelled } = bookings.sections;
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('myBookings.title')}</h1>
      {bookings.isPending ? (
        <div className="mt-6 space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-20 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      ) : bookings.isError ? (
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-6 text-red-800">
          {t('booking.loadError')}
        </p>
      ) : bookings.data.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
          <CalendarX className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-bold">{t('myBookings.emptyTitle')}</h2>
          <p className="text-slate-600">{t('myBookings.emptyBody')}</p>
          <Link to="/courses" className={buttonVariants({ className: 'mt-2' })}>
            {t('nav.findTeeTimes')}
          </Link>
        </Card>
      ) : (
        <>
          {[
            ['upcoming', upcoming],
            ['past', past],
            ['cancelled', cancelled],
          ].map(([section, list]) =>
            (list as typeof upcoming).length > 0 ? (
              <section key={section as string} className="mt-8" aria-labelledby={`bookings-${section}`}>
                <h2 id={`bookings-${section}`} className="text-lg font-bold">
                  {t(`myBookings.${section}`)}
                </h2>
                <ul className="mt-3 space-y-3">
                  {(list as typeof upcoming).map((booking) => (
                    <li key={booking.id}>
                      <Link
                        to={`/booking/${booking.id}`}
                        className="block rounded-2xl hover:ring-2 hover:ring-fairway-300"
                        aria-label={t('myBookings.open', { club: bookingPlace(booking, t).club })}
                      >
                        <Card className="p-4" data-testid="my-booking">
                          <BookingSummary booking={booking} />
                        </Card>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </>
      )}
    </main>
  );
}
