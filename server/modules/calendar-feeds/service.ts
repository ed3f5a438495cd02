import { eq, sql } from 'drizzle-orm';
import {
  CALENDAR_EVENT_LIMIT,
  CALENDAR_HORIZON_DAYS,
  CALENDAR_REFRESH_MINUTES,
  type CalendarFeedInput,
  type CalendarRead,
  type ClubCalendar,
} from '../../../contract/calendar-feeds';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { queryRows, type Tx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { outsideUrlProblem } from '../../http/outside-addresses';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { applyCalendar } from './apply-calendar';
import { readCalendar, TooManyEvents, UnreadableCalendar } from './calendar-file';
import { CalendarProblem, calendarAddress, fetchCalendar } from './fetch-calendar';

const ENTITY = 'calendar_feed';
const REFRESH_MS = CALENDAR_REFRESH_MINUTES * 60_000;
/** Calendars one run of the job reads, and how many side by side. */
const DUE_PER_RUN = 60;
const SIDE_BY_SIDE = 4;

type FeedRow = typeof calendarFeeds.$inferSelect;

/**
 * A calendar as the audit log names it: its host only. Its address is often the calendar's secret (Google's
 * "secret address"), for the club's eyes and the server's reads alone.
 */
const calendarHost = (url: string) => new URL(url).host;

const toFeed = (row: FeedRow, now: Date): ClubCalendar['feed'] => ({
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  attemptedAt: row.attemptedAt?.toISOString() ?? null,
  problem: row.problemCode ? { code: row.problemCode, message: row.problem ?? '' } : null,
  // Due at once (a tee time was made since): read within the minute.
  nextReadAt: new Date(Math.max(row.dueAt.getTime(), now.getTime())).toISOString(),
  lastRead: row.lastRead ?? null,
});

/** One club's syncs of its calendar wait for each other (the job's and an admin's "read now"). */
const lockClubCalendar = (tx: Tx, clubId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('calendar_feed'), hashtext(${clubId}))`);

/** A calendar's events from today to the horizon; a CalendarProblem when it cannot be fetched or read. */
async function eventsOf(deps: Deps, url: string, now: Date) {
  const text = await fetchCalendar(url, deps.config.onLoopback);
  const today = zurichDate(now);
  try {
    return await readCalendar(
      text,
      { first: today, last: addDays(today, CALENDAR_HORIZON_DAYS) },
      CALENDAR_EVENT_LIMIT,
    );
  } catch (error) {
    if (error instanceof TooManyEvents) throw new CalendarProblem('calendar_too_large', `it has ${error.message}`);
    if (error instanceof UnreadableCalendar) throw new CalendarProblem('calendar_unreadable', error.message);
    throw error;
  }
}

/** A club admin's address, refused with its reason when it cannot be one the server reads. */
function checkedAddress(deps: Deps, input: CalendarFeedInput) {
  const url = calendarAddress(input.url);
  const problem = outsideUrlProblem(url, deps.config.onLoopback);
  if (problem) throw new AppError('invalid_input', `url: ${problem}`, [{ path: 'url', message: problem }]);
  return url;
}

/** A calendar that cannot be read, refused to the admin who gave it with the reason. */
const refusal = (error: unknown) =>
  error instanceof CalendarProblem ? new AppError(error.code, `The calendar cannot be read: ${error.message}`) : error;

export async function clubCalendar(deps: Deps, clubId: string): Promise<ClubCalendar> {
  const [row] = await deps.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.golfClubId, clubId));
  return { feed: row ? toFeed(row, deps.clock()) : null };
}

/** What subscribing to a calendar would block, leave open and reopen, read now; writes nothing. */
export async function previewCalendar(deps: Deps, actor: ClubActor, input: CalendarFeedInput): Promise<CalendarRead> {
  const url = checkedAddress(deps, input);
  const now = deps.clock();
  const pieces = await eventsOf(deps, url, now).catch((error: unknown) => Promise.reject(refusal(error)));
  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockClubCalendar(tx, actor.clubId);
    return applyCalendar(tx, actor.clubId, pieces, now, { preview: true });
  });
  return { preview: true, readAt: now.toISOString(), ...outcome };
}

/**
 * Reads a calendar and applies it to the club's tee sheet, in one transaction with what the feed's row says of
 * it (and, when `subscribe` is given, with the subscription itself: a calendar that cannot be read is refused).
 */
async function readAndApply(
  deps: Deps,
  clubId: string,
  url: string,
  who: { userId: string | null; subscribe?: boolean },
): Promise<void> {
  const now = deps.clock();
  const pieces = await eventsOf(deps, url, now);
  await deps.database.db.transaction(async (tx) => {
    await lockClubCalendar(tx, clubId);
    if (who.subscribe) {
      await tx
        .insert(calendarFeeds)
        .values({ golfClubId: clubId, url, createdByUserId: who.userId, createdAt: now, dueAt: now })
        .onConflictDoUpdate({
          target: calendarFeeds.golfClubId,
          set: { url, createdByUserId: who.userId, createdAt: now },
        });
      await recordAudit(tx, {
        actorUserId: who.userId,
        golfClubId: clubId,
        action: 'subscribe',
        entity: ENTITY,
        details: { calendar: calendarHost(url) },
      });
    }
    const outcome = await applyCalendar(tx, clubId, pieces, now, { preview: false });
    const lastRead: CalendarRead = { preview: false, readAt: now.toISOString(), ...outcome };
    // A feed removed while it was read (the job's read of an old address) changes nothing.
    const updated = await tx
      .update(calendarFeeds)
      .set({
        attemptedAt: now,
        dueAt: new Date(now.getTime() + REFRESH_MS),
        problemCode: null,
        problem: null,
        lastRead,
      })
      .where(sql`${calendarFeeds.golfClubId} = ${clubId} and ${calendarFeeds.url} = ${url}`)
      .returning({ url: calendarFeeds.url });
    if (updated.length === 0) throw new FeedGone();
    if (outcome.totals.blocks + outcome.totals.lifted > 0)
      await recordAudit(tx, {
        actorUserId: who.userId,
        golfClubId: clubId,
        action: 'calendar_read',
        entity: 'tee_time',
        details: { calendar: calendarHost(url), blocked: outcome.totals.blocks, reopened: outcome.totals.lifted },
      });
  });
}

class FeedGone extends Error {}

/** Subscribes the club to a calendar (replacing the one it had) and applies it at once. */
export async function subscribeCalendar(deps: Deps, actor: ClubActor, input: CalendarFeedInput): Promise<ClubCalendar> {
  const url = checkedAddress(deps, input);
  await readAndApply(deps, actor.clubId, url, { userId: actor.userId, subscribe: true }).catch((error: unknown) =>
    Promise.reject(refusal(error)),
  );
  return clubCalendar(deps, actor.clubId);
}

/** Reads the club's calendar now; a failure is kept on the feed (and shown) like the job's. */
export async function readClubCalendarNow(deps: Deps, actor: ClubActor): Promise<ClubCalendar> {
  const { feed } = await clubCalendar(deps, actor.clubId);
  if (!feed) throw new AppError('not_found', 'The club subscribes to no calendar');
  await readFeed(deps, actor.clubId, feed.url, actor.userId);
  return clubCalendar(deps, actor.clubId);
}

/** Reads one feed, keeping why it failed on it. */
async function readFeed(deps: Deps, clubId: string, url: string, userId: string | null) {
  try {
    await readAndApply(deps, clubId, url, { userId });
  } catch (error) {
    if (error instanceof FeedGone) return;
    if (!(error instanceof CalendarProblem)) throw error;
    deps.logger.info({ clubId, code: error.code, problem: error.message }, 'a club calendar could not be read');
    const now = deps.clock();
    await deps.database.db
      .update(calendarFeeds)
      .set({
        attemptedAt: now,
        dueAt: new Date(now.getTime() + REFRESH_MS),
        problemCode: error.code,
        problem: error.message,
      })
      .where(sql`${calendarFeeds.golfClubId} = ${clubId} and ${calendarFeeds.url} = ${url}`);
  }
}

/**
 * Ends the subscription: the tee times the calendar blocked that still carry its reason and have not started
 * are reopened.
 */
export async function unsubscribeCalendar(deps: Deps, actor: ClubActor): Promise<{ reopened: number }> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    await lockClubCalendar(tx, actor.clubId);
    const [feed] = await tx.delete(calendarFeeds).where(eq(calendarFeeds.golfClubId, actor.clubId)).returning();
    if (!feed) throw new AppError('not_found', 'The club subscribes to no calendar');
    const outcome = await applyCalendar(tx, actor.clubId, [], now, { preview: false });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'unsubscribe',
      entity: ENTITY,
      details: { calendar: calendarHost(feed.url), reopened: outcome.totals.lifted },
    });
    return { reopened: outcome.totals.lifted };
  });
}

/**
 * The job: reads every calendar that is due (not read for CALENDAR_REFRESH_MINUTES, or a tee time of its club
 * was made since), a few side by side. Each is claimed by putting its next read a quarter hour later first, so
 * that two processes never read the same one.
 */
export async function readDueCalendars(deps: Deps): Promise<void> {
  const now = deps.clock();
  const feeds = await queryRows<{ golf_club_id: string; url: string }>(
    deps.database.db,
    sql`
    update calendar_feeds set due_at = ${new Date(now.getTime() + REFRESH_MS).toISOString()}::timestamptz
    where golf_club_id in (
      select golf_club_id from calendar_feeds
      where due_at <= ${now.toISOString()}::timestamptz
      order by due_at limit ${DUE_PER_RUN}
      for update skip locked)
    returning golf_club_id, url`,
  );
  const worker = async () => {
    for (let feed = feeds.shift(); feed; feed = feeds.shift()) await readFeed(deps, feed.golf_club_id, feed.url, null);
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
}
