import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';

export async function findProfile(db: Db, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** The profile, locked until the transaction ends: changes of its picture wait for each other. */
export async function lockProfile(tx: Tx, userId: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('no key update');
  return row ?? null;
}

export async function updateProfile(db: Db | Tx, userId: string, changes: PgUpdateSetSource<typeof profiles>) {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return rows[0] ?? null;
}

/**
 * The account's full name (what clubs, mails and the header show) from its first and last name as they are
 * after a change: each part changed, or as stored. The name stays as it was when both parts are empty.
 */
export const fullNameAfter = (firstName: string | undefined, lastName: string | undefined) => {
  const part = (value: string | undefined, stored: SQLWrapper) =>
    value === undefined ? sql`${stored}` : sql`${value}::text`;
  return sql<string>`coalesce(nullif(concat_ws(' ', ${part(firstName, profiles.firstName)}, ${part(lastName, profiles.lastName)}), ''), ${profiles.name})`;
};
