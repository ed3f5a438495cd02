import { sql, type SQL } from 'drizzle-orm';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { MAX_MIN_LEAD_MINUTES } from '../../contract/bookings';
import { DEFAULT_BOOKING_RULES } from '../domain/booking-policy';

/**
 * The SQL copy of `timeRefusal` (server/domain/booking-policy.ts) for the queries that pick tee times (mystery
 * deals, the best offer; the lists ask the domain itself, day-sheet.ts), for a tee time `t` of a club whose
 * settings are `s` (left joined): it starts more than the club's minimum lead time after `now`, and its day is
 * inside the club's booking window. `bookable.api.test.ts` checks that they agree, across Zurich's changes of
 * clocks too. `alias` names the tee time and settings tables when they are not `t` and `s`. Days from today + 3
 * on start more than MAX_MIN_LEAD_MINUTES ahead, so only today's and tomorrow's times pay for the time-zone
 * conversion.
 */
export function bookableTeeTimeSql(
  now: Date,
  alias: { teeTime: string; settings: string } = { teeTime: 't', settings: 's' },
): SQL {
  const today = zurichDate(now);
  const t = sql.raw(alias.teeTime);
  const s = sql.raw(alias.settings);
  return sql`${t}.date <= ${today}::date + coalesce(${s}.booking_window_days, ${DEFAULT_BOOKING_RULES.bookingWindowDays})
    and (${t}.date >= ${addDays(today, Math.ceil(MAX_MIN_LEAD_MINUTES / 1440) + 2)}::date
      or (${t}.date + ${t}.time) at time zone 'Europe/Zurich' > ${now.toISOString()}::timestamptz + make_interval(mins => coalesce(${s}.min_lead_minutes, ${DEFAULT_BOOKING_RULES.minLeadMinutes})))`;
}
