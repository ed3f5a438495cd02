import { z } from 'zod';

/**
 * Partner keys: how a club's own tee-sheet software (PC CADDIE, Lightspeed Golf, ...) calls the partner API for
 * that club alone. A key is shown once when it is made; we keep only its hash.
 */

/** What a key may do; a key has at least one. */
export const PARTNER_SCOPES = ['bookings:read', 'tee-times:write'] as const;
export const partnerScopeSchema = z.enum(PARTNER_SCOPES);
export type PartnerScope = z.infer<typeof partnerScopeSchema>;

/** Keys a club may have in use at once (revoked ones do not count). */
export const PARTNER_KEYS_PER_CLUB = 10;
/** Requests one key may make in a minute. */
export const PARTNER_REQUESTS_PER_MINUTE = 600;

/** A key as sent: `stt_` and 32 random bytes in base64url. */
export const PARTNER_KEY_PREFIX = 'stt_';
export const partnerKeySecretSchema = z
  .string()
  .regex(/^stt_[A-Za-z0-9_-]{43}$/, 'must be a partner key: stt_ and 43 letters, digits, - or _');
/** How many characters of a key the club area shows, to tell keys apart: `stt_` and the next four. */
export const PARTNER_KEY_SHOWN_LENGTH = 8;

export const createPartnerKeySchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
  scopes: z
    .array(partnerScopeSchema)
    .min(1, 'must name at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not name a scope twice'),
});
export type CreatePartnerKey = z.infer<typeof createPartnerKeySchema>;

export const partnerKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`stt_AbCd`), to tell it apart; never the whole key. */
  start: z.string(),
  scopes: z.array(partnerScopeSchema),
  /** Who made it; null once their account is deleted. */
  createdBy: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

/** The answer to making a key: the only time its secret is shown. */
export const createdPartnerKeySchema = partnerKeySchema.extend({ secret: partnerKeySecretSchema });
export type CreatedPartnerKey = z.infer<typeof createdPartnerKeySchema>;

/** What a key tells its holder about itself: the club it acts for and what it may do. */
export const partnerIdentitySchema = z.object({
  clubId: z.string(),
  clubName: z.string(),
  keyName: z.string(),
  scopes: z.array(partnerScopeSchema),
});
export type PartnerIdentity = z.infer<typeof partnerIdentitySchema>;
