import { and, desc, eq, inArray, isNotNull, lte, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rulesOf } from '../../domain/booking-policy';
import { writeInOneStatement } from '../../db/one-statement';
import { playerRulesOfClubs } from '../../db/player-rules';
import type { PlayerDetails } from '../../../contract/players';
import { preparedPerDatabase } from '../../db/prepared';
import { storedKeyOf, type IdempotentRequest } from '../../http/idempotency';
import {
  bookings,
  clubSettings,
  golfClubs,
  idempotencyKeys,
  mysteryDealInstances,
  notifications,
  payments,
  profiles,
  teeTimes,
} from '../../db/schema';

/** Locks the tee time's row until the transaction ends: the one place two bookings of it queue up. */
export async function lockTeeTime(tx: Tx, teeTimeId: string) {
  const rows = await tx.select().from(teeTimes).where(eq(teeTimes.id, teeTimeId)).for('update');
  return rows[0] ?? null;
}

/** Whether an unpaid booking's hold on the tee time has lapsed. tee_times.id is written out: in a one-table select Drizzle leaves columns unqualified, and "id" would mean b.id. */
const lapsedHoldsOf = (now: string | SQLWrapper) =>
  sql<boolean>`exists (select 1 from bookings b where b.tee_time_id = tee_times.id and b.status = 'pending' and b.hold_expires_at <= ${now}::timestamptz)`;

/**
 * The tee time to book, locked until the transaction ends, with all a booking needs in the same round
 * trip: its club, the club's rules (their defaults until it sets its own), and whether a lapsed hold could
 * free places.
 */
export async function lockTeeTimeToBook(tx: Tx, teeTimeId: string, now: Date) {
  const [row] = await tx
    .select({
      teeTime: teeTimes,
      clubName: golfClubs.name,
      city: golfClubs.city,
      canton: golfClubs.canton,
      maxPlayersPerBooking: clubSettings.maxPlayersPerBooking,
      bookingWindowDays: clubSettings.bookingWindowDays,
      minLeadMinutes: clubSettings.minLeadMinutes,
      address: golfClubs.address,
      cancellationHours: clubSettings.cancellationHours,
      /** Whether the club wants a mail of each new booking. */
      mailOnBooking: clubSettings.mailOnBooking,
      playerRules: playerRulesOfClubs(sql`array[${teeTimes.golfClubId}]`),
      lapsedHolds: lapsedHoldsOf(now.toISOString()),
    })
    .from(teeTimes)
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, teeTimes.golfClubId))
    .where(eq(teeTimes.id, teeTimeId))
    .for('update', { of: teeTimes });
  if (!row) return null;
  const { maxPlayersPerBooking, bookingWindowDays, minLeadMinutes, ...rest } = row;
  return { ...rest, rules: rulesOf({ maxPlayersPerBooking, bookingWindowDays, minLeadMinutes }) };
}

/**
 * Writes a new booking in one round trip: the booking, the players on the tee time's counter, and what
 * comes with it (its charge, the golfer's notification, the answer kept for its Idempotency-Key). A key
 * that another request stored first fails the whole write with a unique violation.
 */
export function writeBooking(
  tx: Tx,
  parts: {
    booking: typeof bookings.$inferInsert & { id: string };
    charge: typeof payments.$inferInsert | null;
    notification: typeof notifications.$inferInsert | null;
    answer: typeof idempotencyKeys.$inferInsert | null;
    /** The golfer's own handicap index and Swiss Golf number as given: their profile keeps the latest for next time. */
    golferDetails?: { userId: string } & PlayerDetails;
  },
) {
  const remember = parts.golferDetails && rememberGolferDetails(tx, parts.golferDetails.userId, parts.golferDetails);
  return writeInOneStatement(tx, [
    tx.insert(bookings).values(parts.booking),
    addBookedPlayers(tx, parts.booking.teeTimeId, parts.booking.playerCount),
    ...(parts.charge ? [tx.insert(payments).values(parts.charge)] : []),
    ...(parts.notification ? [tx.insert(notifications).values(parts.notification)] : []),
    ...(parts.answer ? [tx.insert(idempotencyKeys).values(parts.answer)] : []),
    ...(remember ? [remember] : []),
  ]);
}

