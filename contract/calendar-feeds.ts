import { z } from 'zod';

/**
 * A club that keeps its competitions, course work and closures in a calendar (Google, Outlook, its tee-sheet
 * program) subscribes to it by its iCalendar address: the tee times inside its events are blocked, with the
 * event's title as the reason, and unblocked when an event goes. A preview says what it would do first.
 */

/** How often the calendar is read again. */
export const CALENDAR_REFRESH_MINUTES = 15;
/** How far ahead its events block tee times, in days from today. */
export const CALENDAR_HORIZON_DAYS = 400;
/** The largest calendar read (bytes). */
export const CALENDAR_BYTES = 2 * 1024 * 1024;
/** Events (each day of each occurrence) read at most from today to the horizon. */
export const CALENDAR_EVENT_LIMIT = 5_000;
/** Events a read lists (the page, the preview); it acts on all of them. */
export const CALENDAR_EVENTS_LISTED = 200;

export const calendarFeedInputSchema = z.object({
  /** The calendar's address: https://… (or webcal://…, read over https). */
  url: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .refine((value) => URL.canParse(value), 'must be a web address (https://…)'),
});
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

const wallTime = z.string().regex(/^\d{2}:\d{2}$/);

/** A booking that keeps a tee time inside an event open: the club moves or cancels it, or leaves the time open. */
const keptOpenSchema = z.object({
  time: wallTime,
  /** The bookings' references (DEMO-…), as the tee sheet shows them. */
  references: z.array(z.string()),
});

/** One day of one event between today and the horizon, in Zurich time, and what it does to the tee sheet. */
export const calendarEventSchema = z.object({
  summary: z.string(),
  date: z.string(),
  /** From `from` (inclusive) to `to` (exclusive); a whole day is 00:00 to 24:00. */
  from: wallTime,
  to: z.string().regex(/^\d{2}:\d{2}$/),
  /** Tee times blocked by this read. */
  blocks: z.number(),
  /** Tee times it had blocked before. */
  blocked: z.number(),
  /** Tee times the club reopened on its tee sheet: left open while the event stands. */
  reopened: z.number(),
  /** Tee times with bookings: left open and listed, for the club to move or cancel them on its tee sheet. */
  withBookings: z.array(keptOpenSchema),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** What one read of the calendar did, or would do (a preview). */
export const calendarReadSchema = z.object({
  preview: z.boolean(),
  /** When it was read (ISO instant). */
  readAt: z.string(),
  /** Its events from today to the horizon, in order, at most CALENDAR_EVENTS_LISTED. */
  events: z.array(calendarEventSchema),
  /** Events past the list's end. */
  unlisted: z.number(),
  /** Tee times it had blocked whose event is gone or moved: reopened. */
  lifted: z.array(z.object({ date: z.string(), time: wallTime, summary: z.string() })),
  totals: z.object({ blocks: z.number(), blocked: z.number(), withBookings: z.number(), lifted: z.number() }),
});
export type CalendarRead = z.infer<typeof calendarReadSchema>;

/** Why the calendar could not be read: not reached (the server's answer or the network's), or not iCalendar. */
export const CALENDAR_PROBLEMS = ['calendar_unreachable', 'calendar_unreadable', 'calendar_too_large'] as const;

export const calendarFeedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  /** The last attempt to read it (ISO instant), and why it failed (null: read). */
  attemptedAt: z.string().nullable(),
  problem: z.object({ code: z.enum(CALENDAR_PROBLEMS), message: z.string() }).nullable(),
  /** When it is read next, at the latest. */
  nextReadAt: z.string(),
  /** The last read that succeeded. */
  lastRead: calendarReadSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The club's calendar, if it subscribed to one. */
export const clubCalendarSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type ClubCalendar = z.infer<typeof clubCalendarSchema>;
