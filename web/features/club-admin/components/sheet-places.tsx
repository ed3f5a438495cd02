import { CircleCheck, NotebookPen, Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SheetBooking, SheetTeeTime } from '../../../../contract/desk';
import { cn } from '../../../lib/cn';
import { formatChf } from '../../../lib/format';

/** How a booking's places look on the sheet, by where its day stands. */
const toneOf = (booking: SheetBooking) =>
  booking.status === 'no_show'
    ? 'border-red-200 bg-red-50'
    : booking.status === 'completed'
      ? 'border-slate-200 bg-slate-100'
      : booking.checkedInAt
        ? 'border-fairway-300 bg-fairway-50'
        : booking.status === 'pending'
          ? 'border-amber-200 bg-amber-50'
          : 'border-sky-200 bg-sky-50';

/**
 * The places of one tee time as a grid: each booked place with its player (the golfer first, then the guests
 * named or not), the booking's reference, payment, check-in, mystery and note on its first place; each open
 * place a button to book it at the desk. A booking's places open its panel.
 */
export function SheetPlaces({
  teeTime,
  bookable,
  onOpenBooking,
  onBook,
}: {
  teeTime: SheetTeeTime;
  /** Open places can be booked at the desk (the time is open and has not started). */
  bookable: boolean;
  onOpenBooking: (booking: SheetBooking) => void;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const open = Math.max(0, teeTime.slotsAvailable - teeTime.bookedPlayers);
  return (
    <ul
      className="grid grid-cols-2 gap-1.5 sm:grid-cols-4"
      aria-label={t('clubAdmin.desk.places', { time: teeTime.time })}
    >
      {teeTime.bookings.flatMap((booking) =>
        booking.players.map((player, place) => (
          <li key={`${booking.id}-${place}`} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpenBooking(booking)}
              className={cn(
                'flex h-full min-h-12 w-full flex-col items-start rounded-lg border px-2 py-1.5 text-left text-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-fairway-600 print:min-h-0 print:border-slate-400 print:bg-white',
                toneOf(booking),
              )}
              data-testid="sheet-place"
            >
              <span className="flex w-full min-w-0 items-center gap-1">
                <span className={cn('truncate', place === 0 ? 'font-semibold' : 'text-slate-700')}>
                  {player ??
                    (place === 0 ? t('clubAdmin.desk.unnamed') : t('clubAdmin.desk.guestPlace', { place: place + 1 }))}
                  {/* The place's name for screen readers, in one text with the player: "Anna Keller, booking E40E9542". */}
                  <span className="sr-only">
                    , {t('clubAdmin.desk.bookingWord')} {booking.reference}
                  </span>
                </span>
                {place === 0 && booking.checkedInAt ? (
                  <CircleCheck className="h-4 w-4 shrink-0 text-fairway-700" aria-hidden="true" />
                ) : null}
                {place === 0 && booking.isMystery ? (
                  <Sparkles className="h-4 w-4 shrink-0 text-deal-600" aria-hidden="true" />
                ) : null}
                {place === 0 && booking.note ? (
                  <NotebookPen className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
                ) : null}
              </span>
              {place === 0 ? (
                <span className="text-xs text-slate-600 tabular-nums">
                  <span aria-hidden="true">{booking.reference}</span>
                  {booking.payment
                    ? ` · ${t(`clubAdmin.desk.paymentShort.${booking.payment.status}`, {
                        amount: formatChf(booking.payment.amount),
                      })}`
                    : ''}
                  {booking.checkedInAt ? ` · ${t('clubAdmin.desk.arrived')}` : ''}
                  {booking.status === 'no_show' || booking.status === 'completed'
                    ? ` · ${t(`booking.status.${booking.status}`)}`
                    : ''}
                </span>
              ) : null}
              {place === 0 && booking.note ? (
                <span className="hidden text-xs text-slate-700 print:block">{booking.note}</span>
              ) : null}
            </button>
          </li>
        )),
      )}
      {teeTime.isBlocked
        ? null
        : Array.from({ length: open }, (_, index) => (
            <li key={`open-${index}`}>
              {bookable ? (
                <button
                  type="button"
                  onClick={onBook}
                  className="flex h-full min-h-12 w-full items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 text-sm text-slate-600 hover:border-fairway-600 hover:text-fairway-800 focus-visible:outline-2 focus-visible:outline-fairway-600 print:min-h-8 print:border-slate-400"
                  aria-label={t('clubAdmin.desk.bookPlace', { time: teeTime.time })}
                >
                  <Plus className="h-4 w-4 print:hidden" aria-hidden="true" />
                  <span className="print:hidden">{t('clubAdmin.desk.book')}</span>
                </button>
              ) : (
                <span className="flex h-full min-h-12 items-center justify-center rounded-lg border border-dashed border-slate-200 text-sm text-slate-500 print:min-h-8">
                  {t('clubAdmin.desk.openPlace')}
                </span>
              )}
            </li>
          ))}
    </ul>
  );
}
