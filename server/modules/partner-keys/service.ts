import { randomBytes } from 'node:crypto';
import { storedHashOf } from '../../auth/stored-secret';
import {
  PARTNER_KEY_PREFIX,
  PARTNER_KEY_SHOWN_LENGTH,
  PARTNER_KEYS_PER_CLUB,
  type CreatePartnerKey,
  type CreatedPartnerKey,
  type PartnerKey,
} from '../../../contract/partner-keys';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { insertKey, keyOfClub, keysInUse, keysOfClub, lockClub, revokeKey } from './repo';

const ENTITY = 'partner_key';

type KeyRow = Awaited<ReturnType<typeof keysOfClub>>[number];
const toKey = (row: KeyRow): PartnerKey => ({
  id: row.id,
  name: row.name,
  start: row.start,
  scopes: row.scopes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listPartnerKeys(deps: Deps, clubId: string): Promise<PartnerKey[]> {
  return (await keysOfClub(deps.database.db, clubId)).map(toKey);
}

/** Makes a key for the club: the answer carries its secret, the only time it is shown. */
export async function createPartnerKey(
  deps: Deps,
  actor: ClubActor,
  input: CreatePartnerKey,
): Promise<CreatedPartnerKey> {
  const { db } = deps.database;
  const secret = `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = deps.clock();
  const id = await db.transaction(async (tx) => {
    if (!(await lockClub(tx, actor.clubId))) throw new AppError('not_found', 'No such golf club');
    if ((await keysInUse(tx, actor.clubId)) >= PARTNER_KEYS_PER_CLUB)
      throw new AppError(
        'partner_key_limit',
        `A club may have ${PARTNER_KEYS_PER_CLUB} partner keys in use; revoke one it no longer needs first`,
      );
    const [key] = await insertKey(tx, {
      golfClubId: actor.clubId,
      name: input.name,
      keyHash: storedHashOf(secret),
      start: secret.slice(0, PARTNER_KEY_SHOWN_LENGTH),
      scopes: input.scopes,
      createdByUserId: actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'create',
      entity: ENTITY,
      entityId: key!.id,
      details: { name: input.name, scopes: input.scopes },
    });
    return key!.id;
  });
  return { ...toKey((await keyOfClub(db, actor.clubId, id))!), secret };
}

/** Revokes a key of the club: it stops working at once. */
export async function revokePartnerKey(deps: Deps, actor: ClubActor, keyId: string): Promise<PartnerKey> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    if (!(await revokeKey(tx, actor.clubId, keyId, deps.clock())))
      throw new AppError('not_found', 'The club has no partner key in use with this id');
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'revoke',
      entity: ENTITY,
      entityId: keyId,
    });
  });
  return toKey((await keyOfClub(db, actor.clubId, keyId))!);
}
