import { inArray } from 'drizzle-orm';
import { bookingReference } from '../../../contract/bookings';
import type {
  AffectedBooking,
  BlockPreview,
  BlockPreviewQuery,
  BlockResult,
  BlockTeeTimes,
  BookingResolution,
} from '../../../contract/club-admin';
import { zurichDate, zurichTime } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { teeTimes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { refundPending } from '../bookings/refunds';
import { findBooking } from '../bookings/repo';
import { sendBookingMail } from '../bookings/send-booking-mail';
import { cancelInTransaction } from '../bookings/service';
import { moveInTransaction } from './moves';
import { activeBookingsOn, lockRangeAndTargets, openTeeTimesBetween } from './repo';
import { refusePast } from './service';

/** On today's sheet only the times still to start can be blocked; a later day's all. */
const startedBy = (date: string, now: Date) => (date === zurichDate(now) ? zurichTime(now) : null);

const toAffected = (row: Awaited<ReturnType<typeof activeBookingsOn>>[number]): AffectedBooking => ({
  id: row.id,
  reference: bookingReference(row.id),
  time: row.time,
  playerCount: row.player_count,
  golfer: row.golfer,
  email: row.email,
  totalPrice: row.total_price,
  paidOnline: row.paid_online,
  isMystery: row.is_mystery,
});

/** What a block of a range would close, and the bookings on it the club must move or cancel first. */
export async function blockPreview(db: Db, clubId: string, query: BlockPreviewQuery, now: Date): Promise<BlockPreview> {
  refusePast(query.date, now, 'date');
  const times = await openTeeTimesBetween(db, clubId, query, startedBy(query.date, now));
  const affected = await activeBookingsOn(
    db,
    times.map((time) => time.id),
  );
  return { teeTimes: times, bookings: affected.map(toAffected) };
}

/** Who closes tee times, as the audit log names them: a club admin, or the club's software (`audit` names its key). */
export interface Closer {
  clubId: string;
  userId: string | null;
  audit?: Record<string, unknown>;
}

/**
 * Closes the open tee times of a range for a reason, as the club chose for each of its bookings: moved to
 * another time of the club or cancelled with a full refund (a block that would leave one untouched is refused).
 */
export async function blockTeeTimes(
  deps: Deps,
  actor: ClubActor,
  input: BlockTeeTimes,
  now: Date,
): Promise<BlockResult> {
  const choices = new Map(input.resolutions.map((resolution) => [resolution.bookingId, resolution]));
  const moveTargets = input.resolutions.flatMap((choice) => (choice.action === 'move' ? [choice.teeTimeId] : []));
  return closeTeeTimes(deps, actor, input, { choose: (bookingId) => choices.get(bookingId), moveTargets }, now);
}

/** What becomes of each booking on closed times (undefined: not said), and the times bookings move to. */
export interface BookingChoices {
  choose: (bookingId: string) => BookingResolution | { action: 'cancel' } | undefined;
  moveTargets: string[];
}

/**
 * Closes the open tee times of a range for a reason, in one transaction: every active booking on them is
 * first moved or cancelled, as chosen for each (a booking without a choice refuses the close), and each golfer
 * is notified and mailed with the reason.
 */
export async function closeTeeTimes(
  deps: Deps,
  closer: Closer,
  input: Omit<BlockTeeTimes, 'resolutions'>,
  choices: BookingChoices,
  now: Date,
): Promise<BlockResult> {
  refusePast(input.date, now, 'date');
  const outcome = await deps.database.db.transaction(async (tx) => {
    // Bookings of these times wait for the block; the times bookings move to are held with them.
    await lockRangeAndTargets(tx, closer.clubId, input, choices.moveTargets);
    const times = await openTeeTimesBetween(tx, closer.clubId, input, startedBy(input.date, now));
    if (times.length === 0) throw new AppError('nothing_to_block', 'There is no open tee time to block in this range');
    const blockedIds = times.map((time) => time.id);
    const affected = await activeBookingsOn(tx, blockedIds);
    const unresolved = affected.filter((booking) => !choices.choose(booking.id));
    if (unresolved.length > 0)
      throw new AppError(
        'bookings_unresolved',
        `${unresolved.length} of the bookings on these tee times must be moved or cancelled first: ${unresolved.map((booking) => bookingReference(booking.id)).join(', ')}`,
      );
    const moved: { id: string; previous: { date: string; time: string } }[] = [];
    const cancelled: string[] = [];
    for (const booking of affected) {
      const choice = choices.choose(booking.id)!;
      const view = (await findBooking(tx, booking.id))!;
      if (choice.action === 'cancel') {
        await cancelInTransaction(tx, view, 'full', now, { reason: input.reason });
        cancelled.push(booking.id);
      } else {
        await moveInTransaction(tx, closer.clubId, view, choice.teeTimeId, new Set(blockedIds), now, input.reason);
        moved.push({ id: booking.id, previous: { date: input.date, time: booking.time } });
      }
    }
    await tx
      .update(teeTimes)
      .set({ isBlocked: true, blockReason: input.reason })
      .where(inArray(teeTimes.id, blockedIds));
    await recordAudit(tx, {
      actorUserId: closer.userId,
      golfClubId: closer.clubId,
      action: 'block',
      entity: 'tee_time',
      details: {
        ...closer.audit,
        date: input.date,
        times: times.map((time) => time.time),
        reason: input.reason,
        moved: moved.map((booking) => booking.id),
        cancelled,
      },
    });
    return { blocked: times.length, moved, cancelled };
  });
  outcome.cancelled.forEach(() => deps.metrics.countBooking('cancelled', 'by_club'));
  await refundPending(deps, outcome.cancelled);
  for (const bookingId of outcome.cancelled)
    await sendBookingMail(deps, bookingId, 'cancelledByClub', { byClub: { reason: input.reason } });
  for (const { id, previous } of outcome.moved)
    await sendBookingMail(deps, id, 'moved', { byClub: { reason: input.reason, previous } });
  return { blocked: outcome.blocked, moved: outcome.moved.length, cancelled: outcome.cancelled.length };
}
