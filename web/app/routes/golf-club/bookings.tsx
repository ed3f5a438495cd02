import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { bookingReference } from '../../../../contract/bookings';
import type { ClubBooking, ClubBookingsQuery } from '../../../../contract/club-admin';
import { addDays, zurichDate, zurichInstant } from '../../../../contract/zurich-time';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { formatChf, formatInstant, formatWeekday } from '../../../lib/format';
import { useCancelClubBooking, useClubBookings } from '../../../features/club-admin/hooks';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { DeskMarks } from '../../../features/club-admin/components/desk-marks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { QueryState } from '../../../components/query-state';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { DateField } from '../../../components/ui/date-time-field';

const statuses = ['all', 'confirmed', 'pending', 'completed', 'no_show', 'cancelled', 'expired'] as const;

/** /golf-club/bookings: the club's bookings by round, with filters, outcomes, cancellation and CSV. */
export function BookingsPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.bookings.title')}>{(clubId) => <Bookings clubId={clubId} />}</ClubPage>;
}

function Bookings({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const today = zurichDate(new Date());
  const [filter, setFilter] = useState<ClubBookingsQuery>({
    from: today,
    to: addDays(today, 13),
    status: 'all',
    q: '',
  });
  const list = useClubBookings(clubId, filter);
  return (
    <div className="space-y-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[9rem_9rem_auto_minmax(16rem,1fr)_auto] lg:items-end">
        <Field label={t('clubAdmin.fields.from')} id="bookings-from">
          <DateField id="bookings-from" value={filter.from} onChange={(from) => setFilter({ ...filter, from })} />
        </Field>
        <Field label={t('clubAdmin.fields.to')} id="bookings-to">
          <DateField id="bookings-to" value={filter.to} onChange={(to) => setFilter({ ...filter, to })} />
        </Field>
        <Select
          label={t('clubAdmin.bookings.status')}
          id="bookings-status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value as ClubBookingsQuery['status'] })}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t('clubAdmin.bookings.allStatuses') : t(`booking.status.${status}`)}
            </option>
          ))}
        </Select>
        <Field label={t('clubAdmin.bookings.search')} id="bookings-q">
          <Input
            id="bookings-q"
            type="search"
            value={filter.q ?? ''}
            placeholder={t('clubAdmin.bookings.searchPlaceholder')}
            onChange={(event) => setFilter({ ...filter, q: event.target.value })}
          />
        </Field>
        <a href={list.csvUrl} download className={buttonVariants({ variant: 'outline' })}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('clubAdmin.bookings.csv')}
        </a>
      </Card>
      <Card className="overflow-hidden">
        <QueryState
          query={list}
          empty={{ when: (bookings) => bookings.length === 0, text: t('clubAdmin.bookings.empty') }}
        >
          {(bookings) => (
            <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.bookings.title')}>
              {bookings.map((booking) => (
                <BookingRow key={booking.id} clubId={clubId} booking={booking} />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

function BookingRow({ clubId, booking }: { clubId: string; booking: ClubBooking }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const failed = (error: Error) => toast.error(clubRefusal(t, error));
  const cancel = useCancelClubBooking(clubId, booking.id, {
    onCancelled: () => toast.success(t('clubAdmin.bookings.cancelled')),
    onRefused: failed,
  });
  const started = zurichInstant(booking.date, booking.time) <= new Date();
  const active = booking.status === 'confirmed' || booking.status === 'pending';
  return (
    <li
      className="p-4"
      aria-label={t('clubAdmin.bookings.rowLabel', {
        time: booking.time,
        golfer: booking.golfer ?? t('clubAdmin.dashboard.walkIn'),
      })}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {formatWeekday(booking.date, i18n.language, 'short')} · {booking.time} ·{' '}
            {booking.golfer ?? t('clubAdmin.dashboard.walkIn')}
            {booking.isMystery ? (
              <span className="ml-2 rounded-full bg-deal-50 px-2 py-0.5 text-xs font-semibold text-deal-700">
                {t('mystery.badge')}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {booking.email ? `${booking.email} · ` : ''}
            {t('booking.playerCount', { count: booking.playerCount })} · {formatChf(booking.totalPrice)} ·{' '}
            {t(`booking.status.${booking.status}`)}
            {booking.payment
              ? ` · ${t(`payment.status.${booking.payment.status}`, { amount: formatChf(booking.payment.amount) })}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={`booking-${booking.id}`}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'clubAdmin.bookings.hideDetails' : 'clubAdmin.bookings.details')}
          </Button>
          <DeskMarks
            clubId={clubId}
            booking={booking}
            started={started}
            onMarked={() => toast.success(t('clubAdmin.bookings.saved'))}
            onRefused={failed}
          />
          {active && !started ? (
            confirming ? (
              <>
                <Button size="sm" variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                  {t('clubAdmin.bookings.confirmCancel')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  {t('clubAdmin.teeSheet.cancel')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                {t('clubAdmin.bookings.cancel')}
              </Button>
            )
          ) : null}
        </div>
      </div>
      {open ? <BookingDetails booking={booking} /> : null}
    </li>
  );
}

/** Everything the desk needs about one booking: reference, when it was made, prices and the money. */
function BookingDetails({ booking }: { booking: ClubBooking }) {
  const { t, i18n } = useTranslation();
  const instant = (iso: string) => formatInstant(iso, i18n.language);
  const facts: [string, string][] = [
    ['clubAdmin.bookings.reference', bookingReference(booking.id)],
    ['clubAdmin.bookings.bookedAt', instant(booking.bookedAt)],
    ['clubAdmin.fields.holeCount', String(booking.holeCount)],
    ['clubAdmin.bookings.pricePerPlayer', formatChf(booking.pricePerPlayer)],
    ['clubAdmin.bookings.total', formatChf(booking.totalPrice)],
    [
      'clubAdmin.bookings.payment',
      booking.payment
        ? t(`payment.status.${booking.payment.status}`, { amount: formatChf(booking.payment.amount) })
        : t('clubAdmin.bookings.noPayment'),
    ],
    ...(booking.refund
      ? [
          [
            'clubAdmin.bookings.refund',
            `${formatChf(booking.refund.amount)} · ${t(`clubAdmin.bookings.refundStatus.${booking.refund.status}`)}`,
          ] as [string, string],
        ]
      : []),
    ...(booking.cancelledAt
      ? [['clubAdmin.bookings.cancelledAt', instant(booking.cancelledAt)] as [string, string]]
      : []),
  ];
  return (
    <dl
      id={`booking-${booking.id}`}
      className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{t(label)}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
