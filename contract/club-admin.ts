import { z } from 'zod';
import { playerRulesSchema } from './players';
import { chfPriceSchema, isoDateSchema, languageSchema, uuidSchema } from './common';
import { plainLine } from './text';
import { addDays, minutesOfDay, weekdayOf } from './zurich-time';
import { bookingSchema, MAX_MIN_LEAD_MINUTES } from './bookings';

/** Wall-clock time HH:mm. */
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm');
export const holesSchema = z.union([z.literal(9), z.literal(18)], { message: 'must be 9 or 18' });
export const capacitySchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(8, 'must be at most 8');

export const adminTeeTimeSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  holeCount: z.number(),
  discountedPrice: z.number(),
  originalPrice: z.number(),
  slotsAvailable: z.number(),
  bookedPlayers: z.number(),
  isBlocked: z.boolean(),
  /** Why the club closed it, when it said so. */
  blockReason: z.string().nullable(),
  isSurpriseDeal: z.boolean(),
  /** Bookings ever made on it: a tee time with any can no longer be deleted. */
  bookingCount: z.number(),
  /** Its id in the club's tee-sheet software, when that software sent it (partner API); null for one made here. */
  externalId: z.string().nullable(),
  /** Places the club's software reports sold in its own channels, besides `slotsAvailable` (what we sell). */
  placesElsewhere: z.number(),
  /** Blocked by an event of the club's calendar (reopening it keeps it open while the event stands). */
  blockedByCalendar: z.boolean(),
});
export type AdminTeeTime = z.infer<typeof adminTeeTimeSchema>;

export const teeSheetQuerySchema = z.object({ date: isoDateSchema });

const teeTimeValues = {
  holeCount: holesSchema,
  slotsAvailable: capacitySchema,
  discountedPrice: chfPriceSchema,
  originalPrice: chfPriceSchema,
  isSurpriseDeal: z.boolean().default(false),
};
export const notAboveOriginal = (values: { discountedPrice?: number; originalPrice?: number }) =>
  values.discountedPrice === undefined ||
  values.originalPrice === undefined ||
  values.discountedPrice <= values.originalPrice;
export const priceIssue = { message: 'must not be more than the original price', path: ['discountedPrice'] };

/**
 * The latest start a club may put on sale: a round that begins later ends in the dark even at midsummer
 * (sunset in Switzerland is 21:30 at the latest; 18 holes take four hours or more, 9 holes two). It catches
 * an evening time typed for a morning one ("7:00" meant as 19:00 or 07:00 PM) before golfers can book it.
 */
export const LATEST_START = { 9: '20:00', 18: '19:00' } as const;
const startsInTime = (values: { holeCount: 9 | 18 }, start: string) => start <= LATEST_START[values.holeCount];
const latestStartMessage = (values: { holeCount: 9 | 18 }) =>
  `must be ${LATEST_START[values.holeCount]} or earlier: a later round of ${values.holeCount} holes ends in the dark`;

/** Refuses a start too late for its round (LATEST_START), naming the field `time`. */
export function refuseLateStart(values: { holeCount: 9 | 18; time: string }, context: z.RefinementCtx) {
  if (!startsInTime(values, values.time))
    context.addIssue({ code: 'custom', path: ['time'], message: latestStartMessage(values) });
}

export const createTeeTimeSchema = z
  .object({ date: isoDateSchema, time: clockSchema, ...teeTimeValues })
  .refine(notAboveOriginal, priceIssue)
  .superRefine(refuseLateStart);
export type CreateTeeTime = z.infer<typeof createTeeTimeSchema>;

/**
 * What one schedule may create: a season of a busy club (200 days, a start every 7 minutes for 11 hours),
 * never years of tee times every five minutes, which would hold the database for minutes.
 */
export const SCHEDULE_LIMITS = { days: 200, teeTimesPerDay: 100, teeTimes: 16_000 } as const;
export type ScheduleLimit = keyof typeof SCHEDULE_LIMITS;

