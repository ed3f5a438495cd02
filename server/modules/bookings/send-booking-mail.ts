import { languageSchema } from '../../../contract/common';
import type { Db } from '../../db/client';
import { DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import type { Deps } from '../../http/deps';
import { bookingMail, type BookingMailFacts, type BookingMailKind } from '../../mail/booking-templates';
import { emailOf, findBooking, type BookingViewRow } from './repo';
import { calendarOf, isRevealed, toBooking } from './views';

interface Recipient {
  email: string;
  firstName: string | null;
}

/** The golfer's account, or for a booking the desk took, the address the desk wrote down (if any). */
const recipientOf = async (db: Db, row: BookingViewRow): Promise<Recipient | null> =>
  row.userId
    ? emailOf(db, row.userId)
    : row.contactEmail
      ? { email: row.contactEmail, firstName: row.contactName }
      : null;

/**
 * Mails the golfer about a booking in the language they booked in. Queued after the change committed and
 * before the answer, so a booking that was answered has its mail in the queue; never in the change's way:
 * a mail that cannot be queued is logged, the booking stands. A caller that knows the booking and the
 * golfer passes them; otherwise they are read. A booking the club moved or cancelled comes with its reason.
 */
export async function sendBookingMail(
  deps: Deps,
  bookingId: string,
  kind: BookingMailKind,
  { known, byClub }: { known?: { row: BookingViewRow; golfer: Recipient }; byClub?: BookingMailFacts['byClub'] } = {},
): Promise<void> {
  await (async () => {
    const { db } = deps.database;
    const row = known?.row ?? (await findBooking(db, bookingId));
    const golfer = known?.golfer ?? (row ? await recipientOf(db, row) : null);
    // A mystery booking that was never revealed (an unpaid card hold) had no mail, and gets none that would name its club.
    if (!row || !golfer || !isRevealed(row)) return;
    const language = languageSchema.catch('en').parse(row.language);
    const now = deps.clock();
    const booking = toBooking(row, now);
    await deps.mailer.send(
      bookingMail(kind, {
        to: golfer.email,
        firstName: golfer.firstName,
        language,
        bookingId: row.id,
        bookingUrl: `${deps.config.publicUrl}/booking/${row.id}`,
        club: row.clubName,
        city: row.city,
        address: row.address,
        date: row.date,
        time: row.time.slice(0, 5),
        holes: row.holeCount,
        players: row.playerCount,
        total: row.totalPrice,
        paidOnline: row.charge?.provider === 'stripe',
        terms: kind === 'confirmed' && row.source === 'online' ? booking.cancellation : null,
        mystery: booking.mystery
          ? {
              timeWindow: booking.mystery.timeWindow,
              cancellationHours: row.cancellationHours ?? DEFAULT_CANCELLATION_HOURS,
            }
          : undefined,
        atDesk: row.source === 'desk',
        refund: row.refund?.amount ?? null,
        owed: row.charge?.provider === 'club' && row.charge.status === 'pending' ? row.charge.amount : null,
        calendar: kind === 'reminder' || kind === 'playersChanged' ? undefined : calendarOf(row, language, now),
        byClub,
      }),
    );
  })().catch((error: unknown) => deps.logger.error({ err: error, bookingId, kind }, 'could not send a booking mail'));
}
