import { languages } from '../../../contract/common';
import type {
  AdminMysteryRegion,
  RegionChoice,
  RegionNames,
  SaveMysteryRegion,
} from '../../../contract/mystery-regions';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/repo';
import { upsertText } from '../platform-texts/repo';
import {
  clubsInRegion,
  deleteRegion,
  deleteRegionTexts,
  findRegion,
  insertRegion,
  lockRegion,
  regionsWithNames,
  regionTextKey,
} from './repo';

type RegionRow = NonNullable<Awaited<ReturnType<typeof findRegion>>>;

const noSuchRegion = () => new AppError('not_found', 'No such mystery region');

/** A region's names; a language without one reads the English name, and a region a club once typed reads its key. */
function namesOf(row: RegionRow): RegionNames {
  const en = row.names.en ?? row.key;
  return Object.fromEntries(languages.map((language) => [language, row.names[language] ?? en])) as RegionNames;
}

const toChoice = (row: RegionRow): RegionChoice => ({ key: row.key, names: namesOf(row) });
const toAdminRegion = (row: RegionRow): AdminMysteryRegion => ({ id: row.id, ...toChoice(row), clubs: row.clubs });

/** The regions a club can choose from. */
export async function regionChoices(db: Db | Tx): Promise<RegionChoice[]> {
  return (await regionsWithNames(db)).map(toChoice);
}

export async function listMysteryRegions(db: Db): Promise<AdminMysteryRegion[]> {
  return (await regionsWithNames(db)).map(toAdminRegion);
}

/**
 * A new region's key, from its English name: lower-case letters and digits joined by hyphens ("Lake
 * Constance" gives "lake-constance"). It stays when the region is renamed: links and clubs' choices keep working.
 */
export function regionKeyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Golfers choose a region by its name: two regions never share one in the same language. */
async function refuseTakenNames(tx: Tx, names: RegionNames, exceptId?: string) {
  const others = (await regionsWithNames(tx)).filter((row) => row.id !== exceptId);
  const issues = languages.flatMap((language) => {
    const taken = others.find(
      (other) => namesOf(other)[language].toLocaleLowerCase() === names[language].toLocaleLowerCase(),
    );
    return taken ? [{ path: `names.${language}`, message: `is already the name of the region "${taken.key}"` }] : [];
  });
  if (issues.length > 0)
    throw new AppError('already_exists', issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), issues);
}

async function writeNames(tx: Tx, key: string, names: RegionNames, before?: RegionNames) {
  for (const language of languages)
    if (names[language] !== before?.[language]) await upsertText(tx, regionTextKey(key), language, names[language]);
}

/** Adds a region to the list clubs choose from; its names are the platform texts `regions.<key>`, as golfers read them. */
export async function createMysteryRegion(
  db: Db,
  actorUserId: string,
  input: SaveMysteryRegion,
): Promise<AdminMysteryRegion> {
  const key = regionKeyOf(input.names.en);
  if (!key)
    throw new AppError('invalid_input', 'names.en: must contain a letter or a digit', [
      { path: 'names.en', message: 'must contain a letter or a digit' },
    ]);
  return db.transaction(async (tx) => {
    await refuseTakenNames(tx, input.names);
    const created = await insertRegion(tx, key);
    if (!created)
      throw new AppError('already_exists', `names.en: a region with the key "${key}" exists`, [
        { path: 'names.en', message: `gives the key "${key}" of another region` },
      ]);
    await writeNames(tx, key, input.names);
    await recordAudit(tx, {
      actorUserId,
      golfClubId: null,
      action: 'create',
      entity: 'mystery_region',
      entityId: key,
      details: { after: input.names },
    });
    return toAdminRegion((await findRegion(tx, created.id))!);
  });
}

/** Renames a region in every language; its key, and so every club's choice and every link, stays. */
export async function renameMysteryRegion(
  db: Db,
  actorUserId: string,
  id: string,
  input: SaveMysteryRegion,
): Promise<AdminMysteryRegion> {
  return db.transaction(async (tx) => {
    if (!(await lockRegion(tx, id))) throw noSuchRegion();
    const current = (await findRegion(tx, id))!;
    const before = namesOf(current);
    await refuseTakenNames(tx, input.names, id);
    await writeNames(tx, current.key, input.names, before);
    await recordAudit(tx, {
      actorUserId,
      golfClubId: null,
      action: 'update',
      entity: 'mystery_region',
      entityId: current.key,
      details: { before, after: input.names },
    });
    return toAdminRegion((await findRegion(tx, id))!);
  });
}

/**
 * Retires a region that no club is in. One that clubs chose stays, and the answer says how many: golfers
 * find their deals by it, so those clubs (or a super admin for them) choose another region first.
 */
export async function deleteMysteryRegion(db: Db, actorUserId: string, id: string) {
  await db.transaction(async (tx) => {
    const locked = await lockRegion(tx, id);
    if (!locked) throw noSuchRegion();
    const clubs = await clubsInRegion(tx, locked.key);
    if (clubs > 0)
      throw new AppError(
        'region_in_use',
        `${clubs === 1 ? '1 club is' : `${clubs} clubs are`} in this region: each must choose another region before it can be retired`,
      );
    const before = namesOf((await findRegion(tx, id))!);
    await deleteRegion(tx, id);
    await deleteRegionTexts(tx, locked.key);
    await recordAudit(tx, {
      actorUserId,
      golfClubId: null,
      action: 'delete',
      entity: 'mystery_region',
      entityId: locked.key,
      details: { before },
    });
  });
}
