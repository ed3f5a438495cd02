import { sql } from 'drizzle-orm';
import type { BookingGuest, PlayerDetails } from '../../../contract/players';
import { queryRows, type Db } from '../../db/client';
import { golferEmail, golferName, paymentJson, type StoredPayment } from './repo';

export interface SheetBookingRow {
  id: string;
  tee_time_id: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show' | 'expired';
  source: 'online' | 'desk';
  golfer: string | null;
  email: string | null;
  phone: string | null;
  player_count: number;
  guests: BookingGuest[];
  golfer_details: PlayerDetails;
  price_per_player: number;
  total_price: number;
  is_mystery: boolean;
  desk_note: string | null;
  checked_in_at: string | null;
  outcome_at: string | null;
  charge: StoredPayment | null;
  refund: StoredPayment | null;
}

const isoInstant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The bookings that hold places on the club's tee times of a day (a card payment still awaited, confirmed, or
 * with the round's outcome recorded), by time and then as they were booked: what the day sheet shows.
 */
export function sheetBookingsOn(db: Db, clubId: string, date: string) {
  return queryRows<SheetBookingRow>(
    db,
    sql`select b.id, b.tee_time_id, b.status, b.source, ${golferName} as golfer, ${golferEmail} as email,
          b.contact_phone as phone, b.player_count, b.guests, b.golfer_details, b.price_per_player::float8 as price_per_player,
          b.total_price::float8 as total_price, b.is_mystery, b.desk_note,
          ${isoInstant('b.checked_in_at')} as checked_in_at, ${isoInstant('b.outcome_at')} as outcome_at,
          ${paymentJson('charge')} as charge, ${paymentJson('refund')} as refund
        from bookings b join tee_times t on t.id = b.tee_time_id left join profiles pr on pr.id = b.user_id
        where t.golf_club_id = ${clubId} and t.date = ${date}
          and b.status in ('pending', 'confirmed', 'completed', 'no_show')
        order by t.time, b.created_at`,
  );
}
