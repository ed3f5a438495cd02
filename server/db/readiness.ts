import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/** The migrations this build ships, by the instant drizzle-kit gave each (drizzle stores it as created_at). */
const shippedMigrations: { tag: string; when: number }[] = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries;

/**
 * Why this server cannot serve yet, or null when it can: the database must answer, and every migration this
 * build ships must be applied to it (another process may be migrating, or an older build's database is in use).
 */
export async function notReadyReason(db: Db): Promise<string | null> {
  let applied: Set<number>;
  try {
    const rows = await queryRows<{ created_at: string | number }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch {
    return 'The database does not answer';
  }
  const missing = shippedMigrations
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag);
  return missing.length ? `Migrations not applied yet: ${missing.join(', ')}` : null;
}
