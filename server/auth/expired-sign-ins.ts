import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FORGOTTEN_PER_RUN } from '../db/forgetting';
import { sessions, verifications } from '../db/schema';

/**
 * Forgets the sessions and the one-time secrets (password reset links, Google sign-in states) whose time has run
 * out (run by housekeeping): nobody can use them any more, and a session keeps the device's address and browser,
 * which the privacy policy promises to delete once they are not needed. Compared with the real time, as Better
 * Auth sets and checks them: a session's life is not the booking clock's.
 */
export async function forgetExpiredSignIns(db: Db, realNow = new Date()) {
  await db
    .delete(sessions)
    .where(
      inArray(
        sessions.id,
        db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, realNow)).limit(FORGOTTEN_PER_RUN),
      ),
    );
  await db
    .delete(verifications)
    .where(
      inArray(
        verifications.id,
        db
          .select({ id: verifications.id })
          .from(verifications)
          .where(lt(verifications.expiresAt, realNow))
          .limit(FORGOTTEN_PER_RUN),
      ),
    );
}
