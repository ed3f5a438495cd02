import { z } from 'zod';
import { languageSchema } from './common';

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
  /** The shared account the early-access password signs visitors in to. */
  isBetaAccount: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

const nameField = z.string().trim().min(1, 'is required').max(80, 'is too long (at most 80 characters)');

export const updateMeSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    preferred_language: languageSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;

export const signUpSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: z.email('must be a valid e-mail address'),
  password: z.string().min(8, 'must have at least 8 characters').max(128),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.email('must be a valid e-mail address'),
  password: z.string().min(1, 'is required'),
});
export type SignIn = z.infer<typeof signInSchema>;
