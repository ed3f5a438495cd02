import { z } from 'zod';
import { chfPriceSchema, isoDateSchema } from './common';
import {
  capacitySchema,
  clockSchema,
  clubReasonSchema,
  holesSchema,
  notAboveOriginal,
  priceIssue,
  refuseLateStart,
} from './club-admin';

/**
 * Tee times sent by a club's own tee-sheet software through the partner API, known by that software's own id.
 * The software sends the whole time each call (a PUT): sending it again changes nothing.
 */

/** The club software's id of a tee time: what goes in the address, so letters, digits and `.`, `_`, `-`, `:`. */
export const externalIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'may hold only letters, digits and . _ - :');

/** Tee times one batch may send: a week of a busy club (7 days of 100 starts, three times over). */
export const PARTNER_BATCH_LIMIT = 2000;

const teeTimeFields = {
  date: isoDateSchema,
  /** The start, Zurich wall-clock time. */
  time: clockSchema,
  holeCount: holesSchema,
  /** Every place of the time, those sold elsewhere included. */
  places: capacitySchema,
  /** Places the club's software has sold in its own channels: we sell only the rest. */
  bookedElsewhere: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(8, 'must be at most 8')
    .default(0),
  discountedPrice: chfPriceSchema,
  originalPrice: chfPriceSchema,
  /** Whether we may offer the time as a mystery tee time. */
  mysteryAllowed: z.boolean().default(false),
};
const placesLeft = (values: { places: number; bookedElsewhere: number }) => values.bookedElsewhere <= values.places;
const placesIssue = { message: 'must not be more than places', path: ['bookedElsewhere'] };

const example = {
  date: '2027-05-08',
  time: '08:10',
  holeCount: 18,
  places: 4,
  bookedElsewhere: 1,
  discountedPrice: 75,
  originalPrice: 110,
  mysteryAllowed: false,
};

/** A tee time's rules across its fields: prices, places, a start early enough for its round. */
const withTeeTimeRules = <T extends z.ZodType<z.infer<z.ZodObject<typeof teeTimeFields>>>>(schema: T) =>
  schema.refine(notAboveOriginal, priceIssue).refine(placesLeft, placesIssue).superRefine(refuseLateStart);

/** The body of `PUT /api/partner/v1/tee-times/{externalId}`. */
export const partnerTeeTimeInputSchema = withTeeTimeRules(z.object(teeTimeFields)).meta({ example });
export type PartnerTeeTimeInput = z.infer<typeof partnerTeeTimeInputSchema>;
export type PartnerTeeTimeRequest = z.input<typeof partnerTeeTimeInputSchema>;

export const partnerBatchItemSchema = withTeeTimeRules(z.object({ externalId: externalIdSchema, ...teeTimeFields }));
export type PartnerBatchItem = z.infer<typeof partnerBatchItemSchema>;

export const partnerBatchSchema = z
  .object({
    teeTimes: z
      .array(partnerBatchItemSchema)
      .min(1, 'must hold at least one tee time')
      .max(PARTNER_BATCH_LIMIT, `must hold at most ${PARTNER_BATCH_LIMIT} tee times`),
  })
  .meta({
    example: {
      teeTimes: [
        { externalId: 'PCC-20270508-0810', ...example },
        { externalId: 'PCC-20270508-0820', ...example, time: '08:20', bookedElsewhere: 0 },
      ],
    },
  });
export type PartnerBatch = z.infer<typeof partnerBatchSchema>;

/** A tee time as the club's software sees it here: what it sent, what we sold of it and what is still open. */
export const partnerTeeTimeSchema = z.object({
  externalId: z.string(),
  /** Our id of the time. */
  id: z.string(),
  date: z.string(),
  time: z.string(),
  holeCount: z.number(),
  places: z.number(),
  bookedElsewhere: z.number(),
  /** Players of our bookings (confirmed, and held while a golfer pays). */
  bookedHere: z.number(),
  /** Places golfers can still book here. */
  open: z.number(),
  discountedPrice: z.number(),
  originalPrice: z.number(),
  mysteryAllowed: z.boolean(),
  isBlocked: z.boolean(),
  blockReason: z.string().nullable(),
});
export type PartnerTeeTime = z.infer<typeof partnerTeeTimeSchema>;

/** What became of one tee time sent: `linked` is a time typed in our screens at that start, now the software's. */
export const PARTNER_OUTCOMES = ['created', 'updated', 'linked', 'unchanged'] as const;
export const partnerUpsertSchema = z.object({
  outcome: z.enum(PARTNER_OUTCOMES),
  teeTime: partnerTeeTimeSchema,
});
export type PartnerUpsert = z.infer<typeof partnerUpsertSchema>;

/** A batch's answer for one of its tee times, in the order sent: written, or refused with a code and the reason. */
export const partnerBatchAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({
    externalId: z.string(),
    outcome: z.enum(PARTNER_OUTCOMES),
    teeTime: partnerTeeTimeSchema,
  }),
  z.object({
    externalId: z.string(),
    outcome: z.literal('refused'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type PartnerBatchAnswer = z.infer<typeof partnerBatchAnswerSchema>;

export const partnerBatchResultSchema = z.object({
  counts: z.object({
    created: z.number(),
    updated: z.number(),
    linked: z.number(),
    unchanged: z.number(),
    refused: z.number(),
  }),
  results: z.array(partnerBatchAnswerSchema),
});
export type PartnerBatchResult = z.infer<typeof partnerBatchResultSchema>;

/**
 * How `DELETE /api/partner/v1/tee-times/{externalId}` treats the time's bookings: without `bookings`, a time
 * with bookings is refused; `bookings=cancel` cancels each with a full refund and tells the golfer the reason,
 * as a block in the club area does.
 */
export const partnerWithdrawQuerySchema = z
  .object({
    bookings: z.literal('cancel', { message: 'must be cancel' }).optional(),
    reason: clubReasonSchema.optional(),
  })
  .refine((query) => query.bookings === undefined || query.reason !== undefined, {
    message: 'give the reason the golfers are told when their bookings are cancelled',
    path: ['reason'],
  });
export type PartnerWithdrawQuery = z.infer<typeof partnerWithdrawQuerySchema>;

/** What withdrawing did: a time never booked is deleted; one with bookings, even cancelled ones, is blocked. */
export const partnerWithdrawalSchema = z.object({
  externalId: z.string(),
  outcome: z.enum(['deleted', 'blocked']),
  cancelled: z.number(),
});
export type PartnerWithdrawal = z.infer<typeof partnerWithdrawalSchema>;
