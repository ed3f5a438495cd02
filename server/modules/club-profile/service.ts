import type { AuditChange } from '../../../contract/audit';
import type {
  AssociatedClub,
  AssociationAnswer,
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
import { withdrawDealsNaming } from '../mystery/repo';
import { holdRegion } from '../mystery-regions/repo';
import { regionChoices } from '../mystery-regions/service';
import {
  answerRequest,
  clubAdmins,
  clubTextRows,
  deleteClubAdmin,
  deleteClubText,
  deleteRequests,
  existingClubIds,
  findClubProfile,
  insertRequests,
  lockClubAdmins,
  lockClubProfile,
  lockRequest,
  lockRequestsOf,
  namedClubsOf,
  otherClubs,
  regionOf,
  requestsTo,
  saveRegion,
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

const toAssociated = (row: Awaited<ReturnType<typeof namedClubsOf>>[number]): AssociatedClub => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
});

export async function clubAssociations(db: Db | Tx, clubId: string): Promise<ClubAssociationsView> {
  const [region, regions, named, requests, clubs] = await Promise.all([
    regionOf(db, clubId),
    regionChoices(db),
    namedClubsOf(db, clubId),
    requestsTo(db, clubId),
    otherClubs(db, clubId),
  ]);
  return {
    region,
    regions,
    associatedClubIds: named.map((club) => club.id),
    named: named.map(toAssociated),
    requests: requests.map(toAssociated),
    otherClubs: clubs,
  };
}

const unknownRegion = (region: string) =>
  new AppError('unknown_region', `region: "${region}" is not a mystery region; choose one from the list`, [
    { path: 'region', message: 'must be a region from the list' },
  ]);

/**
 * The club's region, from the super admins' list, and the clubs it asks to name next to it in its mystery
 * deals. A club newly on the list is asked (pending): it is named only once it accepts. A club taken off the
 * list is withdrawn at once, from the deals that name it too. Each step is audited.
 */
export async function changeClubAssociations(
  db: Db,
  actor: ClubActor,
  input: ClubAssociations,
): Promise<ClubAssociationsView> {
  if (input.associatedClubIds.includes(actor.clubId))
    throw badField('associatedClubIds', 'must not include the club itself');
  return db.transaction(async (tx) => {
    // The club's row is the lock: two saves of its associations queue up.
    if (!(await lockClubProfile(tx, actor.clubId))) throw noSuchClub();
    if (!(await holdRegion(tx, input.region))) throw unknownRegion(input.region);
    const known = new Set(await existingClubIds(tx, input.associatedClubIds));
    const unknown = input.associatedClubIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badField('associatedClubIds', `no such club: ${unknown.join(', ')}`);
    const audit = (entry: AuditChange & { entityId: string; details: Record<string, unknown> }) =>
      recordAudit(tx, { actorUserId: actor.userId, golfClubId: actor.clubId, ...entry });

    const regionBefore = await regionOf(tx, actor.clubId);
    if (regionBefore !== input.region) {
      await saveRegion(tx, actor.clubId, input.region);
      await audit({
        action: 'update',
        entity: 'club_region',
        entityId: actor.clubId,
        details: { before: regionBefore, after: input.region },
      });
    }
    const before = await lockRequestsOf(tx, actor.clubId);
    const asked = new Set(before.map((request) => request.namedClubId));
    const added = input.associatedClubIds.filter((id) => !asked.has(id));
    const withdrawn = before.filter((request) => !input.associatedClubIds.includes(request.namedClubId));
    if (added.length > 0) await insertRequests(tx, actor.clubId, added);
    for (const namedClubId of added)
      await audit({ action: 'request', entity: 'club_association', entityId: namedClubId, details: { namedClubId } });
    if (withdrawn.length > 0)
      await deleteRequests(
        tx,
        actor.clubId,
        withdrawn.map((request) => request.namedClubId),
      );
    for (const { namedClubId, status } of withdrawn) {
      await withdrawDealsNaming(tx, actor.clubId, namedClubId);
      await audit({
        action: 'withdraw',
        entity: 'club_association',
        entityId: namedClubId,
        details: { namedClubId, before: status },
      });
    }
    return clubAssociations(tx, actor.clubId);
  });
}

/**
 * The club's answer to another club that asks to name it in its mystery deals. Accepting lets that club
 * name it; declining, also after accepting (withdrawing the consent), stops it at once, in the deals already
 * made too. Only a club that was asked can answer, and only its admins (or a super admin) reach this.
 */
export async function answerAssociation(
  db: Db,
  actor: ClubActor,
  askingClubId: string,
  answer: AssociationAnswer,
): Promise<ClubAssociationsView> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, askingClubId, actor.clubId);
    if (!request) throw new AppError('not_found', 'That club has not asked to name this club in its mystery deals');
    const status = answer === 'accept' ? 'accepted' : 'declined';
    if (request.status !== status) {
      await answerRequest(tx, askingClubId, actor.clubId, status);
      if (status === 'declined') await withdrawDealsNaming(tx, askingClubId, actor.clubId);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        golfClubId: actor.clubId,
        action: answer === 'accept' ? 'accept' : request.status === 'accepted' ? 'withdraw_consent' : 'decline',
        entity: 'club_association',
        entityId: askingClubId,
        details: { askingClubId, before: request.status, after: status },
      });
    }
    return clubAssociations(tx, actor.clubId);
  });
}
