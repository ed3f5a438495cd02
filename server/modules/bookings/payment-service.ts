import type { Checkout } from '../../../contract/bookings';
import { bookingRefusal } from '../../domain/booking-policy';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { idempotentRequest, onceForKey } from '../../http/idempotency';
import { InvalidSignature, toRappen, type PaymentEvent } from '../../payments/provider';
import { regionName, translate } from '../../i18n/translate';
import { languageSchema, type Language } from '../../../contract/common';
import { MYSTERY_WINDOW_MINUTES } from '../../../contract/mystery';
import { clockTime } from '../../../contract/zurich-time';
import { spokenDate } from '../../mail/booking-templates';
import { notify } from '../notifications/repo';
import { sendClubBookingMail } from '../club-mails/service';
import { sendBookingMail } from './send-booking-mail';
import { refundPending } from './refunds';
import {
  addBookedPlayers,
  emailOf,
  findBooking,
  findBookingOfUser,
  insertPayment,
  lockBooking,
  lockTeeTime,
  releaseExpiredHolds,
  setBookingStatus,
  updatePayment,
  type BookingViewRow,
} from './repo';
import { settleCancelledCharge } from './service';
import { notificationFacts } from './views';

/**
 * Where the golfer goes to pay an own booking: the card payment of a booking that still holds its places,
 * or the confirmation when there is nothing to pay online (paid already, or paid at the club). The
 * provider's idempotency key is the booking, so a second click or a retry finds the same checkout and the
 * golfer can never pay twice.
 */
export async function startCheckout(
  deps: Deps,
  userId: string,
  bookingId: string,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Checkout> {
  const payments = deps.payments;
  const { db } = deps.database;
  const confirmation = { url: `${deps.config.publicUrl}/payment-success?booking=${bookingId}` };
  return onceForKey(db, idempotentRequest(userId, idempotencyKey, { checkout: bookingId }), 200, async () => {
    const view = await db.transaction(async (tx) => {
      const found = await findBookingOfUser(tx, bookingId, userId);
      if (!found) throw new AppError('not_found', 'No such booking');
      await lockTeeTime(tx, found.teeTimeId);
      await releaseExpiredHolds(tx, found.teeTimeId, now);
      const booking = (await lockBooking(tx, bookingId))!;
      if (booking.status === 'expired')
        throw new AppError('hold_expired', 'The 15 minutes to pay have passed; the places are free again');
      if (booking.status === 'confirmed' || booking.status === 'completed') return null;
      if (booking.status !== 'pending') throw new AppError('conflict', 'This booking is not active any more');
      return found;
    });
    if (!view || payments.name !== 'stripe') return confirmation;
    const golfer = (await emailOf(db, userId))!;
    const language = languageSchema.catch('en').parse(view.language);
    const session = await payments
      .createCheckout({
        bookingId,
        amountRappen: toRappen(view.totalPrice),
        description: checkoutItem(view, language),
        customerEmail: golfer.email,
        language,
        successUrl: confirmation.url,
        cancelUrl: `${deps.config.publicUrl}/booking/${bookingId}`,
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, bookingId }, 'could not open a checkout');
        throw new AppError(
          'service_unavailable',
          'The payment provider cannot be reached; the places stay held, please try again',
        );
      });
    await insertPayment(db, {
      bookingId,
      provider: 'stripe',
      kind: 'charge',
      providerReference: session.sessionId,
      amount: view.totalPrice,
      status: 'pending',
    });
    return { url: session.url };
  });
}

/**
 * What the payment page says is being paid. A mystery booking is paid before it is revealed, so it names
 * what the golfer chose: the region, the day and the window, never the club or the time.
 */
export function checkoutItem(view: BookingViewRow, language: Language): string {
  const players = `${view.playerCount}×`;
  if (view.isMystery && view.mysteryWindowStart !== null) {
    const item = translate(language, 'payment.mysteryItem', {
      region: regionName(language, view.mysteryRegion ?? ''),
      date: spokenDate(view.date, language),
      window: `${clockTime(view.mysteryWindowStart)}–${clockTime(view.mysteryWindowStart + MYSTERY_WINDOW_MINUTES)}`,
    });
    return `${item} · ${players}`;
  }
  const round = translate(language, 'calendar.summary', {
    club: view.clubName,
    holes: translate(language, 'courses.holesShort', { count: view.holeCount }),
  });
  return `${round} · ${view.date} ${view.time.slice(0, 5)} · ${players}`;
}

