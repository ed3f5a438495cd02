import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, profiles } from '../../db/schema';

/** The shared account every visitor with the early-access password is signed in to. */
export const BETA_ACCOUNT_EMAIL = 'beta@swissteetimes.ch';

export const isBetaAccount = (email: string) => email.toLowerCase() === BETA_ACCOUNT_EMAIL;

/** Compares in constant time: both sides are hashed first, so neither content nor length leaks through timing. */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Creates the verified beta account when missing and returns its id. It has no password and no
 * linked login (any found are removed), so the early-access password is the only way in.
 */
export async function ensureBetaAccount(db: Db): Promise<string> {
  const [account] = await db
    .insert(profiles)
    .values({ id: crypto.randomUUID(), name: 'Beta', email: BETA_ACCOUNT_EMAIL, emailVerified: true, firstName: 'Beta' })
    .onConflictDoUpdate({ target: profiles.email, set: { emailVerified: true } })
    .returning({ id: profiles.id });
  await db.delete(accounts).where(eq(accounts.userId, account!.id));
  return account!.id;
}