/** The golfer's profile keeps the handicap index and Swiss Golf number they last gave; null when they gave none. */
export function rememberGolferDetails(tx: Tx, userId: string, { handicapIndex, swissGolfNumber }: PlayerDetails) {
  const given = {
    ...(handicapIndex != null ? { handicapIndex } : {}),
    ...(swissGolfNumber ? { swissGolfNumber } : {}),
  };
  return Object.keys(given).length > 0 ? tx.update(profiles).set(given).where(eq(profiles.id, userId)) : null;
}

export function addBookedPlayers(tx: Tx, teeTimeId: string, players: number) {
  return tx
    .update(teeTimes)
    .set({ bookedPlayers: sql`${teeTimes.bookedPlayers} + ${players}` })
    .where(eq(teeTimes.id, teeTimeId));
}

/**
 * Ends the lapsed holds of unpaid bookings on a locked tee time and gives their places back.
 * Returns the number of places freed.
 */
export async function releaseExpiredHolds(tx: Tx, teeTimeId: string, now: Date): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.teeTimeId, teeTimeId), eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id, userId: bookings.userId, playerCount: bookings.playerCount });
  const freed = expired.reduce((sum, booking) => sum + booking.playerCount, 0);
  if (freed > 0) await addBookedPlayers(tx, teeTimeId, -freed);
  return freed;
}

/**
 * The places of a tee time without locking it, and whether a lapsed hold could free some: enough to answer
 * "sold out" at once while the tee time stays sold out, without queueing for its row lock. With the
 * request's Idempotency-Key, what is stored for that key comes along: a retry is answered in this one trip.
 */
export async function placesAtAGlance(db: Db, teeTimeId: string, now: Date, request: IdempotentRequest | null) {
  const [row] = await glance(db).execute({
    teeTimeId,
    now: now.toISOString(),
    userId: request?.userId ?? '',
    key: request?.key ?? null,
  });
  return row ?? null;
}

const glance = preparedPerDatabase((db) =>
  db
    .select({
      slotsAvailable: teeTimes.slotsAvailable,
      bookedPlayers: teeTimes.bookedPlayers,
      lapsedHolds: lapsedHoldsOf(sql.placeholder('now')),
      storedKey: storedKeyOf(sql.placeholder('userId'), sql.placeholder('key')),
    })
    .from(teeTimes)
    .where(eq(teeTimes.id, sql.placeholder('teeTimeId')))
    .prepare('places_at_a_glance'),
);

/** Tee times with at least one lapsed hold, for the housekeeping sweep. */
export async function teeTimesWithExpiredHolds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ teeTimeId: bookings.teeTimeId })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)));
  return rows.map((row) => row.teeTimeId);
}

const paymentOf = (kind: 'charge' | 'refund') =>
  sql<{
    provider: 'club' | 'stripe';
    status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
    amount: number;
  } | null>`(
    select json_build_object('provider', p.provider, 'status', p.status, 'amount', p.amount)
    from payments p where p.booking_id = bookings.id and p.kind = ${kind})`;