/** Verifies a provider's webhook call and applies it; answers whether it was new. */
export async function receivePaymentWebhook(deps: Deps, payload: string, signature: string | undefined, now: Date) {
  const payments = deps.payments;
  if (payments.name !== 'stripe') throw new AppError('not_found', 'Online payments are not configured');
  let event: PaymentEvent;
  try {
    event = await payments.verifyEvent(payload, signature ?? '');
  } catch (error) {
    if (error instanceof InvalidSignature) throw new AppError('invalid_input', error.message);
    throw error;
  }
  return applyPaymentEvent(deps, event, now);
}

type Outcome = 'confirmed' | 'refund' | 'expired' | 'nothing';

/**
 * Applies a payment event exactly once: its id is stored in the same transaction as its effect, so a
 * redelivered event changes nothing. A paid booking is confirmed here and nowhere else. Money that arrives
 * for a booking that can no longer be played (cancelled, or expired and its places sold) is refunded.
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent, now: Date): Promise<{ applied: boolean }> {
  const { db } = deps.database;
  const result = await db.transaction(
    async (tx): Promise<{ applied: boolean; outcome: Outcome; bookingId?: string }> => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ providerEventId: event.id, provider: 'stripe' })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { applied: false, outcome: 'nothing' };
      if (event.type === 'other') return { applied: true, outcome: 'nothing' };
      const view = await findBooking(tx, event.bookingId);
      if (!view?.userId) return { applied: true, outcome: 'nothing' };
      const teeTime = (await lockTeeTime(tx, view.teeTimeId))!;
      const freed = await releaseExpiredHolds(tx, view.teeTimeId, now);
      const booking = (await lockBooking(tx, view.id))!;
      const facts = notificationFacts(view);
      const userId = view.userId;

      if (event.type === 'checkout_expired') {
        if (booking.status !== 'pending') return { applied: true, outcome: 'nothing' };
        await setBookingStatus(tx, booking.id, 'expired', now);
        await addBookedPlayers(tx, view.teeTimeId, -booking.playerCount);
        await updatePayment(tx, booking.id, 'charge', { status: 'failed' });
        await notify(tx, { userId, bookingId: booking.id, type: 'booking_expired', data: facts });
        return { applied: true, outcome: 'expired', bookingId: booking.id };
      }

      await insertPayment(tx, {
        bookingId: booking.id,
        provider: 'stripe',
        kind: 'charge',
        amount: event.amountRappen / 100,
        status: 'pending',
      });
      await updatePayment(tx, booking.id, 'charge', { status: 'succeeded', providerChargeId: event.chargeId });
      // Paid: a mystery booking is revealed from here on.
      const paidFacts = notificationFacts(view, true);
      await notify(tx, {
        userId,
        bookingId: booking.id,
        type: 'payment_received',
        data: { ...paidFacts, amount: event.amountRappen / 100 },
      });
      // Paid after the hold lapsed: the places are taken again when they are still free.
      const canRetake =
        booking.status === 'expired' &&
        bookingRefusal({ ...teeTime, bookedPlayers: teeTime.bookedPlayers - freed }, booking.playerCount, now) === null;
      if (booking.status === 'pending' || canRetake) {
        if (canRetake) await addBookedPlayers(tx, view.teeTimeId, booking.playerCount);
        await setBookingStatus(tx, booking.id, 'confirmed', now);
        await notify(tx, { userId, bookingId: booking.id, type: 'booking_confirmed', data: paidFacts });
        return { applied: true, outcome: 'confirmed', bookingId: booking.id };
      }
      if (booking.status === 'expired' || booking.status === 'cancelled') {
        await settleCancelledCharge(tx, booking.id);
        if (booking.status === 'expired')
          await notify(tx, { userId, bookingId: booking.id, type: 'booking_expired', data: facts });
        return { applied: true, outcome: 'refund', bookingId: booking.id };
      }
      return { applied: true, outcome: 'nothing' };
    },
  );
  if (result.outcome === 'confirmed') {
    deps.metrics.countBooking('confirmed', 'paid_online');
    await sendBookingMail(deps, result.bookingId!, 'confirmed');
    await sendClubBookingMail(deps, result.bookingId!, 'booked');
  }
  if (result.outcome === 'refund') await refundPending(deps, [result.bookingId!]);
  return { applied: result.applied };
}
