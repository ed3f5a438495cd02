import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';

export async function insertUpload(db: Db | Tx, upload: { ownerUserId: string | null; contentType: string; bytes: Buffer }) {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row!.id;
}

export async function findUpload(db: Db, id: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}
