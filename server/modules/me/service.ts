import { languageSchema } from '../../../contract/common';
import { profileImageMaxBytes, profileImageTypes, type Me, type UpdateMe } from '../../../contract/me';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { rolesOf } from '../roles/service';
import { findProfile, insertUpload, updateProfile } from './repo';

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
  });
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return toMe(db, profile, debugPanelForAll);
}

/** Checks the picture by its real bytes, not by the name or type the browser claims. */
export function detectImageType(bytes: Uint8Array): (typeof profileImageTypes)[number] | null {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

export async function changeProfileImage(db: Db, userId: string, file: File, debugPanelForAll: boolean): Promise<Me> {
  if (file.size > profileImageMaxBytes) {
    throw new AppError('payload_too_large', `file: the picture may be at most ${profileImageMaxBytes / 1024 / 1024} MB`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('invalid_input', 'file: must be a PNG, JPEG or WebP picture');
  const uploadId = await insertUpload(db, { ownerUserId: userId, contentType, bytes });
  const profile = await updateProfile(db, userId, { profileImageUrl: `/api/uploads/${uploadId}` });
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return toMe(db, profile, debugPanelForAll);
}
