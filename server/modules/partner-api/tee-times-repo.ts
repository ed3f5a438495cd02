import { and, eq, sql } from 'drizzle-orm';
import type { PartnerTeeTime } from '../../../contract/partner-tee-times';
import { queryRows, type Db, type Tx } from '../../db/client';
import { teeTimes } from '../../db/schema';
import { openSlots } from '../../domain/availability';

/** A club's tee time as the partner API reads and writes it. */
export interface PartnerRow {
  id: string;
  externalId: string | null;
  date: string;
  /** HH:mm */
  time: string;
  holeCount: number;
  slotsAvailable: number;
  placesElsewhere: number;
  bookedPlayers: number;
  discountedPrice: number;
  originalPrice: number;
  isSurpriseDeal: boolean;
  isBlocked: boolean;
  blockReason: string | null;
  /** Bookings ever made on it (a time with any is blocked rather than deleted). */
  bookingCount: number;
}

const partnerColumns = sql`t.id, t.external_id as "externalId", to_char(t.date, 'YYYY-MM-DD') as date,
  to_char(t.time, 'HH24:MI') as time, t.hole_count as "holeCount", t.slots_available as "slotsAvailable",
  t.places_elsewhere as "placesElsewhere", t.booked_players as "bookedPlayers",
  t.discounted_price::float8 as "discountedPrice", t.original_price::float8 as "originalPrice",
  t.is_surprise_deal as "isSurpriseDeal", t.is_blocked as "isBlocked", t.block_reason as "blockReason",
  (select count(*)::int from bookings b where b.tee_time_id = t.id) as "bookingCount"`;

/**
 * Locks the club's tee times that have one of the external ids or start at one of the starts
 * (`YYYY-MM-DD HH:mm`), in the order of their ids (two batches never wait for each other in a circle), then
 * reads them: a second statement, so that it sees what a booking that held a lock meanwhile wrote.
 */
export async function lockPartnerRows(tx: Tx, clubId: string, externalIds: string[], starts: string[]) {
  const dates = [...new Set(starts.map((start) => start.slice(0, 10)))];
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`select id from tee_times
      where golf_club_id = ${clubId}
        and (external_id in (select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))
          or (date in (select jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb)::date)
            and to_char(date, 'YYYY-MM-DD') || ' ' || to_char(time, 'HH24:MI')
              in (select jsonb_array_elements_text(${JSON.stringify(starts)}::jsonb))))
      order by id
      for update`,
  );
  return partnerRowsById(
    tx,
    locked.map((row) => row.id),
  );
}

/** The club's tee time the software knows by an external id, or null. */
export async function findPartnerRow(db: Db | Tx, clubId: string, externalId: string) {
  const [row] = await queryRows<PartnerRow>(
    db,
    sql`select ${partnerColumns} from tee_times t where t.golf_club_id = ${clubId} and t.external_id = ${externalId}`,
  );
  return row ?? null;
}

/** Tee times by our ids, for the answers of a batch. */
export function partnerRowsById(tx: Tx, ids: string[]) {
  return queryRows<PartnerRow>(
    tx,
    sql`select ${partnerColumns} from tee_times t
      where t.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
  );
}

/** The values of a tee time the software sends, as the table keeps them. */
export type PartnerValues = Pick<
  typeof teeTimes.$inferInsert,
  | 'externalId'
  | 'date'
  | 'time'
  | 'holeCount'
  | 'slotsAvailable'
  | 'placesElsewhere'
  | 'discountedPrice'
  | 'originalPrice'
  | 'isSurpriseDeal'
>;

/** Inserts new tee times; a start or an external id taken meanwhile is left out. Answers their ids by start. */
export async function insertPartnerRows(tx: Tx, clubId: string, rows: PartnerValues[]) {
  if (rows.length === 0) return new Map<string, string>();
  const inserted = await tx
    .insert(teeTimes)
    .values(rows.map((row) => ({ golfClubId: clubId, ...row })))
    .onConflictDoNothing()
    .returning({ id: teeTimes.id, date: teeTimes.date, time: teeTimes.time });
  return new Map(inserted.map((row) => [`${row.date} ${row.time.slice(0, 5)}`, row.id]));
}

/** Updates tee times in one statement. */
export async function updatePartnerRows(tx: Tx, rows: (PartnerValues & { id: string })[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`update tee_times t set external_id = v."externalId", date = v.date, time = v.time,
      hole_count = v."holeCount", slots_available = v."slotsAvailable", places_elsewhere = v."placesElsewhere",
      discounted_price = v."discountedPrice", original_price = v."originalPrice", is_surprise_deal = v."isSurpriseDeal"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, "externalId" text, date date, time time,
      "holeCount" int, "slotsAvailable" int, "placesElsewhere" int, "discountedPrice" numeric, "originalPrice" numeric,
      "isSurpriseDeal" boolean)
    where t.id = v.id`);
}

/** Deletes a tee time of the club that has never been booked; false when it has been meanwhile. */
export async function deleteUnbookedRow(tx: Tx, clubId: string, id: string) {
  const deleted = await tx
    .delete(teeTimes)
    .where(
      and(
        eq(teeTimes.id, id),
        eq(teeTimes.golfClubId, clubId),
        sql`not exists (select 1 from bookings b where b.tee_time_id = ${teeTimes.id})`,
      ),
    )
    .returning({ id: teeTimes.id });
  return deleted.length > 0;
}

/** A tee time as its software reads it here. */
export function toPartnerTeeTime(row: PartnerRow): PartnerTeeTime {
  return {
    externalId: row.externalId ?? '',
    id: row.id,
    date: row.date,
    time: row.time,
    holeCount: row.holeCount,
    places: row.slotsAvailable + row.placesElsewhere,
    bookedElsewhere: row.placesElsewhere,
    bookedHere: row.bookedPlayers,
    open: row.isBlocked ? 0 : openSlots(row.slotsAvailable, row.bookedPlayers),
    discountedPrice: row.discountedPrice,
    originalPrice: row.originalPrice,
    mysteryAllowed: row.isSurpriseDeal,
    isBlocked: row.isBlocked,
    blockReason: row.blockReason,
  };
}