/** How large a schedule is: the days it spans, the days of the chosen weekdays, and the starts on each of them. */
export function scheduleSize(request: {
  from: string;
  to: string;
  weekdays: number[];
  first: string;
  last: string;
  intervalMinutes: number;
}) {
  const days = Math.round((Date.parse(request.to) - Date.parse(request.from)) / 86_400_000) + 1;
  const perDay = Math.floor((minutesOfDay(request.last) - minutesOfDay(request.first)) / request.intervalMinutes) + 1;
  let chosenDays = 0;
  // Weekdays repeat every 7 days: the first week (or fewer days) tells how many of them come up.
  for (let offset = 0; offset < Math.min(days, 7); offset += 1) {
    if (request.weekdays.includes(weekdayOf(addDays(request.from, offset)) || 7))
      chosenDays += Math.ceil((days - offset) / 7);
  }
  return { days, perDay, teeTimes: chosenDays * perDay };
}

/** What a refusal of a schedule for its size carries (zod issue params), for the browser to say it with the numbers. */
export interface ScheduleLimitParams {
  scheduleLimit: ScheduleLimit;
  /** The schedule's own number for that limit. */
  actual: number;
}

/** The limit a schedule goes beyond, with the field its refusal names and the message that says the limit. */
function scheduleLimitIssue(
  request: Parameters<typeof scheduleSize>[0],
): { path: string; message: string; params: ScheduleLimitParams } | null {
  const size = scheduleSize(request);
  if (size.days > SCHEDULE_LIMITS.days) {
    return {
      path: 'to',
      message: `a schedule may cover at most ${SCHEDULE_LIMITS.days} days (this one covers ${size.days})`,
      params: { scheduleLimit: 'days', actual: size.days },
    };
  }
  if (size.perDay > SCHEDULE_LIMITS.teeTimesPerDay) {
    return {
      path: 'intervalMinutes',
      message: `a schedule may have at most ${SCHEDULE_LIMITS.teeTimesPerDay} tee times a day (this one has ${size.perDay}): choose a longer interval or fewer hours`,
      params: { scheduleLimit: 'teeTimesPerDay', actual: size.perDay },
    };
  }
  if (size.teeTimes > SCHEDULE_LIMITS.teeTimes) {
    return {
      path: 'to',
      message: `a schedule may create at most ${SCHEDULE_LIMITS.teeTimes} tee times (this one would create ${size.teeTimes}): choose fewer days or a longer interval`,
      params: { scheduleLimit: 'teeTimes', actual: size.teeTimes },
    };
  }
  return null;
}

export const generateScheduleSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'choose at least one weekday').max(7),
    first: clockSchema,
    last: clockSchema,
    intervalMinutes: z
      .number()
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .max(120, 'must be at most 120'),
    ...teeTimeValues,
    /**
     * Each time priced from the club's price list (weekday, weekend, twilight). Left out, the list prices the
     * schedule unless two prices are given; false: the two prices given, for every time.
     */
    useClubPricing: z.boolean().optional(),
    discountedPrice: chfPriceSchema.optional(),
    originalPrice: chfPriceSchema.optional(),
  })
  .refine((values) => values.from <= values.to, { message: 'must not be before the first day', path: ['to'] })
  .refine((values) => values.first <= values.last, { message: 'must not be before the first start', path: ['last'] })
  .superRefine((values, context) => {
    if (!startsInTime(values, values.last))
      context.addIssue({ code: 'custom', path: ['last'], message: latestStartMessage(values) });
  })
  .superRefine((values, context) => {
    if (values.from > values.to || values.first > values.last) return;
    const issue = scheduleLimitIssue(values);
    if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message, params: issue.params });
  })
  .refine(
    (values) => pricedFromList(values) || (values.discountedPrice !== undefined && values.originalPrice !== undefined),
    {
      message: 'give both prices, or use the club prices',
      path: ['discountedPrice'],
    },
  )
  .refine(notAboveOriginal, priceIssue);
export type GenerateSchedule = z.infer<typeof generateScheduleSchema>;