const bookingView = {
  id: bookings.id,
  userId: bookings.userId,
  status: bookings.status,
  playerCount: bookings.playerCount,
  pricePerPlayer: bookings.pricePerPlayer,
  totalPrice: bookings.totalPrice,
  isMystery: bookings.isMystery,
  language: bookings.language,
  /** A desk booking's golfer has no account: the desk wrote down their name and e-mail address. */
  source: bookings.source,
  contactName: bookings.contactName,
  contactEmail: bookings.contactEmail,
  holdExpiresAt: bookings.holdExpiresAt,
  createdAt: bookings.createdAt,
  teeTimeId: teeTimes.id,
  date: teeTimes.date,
  time: teeTimes.time,
  holeCount: teeTimes.holeCount,
  /** A mystery booking was compared with the usual price among the clubs its deal named. */
  originalPrice: sql<number>`coalesce(${mysteryDealInstances.usualPriceFrom}, ${teeTimes.originalPrice})`.mapWith(
    Number,
  ),
  clubId: golfClubs.id,
  clubName: golfClubs.name,
  city: golfClubs.city,
  canton: golfClubs.canton,
  address: golfClubs.address,
  /** A mystery booking keeps its deal's terms; one the club moved is free to cancel until the round. */
  cancellationHours: sql<
    number | null
  >`case when ${bookings.movedByClubAt} is not null then 0 else coalesce(${mysteryDealInstances.cancellationHours}, ${clubSettings.cancellationHours}) end`,
  /** Mystery bookings: the start of the window the golfer booked (minutes after midnight). */
  mysteryWindowStart: mysteryDealInstances.windowStartMinutes,
  /** Mystery bookings: the region their deal was sold in. */
  mysteryRegion: sql<
    string | null
  >`(select a.region from golf_club_associations a where a.main_club_id = ${golfClubs.id} and ${mysteryDealInstances.id} is not null)`,
  charge: paymentOf('charge'),
  refund: paymentOf('refund'),
  guests: bookings.guests,
  golferDetails: bookings.golferDetails,
  /** A mystery booking meets the rules of every club its deal named (their strictest), as it was sold. */
  playerRules: playerRulesOfClubs(sql`coalesce(${mysteryDealInstances.candidateClubIds}, array[${golfClubs.id}])`),
};

function selectBookings(db: Db | Tx) {
  return db
    .select(bookingView)
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, golfClubs.id))
    .leftJoin(mysteryDealInstances, and(eq(mysteryDealInstances.teeTimeId, teeTimes.id), eq(bookings.isMystery, true)));
}

export type BookingViewRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** A booking with its tee time, club and payments. */
export async function findBooking(db: Db | Tx, bookingId: string) {
  const rows = await selectBookings(db).where(eq(bookings.id, bookingId)).limit(1);
  return rows[0] ?? null;
}

/** A booking only when it belongs to the user: anyone else learns nothing about it. */
export async function findBookingOfUser(db: Db | Tx, bookingId: string, userId: string) {
  const rows = await selectBookings(db)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export function bookingsOfUser(db: Db | Tx, userId: string) {
  return selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(teeTimes.date), desc(teeTimes.time))
    .limit(200);
}

/** Golfers' confirmed bookings whose round is on `date` and who have not been reminded yet. */
export function unremindedBookingIdsOn(db: Db, date: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(teeTimes.date, date),
        isNotNull(bookings.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(and(eq(notifications.bookingId, bookings.id), eq(notifications.type, 'booking_reminder'))),
        ),
      ),
    );
}

/** Locks a booking's row, so that a cancellation and a payment of it cannot interleave. */
export async function lockBooking(tx: Tx, bookingId: string) {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return rows[0] ?? null;
}

export function setBookingStatus(
  tx: Tx,
  bookingId: string,
  status: (typeof bookings.$inferSelect)['status'],
  at: Date,
) {
  return tx
    .update(bookings)
    .set({ status, updatedAt: at, holdExpiresAt: null, ...(status === 'cancelled' ? { cancelledAt: at } : {}) })
    .where(eq(bookings.id, bookingId));
}

export async function emailOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

// ---- Payments of a booking

export async function chargeOf(tx: Db | Tx, bookingId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'charge')));
  return row ?? null;
}

export async function insertPayment(tx: Db | Tx, payment: typeof payments.$inferInsert) {
  await tx.insert(payments).values(payment).onConflictDoNothing();
}

export function updatePayment(
  tx: Db | Tx,
  bookingId: string,
  kind: 'charge' | 'refund',
  values: Partial<typeof payments.$inferInsert>,
) {
  return tx
    .update(payments)
    .set({ updatedAt: new Date(), ...values })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, kind)));
}

/** Refunds recorded but not yet confirmed by the provider (a failed call is retried by housekeeping). */
export function pendingRefunds(db: Db, bookingIds?: string[]) {
  return db
    .select({ bookingId: payments.bookingId, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        bookingIds ? inArray(payments.bookingId, bookingIds) : undefined,
      ),
    );
}
