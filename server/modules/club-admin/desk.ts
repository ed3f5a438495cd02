import { randomUUID } from 'node:crypto';
import { guestsKeepingDetails } from '../players/players';
import { eq } from 'drizzle-orm';
import { bookingReference } from '../../../contract/bookings';
import { formatChf } from '../../../contract/money';
import type { ChangeDeskBooking, CreateDeskBooking, MoveBooking } from '../../../contract/desk';
import { zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { openSlots } from '../../domain/availability';
import { bookingTotal } from '../../domain/booking-policy';
import type { Db, Tx } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { earlierAnswer, idempotentRequest } from '../../http/idempotency';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import {
  addBookedPlayers,
  findBooking,
  lockTeeTime,
  lockTeeTimeToBook,
  releaseExpiredHolds,
  writeBooking,
} from '../bookings/repo';
import { sendBookingMail } from '../bookings/send-booking-mail';
import { notificationFacts } from '../bookings/views';
import { notifyAgain } from '../notifications/repo';
import { moveInTransaction } from './moves';
import { lockClubBooking, undoableOn } from './service';

/**
 * The desk books a tee time for a golfer on the phone or at the counter, under the tee time's row lock like
 * every booking (the two can never sell the same place). The club's own booking rules for golfers online
 * (window, lead time, players per booking) are the desk's to bend; a blocked or started time, places that
 * are not there and a price above the time's regular one are refused. Its money is the club's: paid at the
 * desk now, or due there. The golfer gets a confirmation when the desk has their e-mail address. With an
 * Idempotency-Key, a second submit of the same form (a double click, a retry after a lost answer) answers
 * the first booking instead of selling the places twice.
 */
export async function createDeskBooking(
  deps: Deps,
  actor: ClubActor,
  input: CreateDeskBooking,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<DeskBooked> {
  const { db } = deps.database;
  const request = idempotentRequest(actor.userId, idempotencyKey, { deskBooking: input });
  const earlier = request && (await earlierAnswer<DeskBooked>(db, request));
  if (earlier) return earlier;
  const book = () =>
    db.transaction(async (tx) => {
      const locked = await lockTeeTimeToBook(tx, input.teeTimeId, now);
      if (!locked || locked.teeTime.golfClubId !== actor.clubId)
        throw new AppError('not_found', 'No such tee time at this club');
      const { teeTime } = locked;
      if (teeTime.isBlocked) throw new AppError('tee_time_blocked', 'The club has closed this tee time');
      if (zurichInstant(teeTime.date, teeTime.time.slice(0, 5)) <= now)
        throw new AppError('tee_time_started', 'This tee time has already started');
      const freed = locked.lapsedHolds ? await releaseExpiredHolds(tx, teeTime.id, now) : 0;
      const open = openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers - freed);
      if (open < input.playerCount)
        throw new AppError(
          open === 0 ? 'sold_out' : 'not_enough_places',
          open === 0 ? 'This tee time is fully booked' : `Only ${open} of the places are open on this tee time`,
        );
      if (input.pricePerPlayer > teeTime.originalPrice)
        throw new AppError(
          'price_above_regular',
          `pricePerPlayer: must not be more than the tee time's regular price, ${formatChf(teeTime.originalPrice)}`,
          [{ path: 'pricePerPlayer', message: `must be at most ${teeTime.originalPrice}` }],
        );
      const id = randomUUID();
      const booked: DeskBooked = { id, reference: bookingReference(id) };
      const totalPrice = bookingTotal(input.pricePerPlayer, input.playerCount);
      await writeBooking(tx, {
        booking: {
          id,
          teeTimeId: teeTime.id,
          userId: null,
          source: 'desk',
          status: 'confirmed',
          playerCount: input.playerCount,
          pricePerPlayer: input.pricePerPlayer,
          totalPrice,
          language: input.language,
          contactName: input.name,
          contactEmail: input.email,
          contactPhone: input.phone,
          guests: input.guests.slice(0, input.playerCount - 1),
          deskNote: input.note,
          createdAt: now,
          updatedAt: now,
        },
        charge:
          totalPrice > 0
            ? {
                bookingId: id,
                provider: 'club',
                status: input.paid ? 'succeeded' : 'pending',
                amount: totalPrice,
                createdAt: now,
                updatedAt: now,
              }
            : null,
        notification: null,
        answer: request && { ...request, responseStatus: 201, responseBody: booked },
      });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        golfClubId: actor.clubId,
        action: 'desk_booking',
        entity: 'booking',
        entityId: id,
        details: { teeTimeId: teeTime.id, playerCount: input.playerCount, totalPrice, paid: input.paid },
      });
      return booked;
    });
  try {
    const booked = await book();
    if (input.email) await sendBookingMail(deps, booked.id, 'confirmed');
    return booked;
  } catch (error) {
    // The same key stored meanwhile (a double submit whose first request took the places) gets that answer.
    const first = request && (await earlierAnswer<DeskBooked>(db, request));
    if (first) return first;
    throw error;
  }
}

