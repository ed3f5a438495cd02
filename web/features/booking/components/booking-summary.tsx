import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../contract/bookings';
import { cn } from '../../../lib/cn';
import { formatChf, formatWeekday } from '../../../lib/format';
import { bookingPlace } from '../../../lib/booking-place';
import { PaymentLine } from './payment-line';

const statusTone: Record<Booking['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-fairway-100 text-fairway-900',
  completed: 'bg-fairway-100 text-fairway-900',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  no_show: 'bg-red-100 text-red-900',
};

/** Club, date, time, players and total of a booking, with its status and payment. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const place = bookingPlace(booking, t);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {place.club}
          {booking.isMystery ? (
            <span className="rounded-full bg-deal-50 px-2 py-0.5 text-xs font-semibold text-deal-700">
              {t('mystery.badge')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {formatWeekday(booking.teeTime.date, i18n.language, 'short')} · {place.time} ·{' '}
          {t('courses.holesShort', { count: booking.teeTime.holeCount })} ·{' '}
          {t('booking.playerCount', { count: booking.playerCount })}
        </p>
        {booking.payment ? <PaymentLine payment={booking.payment} /> : null}
      </div>
      <div className="flex items-center gap-3">
        <BookingStatus status={booking.status} />
        <span className="font-bold">{formatChf(booking.totalPrice)}</span>
      </div>
    </div>
  );
}

export function BookingStatus({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', statusTone[status])}>
      {t(`booking.status.${status}`)}
    </span>
  );
}
