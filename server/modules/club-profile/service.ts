import type {
  ClubAdminMember,
  ClubAssociations,
  ClubAssociationsView,
  ClubProfile,
  UpdateClubProfile,
} from '../../../contract/club-profile';
import { clubTextFields, type ClubTexts, type ClubTextsOfLanguage } from '../../../contract/club-texts';
import { languages, type Language } from '../../../contract/common';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { replacePicture, type StoredPicture } from '../uploads/image-upload';
import {
  associationsOf,
  clubAdmins,
  clubTextRows,
  deleteClubAdmin,
  deleteClubText,
  existingClubIds,
  findClubProfile,
  lockClubAdmins,
  lockClubProfile,
  otherClubs,
  saveAssociations,
  updateClubProfile,
  upsertClubText,
} from './repo';

const noSuchClub = () => new AppError('not_found', 'No such golf club');
const badField = (path: string, message: string) =>
  new AppError('invalid_input', `${path}: ${message}`, [{ path, message }]);

async function existingClub(db: Db | Tx, clubId: string) {
  const club = await findClubProfile(db, clubId);
  if (!club) throw noSuchClub();
  return club;
}

export function clubProfile(db: Db, clubId: string): Promise<ClubProfile> {
  return existingClub(db, clubId);
}

export async function changeClubProfile(db: Db, actor: ClubActor, input: UpdateClubProfile): Promise<ClubProfile> {
  return db.transaction(async (tx) => {
    const current = await lockClubProfile(tx, actor.clubId);
    if (!current) throw noSuchClub();
    await updateClubProfile(tx, actor.clubId, input);
    const { name, city, canton, address } = current;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'club_profile',
      entityId: actor.clubId,
      details: { before: { name, city, canton, address }, after: input },
    });
    return { ...current, ...input };
  });
}

/** The club's texts for golfers in every language; a text the club has not written is null. */
export async function clubTexts(db: Db | Tx, clubId: string): Promise<ClubTexts> {
  const texts = Object.fromEntries(
    languages.map((language) => [language, { description: null, directions: null, notes: null }]),
  ) as ClubTexts;
  for (const row of await clubTextRows(db, clubId)) texts[row.language][row.field] = row.value;
  return texts;
}

/**
 * Sets the club's texts of one language: a field left empty removes that text. Every changed field is audited
 * with the club, the field, the language, and the text before and after.
 */
export async function changeClubTexts(
  db: Db,
  actor: ClubActor,
  language: Language,
  input: ClubTextsOfLanguage,
): Promise<ClubTexts> {
  return db.transaction(async (tx) => {
    // The club's row is the lock: two saves of its texts queue up, and each audits what it really replaced.
    if (!(await lockClubProfile(tx, actor.clubId))) throw noSuchClub();
    const before = (await clubTexts(tx, actor.clubId))[language];
    for (const field of clubTextFields) {
      const [old, text] = [before[field], input[field]];
      if (old === text) continue;
      await (text === null
        ? deleteClubText(tx, actor.clubId, field, language)
        : upsertClubText(tx, actor.clubId, field, language, text));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        golfClubId: actor.clubId,
        action: old === null ? 'create' : text === null ? 'delete' : 'update',
        entity: 'club_text',
        entityId: actor.clubId,
        details: { field, language, before: old, after: text },
      });
    }
    return clubTexts(tx, actor.clubId);
  });
}

/**
 * The picture belongs to the club, not to whoever uploaded it: it stays when that account is deleted. The
 * previous picture is deleted with it.
 */
export async function changeClubImage(db: Db, actor: ClubActor, image: StoredPicture): Promise<ClubProfile> {
  return db.transaction(async (tx) => {
    const current = await lockClubProfile(tx, actor.clubId);
    if (!current) throw noSuchClub();
    const imageUrl = await replacePicture(tx, { ownerUserId: null, previousUrl: current.imageUrl, picture: image });
    await updateClubProfile(tx, actor.clubId, { imageUrl });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'club_image',
      entityId: actor.clubId,
      details: { before: current.imageUrl, after: imageUrl, contentType: image.contentType, bytes: image.bytes.length },
    });
    return { ...current, imageUrl };
  });
}

export async function listClubAdmins(db: Db, clubId: string): Promise<ClubAdminMember[]> {
  return (await clubAdmins(db, clubId)).map((row) => ({ ...row, since: row.since.toISOString() }));
}

/** Removes an admin, themself included, as long as another admin of the club remains. */
export async function removeClubAdmin(db: Db, actor: ClubActor, userId: string) {
  await db.transaction(async (tx) => {
    const admins = await lockClubAdmins(tx, actor.clubId);
    const removed = admins.find((admin) => admin.userId === userId);
    if (!removed) throw new AppError('not_found', 'This person is not an admin of this club');
    if (admins.length === 1)
      throw new AppError('conflict', 'The last admin of a club cannot be removed: invite another admin first');
    await deleteClubAdmin(tx, actor.clubId, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'remove',
      entity: 'club_admin',
      entityId: userId,
      details: { email: removed.email },
    });
  });
}

export async function clubAssociations(db: Db, clubId: string): Promise<ClubAssociationsView> {
  const [saved, clubs] = await Promise.all([associationsOf(db, clubId), otherClubs(db, clubId)]);
  // Ids of clubs deleted since are left out.
  const known = new Set(clubs.map((club) => club.id));
  return {
    region: saved?.region ?? null,
    associatedClubIds: (saved?.associatedClubIds ?? []).filter((id) => known.has(id)),
    otherClubs: clubs,
  };
}

/** Region and associated clubs: a mystery deal of the club names it next to two of them. */
export async function changeClubAssociations(
  db: Db,
  actor: ClubActor,
  input: ClubAssociations,
): Promise<ClubAssociationsView> {
  if (input.associatedClubIds.includes(actor.clubId))
    throw badField('associatedClubIds', 'must not include the club itself');
  await db.transaction(async (tx) => {
    await existingClub(tx, actor.clubId);
    const known = new Set(await existingClubIds(tx, input.associatedClubIds));
    const unknown = input.associatedClubIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badField('associatedClubIds', `no such club: ${unknown.join(', ')}`);
    const before = await associationsOf(tx, actor.clubId);
    await saveAssociations(tx, actor.clubId, input);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'club_associations',
      entityId: actor.clubId,
      details: { before, after: input },
    });
  });
  return clubAssociations(db, actor.clubId);
}
