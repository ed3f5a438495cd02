import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfClubAdmins, golfClubs, superAdmins } from '../../db/schema';

export async function findSuperAdmin(db: Db, userId: string) {
  const rows = await db
    .select({ userId: superAdmins.userId })
    .from(superAdmins)
    .where(eq(superAdmins.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClubAdminLink(db: Db, userId: string) {
  const rows = await db
    .select({ clubId: golfClubs.id, clubName: golfClubs.name })
    .from(golfClubAdmins)
    .innerJoin(golfClubs, eq(golfClubs.id, golfClubAdmins.golfClubId))
    .where(eq(golfClubAdmins.userId, userId))
    .orderBy(golfClubAdmins.createdAt)
    .limit(1);
  return rows[0] ?? null;
}

export async function clubExists(db: Db, clubId: string): Promise<boolean> {
  const rows = await db.select({ id: golfClubs.id }).from(golfClubs).where(eq(golfClubs.id, clubId)).limit(1);
  return rows.length > 0;
}
