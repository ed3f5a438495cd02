import { randomUUID } from 'node:crypto';
import type { Booking, ChangePlayers, CreateBooking } from '../../../contract/bookings';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { Language } from '../../../contract/common';
import { formatChf } from '../../../contract/money';
import { openSlots } from '../../domain/availability';
import {
  bookingRefusal,
  bookingTotal,
  cancellationTerms,
  DEFAULT_BOOKING_RULES,
  DEFAULT_CANCELLATION_HOURS,
  holdExpiry,
  type BookingRefusal,
  type BookingRules,
} from '../../domain/booking-policy';
import type { SessionUser } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { answerOfStoredKey, earlierAnswer, idempotentRequest } from '../../http/idempotency';
import { notify } from '../notifications/repo';
import { sendClubBookingMail } from '../club-mails/service';
import { sendBookingMail } from './send-booking-mail';
import type { PlayerRules } from '../../../contract/players';
import { playerRulesFrom } from '../../db/player-rules';
import { assertPlayersWelcome, playersToStore } from '../players/players';
import { refundPending } from './refunds';
import {
  addBookedPlayers,
  bookingsOfUser,
  chargeOf,
  findBooking,
  findBookingOfUser,
  insertPayment,
  lockBooking,
  lockTeeTime,
  lockTeeTimeToBook,
  placesAtAGlance,
  releaseExpiredHolds,
  rememberGolferDetails,
  setBookingStatus,
  updatePayment,
  writeBooking,
  type BookingViewRow,
} from './repo';
import { calendarOf, isRevealed, notificationFacts, playersChangeable, roundStartsAt, toBooking } from './views';

const placesLeft = (open: number) =>
  open === 1 ? 'Only 1 place is left on this tee time' : `Only ${open} places are left on this tee time`;

/** Each refusal as the API answers it: a code the web app says in the golfer's language, and a message naming the reason. */
const refusalErrors: Record<BookingRefusal, (facts: { rules: BookingRules; open: number }) => AppError> = {
  tee_time_blocked: () => new AppError('tee_time_blocked', 'The club has closed this tee time'),
  tee_time_started: () => new AppError('tee_time_started', 'This tee time has already started'),
  booking_closed: ({ rules }) =>
    new AppError('booking_closed', `Booking closes ${rules.minLeadMinutes} minutes before the round`),
  outside_booking_window: ({ rules }) =>
    new AppError('outside_booking_window', `This club takes bookings at most ${rules.bookingWindowDays} days ahead`),
  too_many_players: ({ rules }) =>
    new AppError(
      'too_many_players',
      `playerCount: at most ${rules.maxPlayersPerBooking} players per booking at this club`,
      [{ path: 'playerCount', message: `at most ${rules.maxPlayersPerBooking}` }],
    ),
  sold_out: () => new AppError('sold_out', 'This tee time is fully booked'),
  not_enough_places: ({ open }) => new AppError('not_enough_places', placesLeft(open)),
};

/**
 * A booking of a mystery deal: sold at the deal's price, player limit and terms rather than the tee time's,
 * and only while the deal is offered and its tee time still free.
 */
export interface MysteryDealTerms {
  offered: boolean;
  region: string | null;
  price: number;
  usualPriceFrom: number;
  maxPlayers: number;
  cancellationHours: number;
  windowStartMinutes: number;
  /** The strictest rules of the clubs the deal names. */
  playerRules: PlayerRules;
}

const dealGone = () => new AppError('not_found', 'This mystery deal is not available any more');

/**
 * Books places on a tee time in one transaction that locks its row: two golfers can never take the same
 * last place. Paying at the club confirms at once; paying online holds the places for 15 minutes.
 * With an idempotency key, a retry gets the first answer and never a second booking.
 */
