import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, uploads } from '../../db/schema';

export async function findProfile(db: Db, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function updateProfile(db: Db, userId: string, changes: Partial<typeof profiles.$inferInsert>) {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return rows[0] ?? null;
}

export async function insertUpload(db: Db, upload: { ownerUserId: string; contentType: string; bytes: Buffer }) {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row!.id;
}

export async function findUpload(db: Db, id: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}
