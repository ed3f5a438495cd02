import { and, eq, gt, inArray, like, notExists } from 'drizzle-orm';
import { GUEST_EMAIL_DOMAIN } from '../../../contract/guest';
import type { Db } from '../../db/client';
import { bookings, idempotencyKeys, profiles, sessions } from '../../db/schema';

/**
 * Deletes the guest accounts nobody can come back to and nothing hangs on: no booking, and no session left
 * (a guest has no other way in). Their favourites and notifications go with them. Returns how many went.
 */
export async function deleteAbandonedGuests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const abandoned = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          like(profiles.email, `%@${GUEST_EMAIL_DOMAIN}`),
          notExists(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, profiles.id))),
          notExists(
            tx
              .select({ id: sessions.id })
              .from(sessions)
              .where(and(eq(sessions.userId, profiles.id), gt(sessions.expiresAt, now))),
          ),
        ),
      )
      .for('update', { skipLocked: true });
    const ids = abandoned.map(({ id }) => id);
    if (ids.length === 0) return 0;
    await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.userId, ids));
    await tx.delete(profiles).where(inArray(profiles.id, ids));
    return ids.length;
  });
}
