import { and, asc, between, count, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { folded } from '../../db/folded';
import { idStartOfReference } from '../../../contract/bookings';
import { clubPricing, clubSettings, golfClubs, teeTimes } from '../../db/schema';

/**
 * A booking's golfer as the club sees them, from the booking `b` and the golfer's profile `pr`: the profile's
 * current name and e-mail, or for a booking the desk took, what the desk wrote down.
 */
export const golferName = sql.raw('coalesce(pr.name, b.contact_name)');
export const golferEmail = sql.raw('coalesce(pr.email, b.contact_email)');

// Written out: in a one-table select Drizzle leaves columns unqualified, and "id" would mean b.id here.
const bookingCount = sql<number>`(select count(*)::int from bookings b where b.tee_time_id = tee_times.id)`;

/** The block is the club's calendar's, still with the reason the calendar gave it. */
const blockedByCalendar = sql<boolean>`(tee_times.is_blocked and exists (select 1 from calendar_blocks cb
  where cb.tee_time_id = tee_times.id and cb.reason = tee_times.block_reason))`;

const adminColumns = {
  id: teeTimes.id,
  date: teeTimes.date,
  time: teeTimes.time,
  holeCount: teeTimes.holeCount,
  discountedPrice: teeTimes.discountedPrice,
  originalPrice: teeTimes.originalPrice,
  slotsAvailable: teeTimes.slotsAvailable,
  bookedPlayers: teeTimes.bookedPlayers,
  isBlocked: teeTimes.isBlocked,
  blockReason: teeTimes.blockReason,
  isSurpriseDeal: teeTimes.isSurpriseDeal,
  bookingCount,
  externalId: teeTimes.externalId,
  placesElsewhere: teeTimes.placesElsewhere,
  blockedByCalendar,
};

/** The club's tee times from one day to another (inclusive), by day and time. */
export function teeSheet(db: Db, clubId: string, days: { from: string; to: string }) {
  return db
    .select(adminColumns)
    .from(teeTimes)
    .where(and(eq(teeTimes.golfClubId, clubId), between(teeTimes.date, days.from, days.to)))
    .orderBy(asc(teeTimes.date), asc(teeTimes.time));
}

export async function findClubTeeTime(db: Db | Tx, clubId: string, teeTimeId: string) {
  const [row] = await db
    .select(adminColumns)
    .from(teeTimes)
    .where(and(eq(teeTimes.id, teeTimeId), eq(teeTimes.golfClubId, clubId)));
  return row ?? null;
}

/** Locks one of the club's tee times, so that an edit and a booking of it queue up. */
export async function lockClubTeeTime(tx: Tx, clubId: string, teeTimeId: string) {
  const [row] = await tx
    .select({ id: teeTimes.id })
    .from(teeTimes)
    .where(and(eq(teeTimes.id, teeTimeId), eq(teeTimes.golfClubId, clubId)))
    .for('update');
  return row ? findClubTeeTime(tx, clubId, teeTimeId) : null;
}

/**
 * The club's open tee times of a day between two starts (inclusive; the whole day without them) that have not
 * started by `now`, in order.
 */
export function openTeeTimesBetween(
  db: Db | Tx,
  clubId: string,
  range: { date: string; from?: string; to?: string },
  nowTime: string | null,
) {
  return db
    .select({ id: teeTimes.id, time: sql<string>`to_char(${teeTimes.time}, 'HH24:MI')` })
    .from(teeTimes)
    .where(
      and(
        eq(teeTimes.golfClubId, clubId),
        eq(teeTimes.date, range.date),
        eq(teeTimes.isBlocked, false),
        range.from ? gte(teeTimes.time, range.from) : undefined,
        range.to ? lte(teeTimes.time, range.to) : undefined,
        nowTime ? gt(teeTimes.time, nowTime) : undefined,
      ),
    )
    .orderBy(asc(teeTimes.time));
}

/**
 * Locks the club's tee times of a range (the whole day without one) and the tee times bookings move to, in
 * one statement in the order of their ids: two blocks whose moves point into each other's ranges then queue
 * up instead of each holding what the other waits for (a deadlock, which PostgreSQL ends with an error).
 */
export async function lockRangeAndTargets(
  tx: Tx,
  clubId: string,
  range: { date: string; from?: string; to?: string },
  targetIds: string[],
) {
  const inRange = and(
    eq(teeTimes.date, range.date),
    range.from ? gte(teeTimes.time, range.from) : undefined,
    range.to ? lte(teeTimes.time, range.to) : undefined,
  );
  await tx
    .select({ id: teeTimes.id })
    .from(teeTimes)
    .where(
      and(
        eq(teeTimes.golfClubId, clubId),
        targetIds.length > 0 ? or(inRange, inArray(teeTimes.id, targetIds)) : inRange,
      ),
    )
    .orderBy(asc(teeTimes.id))
    .for('update');
}

/** The active (pending or confirmed) bookings of some tee times, by time, with their golfers and how they pay. */
export function activeBookingsOn(db: Db | Tx, teeTimeIds: string[]) {
  if (teeTimeIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    id: string;
    tee_time_id: string;
    time: string;
    player_count: number;
    golfer: string | null;
    email: string | null;
    total_price: number;
    paid_online: boolean;
    is_mystery: boolean;
  }>(
    db,
    sql`select b.id, b.tee_time_id, to_char(t.time, 'HH24:MI') as time, b.player_count, ${golferName} as golfer, ${golferEmail} as email,
          b.total_price::float8 as total_price, b.is_mystery,
          exists (select 1 from payments p where p.booking_id = b.id and p.kind = 'charge' and p.provider = 'stripe' and p.status = 'succeeded') as paid_online
        from bookings b join tee_times t on t.id = b.tee_time_id left join profiles pr on pr.id = b.user_id
        where b.tee_time_id in ${sql`(${sql.join(
          teeTimeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`} and b.status in ('pending', 'confirmed')
        order by t.time, b.created_at`,
  );
}

/** The dates and starts (HH:mm) of the club's tee times between two dates. */
export function teeTimeStartsBetween(db: Db, clubId: string, from: string, to: string) {
  return db
    .select({ date: teeTimes.date, time: sql<string>`to_char(${teeTimes.time}, 'HH24:MI')` })
    .from(teeTimes)
    .where(and(eq(teeTimes.golfClubId, clubId), between(teeTimes.date, from, to)));
}

export type NewTeeTime = Pick<
  typeof teeTimes.$inferInsert,
  'date' | 'time' | 'holeCount' | 'slotsAvailable' | 'discountedPrice' | 'originalPrice' | 'isSurpriseDeal'
>;

/** Inserts tee times that do not exist yet (same club, date and time); answers how many were new. */
/** Inserts tee times in one statement, skipping those the club already has, and answers how many were new. */
export async function insertTeeTimes(tx: Tx, clubId: string, teeTimesToAdd: NewTeeTime[]) {
  const rows = teeTimesToAdd.map((teeTime) => ({ golfClubId: clubId, ...teeTime }));
  return (await tx.insert(teeTimes).values(rows).onConflictDoNothing().returning({ id: teeTimes.id })).length;
}

export function updateTeeTime(tx: Tx, teeTimeId: string, values: Partial<typeof teeTimes.$inferInsert>) {
  return tx.update(teeTimes).set(values).where(eq(teeTimes.id, teeTimeId));
}

export function deleteTeeTime(tx: Tx, teeTimeId: string) {
  return tx.delete(teeTimes).where(eq(teeTimes.id, teeTimeId));
}

export async function clubName(db: Db, clubId: string) {
  const [row] = await db
    .select({ id: golfClubs.id, name: golfClubs.name })
    .from(golfClubs)
    .where(eq(golfClubs.id, clubId));
  return row ?? null;
}

/** Tee times, places and booked players of one day. */
export async function dayOccupancy(db: Db, clubId: string, date: string) {
  const [row] = await db
    .select({
      teeTimes: count(),
      places: sql<number>`coalesce(sum(${teeTimes.slotsAvailable}), 0)::int`,
      bookedPlayers: sql<number>`coalesce(sum(${teeTimes.bookedPlayers}), 0)::int`,
    })
    .from(teeTimes)
    .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, date), eq(teeTimes.isBlocked, false)));
  return row!;
}

/** The next rounds booked at the club, with the golfer's name (none for walk-ins booked at the desk). */
export function upcomingRounds(db: Db, clubId: string, today: string, nowTime: string) {
  return queryRows<{
    id: string;
    date: string;
    time: string;
    playerCount: number;
    golfer: string | null;
    status: string;
    totalPrice: number;
  }>(
    db,
    sql`select b.id, to_char(t.date, 'YYYY-MM-DD') as date, to_char(t.time, 'HH24:MI') as time, b.player_count as "playerCount",
          ${golferName} as golfer, b.status, b.total_price::float8 as "totalPrice"
        from bookings b join tee_times t on t.id = b.tee_time_id left join profiles pr on pr.id = b.user_id
        where t.golf_club_id = ${clubId} and b.status in ('confirmed', 'pending')
          and (t.date > ${today} or (t.date = ${today} and t.time >= ${nowTime}))
        order by t.date, t.time limit 10`,
  );
}

export interface ClubBookingRow {
  id: string;
  date: string;
  time: string;
  player_count: number;
  golfer: string | null;
  email: string | null;
  status: string;
  total_price: number;
  is_mystery: boolean;
  price_per_player: number;
  hole_count: number;
  booked_at: string;
  cancelled_at: string | null;
  outcome_at: string | null;
  charge: StoredPayment | null;
  refund: StoredPayment | null;
}

/** A booking's charge or refund as the club's lists read it. */
export interface StoredPayment {
  provider: 'club' | 'stripe';
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  amount: number;
  /** When it last changed (for a charge paid at the desk: when it was marked received). */
  updatedAt: string;
}

/** The booking `b`'s charge or refund, as JSON. */
export const paymentJson = (kind: 'charge' | 'refund') =>
  sql`(select json_build_object('provider', p.provider, 'status', p.status, 'amount', p.amount, 'updatedAt', p.updated_at) from payments p where p.booking_id = b.id and p.kind = ${kind})`;

/**
 * The club's bookings with rounds between two dates, by round; optionally of one status, or found by part of the
 * golfer's name (in any case, with or without accents) or e-mail, or by the booking's reference.
 */
export function clubBookings(db: Db, clubId: string, filter: { from: string; to: string; status: string; q?: string }) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const idStart = filter.q ? idStartOfReference(filter.q) : null;
  return queryRows<ClubBookingRow>(
    db,
    sql`select b.id, to_char(t.date, 'YYYY-MM-DD') as date, to_char(t.time, 'HH24:MI') as time, b.player_count, ${golferName} as golfer, ${golferEmail} as email,
          b.status, b.total_price::float8 as total_price, b.is_mystery, b.price_per_player::float8 as price_per_player, t.hole_count,
          to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as booked_at, to_char(b.cancelled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as cancelled_at,
          to_char(b.outcome_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as outcome_at,
          ${paymentJson('charge')} as charge, ${paymentJson('refund')} as refund
        from bookings b join tee_times t on t.id = b.tee_time_id left join profiles pr on pr.id = b.user_id
        where t.golf_club_id = ${clubId} and t.date between ${filter.from} and ${filter.to}
          ${filter.status === 'all' ? sql`` : sql`and b.status = ${filter.status}`}
          ${pattern ? sql`and (${folded(golferName)} like ${folded(pattern)} or ${golferEmail} ilike ${pattern} or b.contact_phone like ${pattern} ${idStart ? sql`or b.id::text like ${`${idStart}%`}` : sql``})` : sql``}
        order by t.date, t.time, b.created_at
        limit 2000`,
  );
}

