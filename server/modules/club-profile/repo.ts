import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ClubTextField } from '../../../contract/club-texts';
import type { Language } from '../../../contract/common';
import {
  golfClubAdmins,
  golfClubAssociationRequests,
  golfClubAssociations,
  golfClubs,
  golfClubTexts,
  profiles,
} from '../../db/schema';
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

/** The mystery region the club chose, or null. */
export async function regionOf(db: Db | Tx, clubId: string) {
  const [row] = await db
    .select({ region: golfClubAssociations.region })
    .from(golfClubAssociations)
    .where(eq(golfClubAssociations.mainClubId, clubId));
  return row?.region ?? null;
}

export function saveRegion(tx: Tx, clubId: string, region: string) {
  return tx
    .insert(golfClubAssociations)
    .values({ mainClubId: clubId, region })
    .onConflictDoUpdate({ target: golfClubAssociations.mainClubId, set: { region } });
}

const requests = golfClubAssociationRequests;
const otherClubColumns = {
  id: golfClubs.id,
  name: golfClubs.name,
  canton: golfClubs.canton,
  status: requests.status,
  requestedAt: requests.requestedAt,
};

/** The clubs this club asks to name in its deals, with their answers, by name. */
export function namedClubsOf(db: Db | Tx, clubId: string) {
  return db
    .select(otherClubColumns)
    .from(requests)
    .innerJoin(golfClubs, eq(golfClubs.id, requests.namedClubId))
    .where(eq(requests.clubId, clubId))
    .orderBy(byName(golfClubs.name), asc(golfClubs.id));
}

/** The clubs that ask to name this club in their deals, with this club's answers, by name. */
export function requestsTo(db: Db | Tx, clubId: string) {
  return db
    .select(otherClubColumns)
    .from(requests)
    .innerJoin(golfClubs, eq(golfClubs.id, requests.clubId))
    .where(eq(requests.namedClubId, clubId))
    .orderBy(byName(golfClubs.name), asc(golfClubs.id));
}

/** Locks the club's requests, in one order, so that two saves of its list queue up. */
export function lockRequestsOf(tx: Tx, clubId: string) {
  return tx
    .select({ namedClubId: requests.namedClubId, status: requests.status })
    .from(requests)
    .where(eq(requests.clubId, clubId))
    .orderBy(asc(requests.id))
    .for('update');
}

export function insertRequests(tx: Tx, clubId: string, namedClubIds: string[]) {
  return tx
    .insert(requests)
    .values(namedClubIds.map((namedClubId) => ({ clubId, namedClubId })))
    .onConflictDoNothing({ target: [requests.clubId, requests.namedClubId] });
}

export function deleteRequests(tx: Tx, clubId: string, namedClubIds: string[]) {
  return tx.delete(requests).where(and(eq(requests.clubId, clubId), inArray(requests.namedClubId, namedClubIds)));
}

/** Locks one club's request to name another, or null when it has none. */
export async function lockRequest(tx: Tx, clubId: string, namedClubId: string) {
  const [row] = await tx
    .select({ status: requests.status })
    .from(requests)
    .where(and(eq(requests.clubId, clubId), eq(requests.namedClubId, namedClubId)))
    .for('update');
  return row ?? null;
}

export function answerRequest(tx: Tx, clubId: string, namedClubId: string, status: 'accepted' | 'declined') {
  return tx
    .update(requests)
    .set({ status, answeredAt: sql`now()` })
    .where(and(eq(requests.clubId, clubId), eq(requests.namedClubId, namedClubId)));
}

/** Every club but this one, by name. */
export function otherClubs(db: Db | Tx, clubId: string) {
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
