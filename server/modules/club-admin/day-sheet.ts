import { bookingReference } from '../../../contract/bookings';
import type { AdminTeeTime } from '../../../contract/club-admin';
import type { SheetBooking, SheetTeeTime } from '../../../contract/desk';
import { addDays } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { paymentSummary } from '../../domain/payment-status';
import { sheetBookingsOn, type SheetBookingRow } from './desk-repo';
import { teeSheet } from './repo';
import { deskMarksToUndo, toAdminTeeTime, undoableOn } from './service';

/** The places of a booking by name: the golfer first, then the guests named, unnamed places as null. */
const placesOf = (row: SheetBookingRow) =>
  Array.from({ length: row.player_count }, (_, place) =>
    place === 0 ? row.golfer : (row.guests[place - 1]?.name ?? null),
  );

/** Each place's handicap index and Swiss Golf number, where the golfer gave them. */
const detailsOf = (row: SheetBookingRow) =>
  Array.from({ length: row.player_count }, (_, place) => {
    const details = place === 0 ? row.golfer_details : row.guests[place - 1];
    return { handicapIndex: details?.handicapIndex ?? null, swissGolfNumber: details?.swissGolfNumber ?? null };
  });

const toSheetBooking = (row: SheetBookingRow, now: Date): SheetBooking => ({
  id: row.id,
  reference: bookingReference(row.id),
  status: row.status,
  source: row.source,
  golfer: row.golfer,
  email: row.email,
  phone: row.phone,
  playerCount: row.player_count,
  players: placesOf(row),
  playerDetails: detailsOf(row),
  pricePerPlayer: row.price_per_player,
  totalPrice: row.total_price,
  payment: paymentSummary(row.charge, row.refund, row.status),
  isMystery: row.is_mystery,
  note: row.desk_note,
  checkedInAt: row.checked_in_at,
  undo: {
    ...deskMarksToUndo(row, now),
    checkIn: undoableOn(row.checked_in_at ? new Date(row.checked_in_at) : null, now),
  },
});

/** The bookings on a day's tee times, by tee time id, as the day sheet shows them in their places. */
async function sheetBookingsByTeeTime(db: Db, clubId: string, date: string, now: Date) {
  const byTeeTime = new Map<string, SheetBooking[]>();
  for (const row of await sheetBookingsOn(db, clubId, date)) {
    const list = byTeeTime.get(row.tee_time_id) ?? [];
    list.push(toSheetBooking(row, now));
    byTeeTime.set(row.tee_time_id, list);
  }
  return byTeeTime;
}

/** The tee sheet of a day: every time, blocked and mystery ones included, with the bookings in its places. */
export async function daySheet(db: Db, clubId: string, date: string, now: Date): Promise<SheetTeeTime[]> {
  const [times, bookings] = await Promise.all([
    teeSheet(db, clubId, { from: date, to: date }),
    sheetBookingsByTeeTime(db, clubId, date, now),
  ]);
  return times.map((row) => ({ ...toAdminTeeTime(row), bookings: bookings.get(row.id) ?? [] }));
}

/** The tee times of seven days from `from`, for the week at a glance (places and blocks, without bookings). */
export async function weekSheet(db: Db, clubId: string, from: string): Promise<AdminTeeTime[]> {
  return (await teeSheet(db, clubId, { from, to: addDays(from, 6) })).map(toAdminTeeTime);
}
