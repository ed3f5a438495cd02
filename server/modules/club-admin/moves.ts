import { eq } from 'drizzle-orm';
import { bookingReference } from '../../../contract/bookings';
import { zurichInstant } from '../../../contract/zurich-time';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addBookedPlayers, findBooking, lockTeeTime, type BookingViewRow } from '../bookings/repo';
import { notificationFacts } from '../bookings/views';
import { notifyAgain } from '../notifications/repo';

/**
 * Moves a booking, in the caller's transaction, to another open tee time of the same club that has room for
 * its players and has not started; the golfer keeps the price paid or due, may cancel free until the new
 * round, and is notified. Mystery bookings are not moved: their deal promised a time window.
 */
export async function moveInTransaction(
  tx: Tx,
  clubId: string,
  view: BookingViewRow,
  targetId: string,
  closing: Set<string>,
  now: Date,
  reason: string,
) {
  const reference = bookingReference(view.id);
  if (view.isMystery)
    throw new AppError('move_refused', `${reference} is a mystery booking: it can be cancelled, not moved`);
  const target = await lockTeeTime(tx, targetId);
  if (!target || target.golfClubId !== clubId) throw new AppError('not_found', 'No such tee time at this club');
  const at = `${target.date} ${target.time.slice(0, 5)}`;
  if (target.isBlocked || closing.has(target.id))
    throw new AppError('move_refused', `${reference} cannot move to ${at}: that tee time is blocked`);
  if (zurichInstant(target.date, target.time.slice(0, 5)) <= now)
    throw new AppError('move_refused', `${reference} cannot move to ${at}: that tee time has started`);
  const open = target.slotsAvailable - target.bookedPlayers;
  if (open < view.playerCount)
    throw new AppError(
      'move_refused',
      `${reference} cannot move to ${at}: it has ${open} open places for ${view.playerCount} players`,
    );
  await tx
    .update(bookings)
    .set({ teeTimeId: target.id, movedByClubAt: now, updatedAt: now })
    .where(eq(bookings.id, view.id));
  await addBookedPlayers(tx, view.teeTimeId, -view.playerCount);
  await addBookedPlayers(tx, target.id, view.playerCount);
  const row = (await findBooking(tx, view.id))!;
  if (row.userId)
    await notifyAgain(
      tx,
      {
        userId: row.userId,
        bookingId: view.id,
        type: 'booking_moved',
        data: { ...notificationFacts(row), reason, previous: { date: view.date, time: view.time.slice(0, 5) } },
      },
      now,
    );
}
