import { addDays, zurichDate } from '../../contract/zurich-time';
import type { Deps } from '../http/deps';
import { deleteAbandonedGuests } from '../modules/beta/repo';
import { sendBookingMail } from '../modules/bookings/send-booking-mail';
import { refundPending } from '../modules/bookings/refunds';
import {
  unremindedBookingIdsOn,
  findBooking,
  lockTeeTime,
  releaseExpiredHolds,
  teeTimesWithExpiredHolds,
} from '../modules/bookings/repo';
import { notificationFacts } from '../modules/bookings/views';
import { schedulePayouts } from '../modules/club-finances/service';
import { forgetOldSheetChanges } from '../modules/clubs/day-sheet';
import { notify } from '../modules/notifications/repo';
import { forgetOldDeliveries, forgetOldEvents } from '../modules/webhooks/repo';
import { forgetOldKeys } from '../http/idempotency';
import { forgetExpiredSignIns } from '../auth/expired-sign-ins';

/**
 * The work no request triggers: lapsed payment holds give their places back (a booking request would also
 * do it for its own tee time), golfers get their reminder the day before the round, and refunds the
 * provider did not confirm are asked for again; once a month has ended, its payouts are scheduled; guest
 * accounts that nobody can come back to and that booked nothing are deleted, and so are the tee sheets'
 * changes of more than an hour ago, the finished webhook deliveries made WEBHOOK_DELIVERY_LOG_DAYS ago, and the
 * booking events older than BOOKING_EVENT_RETENTION_DAYS whose round has passed, the Idempotency-Keys older
 * than IDEMPOTENCY_KEY_DAYS, and the sessions and reset links that have expired. Runs as
 * the `housekeeping` job that the queue schedules every minute (jobs/queue.ts), so one process runs each minute's run.
 */
export async function runHousekeeping(deps: Deps, now: Date) {
  const { db } = deps.database;
  const lapsed = await teeTimesWithExpiredHolds(db, now);
  for (const teeTimeId of lapsed) {
    await db.transaction(async (tx) => {
      await lockTeeTime(tx, teeTimeId);
      await releaseExpiredHolds(tx, teeTimeId, now);
    });
  }
  if (lapsed.length > 0) await deps.answers.clear();
  for (const { id } of await unremindedBookingIdsOn(db, addDays(zurichDate(now), 1))) {
    const row = (await findBooking(db, id))!;
    // The unique (booking, type) index makes this once per booking, however often housekeeping runs.
    if (
      row.userId &&
      (await notify(db, { userId: row.userId, bookingId: id, type: 'booking_reminder', data: notificationFacts(row) }))
    ) {
      await sendBookingMail(deps, id, 'reminder');
    }
  }
  await refundPending(deps);
  await schedulePayouts(db, now);
  await deleteAbandonedGuests(db, now);
  await forgetOldSheetChanges(db);
  await forgetOldDeliveries(db, now);
  await forgetOldEvents(db, now);
  await forgetOldKeys(db, now);
  await forgetExpiredSignIns(db);
}