/** Whether a schedule is priced from the club's list: when it says so, or gives no price of its own. */
export function pricedFromList(values: { useClubPricing?: boolean; discountedPrice?: number; originalPrice?: number }) {
  return values.useClubPricing ?? (values.discountedPrice === undefined && values.originalPrice === undefined);
}

export const scheduleResultSchema = z.object({
  created: z.number(),
  /** Times the club already had, kept as they were. */
  skipped: z.number(),
  /** Times of today that had already started, left out. */
  started: z.number(),
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;

/** What a schedule would create, before anything is written: how many times, at which prices. */
export const schedulePreviewSchema = scheduleResultSchema.extend({
  prices: z.array(z.object({ discountedPrice: z.number(), originalPrice: z.number(), count: z.number() })),
});
export type SchedulePreview = z.infer<typeof schedulePreviewSchema>;

export const updateTeeTimeSchema = z
  .object({
    holeCount: holesSchema.optional(),
    slotsAvailable: capacitySchema.optional(),
    discountedPrice: chfPriceSchema.optional(),
    originalPrice: chfPriceSchema.optional(),
    isBlocked: z.boolean().optional(),
    isSurpriseDeal: z.boolean().optional(),
  })
  .refine((values) => Object.keys(values).length > 0, { message: 'change at least one value' })
  .refine(notAboveOriginal, priceIssue);
export type UpdateTeeTime = z.infer<typeof updateTeeTimeSchema>;

/** Which of a day's tee times a block covers: from and to (inclusive starts), or the whole day when both are left out. */
const blockRange = {
  date: isoDateSchema,
  from: clockSchema.optional(),
  to: clockSchema.optional(),
};
const wholeDayOrBoth = (values: { from?: string; to?: string }) =>
  (values.from === undefined) === (values.to === undefined);
const bothOrNeither = { message: 'give both from and to, or neither for the whole day', path: ['to'] };
const notBeforeFrom = { message: 'must not be before from', path: ['to'] };
const inOrder = (values: { from?: string; to?: string }) => !values.from || !values.to || values.from <= values.to;

export const blockPreviewQuerySchema = z
  .object(blockRange)
  .refine(wholeDayOrBoth, bothOrNeither)
  .refine(inOrder, notBeforeFrom);
export type BlockPreviewQuery = z.infer<typeof blockPreviewQuerySchema>;

/** A booking on a tee time about to be blocked: the club moves or cancels it first. */
export const affectedBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  time: z.string(),
  playerCount: z.number(),
  /** Null for a walk-in booked at the desk. */
  golfer: z.string().nullable(),
  email: z.string().nullable(),
  totalPrice: z.number(),
  /** Paid by card: cancelling refunds it in full. */
  paidOnline: z.boolean(),
  isMystery: z.boolean(),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;

export const blockPreviewSchema = z.object({
  /** The tee times the block would close: those of the range that have not started and are not blocked yet. */
  teeTimes: z.array(z.object({ id: z.string(), time: z.string() })),
  bookings: z.array(affectedBookingSchema),
});
export type BlockPreview = z.infer<typeof blockPreviewSchema>;

/** What happens to a booking on a blocked time: cancelled with a full refund, or moved to another time of the club. */
export const bookingResolutionSchema = z.discriminatedUnion('action', [
  z.object({ bookingId: uuidSchema, action: z.literal('cancel') }),
  z.object({ bookingId: uuidSchema, action: z.literal('move'), teeTimeId: uuidSchema }),
]);
export type BookingResolution = z.infer<typeof bookingResolutionSchema>;

/** Why the club moves or cancels a golfer's booking, as the golfer is told. */
export const clubReasonSchema = plainLine(
  z.string().trim().min(1, 'give a reason').max(200, 'must be at most 200 characters'),
);

export const blockTeeTimesSchema = z
  .object({
    ...blockRange,
    /** Told to every golfer whose booking is moved or cancelled. */
    reason: clubReasonSchema,
    resolutions: z.array(bookingResolutionSchema).max(500).default([]),
  })
  .refine(wholeDayOrBoth, bothOrNeither)
  .refine(inOrder, notBeforeFrom);
export type BlockTeeTimes = z.infer<typeof blockTeeTimesSchema>;

export const blockResultSchema = z.object({ blocked: z.number(), moved: z.number(), cancelled: z.number() });
export type BlockResult = z.infer<typeof blockResultSchema>;

export const clubDashboardSchema = z.object({
  club: z.object({ id: z.string(), name: z.string() }),
  today: z.object({ date: z.string(), teeTimes: z.number(), places: z.number(), bookedPlayers: z.number() }),
  week: z.object({ bookings: z.number(), revenue: z.number() }),
  month: z.object({ bookings: z.number(), revenue: z.number() }),
  upcoming: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      playerCount: z.number(),
      golfer: z.string().nullable(),
      status: z.string(),
      totalPrice: z.number(),
    }),
  ),
});
export type ClubDashboard = z.infer<typeof clubDashboardSchema>;

