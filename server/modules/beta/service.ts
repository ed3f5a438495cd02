import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GUEST_EMAIL_DOMAIN } from '../../../contract/guest';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** Compares in constant time: both sides are hashed first, so neither content nor length leaks through timing. */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Starts a guest account of the visitor's own and returns its id: an address no mail reaches, marked as
 * confirmed so that the visitor can later confirm a real one in its place, and no password or other login,
 * so only the session the unlock gives leads in.
 */
export async function startGuestAccount(db: Db): Promise<string> {
  const email = `guest-${randomBytes(12).toString('hex')}@${GUEST_EMAIL_DOMAIN}`;
  const [guest] = await db
    .insert(profiles)
    .values({ id: crypto.randomUUID(), name: 'Guest', email, emailVerified: true })
    .returning({ id: profiles.id });
  return guest!.id;
}
