import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import { queryRows, type Db, type Tx } from '../../db/client';
import { golfClubAssociations, mysteryRegions, translations } from '../../db/schema';

/** The platform text that holds a region's name. */
export const regionTextKey = (key: string) => `regions.${key}`;

interface RegionRow {
  id: string;
  key: string;
  /** The region's name in each language, null where none is written. */
  names: Record<Language, string | null>;
  /** How many clubs chose it. */
  clubs: number;
}

function selectRegions(db: Db | Tx, where: SQL = sql`true`) {
  return queryRows<RegionRow>(
    db as Db,
    sql`select r.id, r.key,
        coalesce(jsonb_object_agg(t.language, t.value) filter (where t.language is not null), '{}') as names,
        (select count(*)::int from golf_club_associations a where a.region = r.key) as clubs
      from mystery_regions r
      left join translations t on t.key = 'regions.' || r.key
      where ${where}
      group by r.id, r.key
      order by r.key`,
  );
}

/** Every region with its names and how many clubs chose it. */
export function regionsWithNames(db: Db | Tx) {
  return selectRegions(db);
}

export async function findRegion(db: Db | Tx, id: string) {
  const [row] = await selectRegions(db, sql`r.id = ${id}`);
  return row ?? null;
}

/** Locks a region against deletion while it is changed: a deletion, a rename, a club choosing it queue up. */
export async function lockRegion(tx: Tx, id: string) {
  const [row] = await tx
    .select({ key: mysteryRegions.key })
    .from(mysteryRegions)
    .where(eq(mysteryRegions.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Holds a region by its key while a club chooses it: a deletion waits for the choice (and then sees the club),
 * and a choice made after a deletion finds no region. Null when there is none.
 */
export async function holdRegion(tx: Tx, key: string) {
  const [row] = await tx
    .select({ key: mysteryRegions.key })
    .from(mysteryRegions)
    .where(eq(mysteryRegions.key, key))
    .for('key share');
  return row ?? null;
}

export async function insertRegion(tx: Tx, key: string) {
  const [row] = await tx
    .insert(mysteryRegions)
    .values({ key })
    .onConflictDoNothing({ target: mysteryRegions.key })
    .returning({ id: mysteryRegions.id });
  return row ?? null;
}

export function deleteRegion(tx: Tx, id: string) {
  return tx.delete(mysteryRegions).where(eq(mysteryRegions.id, id));
}

export async function clubsInRegion(tx: Tx, key: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(golfClubAssociations)
    .where(eq(golfClubAssociations.region, key));
  return row!.count;
}

export function deleteRegionTexts(tx: Tx, key: string) {
  return tx.delete(translations).where(eq(translations.key, regionTextKey(key)));
}
