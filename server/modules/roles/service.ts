import type { Roles } from '../../../contract/me';
import type { Db } from '../../db/client';
import { findClubAdminLink, findSuperAdmin } from './repo';

/** A user's roles, always read from the database: the browser never grants one. */
export async function rolesOf(db: Db, userId: string): Promise<Roles> {
  const [superAdmin, clubLink] = await Promise.all([findSuperAdmin(db, userId), findClubAdminLink(db, userId)]);
  return { superAdmin: superAdmin !== null, golfClubAdmin: clubLink };
}
