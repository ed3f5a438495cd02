import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who changed what and when: every admin change is written in the transaction of the change. */
export function recordAudit(
  db: Db | Tx,
  entry: {
    actorUserId: string;
    golfClubId: string | null;
    action: string;
    entity: string;
    entityId?: string;
    details?: Record<string, unknown>;
  },
) {
  return db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
