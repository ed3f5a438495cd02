import { languageSchema } from '../../../contract/common';
import { addDays, zurichDate, zurichTime } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import type { Deps } from '../../http/deps';
import {
  clubBookingMail,
  dailySheetMail,
  type ClubBookingMailKind,
  type ClubRecipient,
} from '../../mail/club-templates';
import {
  adminsOf,
  bookingForClub,
  claimSheet,
  clubsAwaitingSheet,
  mailSettingsOf,
  releaseSheet,
  sheetOf,
  type ClubMailSettingsRow,
} from './repo';

/** Tomorrow's sheet leaves from this time of the evening (Zurich); the job runs every quarter hour until midnight. */
export const DAILY_SHEET_FROM = '18:00';

const languageOf = (value: string | null) => languageSchema.catch('en').parse(value);

/** The one address the club gave, in the language it chose; else every admin of the club, in their own language. */
async function recipientsOf(db: Db, clubId: string, settings: ClubMailSettingsRow): Promise<ClubRecipient[]> {
  if (settings.mail_to)
    return [{ to: settings.mail_to, language: languageOf(settings.mail_language), firstName: null }];
  return (await adminsOf(db, clubId)).map((admin) => ({
    to: admin.email,
    language: languageOf(admin.preferred_language),
    firstName: admin.first_name,
  }));
}

/**
 * Tells the club about a booking a golfer made (once confirmed: a card hold is not a booking yet) or
 * cancelled, when it asked for it. Queued after the change committed, beside the golfer's mail; never in
 * the change's way: a mail that cannot be queued is logged, the booking stands.
 */
export async function sendClubBookingMail(deps: Deps, bookingId: string, kind: ClubBookingMailKind): Promise<void> {
  try {
    const { db } = deps.database;
    const booking = await bookingForClub(db, bookingId);
    const settings = booking?.settings;
    if (!booking || !settings || !(kind === 'booked' ? settings.mail_on_booking : settings.mail_on_cancellation))
      return;
    const facts = {
      id: booking.id,
      club: booking.club_name,
      date: booking.date,
      time: booking.time,
      holes: booking.hole_count,
      players: booking.player_count,
      total: booking.total_price,
      isMystery: booking.is_mystery,
      status: booking.status,
      golfer: booking.golfer,
      email: booking.email,
      charge: booking.charge,
      refund: booking.refund,
    };
    const url = `${deps.config.publicUrl}/golf-club/bookings`;
    for (const recipient of await recipientsOf(db, booking.club_id, settings))
      await deps.mailer.send(clubBookingMail(kind, facts, recipient, url));
  } catch (error) {
    deps.logger.error({ err: error, bookingId, kind }, 'could not send a club booking mail');
  }
}

/**
 * From 18:00 in Zurich, mails each club that asked for it tomorrow's bookings, once per club and day: a club's
 * day is claimed before its mails are queued, so a second run (or one in another process) skips it, and given
 * back when they could not be queued, so that the next run sends it. A club with no tee times tomorrow gets
 * none. Answers how many clubs were mailed.
 */
export async function sendDailySheets(deps: Deps, now: Date): Promise<number> {
  if (zurichTime(now) < DAILY_SHEET_FROM) return 0;
  const { db } = deps.database;
  const date = addDays(zurichDate(now), 1);
  let mailed = 0;
  for (const club of await clubsAwaitingSheet(db, date)) {
    const [sheet, settings] = await Promise.all([sheetOf(db, club.club_id, date), mailSettingsOf(db, club.club_id)]);
    if (sheet.teeTimes === 0 || !settings) continue;
    if (!(await claimSheet(db, club.club_id, date, now))) continue;
    try {
      const bookings = sheet.bookings.map((row) => ({
        id: row.id,
        time: row.time,
        players: row.player_count,
        total: row.total_price,
        isMystery: row.is_mystery,
        status: row.status,
        golfer: row.golfer,
        charge: row.charge,
        refund: row.refund,
      }));
      const url = `${deps.config.publicUrl}/golf-club/tee-times`;
      for (const recipient of await recipientsOf(db, club.club_id, settings))
        await deps.mailer.send(dailySheetMail({ club: club.club_name, date, bookings }, recipient, url));
      mailed += 1;
    } catch (error) {
      await releaseSheet(db, club.club_id, date);
      throw error;
    }
  }
  return mailed;
}
