import { z } from 'zod';
import { shownClubTextsSchema } from './club-texts';
import { isoDateSchema, languageSchema, uuidSchema, zurichMomentSchema } from './common';
import { playerRulesSchema } from './players';
import { pageQueryShape, searchQuerySchema } from './search';

export const teeTimeSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  hole_count: z.number(),
  discounted_price: z.number(),
  original_price: z.number(),
  openSlots: z.number(),
  flames: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TeeTime = z.infer<typeof teeTimeSchema>;

export const clubSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  canton: z.string(),
  image_url: z.string().nullable(),
  is_featured: z.boolean(),
  weekday_standard_price: z.number(),
  weekday_discount: z.number(),
  maxDiscountPercent: z.number(),
  /**
   * Tee times of the date with open slots, by time: in a page of clubs the first TEE_TIMES_PER_CARD (the club's
   * day list has them all); null for anonymous visitors, who see a log-in hint instead.
   */
  teeTimes: z.array(teeTimeSchema).nullable(),
  /** How many tee times of the date have open slots (shown to everyone). */
  openTeeTimeCount: z.number(),
  /** Where the course lies (WGS84 degrees), for the map; null until the club is placed. */
  location: z.object({ longitude: z.number(), latitude: z.number() }).nullable(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

export const clubDetailSchema = clubSummarySchema
  .omit({ teeTimes: true, openTeeTimeCount: true, maxDiscountPercent: true, location: true })
  .extend({
    country: z.string(),
    address: z.string().nullable(),
    /** The club's own texts in the reader's language (lang), each falling back to another language the club wrote it in. */
    texts: shownClubTextsSchema,
    /** Who may play: shown before booking. */
    playerRules: playerRulesSchema,
  });
export type ClubDetail = z.infer<typeof clubDetailSchema>;

/** A page of clubs: the next page is asked for with nextCursor (null on the last page). */
export const clubPageSchema = z.object({
  clubs: z.array(clubSummarySchema),
  nextCursor: z.string().nullable(),
  /** Every club of the list, and their tee times, over all its pages. */
  totalClubs: z.number(),
  totalTeeTimes: z.number(),
});
export type ClubPage = z.infer<typeof clubPageSchema>;

export const clubsQuerySchema = z.object({
  featured: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  date: isoDateSchema,
  players: searchQuerySchema.shape.players,
  ...pageQueryShape,
});

export const clubParamsSchema = z.object({ id: uuidSchema });
/** The reader's language, for the club's own texts; English when not given. */
export const clubDetailQuerySchema = z.object({ lang: languageSchema.default('en') });
/** A club's day list: every time of the date that the search's filters let through. */
export const clubDateQuerySchema = searchQuerySchema.pick({
  date: true,
  players: true,
  time: true,
  holes: true,
  maxPrice: true,
  minDiscount: true,
});

export const teeTimeDetailSchema = z.object({
  teeTime: teeTimeSchema.omit({ flames: true }),
  club: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    canton: z.string(),
    address: z.string().nullable(),
    image_url: z.string().nullable(),
  }),
  /** Free cancellation until this many hours before the round (the club's policy). */
  cancellationHours: z.number(),
  /** The cancellation terms of a booking made now: free until then, or (free false) cancelling costs the whole booking. */
  cancellation: z.object({ free: z.boolean(), freeUntil: zurichMomentSchema }),
  /** Why it cannot be booked now, or null when it can (open places aside: see teeTime.openSlots). */
  refusal: z.enum(['tee_time_blocked', 'tee_time_started', 'booking_closed', 'outside_booking_window']).nullable(),
  maxPlayers: z.number(),
  /** The club's rules behind a refusal: booking closes so many minutes before the round, and opens so many days ahead. */
  minLeadMinutes: z.number(),
  bookingWindowDays: z.number(),
  /** What the club asks of each player: the booking page asks for it and checks it before sending. */
  playerRules: playerRulesSchema,
});
export type TeeTimeDetail = z.infer<typeof teeTimeDetailSchema>;
