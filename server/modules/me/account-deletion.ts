import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { zurichDate } from '../../../contract/zurich-time';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  bookingEvents,
  auditLog,
  bookings,
  idempotencyKeys,
  mailOutbox,
  profiles,
  superAdmins,
  teeTimes,
  verifications,
  waitlist,
} from '../../db/schema';
import { deleteMailJobsTo } from '../../jobs/queue';
import { AppError } from '../../http/app-error';
import { adminLinksOf, findClubProfile, lockClubAdmins } from '../club-profile/repo';

const DELETED = '[deleted account]';

/**
 * Deletes an account and the personal data that hangs on it: profile, sign-in methods and sessions,
 * favourites, notifications, picture, club admin rights, waitlist entry, mails kept in the outbox, and the
 * address where the audit log names it. Bookings stay for the clubs' accounts, with nobody's name on them
 * (neither the golfer's nor those of the players they named, nor anyone's golf details).
 * Refused while a round is still ahead, or when the club or the platform would be left without an admin.
 */
export async function deleteAccount(db: Db, user: SessionUser, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [upcoming] = await tx
      .select({ count: count() })
      .from(bookings)
      .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
      .where(
        and(
          eq(bookings.userId, user.id),
          inArray(bookings.status, ['pending', 'confirmed']),
          gte(teeTimes.date, zurichDate(now)),
        ),
      );
    if (upcoming!.count > 0)
      throw new AppError('conflict', 'Please cancel your upcoming bookings before you delete your account');

    // The admins of the user's clubs are locked as when an admin is removed: the last one never goes.
    for (const { clubId } of await adminLinksOf(tx, user.id)) {
      if ((await lockClubAdmins(tx, clubId)).length === 1) {
        const club = await findClubProfile(tx, clubId);
        throw new AppError(
          'conflict',
          `You are the last admin of ${club?.name ?? 'your club'}: add another admin before you delete your account`,
        );
      }
    }
    const superAdminRows = await tx.select({ userId: superAdmins.userId }).from(superAdmins).for('update');
    if (superAdminRows.length === 1 && superAdminRows[0]!.userId === user.id)
      throw new AppError('conflict', 'The platform needs another super admin before you delete your account');

    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    // Better Auth keeps the account's id in its reset links' rows (verification mails are signed tokens, not rows).
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(waitlist).where(eq(waitlist.email, user.email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    await deleteMailJobsTo(tx, user.email);
    await tx
      .update(auditLog)
      .set({ details: sql`replace(${auditLog.details}::text, ${user.email}, ${DELETED})::jsonb` })
      // strpos, not LIKE: an address may hold "_", which LIKE reads as any character.
      .where(sql`strpos(${auditLog.details}::text, ${user.email}) > 0`);
    // The players the golfer named, and the golf details given, are personal data too: the accounts keep the numbers.
    await tx.update(bookings).set({ guests: [], golferDetails: {} }).where(eq(bookings.userId, user.id));
    // What the club's software is told of those bookings (events, and deliveries still to send) names nobody either.
    await tx
      .update(bookingEvents)
      .set({ booking: sql`${bookingEvents.booking} || '{"golfer": null, "guests": []}'::jsonb` })
      .where(
        inArray(
          bookingEvents.bookingId,
          tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, user.id)),
        ),
      );
    // Sessions, sign-in methods, admin rights, favourites, notifications and the picture go with the profile;
    // bookings and audit entries keep their rows without the user (foreign keys: cascade and set null).
    await tx.delete(profiles).where(eq(profiles.id, user.id));
  });
}
