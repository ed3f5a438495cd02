import { randomBytes } from 'node:crypto';
import { storedHashOf } from '../../auth/stored-secret';
import {
  INVITATION_LIFETIME_DAYS,
  INVITATIONS_PER_HOUR,
  type InvitationAccepted,
  type InvitationSent,
  type InvitationView,
  type PendingInvitation,
} from '../../../contract/club-admin-invitations';
import { languageSchema } from '../../../contract/common';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { ClubActor } from '../../http/route';
import { clubAdminInvitationMail } from '../../mail/templates';
import { recordAudit } from '../audit/repo';
import { adminLinksOf, insertClubAdmin, lockClubProfile } from '../club-profile/repo';
import {
  accountByEmail,
  addressOf,
  answerInvitation,
  insertInvitation,
  invitationByTokenHash,
  invitationsSince,
  inviterOf,
  lockAddressOf,
  lockInvitationByTokenHash,
  revokeWaitingInvitation,
  revokeWaitingInvitationsOf,
  waitingInvitations,
} from './repo';

type Invitation = NonNullable<Awaited<ReturnType<typeof invitationByTokenHash>>>;

const HOUR_MS = 3_600_000;
const ENTITY = 'club_admin_invitation';

/** The page of the web app that shows an invitation, with Accept and Decline. */
const invitationPath = (token: string) => `/golf-club/invitations/${token}`;

/**
 * Invites an address to become an admin of the club. The answer is the same whether or not the address has an
 * account, a confirmed one, or already runs this or another club: it must not tell the inviter who has an account.
 * Someone who already runs this club gets no mail; anyone else gets a link that works for 7 days.
 */
export async function inviteClubAdmin(deps: Deps, actor: ClubActor, email: string): Promise<InvitationSent> {
  const { db } = deps.database;
  const address = email.toLowerCase();
  const now = deps.clock();
  const [inviter, account] = await Promise.all([
    inviterOf(db, actor.userId),
    accountByEmail(db, actor.clubId, address),
  ]);
  const token = randomBytes(32).toString('base64url');
  const clubName = await db.transaction(async (tx) => {
    // The club's row queues up the club's invitations, so that parallel ones cannot pass the hourly limit together.
    const club = await lockClubProfile(tx, actor.clubId);
    if (!club) throw new AppError('not_found', 'No such golf club');
    await refuseBeyondHourlyLimit(tx, actor.clubId, now);
    if (account?.runsTheClub) {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        golfClubId: actor.clubId,
        action: 'invite',
        entity: ENTITY,
        details: { email: address, alreadyAdmin: true },
      });
      return null;
    }
    const replaced = await revokeWaitingInvitationsOf(tx, actor.clubId, address, now);
    const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 24 * HOUR_MS);
    const [invitation] = await insertInvitation(tx, {
      golfClubId: actor.clubId,
      email: address,
      invitedByUserId: actor.userId,
      tokenHash: storedHashOf(token),
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'invite',
      entity: ENTITY,
      entityId: invitation!.id,
      details: { email: address, replaced },
    });
    return club.name;
  });
  if (clubName !== null) {
    const inviterLanguage = languageSchema.catch('en').parse(inviter?.preferredLanguage);
    const mail = clubAdminInvitationMail({
      to: address,
      firstName: account?.firstName ?? null,
      club: clubName,
      inviter: inviter?.name ?? '',
      url: `${deps.config.publicUrl}${invitationPath(token)}`,
      language: languageSchema.catch(inviterLanguage).parse(account?.preferredLanguage),
    });
    // Sent after the invitation committed and never in the answer's way (nor its timing): a failure is logged.
    deps.mailer
      .send(mail)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, clubId: actor.clubId }, 'could not send a club admin invitation'),
      );
  }
  return { status: 'invited', email: address };
}

/** Counts every invitation the club made in the last hour, whatever came of it. */
async function refuseBeyondHourlyLimit(tx: Tx, clubId: string, now: Date) {
  const recent = await invitationsSince(tx, clubId, new Date(now.getTime() - HOUR_MS));
  if (recent.length < INVITATIONS_PER_HOUR) return;
  const oldestCounted = recent[INVITATIONS_PER_HOUR - 1]!.createdAt;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(
    'rate_limited',
    `A club may send ${INVITATIONS_PER_HOUR} invitations an hour; please try again later`,
    undefined,
    retryAfterSeconds,
  );
}

