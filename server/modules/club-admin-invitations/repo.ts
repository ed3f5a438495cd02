import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubAdminInvitations, golfClubAdmins, golfClubs, profiles } from '../../db/schema';

type Answer = 'accepted' | 'declined' | 'revoked';

/** First and last name, else the account's name. */
const nameOf = sql<string>`coalesce(nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${profiles.name})`;

export async function inviterOf(db: Db, userId: string) {
  const [row] = await db
    .select({ name: nameOf, preferredLanguage: profiles.preferredLanguage })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** The account with this address (confirmed or not), and whether it already runs the club. */
export async function accountByEmail(db: Db, clubId: string, email: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      preferredLanguage: profiles.preferredLanguage,
      runsTheClub: sql<boolean>`${golfClubAdmins.id} is not null`,
    })
    .from(profiles)
    .leftJoin(golfClubAdmins, and(eq(golfClubAdmins.userId, profiles.id), eq(golfClubAdmins.golfClubId, clubId)))
    .where(sql`lower(${profiles.email}) = ${email}`);
  return row ?? null;
}

/** When the club's invitations after that moment were made, newest first. */
export function invitationsSince(tx: Tx, clubId: string, since: Date) {
  return tx
    .select({ createdAt: clubAdminInvitations.createdAt })
    .from(clubAdminInvitations)
    .where(and(eq(clubAdminInvitations.golfClubId, clubId), gt(clubAdminInvitations.createdAt, since)))
    .orderBy(desc(clubAdminInvitations.createdAt));
}

export function insertInvitation(
  tx: Tx,
  values: {
    golfClubId: string;
    email: string;
    invitedByUserId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  return tx.insert(clubAdminInvitations).values(values).returning({ id: clubAdminInvitations.id });
}

/** Revokes the club's waiting invitations of the address (a new one replaces them); returns their ids. */
export async function revokeWaitingInvitationsOf(tx: Tx, clubId: string, email: string, now: Date) {
  const rows = await tx
    .update(clubAdminInvitations)
    .set({ status: 'revoked', answeredAt: now })
    .where(
      and(
        eq(clubAdminInvitations.golfClubId, clubId),
        eq(clubAdminInvitations.email, email),
        eq(clubAdminInvitations.status, 'pending'),
      ),
    )
    .returning({ id: clubAdminInvitations.id });
  return rows.map((row) => row.id);
}

/** The club's invitations waiting for an answer that still work, newest first. */
export function waitingInvitations(db: Db, clubId: string, now: Date) {
  return db
    .select({
      id: clubAdminInvitations.id,
      email: clubAdminInvitations.email,
      invitedBy: nameOf,
      createdAt: clubAdminInvitations.createdAt,
      expiresAt: clubAdminInvitations.expiresAt,
    })
    .from(clubAdminInvitations)
    .leftJoin(profiles, eq(profiles.id, clubAdminInvitations.invitedByUserId))
    .where(
      and(
        eq(clubAdminInvitations.golfClubId, clubId),
        eq(clubAdminInvitations.status, 'pending'),
        gt(clubAdminInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(clubAdminInvitations.createdAt), desc(clubAdminInvitations.id));
}

/** Revokes one waiting invitation of the club; null when the club has no such invitation waiting. */
export async function revokeWaitingInvitation(tx: Tx, clubId: string, invitationId: string, now: Date) {
  const [row] = await tx
    .update(clubAdminInvitations)
    .set({ status: 'revoked', answeredAt: now })
    .where(
      and(
        eq(clubAdminInvitations.id, invitationId),
        eq(clubAdminInvitations.golfClubId, clubId),
        eq(clubAdminInvitations.status, 'pending'),
      ),
    )
    .returning({ email: clubAdminInvitations.email });
  return row ?? null;
}

const invitationColumns = {
  id: clubAdminInvitations.id,
  clubId: clubAdminInvitations.golfClubId,
  clubName: golfClubs.name,
  email: clubAdminInvitations.email,
  invitedBy: nameOf,
  status: clubAdminInvitations.status,
  expiresAt: clubAdminInvitations.expiresAt,
};

const byTokenHash = (db: Db | Tx, tokenHash: string) =>
  db
    .select(invitationColumns)
    .from(clubAdminInvitations)
    .innerJoin(golfClubs, eq(golfClubs.id, clubAdminInvitations.golfClubId))
    .leftJoin(profiles, eq(profiles.id, clubAdminInvitations.invitedByUserId))
    .where(eq(clubAdminInvitations.tokenHash, tokenHash));

export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await byTokenHash(db, tokenHash);
  return row ?? null;
}

/** Locks the invitation, so that two answers to it queue up and the second sees the first. */
export async function lockInvitationByTokenHash(tx: Tx, tokenHash: string) {
  const [row] = await byTokenHash(tx, tokenHash).for('update', { of: clubAdminInvitations });
  return row ?? null;
}

export function answerInvitation(tx: Tx, invitationId: string, answer: Answer, now: Date) {
  return tx
    .update(clubAdminInvitations)
    .set({ status: answer, answeredAt: now })
    .where(eq(clubAdminInvitations.id, invitationId));
}

/** The address of the account and whether it is confirmed. */
export async function addressOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: profiles.email, emailVerified: profiles.emailVerified })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** Locks the account, so that two acceptances of the same person queue up (an admin runs one club). */
export async function lockAddressOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ email: profiles.email, emailVerified: profiles.emailVerified })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('no key update');
  return row ?? null;
}
