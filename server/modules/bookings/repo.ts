import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, clubSettings, golfClubs, idempotencyKeys, teeTimes } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the tee time's row until the transaction ends: the one place two bookings of it queue up. */
export async function lockTeeTime(tx: Tx, teeTimeId: string) {
  const rows = await tx.select().from(teeTimes).where(eq(teeTimes.id, teeTimeId)).for('update');
  return rows[0] ?? null;
}

export async function insertBooking(tx: Tx, booking: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(booking).returning({ id: bookings.id });
  return row!.id;
}

export function addBookedPlayers(tx: Tx, teeTimeId: string, players: number) {
  return tx.update(teeTimes).set({ bookedPlayers: sql`${teeTimes.bookedPlayers} + ${players}` }).where(eq(teeTimes.id, teeTimeId));
}

/** Claims an idempotency key inside the booking transaction; false when the key was claimed before. */
export async function claimIdempotencyKey(tx: Tx, userId: string, key: string, requestHash: string) {
  const inserted = await tx.insert(idempotencyKeys).values({ userId, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Db | Tx, userId: string, key: string) {
  const rows = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
  return rows[0] ?? null;
}

export function storeIdempotentResponse(tx: Tx, userId: string, key: string, status: number, body: unknown) {
  return tx.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

const bookingView = {
  id: bookings.id,
  status: bookings.status,
  playerCount: bookings.playerCount,
  pricePerPlayer: bookings.pricePerPlayer,
  totalPrice: bookings.totalPrice,
  isMystery: bookings.isMystery,
  createdAt: bookings.createdAt,
  teeTimeId: teeTimes.id,
  date: teeTimes.date,
  time: teeTimes.time,
  holeCount: teeTimes.holeCount,
  originalPrice: teeTimes.originalPrice,
  clubId: golfClubs.id,
  clubName: golfClubs.name,
  city: golfClubs.city,
  canton: golfClubs.canton,
  cancellationHours: clubSettings.cancellationHours,
};

export type BookingViewRow = Awaited<ReturnType<typeof findBookingOfUser>>;

/** A booking with its tee time and club, only when it belongs to the user. */
export async function findBookingOfUser(db: Db | Tx, bookingId: string, userId: string) {
  const rows = await db
    .select(bookingView)
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, golfClubs.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export function bookingsOfUser(db: Db, userId: string) {
  return db
    .select(bookingView)
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.teeTimeId))
    .innerJoin(golfClubs, eq(golfClubs.id, teeTimes.golfClubId))
    .leftJoin(clubSettings, eq(clubSettings.golfClubId, golfClubs.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(teeTimes.date), desc(teeTimes.time))
    .limit(200);
}

/** Locks a booking's row, so that a cancellation and another change of it cannot interleave. */
export async function lockBooking(tx: Tx, bookingId: string) {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return rows[0] ?? null;
}

export function markCancelled(tx: Tx, bookingId: string, at: Date) {
  return tx.update(bookings).set({ status: 'cancelled', cancelledAt: at, updatedAt: at }).where(eq(bookings.id, bookingId));
}