/** What the desk is told of a booking it took: the reference the golfer and the sheet go by. */
export interface DeskBooked {
  id: string;
  reference: string;
}

/**
 * One of the club's bookings, locked as every change of a booking locks it: its tee time first (with the
 * time it moves to, in the order of their ids), then the booking, so that a change, a move, a cancellation
 * and a booking of the same time queue up instead of waiting on each other. A booking moved by someone else
 * meanwhile is refused: its sheet is no longer the one the desk looked at. Answers the booking (its view and
 * its row) and its tee time as locked.
 */
async function lockForDesk(tx: Tx, actor: ClubActor, bookingId: string, movingTo?: string) {
  const before = await findBooking(tx, bookingId);
  if (!before || before.clubId !== actor.clubId) throw new AppError('not_found', 'No such booking at this club');
  const locked = new Map<string, Awaited<ReturnType<typeof lockTeeTime>>>();
  for (const id of [...new Set([before.teeTimeId, movingTo ?? before.teeTimeId])].sort())
    locked.set(id, await lockTeeTime(tx, id));
  const { view, booking } = await lockClubBooking(tx, actor, bookingId);
  if (view.teeTimeId !== before.teeTimeId)
    throw new AppError('conflict', `${bookingReference(bookingId)} was moved meanwhile: look at the sheet again`);
  return { view, booking, teeTime: locked.get(view.teeTimeId)! };
}

const isActive = (status: string) => status === 'pending' || status === 'confirmed';

/**
 * The desk changes a booking's players (their number, their names) or its note. The number changes only where
 * the money is due at the club: a card payment is not ours to change here, and money already received at the
 * desk is taken back first. Added players need open places on the tee time (under its lock).
 */
