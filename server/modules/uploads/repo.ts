import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';

export async function insertUpload(
  db: Db | Tx,
  upload: { ownerUserId: string | null; contentType: string; bytes: Buffer },
) {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row!.id;
}

export async function findUpload(db: Db, id: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Deletes an upload only if it belongs to that owner (null: a club's picture, which has none). */
export function deleteUpload(tx: Tx, id: string, ownerUserId: string | null) {
  return tx
    .delete(uploads)
    .where(
      and(
        eq(uploads.id, id),
        ownerUserId === null ? isNull(uploads.ownerUserId) : eq(uploads.ownerUserId, ownerUserId),
      ),
    );
}