export async function settingsOf(db: Db, clubId: string) {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.golfClubId, clubId));
  return row ?? null;
}

export function saveSettings(
  tx: Tx,
  clubId: string,
  values: Omit<typeof clubSettings.$inferInsert, 'golfClubId' | 'updatedAt'>,
) {
  return tx
    .insert(clubSettings)
    .values({ golfClubId: clubId, ...values })
    .onConflictDoUpdate({ target: clubSettings.golfClubId, set: { ...values, updatedAt: new Date() } });
}

/** The club's prices: the weekday price and discount live on the club (as in the spec), the rest beside it. */
export async function pricingOf(db: Db | Tx, clubId: string) {
  const [row] = await db
    .select({
      weekdayStandardPrice: golfClubs.weekdayStandardPrice,
      weekdayDiscount: golfClubs.weekdayDiscount,
      weekendPrice: clubPricing.weekendPrice,
      twilightStart: clubPricing.twilightStart,
      twilightDiscount: clubPricing.twilightDiscount,
    })
    .from(golfClubs)
    .leftJoin(clubPricing, eq(clubPricing.golfClubId, golfClubs.id))
    .where(eq(golfClubs.id, clubId));
  return row!;
}

export async function savePricing(
  tx: Tx,
  clubId: string,
  pricing: {
    weekdayStandardPrice: number;
    weekdayDiscount: number;
    weekendPrice: number;
    twilightStart: string | null;
    twilightDiscount: number;
  },
) {
  const { weekdayStandardPrice, weekdayDiscount, ...rest } = pricing;
  await tx.update(golfClubs).set({ weekdayStandardPrice, weekdayDiscount }).where(eq(golfClubs.id, clubId));
  await tx
    .insert(clubPricing)
    .values({ golfClubId: clubId, ...rest })
    .onConflictDoUpdate({ target: clubPricing.golfClubId, set: { ...rest, updatedAt: new Date() } });
}
