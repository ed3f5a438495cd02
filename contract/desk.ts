import { z } from 'zod';
import { isoDateSchema, languageSchema, phoneSchema, uuidSchema } from './common';
import { bookingSchema } from './bookings';
import { adminTeeTimeSchema, clubReasonSchema } from './club-admin';
import { bookingGuestsSchema, guestsFitCount, guestsIssue, MAX_PLACES } from './players';
import { plainLine, plainText } from './text';

const playerCount = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PLACES, `must be at most ${MAX_PLACES}`);
const deskNote = plainText(z.string().trim().max(500, 'must have at most 500 characters'))
  .nullish()
  .transform((value) => value || null);
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'is too long (at most 254 characters)')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'must be a valid e-mail address')
  .nullish()
  .transform((value) => value || null);
const optionalPhone = z
  .union([z.literal(''), phoneSchema])
  .nullish()
  .transform((value) => value || null);
/** What the desk charges a player: any price up to the tee time's regular one, nothing for a guest of the club. */
const deskPrice = z
  .number()
  .min(0, 'must be at least 0')
  .max(10_000, 'must be at most 10000')
  .multipleOf(0.05, 'must be in steps of 5 Rappen');

/** A booking the desk takes for a golfer on the phone or at the counter. */
export const createDeskBookingSchema = z
  .object({
    teeTimeId: uuidSchema,
    name: plainLine(z.string().trim().min(1, 'is required').max(80, 'must have at most 80 characters')),
    email: optionalEmail,
    phone: optionalPhone,
    playerCount,
    /** The other players' names by place, when the golfer gave them. */
    guests: bookingGuestsSchema.default([]),
    pricePerPlayer: deskPrice,
    /** Paid at the desk now, or due at the desk on the day. */
    paid: z.boolean(),
    note: deskNote,
    /** The language of the golfer's mails when an e-mail address is given. */
    language: languageSchema.default('de'),
  })
  .refine(guestsFitCount, guestsIssue);
export type CreateDeskBooking = z.infer<typeof createDeskBookingSchema>;
export type CreateDeskBookingInput = z.input<typeof createDeskBookingSchema>;

/** What the desk changes of a booking: its players (their number where the money is at the club) and its note. */
export const changeDeskBookingSchema = z
  .object({ playerCount: playerCount.optional(), guests: bookingGuestsSchema.optional(), note: deskNote.optional() })
  .refine(guestsFitCount, guestsIssue)
  .refine((values) => Object.values(values).some((value) => value !== undefined), 'must change something');
export type ChangeDeskBooking = z.infer<typeof changeDeskBookingSchema>;

/** Moving a booking to another tee time of the club; the reason goes to the golfer. */
export const moveBookingSchema = z.object({
  teeTimeId: uuidSchema,
  /** What the golfer is told, e.g. "As agreed on the phone" or "Course work on the first hole". */
  reason: clubReasonSchema,
});
export type MoveBooking = z.infer<typeof moveBookingSchema>;

/** A booking as the day sheet shows it in its places. */
export const sheetBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingSchema.shape.status,
  /** `desk`: taken by the club itself (no commission). */
  source: z.enum(['online', 'desk']),
  /** The golfer's current name (an online booking) or the one the desk wrote down; null when unknown. */
  golfer: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  playerCount: z.number(),
  /** The players by place, as many as the booking has (unnamed places are null). */
  players: z.array(z.string().nullable()),
  /** Each player's handicap index and Swiss Golf number by place, where the golfer gave them. */
  playerDetails: z.array(z.object({ handicapIndex: z.number().nullable(), swissGolfNumber: z.string().nullable() })),
  pricePerPlayer: z.number(),
  totalPrice: z.number(),
  payment: bookingSchema.shape.payment,
  isMystery: z.boolean(),
  note: z.string().nullable(),
  /** When the golfer arrived (ISO instant), null before. */
  checkedInAt: z.string().nullable(),
  /** What the desk may still take back today. */
  undo: z.object({ outcome: z.boolean(), deskPayment: z.boolean(), checkIn: z.boolean() }),
});
export type SheetBooking = z.infer<typeof sheetBookingSchema>;

/** A tee time of the day sheet, with the bookings in its places. */
export const sheetTeeTimeSchema = adminTeeTimeSchema.extend({ bookings: z.array(sheetBookingSchema) });
export type SheetTeeTime = z.infer<typeof sheetTeeTimeSchema>;

export const weekSheetQuerySchema = z.object({ from: isoDateSchema });
