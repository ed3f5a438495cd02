import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '../../../contract/me';
import type { Db } from '../../db/client';
import {
  accounts,
  auditLog,
  calendarFeeds,
  clubAdminInvitations,
  favoriteGolfClubs,
  golfClubAdmins,
  golfClubs,
  notifications,
  partnerKeys,
  profiles,
  sessions,
  superAdmins,
  webhookEndpoints,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bookingsOfUser } from '../bookings/repo';
import { toBooking } from '../bookings/views';

/** A copy of everything we keep about the user (their right of access, contract/me.ts): read in one snapshot. */
export async function exportMyData(db: Db, userId: string, now: Date): Promise<DataExport> {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
      if (!profile) throw new AppError('not_found', 'No such account');
      const [
        signIns,
        booked,
        favourites,
        notified,
        methods,
        superAdmin,
        clubsRun,
        changes,
        invited,
        keys,
        endpoints,
        calendars,
      ] = await Promise.all([
        tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
        bookingsOfUser(tx, userId),
        tx
          .select({ club: golfClubs.name, since: favoriteGolfClubs.createdAt })
          .from(favoriteGolfClubs)
          .innerJoin(golfClubs, eq(golfClubs.id, favoriteGolfClubs.golfClubId))
          .where(eq(favoriteGolfClubs.userId, userId))
          .orderBy(asc(favoriteGolfClubs.createdAt)),
        tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
        tx
          .select({ method: accounts.providerId, since: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .orderBy(asc(accounts.createdAt)),
        tx.select({ since: superAdmins.createdAt }).from(superAdmins).where(eq(superAdmins.userId, userId)),
        tx
          .select({ club: golfClubs.name, since: golfClubAdmins.createdAt })
          .from(golfClubAdmins)
          .innerJoin(golfClubs, eq(golfClubs.id, golfClubAdmins.golfClubId))
          .where(eq(golfClubAdmins.userId, userId))
          .orderBy(asc(golfClubAdmins.createdAt)),
        tx
          .select({ at: auditLog.createdAt, club: golfClubs.name, entity: auditLog.entity, action: auditLog.action })
          .from(auditLog)
          .leftJoin(golfClubs, eq(golfClubs.id, auditLog.golfClubId))
          .where(eq(auditLog.actorUserId, userId))
          .orderBy(asc(auditLog.createdAt)),
        tx
          .select({
            club: golfClubs.name,
            email: clubAdminInvitations.email,
            status: clubAdminInvitations.status,
            sentAt: clubAdminInvitations.createdAt,
          })
          .from(clubAdminInvitations)
          .innerJoin(golfClubs, eq(golfClubs.id, clubAdminInvitations.golfClubId))
          .where(eq(clubAdminInvitations.invitedByUserId, userId))
          .orderBy(asc(clubAdminInvitations.createdAt)),
        tx
          .select({
            club: golfClubs.name,
            name: partnerKeys.name,
            start: partnerKeys.start,
            createdAt: partnerKeys.createdAt,
            revokedAt: partnerKeys.revokedAt,
          })
          .from(partnerKeys)
          .innerJoin(golfClubs, eq(golfClubs.id, partnerKeys.golfClubId))
          .where(eq(partnerKeys.createdByUserId, userId))
          .orderBy(asc(partnerKeys.createdAt)),
        tx
          .select({
            club: golfClubs.name,
            url: webhookEndpoints.url,
            createdAt: webhookEndpoints.createdAt,
            removedAt: webhookEndpoints.removedAt,
          })
          .from(webhookEndpoints)
          .innerJoin(golfClubs, eq(golfClubs.id, webhookEndpoints.golfClubId))
          .where(eq(webhookEndpoints.createdByUserId, userId))
          .orderBy(asc(webhookEndpoints.createdAt)),
        tx
          .select({ club: golfClubs.name, url: calendarFeeds.url, since: calendarFeeds.createdAt })
          .from(calendarFeeds)
          .innerJoin(golfClubs, eq(golfClubs.id, calendarFeeds.golfClubId))
          .where(eq(calendarFeeds.createdByUserId, userId))
          .orderBy(asc(calendarFeeds.createdAt)),
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
        signInMethods: methods.map((method) => ({ method: method.method, since: method.since.toISOString() })),
        superAdminSince: superAdmin[0]?.since.toISOString() ?? null,
        clubsAdministered: clubsRun.map((run) => ({ club: run.club, since: run.since.toISOString() })),
        changesMade: changes.map((change) => ({ ...change, at: change.at.toISOString() })),
        adminInvitationsSent: invited.map((invitation) => ({ ...invitation, sentAt: invitation.sentAt.toISOString() })),
        partnerKeysMade: keys.map((key) => ({
          ...key,
          createdAt: key.createdAt.toISOString(),
          revokedAt: key.revokedAt?.toISOString() ?? null,
        })),
        webhookEndpointsAdded: endpoints.map((endpoint) => ({
          ...endpoint,
          createdAt: endpoint.createdAt.toISOString(),
          removedAt: endpoint.removedAt?.toISOString() ?? null,
        })),
        calendarsSubscribed: calendars.map((calendar) => ({ ...calendar, since: calendar.since.toISOString() })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