export async function createBooking(
  deps: Deps,
  golfer: SessionUser,
  input: CreateBooking,
  idempotencyKey: string | undefined,
  now: Date,
  deal?: MysteryDealTerms,
): Promise<Booking> {
  const { db } = deps.database;
  const request = idempotentRequest(golfer.id, idempotencyKey, input);
  const paysAtClub = deps.payments.name === 'club';

  /**
   * A look before the row lock, in one statement: a retry of a key gets its first answer, and a tee time that
   * is sold out at a glance answers at once, with no row lock and no transaction.
   */
  const atAGlance = async () => {
    const glance = await placesAtAGlance(db, input.teeTimeId, now, request);
    const earlier = request && answerOfStoredKey<Booking>(glance?.storedKey ?? null, request);
    const soldOut =
      glance !== null && !glance.lapsedHolds && openSlots(glance.slotsAvailable, glance.bookedPlayers) === 0;
    return { earlier, soldOut };
  };

  /** Sells the places under the tee time's row lock (the decision between processes), in four round trips. */
  const book = () =>
    db.transaction(async (tx) => {
      const locked = await lockTeeTimeToBook(tx, input.teeTimeId, now);
      if (!locked) throw new AppError('not_found', 'No such tee time');
      const { teeTime, rules } = locked;
      const freed = locked.lapsedHolds ? await releaseExpiredHolds(tx, teeTime.id, now) : 0;
      const bookedPlayers = teeTime.bookedPlayers - freed;
      if (deal && bookedPlayers > 0) throw dealGone();
      // The deal's limit is one every club it names allows, so that the refusal does not tell which club it is.
      if (deal && input.playerCount > deal.maxPlayers)
        throw refusalErrors.too_many_players({ rules: { ...rules, maxPlayersPerBooking: deal.maxPlayers }, open: 0 });
      const refusal = bookingRefusal({ ...teeTime, bookedPlayers }, input.playerCount, now, rules);
      if (refusal) throw refusalErrors[refusal]({ rules, open: openSlots(teeTime.slotsAvailable, bookedPlayers) });
      const players = playersToStore(input);
      assertPlayersWelcome(
        deal ? deal.playerRules : playerRulesFrom(locked.playerRules),
        input.playerCount,
        players,
        input.platzreifeConfirmed,
      );
      const pricePerPlayer = deal ? deal.price : teeTime.discountedPrice;
      const totalPrice = bookingTotal(pricePerPlayer, input.playerCount);
      const booking = {
        id: randomUUID(),
        teeTimeId: teeTime.id,
        userId: golfer.id,
        playerCount: input.playerCount,
        status: paysAtClub ? ('confirmed' as const) : ('pending' as const),
        holdExpiresAt: paysAtClub ? null : holdExpiry(now),
        pricePerPlayer,
        totalPrice,
        isMystery: deal !== undefined,
        language: input.language,
        source: 'online' as const,
        contactName: null,
        contactEmail: null,
        ...players,
        createdAt: now,
        updatedAt: now,
      };
      const charge = paysAtClub ? { provider: 'club' as const, status: 'pending' as const, amount: totalPrice } : null;
      const row: BookingViewRow = {
        ...booking,
        date: teeTime.date,
        time: teeTime.time,
        holeCount: teeTime.holeCount,
        originalPrice: deal ? deal.usualPriceFrom : teeTime.originalPrice,
        clubId: teeTime.golfClubId,
        clubName: locked.clubName,
        city: locked.city,
        canton: locked.canton,
        address: locked.address,
        cancellationHours: deal ? deal.cancellationHours : locked.cancellationHours,
        mysteryWindowStart: deal ? deal.windowStartMinutes : null,
        mysteryRegion: deal ? deal.region : null,
        charge,
        refund: null,
        playerRules: deal ? [deal.playerRules] : locked.playerRules,
      };
      const answer = toBooking(row, now);
      // Never a cost the golfer was not shown: a booking that is late for free cancellation needs their yes.
      if (answer.cancellation && !answer.cancellation.free && !input.acceptLateCancellation) {
        throw new AppError(
          'late_cancellation_not_accepted',
          `This booking cannot be cancelled free of charge: cancelling would cost ${formatChf(answer.cancellation.cost)}. Send acceptLateCancellation: true to book it.`,
        );
      }
      await writeBooking(tx, {
        booking,
        charge: charge && { bookingId: booking.id, kind: 'charge', ...charge },
        notification: paysAtClub
          ? { userId: golfer.id, bookingId: booking.id, type: 'booking_confirmed', data: notificationFacts(row) }
          : null,
        answer: request && { ...request, responseStatus: 201, responseBody: answer },
        golferDetails: { userId: golfer.id, ...players.golferDetails },
      });
      return { row, answer, tellClub: locked.mailOnBooking === true };
    });

  const counted = (error: unknown) => {
    if (error instanceof AppError) deps.metrics.countBooking('refused', error.code);
    return error;
  };
  try {
    const { earlier, soldOut } = await atAGlance();
    if (earlier) return earlier;
    // Refused at a glance: the key was read in the same snapshot as the places, so no earlier answer is missed.
    if (deal && !deal.offered) throw dealGone();
    if (soldOut) throw refusalErrors.sold_out({ rules: DEFAULT_BOOKING_RULES, open: 0 });
  } catch (error) {
    throw counted(error);
  }
  try {
    const { row, answer, tellClub } = await book();
    deps.metrics.countBooking(
      row.status === 'confirmed' ? 'confirmed' : 'held',
      row.status === 'confirmed' ? 'pay_at_club' : '',
    );
    if (row.status === 'confirmed') {
      await sendBookingMail(deps, row.id, 'confirmed', { known: { row, golfer } });
      // The club's wish was read with its rules under the lock: a club that wants no mail costs no statement.
      if (tellClub) await sendClubBookingMail(deps, row.id, 'booked');
    }
    return answer;
  } catch (error) {
    // A key answered meanwhile (a double click whose first request took the last places) gets that answer.
    const first = request && (await earlierAnswer<Booking>(db, request));
    if (first) return first;
    throw counted(error);
  }
}

