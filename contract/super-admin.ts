import { z } from 'zod';
import { updateClubProfileSchema } from './club-profile';
import { clubPricingSchema } from './club-pricing';
import { uuidSchema } from './common';

/** The platform at a glance, for the current month in Zurich. */
export const platformOverviewSchema = z.object({
  clubs: z.number(),
  featuredClubs: z.number(),
  golfers: z.number(),
  bookingsThisMonth: z.number(),
  /** Bookings made this month through us, and what they brought (card payments and amounts due at the club). */
  revenueThisMonth: z.number(),
  waitlist: z.number(),
  /** Clubs whose bank details wait for our check. */
  bankDetailsToCheck: z.number(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

export const adminClubsQuerySchema = z.object({
  /** Part of the name, city or canton, accents ignored. */
  q: z.string().trim().max(100, 'must have at most 100 characters').optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
});

export const adminClubSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  canton: z.string(),
  isFeatured: z.boolean(),
  admins: z.number(),
  bankDetails: z.enum(['missing', 'pending', 'verified', 'rejected']),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

/** A new club: its public profile and its weekday price list. */
export const createClubSchema = updateClubProfileSchema.extend({
  weekdayStandardPrice: clubPricingSchema.shape.weekdayStandardPrice,
  weekdayDiscount: clubPricingSchema.shape.weekdayDiscount,
});
export type CreateClub = z.input<typeof createClubSchema>;
export type NewClub = z.output<typeof createClubSchema>;

export const updateClubSchema = z.object({ isFeatured: z.boolean() });

/** The club a super admin manages next; it replaces the one managed before. */
export const selectClubSchema = z.object({ clubId: uuidSchema });
export const selectedClubSchema = z.object({ clubId: z.string(), clubName: z.string() });

export const bankDetailsDecisionSchema = z.object({ status: z.enum(['verified', 'rejected']) });

export const waitlistEntrySchema = z.object({ email: z.string(), createdAt: z.string() });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  club: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What changed, as recorded by the change; a text's change holds its key (or field), language, before and after. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listLimitSchema = z.object({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
});