export async function changeDeskBooking(
  deps: Deps,
  actor: ClubActor,
  bookingId: string,
  input: ChangeDeskBooking,
  now: Date,
) {
  const countChanged = await deps.database.db.transaction(async (tx) => {
    const { view, booking, teeTime } = await lockForDesk(tx, actor, bookingId);
    const reference = bookingReference(bookingId);
    if (!isActive(view.status))
      throw new AppError(
        'change_refused',
        `${reference} is ${view.status.replace('_', '-')}: it can no longer be changed`,
      );
    const playerCount = input.playerCount ?? view.playerCount;
    const guests = (input.guests ? guestsKeepingDetails(input.guests, booking.guests) : booking.guests).slice(
      0,
      playerCount - 1,
    );
    if (input.guests && input.guests.length >= playerCount)
      throw new AppError('invalid_input', 'guests: must not name more guests than the booking has', [
        { path: 'guests', message: 'must not name more guests than the booking has' },
      ]);
    const added = playerCount - view.playerCount;
    if (added !== 0) {
      if (view.isMystery)
        throw new AppError('change_refused', `${reference} is a mystery booking: its players were sold with the deal`);
      if (view.charge?.provider === 'stripe')
        throw new AppError(
          'change_refused',
          `${reference} was paid by card: its number of players cannot change at the desk; cancel it, or book the extra players apart`,
        );
      if (view.charge?.status === 'succeeded')
        throw new AppError(
          'change_refused',
          `${reference} was marked paid at the desk: take the desk payment back first, then change the players`,
        );
      const freed = await releaseExpiredHolds(tx, teeTime.id, now);
      const open = openSlots(teeTime.slotsAvailable, teeTime.bookedPlayers - freed);
      if (added > open) throw new AppError('not_enough_places', `Only ${open} more places are open on this tee time`);
      await addBookedPlayers(tx, teeTime.id, added);
    }
    const totalPrice = bookingTotal(view.pricePerPlayer, playerCount);
    await tx
      .update(bookings)
      .set({
        playerCount,
        totalPrice,
        guests,
        ...(input.note !== undefined ? { deskNote: input.note } : {}),
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    if (added !== 0 && view.charge)
      await tx.update(payments).set({ amount: totalPrice, updatedAt: now }).where(eq(payments.bookingId, bookingId));
    // A golfer who booked online is told what they now owe at the club.
    if (added !== 0 && view.userId)
      await notifyAgain(
        tx,
        {
          userId: view.userId,
          bookingId,
          type: 'booking_players_changed',
          data: { ...notificationFacts(view), players: playerCount, amount: totalPrice },
        },
        now,
      );
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'change',
      entity: 'booking',
      entityId: bookingId,
      details: {
        ...(added !== 0 ? { playerCount: { before: view.playerCount, after: playerCount } } : {}),
        ...(input.guests ? { guests } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      },
    });
    return added !== 0;
  });
  if (countChanged) await sendBookingMail(deps, bookingId, 'playersChanged');
}

/**
 * The desk moves a booking to another open time of the club (a late group, a golfer who called): price and
 * payment stay, the golfer may cancel free until the new round and is told why, by notification and mail.
 * Both tee times are locked in the order of their ids, as blocks lock theirs, so that the two never wait
 * on each other.
 */
export async function moveDeskBooking(deps: Deps, actor: ClubActor, bookingId: string, input: MoveBooking, now: Date) {
  const previous = await deps.database.db.transaction(async (tx) => {
    const { view } = await lockForDesk(tx, actor, bookingId, input.teeTimeId);
    if (!isActive(view.status))
      throw new AppError(
        'move_refused',
        `${bookingReference(bookingId)} is ${view.status.replace('_', '-')}: it can no longer be moved`,
      );
    await moveInTransaction(tx, actor.clubId, view, input.teeTimeId, new Set([view.teeTimeId]), now, input.reason);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'move',
      entity: 'booking',
      entityId: bookingId,
      details: { from: view.teeTimeId, to: input.teeTimeId, reason: input.reason },
    });
    return { date: view.date, time: view.time.slice(0, 5) };
  });
  await sendBookingMail(deps, bookingId, 'moved', { byClub: { reason: input.reason, previous } });
}

/**
 * The golfer has arrived (`arrived`), or the desk takes that back on the same day. Only for a confirmed
 * booking on the day of its round.
 */
export async function recordCheckIn(db: Db, actor: ClubActor, bookingId: string, arrived: boolean, now: Date) {
  await db.transaction(async (tx) => {
    const { view, booking } = await lockClubBooking(tx, actor, bookingId);
    const reference = bookingReference(bookingId);
    if (arrived) {
      if (booking.status !== 'confirmed')
        throw new AppError(
          'check_in_refused',
          `${reference} is ${booking.status.replace('_', '-')}: only a confirmed booking checks in`,
        );
      if (view.date !== zurichDate(now))
        throw new AppError(
          'check_in_refused',
          `${reference} plays on ${view.date}: golfers check in on the day of their round`,
        );
      if (booking.checkedInAt) throw new AppError('conflict', `${reference} has already checked in`);
    } else if (!undoableOn(booking.checkedInAt, now))
      throw new AppError('conflict', 'A check-in can only be taken back on the day it was made');
    await tx
      .update(bookings)
      .set({ checkedInAt: arrived ? now : null, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: arrived ? 'check_in' : 'undo_check_in',
      entity: 'booking',
      entityId: bookingId,
    });
  });
}
