import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { golfClubs, partnerKeys, profiles } from '../../db/schema';

const keyColumns = {
  id: partnerKeys.id,
  name: partnerKeys.name,
  start: partnerKeys.start,
  scopes: partnerKeys.scopes,
  createdBy: profiles.name,
  createdAt: partnerKeys.createdAt,
  lastUsedAt: partnerKeys.lastUsedAt,
  revokedAt: partnerKeys.revokedAt,
};

/** The club's keys, those in use first, newest first. */
export function keysOfClub(db: Db, clubId: string) {
  return db
    .select(keyColumns)
    .from(partnerKeys)
    .leftJoin(profiles, eq(profiles.id, partnerKeys.createdByUserId))
    .where(eq(partnerKeys.golfClubId, clubId))
    .orderBy(sql`${partnerKeys.revokedAt} is not null`, desc(partnerKeys.createdAt));
}

export async function keyOfClub(db: Db | Tx, clubId: string, keyId: string) {
  const [key] = await db
    .select(keyColumns)
    .from(partnerKeys)
    .leftJoin(profiles, eq(profiles.id, partnerKeys.createdByUserId))
    .where(and(eq(partnerKeys.golfClubId, clubId), eq(partnerKeys.id, keyId)));
  return key;
}

/** Locks the club's row, so that keys made at once cannot pass the limit together. */
export async function lockClub(tx: Tx, clubId: string) {
  const [club] = await tx.select({ id: golfClubs.id }).from(golfClubs).where(eq(golfClubs.id, clubId)).for('update');
  return club;
}

export async function keysInUse(tx: Tx, clubId: string) {
  const [row] = await tx
    .select({ keys: count() })
    .from(partnerKeys)
    .where(and(eq(partnerKeys.golfClubId, clubId), isNull(partnerKeys.revokedAt)));
  return row?.keys ?? 0;
}

export function insertKey(tx: Tx, key: typeof partnerKeys.$inferInsert) {
  return tx.insert(partnerKeys).values(key).returning({ id: partnerKeys.id });
}

/** Revokes a key in use; false when the club has no such key in use. */
export async function revokeKey(tx: Tx, clubId: string, keyId: string, now: Date) {
  const revoked = await tx
    .update(partnerKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerKeys.golfClubId, clubId), eq(partnerKeys.id, keyId), isNull(partnerKeys.revokedAt)))
    .returning({ id: partnerKeys.id });
  return revoked.length > 0;
}

/**
 * The key in use with this hash, with its club, its use recorded: one statement finds it and notes when it was
 * last used. Undefined for an unknown or revoked key.
 */
export async function useKey(db: Db, keyHash: string, now: Date) {
  const [key] = await db
    .update(partnerKeys)
    .set({ lastUsedAt: now })
    .from(golfClubs)
    .where(
      and(eq(partnerKeys.keyHash, keyHash), isNull(partnerKeys.revokedAt), eq(golfClubs.id, partnerKeys.golfClubId)),
    )
    .returning({
      keyId: partnerKeys.id,
      keyName: partnerKeys.name,
      scopes: partnerKeys.scopes,
      clubId: golfClubs.id,
      clubName: golfClubs.name,
    });
  return key;
}
