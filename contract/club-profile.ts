import { z } from 'zod';
import { cantons, uuidSchema } from './common';
import { regionChoiceSchema } from './mystery-regions';
import { plainLine } from './text';

const requiredLine = (min: number, max: number) =>
  plainLine(
    z
      .string()
      .trim()
      .min(min, min === 1 ? 'is required' : `must have at least ${min} characters`)
      .max(max, `must have at most ${max} characters`),
  );
/** An optional line or text with lines: empty means none. */
const optional = (schema: z.ZodString) => schema.nullish().transform((value) => value || null);
const upTo = (max: number) => z.string().trim().max(max, `must have at most ${max} characters`);

export const ASSOCIATED_CLUBS_MAX = 20;

/** What a club admin may change of the club's public profile; its texts for golfers are per language (club-texts.ts). */
export const updateClubProfileSchema = z.object({
  name: requiredLine(2, 120),
  city: requiredLine(1, 80),
  canton: z.enum(cantons, { message: 'must be a Swiss canton from the list' }),
  address: optional(plainLine(upTo(200))),
});
export type UpdateClubProfile = z.infer<typeof updateClubProfileSchema>;

export const clubProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  canton: z.string(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type ClubProfile = z.infer<typeof clubProfileSchema>;

export const clubAdminMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** When they became an admin of the club (ISO instant). */
  since: z.string(),
});
export type ClubAdminMember = z.infer<typeof clubAdminMemberSchema>;

export const inviteClubAdminSchema = z.object({
  email: z.string().trim().pipe(z.email('must be a valid e-mail address')),
});
export type InviteClubAdmin = z.infer<typeof inviteClubAdminSchema>;

/**
 * The region a club's mystery deals are shown in (a key of the super admins' list: another is refused with
 * `unknown_region`), and the clubs it asks to name next to it; each is named only once it agrees. The club itself
 * is refused by the server.
 */
export const clubAssociationsSchema = z.object({
  region: requiredLine(1, 80),
  associatedClubIds: z
    .array(uuidSchema)
    .max(ASSOCIATED_CLUBS_MAX, `must have at most ${ASSOCIATED_CLUBS_MAX} clubs`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a club twice'),
});
export type ClubAssociations = z.infer<typeof clubAssociationsSchema>;

export const clubChoiceSchema = z.object({ id: z.string(), name: z.string(), canton: z.string() });
export type ClubChoice = z.infer<typeof clubChoiceSchema>;

export const associationStatusSchema = z.enum(['pending', 'accepted', 'declined']);
export type AssociationStatus = z.infer<typeof associationStatusSchema>;

/** A club on either side of an association, and where it stands: waiting for the named club, agreed, or declined. */
export const associatedClubSchema = clubChoiceSchema.extend({
  status: associationStatusSchema,
  /** When the request was made (ISO instant). */
  requestedAt: z.string(),
});
export type AssociatedClub = z.infer<typeof associatedClubSchema>;

export const clubAssociationsViewSchema = z.object({
  /** Null until the club chooses a region. */
  region: z.string().nullable(),
  /** The regions a club can choose from. */
  regions: z.array(regionChoiceSchema),
  /** Every club the club asks to name, whatever the answer: what the form edits. */
  associatedClubIds: z.array(z.string()),
  /** Those clubs with their answer: only accepted ones are named in the club's deals. */
  named: z.array(associatedClubSchema),
  /** The clubs that ask to name this club in their deals, with this club's answer. */
  requests: z.array(associatedClubSchema),
  /** Every other club, by name: the clubs an admin can choose from. */
  otherClubs: z.array(clubChoiceSchema),
});
export type ClubAssociationsView = z.infer<typeof clubAssociationsViewSchema>;

/** A named club's answer to a request; declining an accepted one withdraws the club's consent. */
export const associationAnswers = ['accept', 'decline'] as const;
export type AssociationAnswer = (typeof associationAnswers)[number];
