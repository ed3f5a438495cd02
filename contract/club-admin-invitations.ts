import { z } from 'zod';

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;
/** Invitations a club may send in an hour. */
export const INVITATIONS_PER_HOUR = 20;

/** The token of an invitation link: 32 random bytes in base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of an invitation link');

/**
 * The answer to an invitation, the same whether or not the address has an account or already runs the club,
 * so that it tells the inviter nothing about the address.
 */
export const invitationSentSchema = z.object({ status: z.literal('invited'), email: z.string() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** An invitation of the club that is still waiting for an answer. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The inviter's name; null when their account has been deleted since. */
  invitedBy: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** What the invited person sees before accepting or declining. */
export const invitationViewSchema = z.object({
  clubName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationAcceptedSchema = z.object({ clubId: z.string(), clubName: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
