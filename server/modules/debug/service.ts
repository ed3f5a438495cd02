import { count } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { probedTables, type DebugReport, type TableProbe } from '../../../contract/debug';
import type { Db } from '../../db/client';
import { bookings, golfClubAdmins, golfClubs, profiles, superAdmins, teeTimes } from '../../db/schema';
import { rolesOf } from '../roles/service';

type ProbedTable = (typeof probedTables)[number];

/** Each probed table with the column that identifies a row: the only value read from it. */
const tables: Record<ProbedTable, { table: PgTable; id: AnyPgColumn }> = {
  profiles: { table: profiles, id: profiles.id },
  super_admins: { table: superAdmins, id: superAdmins.userId },
  golf_club_admins: { table: golfClubAdmins, id: golfClubAdmins.id },
  golf_clubs: { table: golfClubs, id: golfClubs.id },
  tee_times: { table: teeTimes, id: teeTimes.id },
  bookings: { table: bookings, id: bookings.id },
};

const elapsedSince = (start: number) => Math.round((performance.now() - start) * 10) / 10;

/** A short reason for a failed probe: the database's error code when there is one, never the SQL or a stack. */
function failureOf(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `Could not read the table (database error ${code})` : 'Could not read the table';
}

/** Reads one row's id and the row count of a table; a failure is reported in the probe, not thrown. */
async function probe(db: Db, name: ProbedTable, logger: Logger): Promise<TableProbe> {
  const { table, id } = tables[name];
  const start = performance.now();
  try {
    const [sample] = await db.select({ id }).from(table).limit(1);
    const [counted] = await db.select({ rows: count() }).from(table);
    return {
      table: name,
      ok: true,
      rows: counted?.rows ?? 0,
      sampleId: sample ? String(sample.id) : null,
      ms: elapsedSince(start),
    };
  } catch (error) {
    logger.warn({ err: error, table: name }, 'debug probe failed');
    return { table: name, ok: false, rows: 0, sampleId: null, ms: elapsedSince(start), error: failureOf(error) };
  }
}

/** The debug panel's report: the caller's roles and one probe per table, run one after another so each timing is its own. */
export async function debugReport(db: Db, userId: string, logger: Logger): Promise<DebugReport> {
  const roles = await rolesOf(db, userId);
  const probes: TableProbe[] = [];
  for (const name of probedTables) probes.push(await probe(db, name, logger));
  return {
    user: {
      id: userId,
      isSuperAdmin: roles.superAdmin,
      golfClubAdmin: roles.golfClubAdmin ? { clubId: roles.golfClubAdmin.clubId } : null,
    },
    probes,
  };
}