export async function getBooking(db: Db, userId: string, bookingId: string, now: Date): Promise<Booking> {
  const row = await findBookingOfUser(db, bookingId, userId);
  if (!row) throw new AppError('not_found', 'No such booking');
  return toBooking(row, now);
}

export async function listBookings(db: Db, userId: string, now: Date): Promise<Booking[]> {
  return (await bookingsOfUser(db, userId)).map((row) => toBooking(row, now));
}

/**
 * Cancels an own booking before the round; its places return to the tee time in the same transaction.
 * Within the club's free period a card payment is refunded in full; later there is no refund.
 */
export async function cancelBooking(deps: Deps, userId: string, bookingId: string, now: Date): Promise<Booking> {
  await cancel(deps, bookingId, (tx) => findBookingOfUser(tx, bookingId, userId), 'policy', now);
  return getBooking(deps.database.db, userId, bookingId, now);
}

/** A club cancels a booking of its own tee sheet: the golfer always gets the money back. */
export async function cancelBookingForClub(deps: Deps, clubId: string, bookingId: string, now: Date) {
  await cancel(
    deps,
    bookingId,
    async (tx) => {
      const view = await findBooking(tx, bookingId);
      return view?.clubId === clubId ? view : null;
    },
    'full',
    now,
  );
}

/** The one cancellation: lock, check it may still be cancelled, give the places back, settle the money, tell the golfer. */
async function cancel(
  deps: Deps,
  bookingId: string,
  find: (tx: Tx) => Promise<BookingViewRow | null>,
  refund: 'policy' | 'full',
  now: Date,
) {
  await deps.database.db.transaction(async (tx) => {
    const seen = await find(tx);
    if (!seen) throw new AppError('not_found', 'No such booking');
    await lockTeeTime(tx, seen.teeTimeId);
    // Read again under the lock: a move that committed meanwhile took the booking, and its places, elsewhere.
    const view = await find(tx);
    if (!view) throw new AppError('not_found', 'No such booking');
    if (view.teeTimeId !== seen.teeTimeId)
      throw new AppError('conflict', 'This booking was just moved to another time: look at it again before cancelling');
    await cancelInTransaction(tx, view, refund, now);
  });
  deps.metrics.countBooking('cancelled', refund === 'full' ? 'by_club' : 'by_golfer');
  await refundPending(deps, [bookingId]);
  await sendBookingMail(deps, bookingId, 'cancelled');
  // The club is told of its golfers' cancellations, not of its own.
  if (refund === 'policy') await sendClubBookingMail(deps, bookingId, 'cancelled');
}

