import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { lockAccount } from '../club-profile/repo';
import { auditLog, clubPayoutAccounts, golfClubAdmins, golfClubs, payouts, profiles, waitlist } from '../../db/schema';
import { byName } from '../../db/by-name';

/** Counts for the platform overview. */
export async function platformCounts(db: Db) {
  const [row] = await queryRows<{
    clubs: number;
    featured_clubs: number;
    golfers: number;
    waitlist: number;
    bank_details_to_check: number;
  }>(
    db,
    sql`select
          (select count(*)::int from golf_clubs) as clubs,
          (select count(*)::int from golf_clubs where is_featured) as featured_clubs,
          (select count(*)::int from profiles p where not exists (select 1 from golf_club_admins a where a.user_id = p.id)
             and not exists (select 1 from super_admins s where s.user_id = p.id)) as golfers,
          (select count(*)::int from waitlist) as waitlist,
          (select count(*)::int from club_payout_accounts where status = 'pending') as bank_details_to_check`,
  );
  return row!;
}

/** Every club with its number of admins and the state of its bank details, by name. */
export function allClubs(db: Db) {
  return db
    .select({
      id: golfClubs.id,
      name: golfClubs.name,
      city: golfClubs.city,
      canton: golfClubs.canton,
      isFeatured: golfClubs.isFeatured,
      admins: sql<number>`(select count(*)::int from golf_club_admins a where a.golf_club_id = ${golfClubs.id})`,
      bankDetails: sql<
        'missing' | 'pending' | 'verified' | 'rejected'
      >`coalesce(${clubPayoutAccounts.status}, 'missing')`,
    })
    .from(golfClubs)
    .leftJoin(clubPayoutAccounts, eq(clubPayoutAccounts.golfClubId, golfClubs.id))
    .orderBy(byName(golfClubs.name));
}

export async function insertClub(tx: Tx, values: typeof golfClubs.$inferInsert) {
  const [club] = await tx
    .insert(golfClubs)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: golfClubs.id, name: golfClubs.name });
  return club ?? null;
}

export async function setFeatured(tx: Tx, clubId: string, isFeatured: boolean) {
  const [club] = await tx
    .update(golfClubs)
    .set({ isFeatured })
    .where(eq(golfClubs.id, clubId))
    .returning({ id: golfClubs.id, name: golfClubs.name });
  return club ?? null;
}

export async function findClub(db: Db | Tx, clubId: string) {
  const [club] = await db
    .select({ id: golfClubs.id, name: golfClubs.name })
    .from(golfClubs)
    .where(eq(golfClubs.id, clubId));
  return club ?? null;
}

/** The super admin's club link, whatever it was, becomes the link to this club; the profile's row lock queues concurrent choices. */
export async function replaceClubLink(tx: Tx, userId: string, clubId: string) {
  await lockAccount(tx, userId);
  await tx.delete(golfClubAdmins).where(eq(golfClubAdmins.userId, userId));
  await tx.insert(golfClubAdmins).values({ userId, golfClubId: clubId });
}

export async function setBankDetailsStatus(tx: Tx, clubId: string, status: 'verified' | 'rejected') {
  const [row] = await tx
    .update(clubPayoutAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(clubPayoutAccounts.golfClubId, clubId))
    .returning({ clubId: clubPayoutAccounts.golfClubId });
  return row ?? null;
}

export async function markPayoutPaid(tx: Tx, payoutId: string, paidAt: Date) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'paid', paidAt })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'scheduled')))
    .returning({ id: payouts.id, golfClubId: payouts.golfClubId, month: payouts.month, amount: payouts.amount });
  return row ?? null;
}

/** Payouts not yet paid, oldest month first, with the club's name. */
export function scheduledPayouts(db: Db) {
  return db
    .select({
      id: payouts.id,
      clubId: payouts.golfClubId,
      club: golfClubs.name,
      month: payouts.month,
      amount: payouts.amount,
    })
    .from(payouts)
    .innerJoin(golfClubs, eq(golfClubs.id, payouts.golfClubId))
    .where(eq(payouts.status, 'scheduled'))
    .orderBy(payouts.month, byName(golfClubs.name));
}

export function waitlistEntries(db: Db, limit?: number) {
  const query = db
    .select({ email: waitlist.email, createdAt: waitlist.createdAt })
    .from(waitlist)
    .orderBy(desc(waitlist.createdAt));
  return limit ? query.limit(limit) : query;
}

export function recentAudit(db: Db, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actor: profiles.email,
      club: golfClubs.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .leftJoin(golfClubs, eq(golfClubs.id, auditLog.golfClubId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
