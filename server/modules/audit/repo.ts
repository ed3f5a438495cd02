import type { AuditChange } from '../../../contract/audit';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who changed what and when: every admin change is written in the transaction of the change. */
export function recordAudit(
  db: Db | Tx,
  entry: AuditChange & {
    /** Null for a change by a club's software through the partner API (the details name its key). */
    actorUserId: string | null;
    golfClubId: string | null;
    entityId?: string;
    details?: Record<string, unknown>;
  },
) {
  return db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