/**
 * Cancels a booking in the caller's transaction, its tee time locked: refused when it has ended or its round
 * has started; its places are given back, nothing stays owed at the club when it is free or `full`, a card
 * payment is refunded then (the refund is sent after the commit), and the golfer is notified; a club that
 * cancels says why.
 */
export async function cancelInTransaction(
  tx: Tx,
  view: BookingViewRow,
  refund: 'policy' | 'full',
  now: Date,
  byClub?: { reason: string },
) {
  const booking = (await lockBooking(tx, view.id))!;
  const terms = cancellationTerms(
    { status: booking.status, roundStartsAt: roundStartsAt(view), totalPrice: view.totalPrice },
    view.cancellationHours ?? DEFAULT_CANCELLATION_HOURS,
    now,
  );
  if (terms.refusal !== null)
    throw new AppError(
      'conflict',
      terms.refusal === 'started' ? 'The round has already started' : 'This booking is not active any more',
    );
  await setBookingStatus(tx, view.id, 'cancelled', now);
  await addBookedPlayers(tx, view.teeTimeId, -booking.playerCount);
  if (terms.free || refund === 'full') await settleCancelledCharge(tx, view.id);
  const row = (await findBooking(tx, view.id))!;
  if (row.userId)
    await notify(tx, {
      userId: row.userId,
      bookingId: view.id,
      type: byClub ? 'booking_cancelled_by_club' : 'booking_cancelled',
      data: { ...notificationFacts(row), ...byClub },
    });
}

/** A booking ended without a round: nothing is owed at the club any more, and money taken online is given back. */
export async function settleCancelledCharge(tx: Tx, bookingId: string) {
  const charge = await chargeOf(tx, bookingId);
  if (charge?.provider === 'club') await updatePayment(tx, bookingId, 'charge', { status: 'cancelled' });
  if (charge?.provider === 'stripe' && charge.status === 'succeeded') {
    await insertPayment(tx, {
      bookingId,
      provider: 'stripe',
      kind: 'refund',
      amount: charge.amount,
      status: 'pending',
    });
  }
}

/** The calendar file of an own booking, in the user's language. */
export async function bookingCalendar(
  db: Db,
  userId: string,
  bookingId: string,
  language: Language,
  now: Date,
): Promise<string> {
  const row = await findBookingOfUser(db, bookingId, userId);
  if (!row) throw new AppError('not_found', 'No such booking');
  if (!isRevealed(row))
    throw new AppError('conflict', 'This mystery booking is revealed, with its calendar file, once it is paid');
  return calendarOf(row, language, now);
}

/**
 * The golfer changes who plays (names, handicaps, Swiss Golf numbers; not their number) until the round:
 * checked against the club's rules as a new booking is.
 */
export async function changePlayers(
  db: Db,
  userId: string,
  bookingId: string,
  input: ChangePlayers,
  now: Date,
): Promise<Booking> {
  await db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) throw new AppError('not_found', 'No such booking');
    const view = await findBookingOfUser(tx, bookingId, userId);
    if (!view) throw new AppError('not_found', 'No such booking');
    if (!playersChangeable(view, now))
      throw new AppError(
        'change_refused',
        view.status === 'pending' || view.status === 'confirmed'
          ? 'The round has started: its players can no longer be changed'
          : 'This booking is not active any more: its players can no longer be changed',
      );
    if (input.guests.length >= view.playerCount)
      throw new AppError('invalid_input', `guests: this booking has ${view.playerCount - 1} other players at most`, [
        { path: 'guests', message: `must have at most ${view.playerCount - 1} entries` },
      ]);
    const players = playersToStore(input);
    assertPlayersWelcome(playerRulesFrom(view.playerRules), view.playerCount, players, input.platzreifeConfirmed);
    await tx
      .update(bookings)
      .set({ ...players, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    const remember = rememberGolferDetails(tx, userId, players.golferDetails);
    if (remember) await remember;
  });
  return getBooking(db, userId, bookingId, now);
}
