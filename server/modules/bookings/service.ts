import { createHash } from 'node:crypto';
import type { Booking, CreateBooking } from '../../../contract/bookings';
import { zurichDate, zurichInstant, zurichTime } from '../../../contract/zurich-time';
import { bookingRefusal, bookingTotal, cancellationTerms, DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import type { Language } from '../../../contract/common';
import { roundCalendar } from '../../domain/calendar';
import type { Db } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError } from '../../http/app-error';
import {
  addBookedPlayers,
  bookingsOfUser,
  claimIdempotencyKey,
  findBookingOfUser,
  findIdempotencyKey,
  insertBooking,
  lockBooking,
  lockTeeTime,
  markCancelled,
  storeIdempotentResponse,
  type BookingViewRow,
} from './repo';

function toBooking(row: NonNullable<BookingViewRow>, now: Date): Booking {
  const freeUntilHours = row.cancellationHours ?? DEFAULT_CANCELLATION_HOURS;
  const terms = cancellationTerms({ status: row.status, roundStartsAt: zurichInstant(row.date, row.time.slice(0, 5)) }, freeUntilHours, now);
  return {
    id: row.id,
    status: row.status,
    playerCount: row.playerCount,
    pricePerPlayer: row.pricePerPlayer,
    totalPrice: row.totalPrice,
    originalPricePerPlayer: row.originalPrice,
    isMystery: row.isMystery,
    createdAt: row.createdAt.toISOString(),
    cancellation: terms.refusal === null ? { free: terms.free, freeUntilHours } : null,
    teeTime: { id: row.teeTimeId, date: row.date, time: row.time.slice(0, 5), holeCount: row.holeCount },
    club: { id: row.clubId, name: row.clubName, city: row.city, canton: row.canton },
  };
}

const hashOf = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

const refusalErrors = {
  sold_out: () => new AppError('sold_out', 'Not enough open places on this tee time'),
  blocked: () => new AppError('conflict', 'This tee time is not open for booking'),
  past: () => new AppError('conflict', 'This tee time has already started'),
};

/**
 * Books places on a tee time in one transaction that locks its row: two golfers can never take the same
 * last place. With an idempotency key, a retry gets the first answer and never a second booking.
 */
export async function createBooking(db: Db, userId: string, input: CreateBooking, idempotencyKey: string | undefined, now: Date): Promise<Booking> {
  const requestHash = hashOf(input);
  if (idempotencyKey) {
    const earlier = await findIdempotencyKey(db, userId, idempotencyKey);
    if (earlier) return replay(earlier, requestHash);
  }
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey && !(await claimIdempotencyKey(tx, userId, idempotencyKey, requestHash))) {
        throw new IdempotencyRace();
      }
      const teeTime = await lockTeeTime(tx, input.teeTimeId);
      if (!teeTime) throw new AppError('not_found', 'No such tee time');
      const refusal = bookingRefusal(teeTime, input.playerCount, { date: zurichDate(now), time: zurichTime(now) });
      if (refusal) throw refusalErrors[refusal]();
      const bookingId = await insertBooking(tx, {
        teeTimeId: teeTime.id,
        userId,
        playerCount: input.playerCount,
        status: 'confirmed',
        pricePerPlayer: teeTime.discountedPrice,
        totalPrice: bookingTotal(teeTime.discountedPrice, input.playerCount),
        isMystery: teeTime.isSurpriseDeal,
      });
      await addBookedPlayers(tx, teeTime.id, input.playerCount);
      const booking = toBooking((await findBookingOfUser(tx, bookingId, userId))!, now);
      if (idempotencyKey) await storeIdempotentResponse(tx, userId, idempotencyKey, 201, booking);
      return booking;
    });
  } catch (error) {
    // Another request with the same key committed first: answer as it did.
    if (error instanceof IdempotencyRace || (idempotencyKey && isUniqueViolation(error))) {
      const earlier = await findIdempotencyKey(db, userId, idempotencyKey!);
      if (earlier) return replay(earlier, requestHash);
    }
    throw error;
  }
}

class IdempotencyRace extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  return code === '23505';
}

function replay(earlier: { requestHash: string; responseBody: unknown; responseStatus: number | null }, requestHash: string): Booking {
  if (earlier.requestHash !== requestHash) throw new AppError('idempotency_conflict', 'This Idempotency-Key was used for another request');
  if (earlier.responseStatus === null) throw new AppError('conflict', 'The first request with this Idempotency-Key is still running');
  return earlier.responseBody as Booking;
}

export async function getBooking(db: Db, userId: string, bookingId: string, now: Date): Promise<Booking> {
  const row = await findBookingOfUser(db, bookingId, userId);
  if (!row) throw new AppError('not_found', 'No such booking');
  return toBooking(row, now);
}

export async function listBookings(db: Db, userId: string, now: Date): Promise<Booking[]> {
  return (await bookingsOfUser(db, userId)).map((row) => toBooking(row, now));
}

/** Cancels an own booking before the round; its places return to the tee time in the same transaction. */
export async function cancelBooking(db: Db, userId: string, bookingId: string, now: Date): Promise<Booking> {
  return db.transaction(async (tx) => {
    const view = await findBookingOfUser(tx, bookingId, userId);
    if (!view) throw new AppError('not_found', 'No such booking');
    await lockTeeTime(tx, view.teeTimeId);
    const booking = (await lockBooking(tx, bookingId))!;
    const terms = cancellationTerms({ status: booking.status, roundStartsAt: zurichInstant(view.date, view.time.slice(0, 5)) }, view.cancellationHours ?? DEFAULT_CANCELLATION_HOURS, now);
    if (terms.refusal === 'not_active') throw new AppError('conflict', 'This booking is not active any more');
    if (terms.refusal === 'started') throw new AppError('conflict', 'The round has already started');
    await markCancelled(tx, bookingId, now);
    await addBookedPlayers(tx, view.teeTimeId, -booking.playerCount);
    return toBooking((await findBookingOfUser(tx, bookingId, userId))!, now);
  });
}

/** The calendar file of an own booking, in the user's language. */
export async function bookingCalendar(db: Db, userId: string, bookingId: string, language: Language, now: Date): Promise<string> {
  const row = await findBookingOfUser(db, bookingId, userId);
  if (!row) throw new AppError('not_found', 'No such booking');
  const t = (key: string, values: Record<string, string>) => translate(language, key, values);
  return roundCalendar({
    uid: `${row.id}@swissteetimes.ch`,
    date: row.date,
    time: row.time.slice(0, 5),
    holes: row.holeCount,
    summary: t('calendar.summary', { club: row.clubName, holes: String(row.holeCount) }),
    location: `${row.clubName}, ${row.city}`,
    description: t('calendar.description', { players: String(row.playerCount), booking: row.id }),
    stamp: now,
  });
}