export const clubBookingsQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    status: z.enum(['all', 'pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'expired']).default('all'),
    /** A booking reference (or its first characters), or part of the golfer's name or e-mail. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((values) => values.from <= values.to, { message: 'must not be before from', path: ['to'] });
export type ClubBookingsQuery = z.infer<typeof clubBookingsQuerySchema>;

/** The same filter for the CSV, with the language of its headers and statuses (the admin's). */
export const clubBookingsCsvQuerySchema = clubBookingsQuerySchema.safeExtend({
  language: languageSchema.default('en'),
});
export type ClubBookingsCsvQuery = z.infer<typeof clubBookingsCsvQuerySchema>;

export const clubBookingSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  playerCount: z.number(),
  /** Null for a walk-in booked at the desk. */
  golfer: z.string().nullable(),
  email: z.string().nullable(),
  status: bookingSchema.shape.status,
  totalPrice: z.number(),
  isMystery: z.boolean(),
  pricePerPlayer: z.number(),
  holeCount: z.number(),
  /** When the golfer booked, and cancelled (ISO instants). */
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  refund: z.object({ status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']), amount: z.number() }).nullable(),
  payment: bookingSchema.shape.payment,
  /** What the desk may still take back today: the outcome it recorded, the desk payment it marked received. */
  undo: z.object({ outcome: z.boolean(), deskPayment: z.boolean() }),
});
export type ClubBooking = z.infer<typeof clubBookingSchema>;

/** What a club records after the round. */
export const roundOutcomeSchema = z.object({ status: z.enum(['completed', 'no_show']) });

/** A club's booking rules. */
export const clubSettingsSchema = z.object({
  /** Free cancellation until this many hours before the round. */
  cancellationHours: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(168, 'must be at most 168'),
  /** How many days ahead golfers may book. */
  bookingWindowDays: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(365, 'must be at most 365'),
  maxPlayersPerBooking: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(4, 'must be at most 4'),
  /** Booking closes this many minutes before a round (at most a day: the listing queries rely on it). */
  minLeadMinutes: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(MAX_MIN_LEAD_MINUTES, `must be at most ${MAX_MIN_LEAD_MINUTES}`),
  mysteryDealsAllowed: z.boolean(),
  /** Mails to the club (docs/decisions/0041-clubs-told-by-mail.md): each booking made online, once confirmed. */
  mailOnBooking: z.boolean(),
  /** Each cancellation by a golfer. */
  mailOnCancellation: z.boolean(),
  /** Tomorrow's tee sheet with its bookings, every evening at 18:00 (Zurich). */
  mailDailySheet: z.boolean(),
  /** One address they go to; null or empty: every admin of the club, each in their own language. */
  mailTo: z
    .string()
    .trim()
    .max(254, 'must have at most 254 characters')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'must be a valid e-mail address, or empty for the club admins',
    )
    .nullable(),
  /** The language of the mails to that address. */
  mailLanguage: languageSchema,
  /** Who may play (docs/decisions/0043-who-is-playing.md): the highest handicap index (null: none, and none asked). */
  handicapLimit: playerRulesSchema.shape.handicapLimit,
  /** What each player must hold: a Swiss Golf card is asked as its number, the Platzreife as the golfer's word. */
  playerProof: playerRulesSchema.shape.proof,
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
