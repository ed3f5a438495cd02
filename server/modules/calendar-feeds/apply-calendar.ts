import { sql } from 'drizzle-orm';
import { bookingReference } from '../../../contract/bookings';
import { CALENDAR_EVENTS_LISTED, type CalendarEvent, type CalendarRead } from '../../../contract/calendar-feeds';
import { zurichDate, zurichTime } from '../../../contract/zurich-time';
import { queryRows, type Tx } from '../../db/client';
import type { CalendarPiece } from './calendar-file';

/** The reason a block is given: the event's title, as long as a club's own reason may be. */
const reasonOf = (piece: CalendarPiece) => piece.summary.slice(0, 200) || '—';

const list = (values: string[]) => values.join(',');

interface SheetRow {
  id: string;
  date: string;
  time: string;
  is_blocked: boolean;
  block_reason: string | null;
}

export type CalendarOutcome = Omit<CalendarRead, 'preview' | 'readAt'>;

/**
 * Makes the club's tee sheet agree with its calendar's events, under the row locks bookings take: a tee time
 * inside an event is blocked with the event's title, unless golfers are booked on it (listed for the club) or the
 * club reopened it after the calendar blocked it; a time the calendar blocked whose event is gone is reopened,
 * unless the club gave its block another reason. Times that have started are left as they are. With `preview`,
 * says what it would do and writes nothing. The caller holds the club's calendar lock.
 */
export async function applyCalendar(
  tx: Tx,
  clubId: string,
  pieces: CalendarPiece[],
  now: Date,
  { preview }: { preview: boolean },
): Promise<CalendarOutcome> {
  const today = zurichDate(now);
  const nowTime = zurichTime(now);
  const ours = new Map(
    (
      await queryRows<{ tee_time_id: string; event_key: string; reason: string }>(
        tx,
        sql`select tee_time_id, event_key, reason from calendar_blocks where golf_club_id = ${clubId}`,
      )
    ).map((row) => [row.tee_time_id, row]),
  );
  const dates = [...new Set(pieces.map((piece) => piece.date))];
  // The times of the events' days and the times the calendar blocked, locked in the order bookings lock them.
  const rows =
    dates.length + ours.size === 0
      ? []
      : await queryRows<SheetRow>(
          tx,
          sql`select id, date::text as date, to_char(time, 'HH24:MI') as time, is_blocked, block_reason
            from tee_times
            where golf_club_id = ${clubId}
              and (date = any(string_to_array(${list(dates)}, ',')::date[])
                or id = any(string_to_array(${list([...ours.keys()])}, ',')::uuid[]))
              and (date > ${today}::date or (date = ${today}::date and time > ${nowTime}::time))
            order by id
            for update`,
        );
  const booked = new Map<string, string[]>();
  if (dates.length > 0)
    for (const row of await queryRows<{ tee_time_id: string; id: string }>(
      tx,
      sql`select b.tee_time_id, b.id from bookings b join tee_times t on t.id = b.tee_time_id
        where t.golf_club_id = ${clubId} and t.date = any(string_to_array(${list(dates)}, ',')::date[])
          and b.status in ('pending', 'confirmed')
        order by b.created_at`,
    )) {
      const references = booked.get(row.tee_time_id);
      if (references) references.push(bookingReference(row.id));
      else booked.set(row.tee_time_id, [bookingReference(row.id)]);
    }

  const piecesByDate = new Map<string, CalendarPiece[]>();
  for (const piece of pieces) {
    const day = piecesByDate.get(piece.date);
    if (day) day.push(piece);
    else piecesByDate.set(piece.date, [piece]);
  }
  const events = new Map(
    pieces.map(({ key: _key, ...piece }, index): [CalendarPiece, CalendarEvent] => [
      pieces[index]!,
      { ...piece, blocks: 0, blocked: 0, reopened: 0, withBookings: [] },
    ]),
  );
  const block: { id: string; event_key: string; reason: string }[] = [];
  const renamed: { id: string; event_key: string; reason: string }[] = [];
  const lifted: SheetRow[] = [];
  const forgotten: string[] = [];
  const seen = new Set<string>();
  for (const row of rows.toSorted((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))) {
    seen.add(row.id);
    const mine = ours.get(row.id);
    const piece = piecesByDate.get(row.date)?.find((one) => one.from <= row.time && row.time < one.to);
    const stillMine = mine !== undefined && row.is_blocked && row.block_reason === mine.reason;
    if (!piece) {
      if (stillMine) lifted.push(row);
      if (mine) forgotten.push(row.id);
      continue;
    }
    const event = events.get(piece)!;
    const reason = reasonOf(piece);
    if (stillMine) {
      event.blocked += 1;
      if (mine.event_key !== piece.key || mine.reason !== reason)
        renamed.push({ id: row.id, event_key: piece.key, reason });
    } else if (row.is_blocked) {
      // The club's own block (or one it gave another reason): the club's to lift.
      if (mine) forgotten.push(row.id);
    } else if (mine?.event_key === piece.key) event.reopened += 1;
    else if (booked.has(row.id)) {
      event.withBookings.push({ time: row.time, references: booked.get(row.id)! });
      if (mine) forgotten.push(row.id);
    } else {
      event.blocks += 1;
      block.push({ id: row.id, event_key: piece.key, reason });
    }
  }
  // Blocks of times that have started since, or are gone: the calendar keeps no hold on them.
  for (const id of ours.keys()) if (!seen.has(id)) forgotten.push(id);

  if (!preview) await writeCalendarBlocks(tx, clubId, { block, renamed, lifted, forgotten });
  const shown = [...events.values()].filter((event) => event.date > today || event.to > nowTime);
  return {
    events: shown.slice(0, CALENDAR_EVENTS_LISTED),
    unlisted: Math.max(0, shown.length - CALENDAR_EVENTS_LISTED),
    lifted: lifted.map((row) => ({ date: row.date, time: row.time, summary: ours.get(row.id)!.reason })),
    totals: {
      blocks: block.length,
      blocked: shown.reduce((sum, event) => sum + event.blocked, 0),
      withBookings: shown.reduce((sum, event) => sum + event.withBookings.length, 0),
      lifted: lifted.length,
    },
  };
}

async function writeCalendarBlocks(
  tx: Tx,
  clubId: string,
  changes: {
    block: { id: string; event_key: string; reason: string }[];
    renamed: { id: string; event_key: string; reason: string }[];
    lifted: SheetRow[];
    forgotten: string[];
  },
) {
  const held = [...changes.block, ...changes.renamed];
  if (held.length > 0) {
    const json = JSON.stringify(held);
    await tx.execute(sql`update tee_times t set is_blocked = true, block_reason = r.reason
      from json_to_recordset(${json}::json) as r(id uuid, reason text) where t.id = r.id`);
    await tx.execute(sql`insert into calendar_blocks (tee_time_id, golf_club_id, event_key, reason)
      select r.id, ${clubId}::uuid, r.event_key, r.reason from json_to_recordset(${json}::json) as r(id uuid, event_key text, reason text)
      on conflict (tee_time_id) do update set event_key = excluded.event_key, reason = excluded.reason`);
  }
  if (changes.lifted.length > 0)
    await tx.execute(sql`update tee_times set is_blocked = false, block_reason = null
      where id = any(string_to_array(${list(changes.lifted.map((row) => row.id))}, ',')::uuid[])`);
  if (changes.forgotten.length > 0)
    await tx.execute(sql`delete from calendar_blocks
      where tee_time_id = any(string_to_array(${list(changes.forgotten)}, ',')::uuid[])`);
}
