import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { golferEmail, golferName, paymentJson, type StoredPayment } from '../club-admin/repo';

export interface ClubMailSettingsRow {
  mail_on_booking: boolean;
  mail_on_cancellation: boolean;
  mail_daily_sheet: boolean;
  mail_to: string | null;
  mail_language: string;
}

/** What the club asked to be told, and where; null when it never saved its settings (everything off). */
export async function mailSettingsOf(db: Db, clubId: string) {
  const [row] = await queryRows<ClubMailSettingsRow>(
    db,
    sql`select mail_on_booking, mail_on_cancellation, mail_daily_sheet, mail_to, mail_language
      from club_settings where golf_club_id = ${clubId}`,
  );
  return row ?? null;
}

/** The club's admins, each with their address and language. */
export function adminsOf(db: Db, clubId: string) {
  return queryRows<{ email: string; first_name: string | null; preferred_language: string | null }>(
    db,
    sql`select pr.email, pr.first_name, pr.preferred_language
      from golf_club_admins a join profiles pr on pr.id = a.user_id
      where a.golf_club_id = ${clubId} order by a.created_at`,
  );
}

export interface ClubBookingRow {
  id: string;
  club_id: string;
  club_name: string;
  date: string;
  time: string;
  hole_count: number;
  player_count: number;
  total_price: number;
  is_mystery: boolean;
  status: string;
  source: 'online' | 'desk';
  golfer: string | null;
  email: string | null;
  charge: StoredPayment | null;
  refund: StoredPayment | null;
  /** What its club asked to be told, and where (null: nothing). */
  settings: ClubMailSettingsRow | null;
}

/** A booking as its club is told about it, with what the club asked to be told: one statement when it asked nothing. */
export async function bookingForClub(db: Db, bookingId: string) {
  const [row] = await queryRows<ClubBookingRow>(
    db,
    sql`select b.id, t.golf_club_id as club_id, g.name as club_name, to_char(t.date, 'YYYY-MM-DD') as date,
        to_char(t.time, 'HH24:MI') as time, t.hole_count, b.player_count, b.total_price::float8 as total_price,
        b.is_mystery, b.status, b.source, ${golferName} as golfer, ${golferEmail} as email,
        ${paymentJson('charge')} as charge, ${paymentJson('refund')} as refund,
        (select json_build_object('mail_on_booking', s.mail_on_booking, 'mail_on_cancellation', s.mail_on_cancellation,
            'mail_daily_sheet', s.mail_daily_sheet, 'mail_to', s.mail_to, 'mail_language', s.mail_language)
          from club_settings s where s.golf_club_id = t.golf_club_id) as settings
      from bookings b
      join tee_times t on t.id = b.tee_time_id
      join golf_clubs g on g.id = t.golf_club_id
      left join profiles pr on pr.id = b.user_id
      where b.id = ${bookingId}`,
  );
  return row ?? null;
}

/** The clubs that want tomorrow's sheet and have not had the one of `date` yet. */
export function clubsAwaitingSheet(db: Db, date: string) {
  return queryRows<{ club_id: string; club_name: string }>(
    db,
    sql`select s.golf_club_id as club_id, g.name as club_name
      from club_settings s join golf_clubs g on g.id = s.golf_club_id
      where s.mail_daily_sheet
        and not exists (select 1 from club_daily_sheet_mails m where m.golf_club_id = s.golf_club_id and m.date = ${date})
      order by g.name, g.id`,
  );
}

export type SheetBookingRow = Omit<ClubBookingRow, 'club_id' | 'club_name' | 'date' | 'hole_count' | 'settings'>;

/** How many tee times the club lists that day, and its confirmed bookings, by time and then as booked. */
export async function sheetOf(db: Db, clubId: string, date: string) {
  const [times, bookings] = await Promise.all([
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from tee_times where golf_club_id = ${clubId} and date = ${date}`,
    ),
    queryRows<SheetBookingRow>(
      db,
      sql`select b.id, to_char(t.time, 'HH24:MI') as time, b.player_count, b.total_price::float8 as total_price,
          b.is_mystery, b.status, b.source, ${golferName} as golfer, ${golferEmail} as email,
          ${paymentJson('charge')} as charge, ${paymentJson('refund')} as refund
        from bookings b
        join tee_times t on t.id = b.tee_time_id
        left join profiles pr on pr.id = b.user_id
        where t.golf_club_id = ${clubId} and t.date = ${date} and b.status = 'confirmed'
        order by t.time, b.created_at`,
    ),
  ]);
  return { teeTimes: times[0]!.count, bookings };
}

/** Takes the club's sheet of the day for this run: false when another run took it first. */
export async function claimSheet(db: Db, clubId: string, date: string, now: Date) {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`insert into club_daily_sheet_mails (golf_club_id, date, sent_at) values (${clubId}, ${date}, ${now.toISOString()})
      on conflict do nothing returning date`,
  );
  return rows.length === 1;
}

/** Gives the sheet back when its mails could not be queued: the next run sends it. */
export async function releaseSheet(db: Db, clubId: string, date: string) {
  await db.execute(sql`delete from club_daily_sheet_mails where golf_club_id = ${clubId} and date = ${date}`);
}
