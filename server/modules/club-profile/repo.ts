import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ClubTextField } from '../../../contract/club-texts';
import type { Language } from '../../../contract/common';
import { golfClubAdmins, golfClubAssociations, golfClubs, golfClubTexts, profiles } from '../../db/schema';
import { byName } from '../../db/by-name';

const profileColumns = {
  id: golfClubs.id,
  name: golfClubs.name,
  city: golfClubs.city,
  canton: golfClubs.canton,
  address: golfClubs.address,
  imageUrl: golfClubs.imageUrl,
};

export async function findClubProfile(db: Db | Tx, clubId: string) {
  const [row] = await db.select(profileColumns).from(golfClubs).where(eq(golfClubs.id, clubId));
  return row ?? null;
}

/** Locks the club's row against other changes of its profile; other tables may still refer to it meanwhile. */
export async function lockClubProfile(tx: Tx, clubId: string) {
  const [row] = await tx.select(profileColumns).from(golfClubs).where(eq(golfClubs.id, clubId)).for('no key update');
  return row ?? null;
}

export function updateClubProfile(
  tx: Tx,
  clubId: string,
  values: Partial<Pick<typeof golfClubs.$inferInsert, 'name' | 'city' | 'canton' | 'address' | 'imageUrl'>>,
) {
  return tx.update(golfClubs).set(values).where(eq(golfClubs.id, clubId));
}

export function clubAdmins(db: Db | Tx, clubId: string) {
  return db
    .select({
      userId: golfClubAdmins.userId,
      email: profiles.email,
      name: sql<string>`coalesce(nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${profiles.name})`,
      since: golfClubAdmins.createdAt,
    })
    .from(golfClubAdmins)
    .innerJoin(profiles, eq(profiles.id, golfClubAdmins.userId))
    .where(eq(golfClubAdmins.golfClubId, clubId))
    .orderBy(asc(golfClubAdmins.createdAt), asc(golfClubAdmins.userId));
}

/** Locks the user's profile so that two appointments of the same person queue up (an admin runs one club). */
export function lockAccount(tx: Tx, userId: string) {
  return tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('no key update');
}

/** The clubs a user administers. */
export function adminLinksOf(db: Db | Tx, userId: string) {
  return db.select({ clubId: golfClubAdmins.golfClubId }).from(golfClubAdmins).where(eq(golfClubAdmins.userId, userId));
}

export function insertClubAdmin(tx: Tx, clubId: string, userId: string) {
  return tx.insert(golfClubAdmins).values({ golfClubId: clubId, userId });
}

/**
 * Locks every admin link of the club, in one order: two removals of the club's last two admins queue up here,
 * and the second sees that only one is left.
 */
export function lockClubAdmins(tx: Tx, clubId: string) {
  return tx
    .select({ userId: golfClubAdmins.userId, email: profiles.email })
    .from(golfClubAdmins)
    .innerJoin(profiles, eq(profiles.id, golfClubAdmins.userId))
    .where(eq(golfClubAdmins.golfClubId, clubId))
    .orderBy(asc(golfClubAdmins.id))
    .for('update', { of: golfClubAdmins });
}

export function deleteClubAdmin(tx: Tx, clubId: string, userId: string) {
  return tx.delete(golfClubAdmins).where(and(eq(golfClubAdmins.golfClubId, clubId), eq(golfClubAdmins.userId, userId)));
}

export async function associationsOf(db: Db | Tx, clubId: string) {
  const [row] = await db
    .select({ region: golfClubAssociations.region, associatedClubIds: golfClubAssociations.associatedClubIds })
    .from(golfClubAssociations)
    .where(eq(golfClubAssociations.mainClubId, clubId));
  return row ?? null;
}

export function saveAssociations(tx: Tx, clubId: string, values: { region: string; associatedClubIds: string[] }) {
  return tx
    .insert(golfClubAssociations)
    .values({ mainClubId: clubId, ...values })
    .onConflictDoUpdate({ target: golfClubAssociations.mainClubId, set: values });
}

/** Every club but this one, by name. */
export function otherClubs(db: Db, clubId: string) {
  return db
    .select({ id: golfClubs.id, name: golfClubs.name, canton: golfClubs.canton })
    .from(golfClubs)
    .where(ne(golfClubs.id, clubId))
    .orderBy(byName(golfClubs.name), asc(golfClubs.id));
}

/** Those of the ids that name a club. */
export async function existingClubIds(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: golfClubs.id }).from(golfClubs).where(inArray(golfClubs.id, ids));
  return rows.map((row) => row.id);
}

/** The club's texts for golfers, every field in every language it has. */
export async function clubTextRows(db: Db | Tx, clubId: string) {
  const rows = await db
    .select({ field: golfClubTexts.field, language: golfClubTexts.language, value: golfClubTexts.value })
    .from(golfClubTexts)
    .where(eq(golfClubTexts.golfClubId, clubId));
  return rows as { field: ClubTextField; language: Language; value: string }[];
}

export function upsertClubText(tx: Tx, clubId: string, field: ClubTextField, language: Language, value: string) {
  return tx
    .insert(golfClubTexts)
    .values({ golfClubId: clubId, field, language, value })
    .onConflictDoUpdate({
      target: [golfClubTexts.golfClubId, golfClubTexts.field, golfClubTexts.language],
      set: { value, updatedAt: sql`now()` },
    });
}

export function deleteClubText(tx: Tx, clubId: string, field: ClubTextField, language: Language) {
  return tx
    .delete(golfClubTexts)
    .where(
      and(eq(golfClubTexts.golfClubId, clubId), eq(golfClubTexts.field, field), eq(golfClubTexts.language, language)),
    );
}