export async function listWaitingInvitations(deps: Deps, clubId: string): Promise<PendingInvitation[]> {
  const rows = await waitingInvitations(deps.database.db, clubId, deps.clock());
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function revokeInvitation(deps: Deps, actor: ClubActor, invitationId: string) {
  await deps.database.db.transaction(async (tx) => {
    const revoked = await revokeWaitingInvitation(tx, actor.clubId, invitationId, deps.clock());
    if (!revoked) throw new AppError('not_found', 'This club has no such invitation waiting for an answer');
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'revoke',
      entity: ENTITY,
      entityId: invitationId,
      details: { email: revoked.email },
    });
  });
}

/**
 * Refuses an invitation that is not for this user or no longer open. The address comes first, so that someone
 * else's link tells its opener nothing about the invitation.
 */
function checkOpenFor(
  invitation: Invitation | null,
  account: { email: string; emailVerified: boolean } | null,
  now: Date,
): Invitation {
  if (!invitation) throw new AppError('not_found', 'This invitation link is not valid');
  if (!account?.emailVerified || account.email.toLowerCase() !== invitation.email) {
    throw new AppError(
      'invitation_for_other_address',
      'This invitation is for another e-mail address: sign in with the address it was sent to',
    );
  }
  if (invitation.status === 'accepted' || invitation.status === 'declined')
    throw new AppError('invitation_used', `This invitation has already been ${invitation.status}`);
  if (invitation.status === 'revoked')
    throw new AppError('invitation_revoked', 'This invitation has been withdrawn by the club');
  if (invitation.expiresAt <= now)
    throw new AppError('invitation_expired', 'This invitation has expired: ask the club for a new one');
  return invitation;
}

export async function viewInvitation(deps: Deps, userId: string, token: string): Promise<InvitationView> {
  const { db } = deps.database;
  const [invitation, account] = await Promise.all([
    invitationByTokenHash(db, storedHashOf(token)),
    addressOf(db, userId),
  ]);
  const open = checkOpenFor(invitation, account, deps.clock());
  return {
    clubName: open.clubName,
    invitedBy: open.invitedBy,
    email: open.email,
    expiresAt: open.expiresAt.toISOString(),
  };
}

/** Makes the signed-in owner of the invited, confirmed address an admin of the club. An admin runs one club. */
export async function acceptInvitation(deps: Deps, userId: string, token: string): Promise<InvitationAccepted> {
  return answer(deps.database.db, userId, token, deps.clock(), async (tx, invitation) => {
    const links = await adminLinksOf(tx, userId);
    if (links.some((link) => link.clubId !== invitation.clubId)) {
      throw new AppError(
        'conflict',
        'You are already an admin of another club, and an admin runs one club: ask to be removed there first',
      );
    }
    if (links.length === 0) await insertClubAdmin(tx, invitation.clubId, userId);
    return { answer: 'accepted', result: { clubId: invitation.clubId, clubName: invitation.clubName } };
  });
}

export async function declineInvitation(deps: Deps, userId: string, token: string) {
  await answer(deps.database.db, userId, token, deps.clock(), async () => ({ answer: 'declined', result: undefined }));
}

async function answer<T>(
  db: Db,
  userId: string,
  token: string,
  now: Date,
  act: (tx: Tx, invitation: Invitation) => Promise<{ answer: 'accepted' | 'declined'; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const invitation = checkOpenFor(
      await lockInvitationByTokenHash(tx, storedHashOf(token)),
      await lockAddressOf(tx, userId),
      now,
    );
    const { answer: given, result } = await act(tx, invitation);
    await answerInvitation(tx, invitation.id, given, now);
    await recordAudit(tx, {
      actorUserId: userId,
      golfClubId: invitation.clubId,
      action: given === 'accepted' ? 'accept' : 'decline',
      entity: ENTITY,
      entityId: invitation.id,
      details: { email: invitation.email },
    });
    return result;
  });
}
