import { z } from 'zod';
import { languageSchema, localPathSchema } from './common';
import { bookingSchema } from './bookings';
import { handicapIndexSchema, swissGolfNumberSchema } from './players';
import { plainLine } from './text';

export const rolesSchema = z.object({
  golfClubAdmin: z.object({ clubId: z.string(), clubName: z.string() }).nullable(),
  superAdmin: z.boolean(),
});
export type Roles = z.infer<typeof rolesSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  preferred_language: languageSchema.nullable(),
  roles: rolesSchema,
  debugPanel: z.boolean(),
  /** An account the early-access password started, with no address of its own yet (contract/guest.ts). */
  isGuest: z.boolean(),
  /** The golfer's own handicap index and Swiss Golf number, as last given: booking forms start with them. */
  handicap_index: z.number().nullable(),
  swiss_golf_number: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

const nameField = plainLine(z.string().trim().min(1, 'is required').max(80, 'is too long (at most 80 characters)'));

export const updateMeSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    preferred_language: languageSchema.nullable(),
    handicap_index: handicapIndexSchema.nullable(),
    swiss_golf_number: z
      .union([z.literal(''), swissGolfNumberSchema])
      .nullable()
      .transform((value) => value || null),
  })
  .partial()
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;

const emailField = z.email('must be a valid e-mail address').max(254, 'is too long (at most 254 characters)');
/** A password someone chooses; one they type to prove who they are is only required and bounded. */
const newPasswordField = z
  .string()
  .min(8, 'must have at least 8 characters')
  .max(128, 'is too long (at most 128 characters)');
const givenPasswordField = z.string().min(1, 'is required').max(128, 'is too long (at most 128 characters)');

/** The version of the terms and the privacy policy (their date) that a new account accepts, kept with it. */
export const LEGAL_VERSION = '2026-11-27';

export const signUpSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  /** The terms and the privacy policy, accepted by ticking a box: an account is opened only with them. */
  acceptTerms: z.literal(true, 'must be true: the terms and the privacy policy are accepted'),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: givenPasswordField,
});
export type SignIn = z.infer<typeof signInSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z.object({ newPassword: newPasswordField });

export const changePasswordSchema = z.object({ currentPassword: givenPasswordField, newPassword: newPasswordField });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailField });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** A guest keeps its account (and its bookings) by giving an address, confirmed by a link, and a password. */
export const keepGuestAccountSchema = z.object({ email: emailField, password: newPasswordField }).strict();
export type KeepGuestAccount = z.infer<typeof keepGuestAccountSchema>;

/**
 * What the browser sends to Better Auth's endpoints (/api/auth/...): the forms' fields and the few of
 * Better Auth's own that we use. The server checks each body against these before Better Auth reads it.
 */
export const authRequestSchemas = {
  'sign-up/email': signUpSchema
    .extend({
      name: plainLine(z.string().max(161)),
      preferredLanguage: languageSchema.optional(),
      callbackURL: localPathSchema.optional(),
    })
    .strict(),
  'sign-in/email': signInSchema.extend({ rememberMe: z.boolean().optional() }).strict(),
  'request-password-reset': passwordResetRequestSchema.extend({ redirectTo: localPathSchema.optional() }).strict(),
  'reset-password': newPasswordSchema.extend({ token: z.string().min(1, 'is required').max(2000) }).strict(),
  'change-password': changePasswordSchema.extend({ revokeOtherSessions: z.boolean().optional() }).strict(),
  'change-email': changeEmailSchema.extend({ callbackURL: localPathSchema.optional() }).strict(),
  /**
   * Signing in with Google; a new account (requestSignUp) only with the terms and the privacy policy accepted,
   * as the sign-up form asks: Google alone opens no account.
   */
  'sign-in/social': z
    .object({
      provider: z.literal('google', 'must be google'),
      callbackURL: localPathSchema.optional(),
      errorCallbackURL: localPathSchema.optional(),
      requestSignUp: z.boolean().optional(),
      additionalData: z.object({ acceptTerms: signUpSchema.shape.acceptTerms }).strict().optional(),
    })
    .strict()
    .refine((body) => !body.requestSignUp || body.additionalData?.acceptTerms === true, {
      path: ['additionalData', 'acceptTerms'],
      message: 'must be true: the terms and the privacy policy are accepted',
    }),
} as const;

/**
 * Everything we keep about a signed-in user, as the revised Federal Act on Data Protection lets them ask for it
 * (a copy in a common machine-readable format): the profile, how and when they signed in, bookings, favourites and
 * notifications, and, for whoever runs a club or the platform, those roles and what they did in them. Never a
 * password, a token, a key or a signing secret; of a change, what and when, not its details (they name others).
 */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    preferredLanguage: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    handicapIndex: z.number().nullable(),
    swissGolfNumber: z.string().nullable(),
    createdAt: z.string(),
  }),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  bookings: z.array(bookingSchema),
  favouriteClubs: z.array(z.object({ club: z.string(), since: z.string() })),
  notifications: z.array(
    z.object({ type: z.string(), data: z.unknown(), createdAt: z.string(), readAt: z.string().nullable() }),
  ),
  /** `credential` (a password) or `google`. */
  signInMethods: z.array(z.object({ method: z.string(), since: z.string() })),
  superAdminSince: z.string().nullable(),
  clubsAdministered: z.array(z.object({ club: z.string(), since: z.string() })),
  changesMade: z.array(
    z.object({ at: z.string(), club: z.string().nullable(), entity: z.string(), action: z.string() }),
  ),
  adminInvitationsSent: z.array(
    z.object({ club: z.string(), email: z.string(), status: z.string(), sentAt: z.string() }),
  ),
  partnerKeysMade: z.array(
    z.object({
      club: z.string(),
      name: z.string(),
      start: z.string(),
      createdAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
  webhookEndpointsAdded: z.array(
    z.object({ club: z.string(), url: z.string(), createdAt: z.string(), removedAt: z.string().nullable() }),
  ),
  calendarsSubscribed: z.array(z.object({ club: z.string(), url: z.string(), since: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
