import { CalendarPlus, Flag, Hash, MapPin, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booking } from '../../../../contract/bookings';
import { BookingTerms } from '../../../components/cancellation-terms';
import { buttonVariants } from '../../../components/ui/button';
import { formatChf, formatWeekday } from '../../../lib/format';
import { bookingPlace } from '../../../lib/booking-place';
import { PaymentLine } from './payment-line';

/** Where the club is, as a search on a map: the address when the club has one, else its name and town. */
export function mapLink(club: NonNullable<Booking['club']>): string {
  const place = club.address ? `${club.name}, ${club.address}` : `${club.name}, ${club.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/**
 * Everything a golfer shows at the club desk and needs on the way: the reference (as in the mail), the
 * club with its address and a map, day and time, players, price and how it is paid, the cancellation
 * terms, a calendar file and the link to the booking.
 */
export function BookingConfirmation({ booking, showLink = true }: { booking: Booking; showLink?: boolean }) {
  const { t, i18n } = useTranslation();
  const active = booking.status === 'confirmed' || booking.status === 'pending';
  const place = bookingPlace(booking, t);
  return (
    <div className="space-y-4 text-left">
      <div className="rounded-xl bg-fairway-50 p-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-widest text-fairway-800">
          {t('confirmation.reference')}
        </p>
        <p
          className="mt-1 font-mono text-3xl font-black tracking-[0.2em] text-fairway-950"
          data-testid="booking-reference"
        >
          {booking.reference}
        </p>
      </div>
      <dl className="space-y-3">
        <Fact label={t('confirmation.club')} icon={MapPin}>
          <p className="font-bold">{place.club}</p>
          {booking.club ? (
            <>
              <p className="text-slate-700">
                {booking.club.address ?? `${booking.club.city}, ${t(`cantons.${booking.club.canton}`)}`}
              </p>
              <a
                href={mapLink(booking.club)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-fairway-700 underline"
              >
                {t('confirmation.map')}
              </a>
            </>
          ) : (
            <p className="text-slate-700">{t('confirmation.revealedOnPayment')}</p>
          )}
        </Fact>
        <Fact label={t('confirmation.when')} icon={Flag}>
          <p className="font-bold" data-testid="booking-when">
            {formatWeekday(booking.teeTime.date, i18n.language, 'full')}, {place.time}
          </p>
          <p className="text-slate-700">{t('courses.holesShort', { count: booking.teeTime.holeCount })}</p>
        </Fact>
        <Fact label={t('confirmation.playersAndPrice')} icon={Users}>
          <p className="font-bold">
            {t('booking.playerCount', { count: booking.playerCount })} · <span>{formatChf(booking.totalPrice)}</span>
          </p>
          {booking.payment ? <PaymentLine payment={booking.payment} /> : null}
        </Fact>
      </dl>
      {booking.cancellation ? <BookingTerms cancellation={booking.cancellation} /> : null}
      {active && booking.club ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={`/api/bookings/${booking.id}/calendar.ics?lang=${i18n.language}`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
            {t('calendar.add')}
          </a>
          {showLink ? (
            <Link to={`/booking/${booking.id}`} className={buttonVariants({ variant: 'outline' })}>
              <Hash className="h-4 w-4" aria-hidden="true" />
              {t('confirmation.open')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One line of the confirmation: its name for screen readers, an icon, and what it says. */
function Fact({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-fairway-700" aria-hidden="true" />
        <div>{children}</div>
      </dd>
    </div>
  );
}
