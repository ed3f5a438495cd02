import { z } from 'zod';
import { cantons, uuidSchema } from './common';
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

/** The region a club's mystery deals are shown in, and the clubs named next to it. The club itself is refused by the server. */
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

export const clubAssociationsViewSchema = z.object({
  /** Null until the club is given a region. */
  region: z.string().nullable(),
  associatedClubIds: z.array(z.string()),
  /** Every other club, by name: the clubs an admin can choose from. */
  otherClubs: z.array(clubChoiceSchema),
});
export type ClubAssociationsView = z.infer<typeof clubAssociationsViewSchema>;
