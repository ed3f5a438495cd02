import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

interface Statement {
  getSQL(): SQL;
}

/**
 * Sends several writes as one SQL statement (writable common table expressions): one round trip instead
 * of one per write. They see the same snapshot, so none may depend on another's effect; foreign keys are
 * checked at the end of the statement. A failure of any rolls back all.
 */
export async function writeInOneStatement(tx: Tx, statements: Statement[]): Promise<void> {
  const last = statements.at(-1);
  if (!last) return;
  const ctes = statements
    .slice(0, -1)
    .map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement.getSQL()})`);
  await tx.execute(ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
