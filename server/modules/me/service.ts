import { languageSchema } from '../../../contract/common';
import { isGuestEmail } from '../../../contract/guest';
import type { Me, UpdateMe } from '../../../contract/me';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { rolesOf } from '../roles/service';
import { replacePicture, type StoredPicture } from '../uploads/image-upload';
import { findProfile, fullNameAfter, lockProfile, updateProfile } from './repo';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

async function toMe(db: Db, profile: ProfileRow, debugPanelForAll: boolean): Promise<Me> {
  const roles = await rolesOf(db, profile.id);
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    profile_image_url: profile.profileImageUrl,
    preferred_language: languageSchema.nullable().catch(null).parse(profile.preferredLanguage),
    roles,
    debugPanel: debugPanelForAll || roles.superAdmin,
    isGuest: isGuestEmail(profile.email),
    handicap_index: profile.handicapIndex,
    swiss_golf_number: profile.swissGolfNumber,
  };
}

export async function getMe(db: Db, userId: string, debugPanelForAll: boolean): Promise<Me> {
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return toMe(db, profile, debugPanelForAll);
}

export async function changeMe(db: Db, userId: string, changes: UpdateMe, debugPanelForAll: boolean): Promise<Me> {
  const profile = await updateProfile(db, userId, {
    firstName: changes.first_name,
    lastName: changes.last_name,
    preferredLanguage: changes.preferred_language,
    handicapIndex: changes.handicap_index,
    swissGolfNumber: changes.swiss_golf_number,
    ...(changes.first_name !== undefined || changes.last_name !== undefined
      ? { name: fullNameAfter(changes.first_name, changes.last_name) }
      : {}),
  });
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return toMe(db, profile, debugPanelForAll);
}

/** Replaces the profile picture; the previous upload is deleted with it. */
export async function changeProfileImage(
  db: Db,
  userId: string,
  picture: StoredPicture,
  debugPanelForAll: boolean,
): Promise<Me> {
  const profile = await db.transaction(async (tx) => {
    const current = await lockProfile(tx, userId);
    if (!current) throw new AppError('not_found', 'Profile not found');
    const profileImageUrl = await replacePicture(tx, {
      ownerUserId: userId,
      previousUrl: current.profileImageUrl,
      picture,
    });
    return (await updateProfile(tx, userId, { profileImageUrl }))!;
  });
  return toMe(db, profile, debugPanelForAll);
}
