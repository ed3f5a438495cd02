import { eq } from 'drizzle-orm';
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

export async function updateProfile(db: Db | Tx, userId: string, changes: Partial<typeof profiles.$inferInsert>) {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return rows[0] ?? null;
}
