import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '../../../contract/me';
import type { Db } from '../../db/client';
import { favoriteGolfClubs, golfClubs, notifications, profiles, sessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bookingsOfUser } from '../bookings/repo';
import { toBooking } from '../bookings/views';

/** A copy of everything we keep about the user (their right of access): read in one snapshot. */
export async function exportMyData(db: Db, userId: string, now: Date): Promise<DataExport> {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
      if (!profile) throw new AppError('not_found', 'No such account');
      const [signIns, booked, favourites, notified] = await Promise.all([
        tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
        bookingsOfUser(tx, userId),
        tx
          .select({ club: golfClubs.name, since: favoriteGolfClubs.createdAt })
          .from(favoriteGolfClubs)
          .innerJoin(golfClubs, eq(golfClubs.id, favoriteGolfClubs.golfClubId))
          .where(eq(favoriteGolfClubs.userId, userId))
          .orderBy(asc(favoriteGolfClubs.createdAt)),
        tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
      ]);
      return {
        exportedAt: now.toISOString(),
        profile: {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          preferredLanguage: profile.preferredLanguage,
          profileImageUrl: profile.profileImageUrl,
          handicapIndex: profile.handicapIndex,
          swissGolfNumber: profile.swissGolfNumber,
          createdAt: profile.createdAt.toISOString(),
        },
        sessions: signIns.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })),
        bookings: booked.map((row) => toBooking(row, now)),
        favouriteClubs: favourites.map((favourite) => ({ club: favourite.club, since: favourite.since.toISOString() })),
        notifications: notified.map((notification) => ({
          type: notification.type,
          data: notification.data,
          createdAt: notification.createdAt.toISOString(),
          readAt: notification.readAt?.toISOString() ?? null,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
