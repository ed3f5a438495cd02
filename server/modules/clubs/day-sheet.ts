import { sql, type SQL } from 'drizzle-orm';
import { fold, type SortOrder } from '../../../contract/search-options';
import { clockTime, daysBetween, minutesOfDay, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { queryRows, type Db } from '../../db/client';
import { byName } from '../../db/by-name';
import { DEFAULT_BOOKING_RULES, timeRefusalAt } from '../../domain/booking-policy';
import { discountPercent } from '../../domain/deals';

/**
 * A day's tee sheet of every club, as the lists read it: each club with its times of the day that are open
 * (not blocked, a place left), by time. Searches, club lists, a club's day list, the map's counts and the
 * last-minute deals are all answered from it: the busiest reads ask the database once per day and write, not
 * once per request (decision 0049). The times are kept in columns (typed arrays), a club's from `first` to
 * `end`: a national day (66,000 times) takes about 4 MB and is read through in well under a millisecond.
 */
export interface DaySheet {
  date: string;
  /** The horizon of the snapshot it was read with (a transaction id): later changes are looked for from it on. */
  horizon: string;
  /** In the order of their names (ICU root collation, as the database orders them), then id. */
  clubs: SheetClub[];
  /** Minutes after midnight (Zurich wall clock). */
  minutes: Uint16Array;
  holes: Uint8Array;
  price: Float64Array;
  listPrice: Float64Array;
  /** Open places (at most 255 counted). */
  open: Uint8Array;
  /** When the round starts (epoch ms), Zurich's changes of clocks included. */
  startsAt: Float64Array;
  /** Off the list price in whole percent (`discountPercent`). */
  discount: Uint8Array;
}

export interface SheetClub {
  id: string;
  name: string;
  city: string;
  canton: string;
  image_url: string | null;
  is_featured: boolean;
  weekday_standard_price: number;
  weekday_discount: number;
  longitude: number | null;
  latitude: number | null;
  seq: number;
  /** Its place in the order of names. */
  nameRank: number;
  /** Its name in lower case without accents, as a search by name compares it. */
  foldedName: string;
  bookingWindowDays: number;
  minLeadMinutes: number;
  /** Its times in the sheet's columns: from `first` up to (not including) `end`. */
  first: number;
  end: number;
  /** The ids of its times, 36 characters each, one after another. */
  ids: string;
}

const ID_LENGTH = 36;

type LoadedClub = Omit<SheetClub, 'nameRank' | 'foldedName' | 'first' | 'end' | 'ids'> & {
  ids: string | null;
  /** Columns of its times: minutes, holes, price, list price, open places. */
  times: [number[], number[], number[], number[], number[]] | null;
};

/**
 * The horizon of the statement's snapshot: every transaction below it had ended, so the changes a later refresh
 * must look at are those of transactions from it on.
 */
const snapshotHorizon = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** The clubs `where` picks, each with its open times of the day as a string of ids and JSON columns. */
const clubsWithTimes = (date: string, where?: SQL) =>
  sql`select c.id, c.name, c.city, c.canton, c.image_url, c.is_featured,
      c.weekday_standard_price::float8 as weekday_standard_price, c.weekday_discount, c.longitude, c.latitude, c.seq,
      coalesce(s.booking_window_days, ${DEFAULT_BOOKING_RULES.bookingWindowDays}) as "bookingWindowDays",
      coalesce(s.min_lead_minutes, ${DEFAULT_BOOKING_RULES.minLeadMinutes}) as "minLeadMinutes", d.ids, d.times
    from golf_clubs c left join club_settings s on s.golf_club_id = c.id
    left join lateral (
      select string_agg(t.id::text, '' order by t.time) as ids, json_build_array(
          json_agg((extract(hour from t.time) * 60 + extract(minute from t.time))::int order by t.time),
          json_agg(t.hole_count order by t.time), json_agg(t.discounted_price::float8 order by t.time),
          json_agg(t.original_price::float8 order by t.time),
          json_agg(t.slots_available - t.booked_players order by t.time)) as times
      from tee_times t
      where t.golf_club_id = c.id and t.date = ${date} and not t.is_blocked and t.slots_available > t.booked_players
      having count(*) > 0
    ) d on true
    ${where ?? sql``}`;

/** Reads a day's sheet whole: every club in the order of their names. */
export async function loadDaySheet(db: Db, date: string): Promise<DaySheet> {
  const rows = await queryRows<LoadedClub & { horizon: string }>(
    db,
    sql`select ${snapshotHorizon} as horizon, clubs.* from (${clubsWithTimes(date)}) clubs
      order by ${byName(sql`clubs.name`)}, clubs.id`,
  );
  // Without any club, every change still kept is looked at by the next refresh.
  return assemble(
    date,
    rows[0]?.horizon ?? '0',
    rows.map(({ horizon: _, ...club }) => club),
  );
}

/**
 * Brings a kept sheet up to date after writes (decision 0050): the clubs whose times of its day changed since
 * its snapshot are read again, in the statement that finds them, and the others' times copied, so a booking
 * costs a read of one club's day, not of the country's. A change to a club itself (its name, place or booking
 * rules, which hold for every day) reads the sheet whole.
 */
export async function refreshDaySheet(db: Db, sheet: DaySheet): Promise<DaySheet> {
  const changedSince = sql`from tee_sheet_changes where transaction_id >= ${sheet.horizon}::xid8`;
  const rows = await queryRows<
    { horizon: string; everyDay: boolean } & (LoadedClub | { [key in keyof LoadedClub]: null })
  >(
    db,
    sql`select changes.horizon, changes."everyDay", clubs.*
      from (select ${snapshotHorizon} as horizon, exists (select ${changedSince} and date is null) as "everyDay") changes
      left join lateral (${clubsWithTimes(
        sheet.date,
        sql`where c.id in (select golf_club_id ${changedSince} and date = ${sheet.date})`,
      )}) clubs on true`,
  );
  const { horizon, everyDay } = rows[0]!;
  if (everyDay) return loadDaySheet(db, sheet.date);
  const read = new Map<string, LoadedClub>();
  for (const { horizon: _, everyDay: __, ...club } of rows) if (club.id !== null) read.set(club.id, club);
  if (read.size === 0) return { ...sheet, horizon };
  // A club not in the sheet is new: its creation is a change without a date, which reads the sheet whole.
  return assemble(
    sheet.date,
    horizon,
    sheet.clubs.map((club) => read.get(club.id) ?? club),
    sheet,
  );
}

/** Changes older than this are deleted: a kept sheet is read whole again well before (TEE_SHEET_CACHE_MS). */
export const forgetOldSheetChanges = (db: Db) =>
  db.execute(sql`delete from tee_sheet_changes where changed_at < clock_timestamp() - interval '1 hour'`);

const columns = ['minutes', 'holes', 'price', 'listPrice', 'open', 'startsAt', 'discount'] as const;

/**
 * A sheet of the clubs in order: those just read with their times, the others (`SheetClub`s) with their times
 * copied from `kept`, a run of them at a time, and kept as they were where their times stay in place.
 */
function assemble(date: string, horizon: string, clubs: (LoadedClub | SheetClub)[], kept?: DaySheet): DaySheet {
  const size = (club: LoadedClub | SheetClub) =>
    'times' in club ? (club.times?.[0].length ?? 0) : club.end - club.first;
  const count = clubs.reduce((sum, club) => sum + size(club), 0);
  const sheet: DaySheet = {
    date,
    horizon,
    clubs: [],
    minutes: new Uint16Array(count),
    holes: new Uint8Array(count),
    price: new Float64Array(count),
    listPrice: new Float64Array(count),
    open: new Uint8Array(count),
    startsAt: new Float64Array(count),
    discount: new Uint8Array(count),
  };
  // The instant each wall-clock time of the day starts: a day has few different ones.
  const instants = new Map<number, number>();
  const startsAt = (minutes: number) => {
    let instant = instants.get(minutes);
    if (instant === undefined) instants.set(minutes, (instant = zurichInstant(date, clockTime(minutes)).getTime()));
    return instant;
  };
  // The kept clubs' times from `runFrom` up to `runTo` in `kept`, to be copied to `runAt`.
  let [runFrom, runTo, runAt] = [0, -1, 0];
  const copyRun = () => {
    if (runTo > runFrom)
      for (const column of columns)
        (sheet[column] as Float64Array).set((kept![column] as Float64Array).subarray(runFrom, runTo), runAt);
  };
  let next = 0;
  for (const [nameRank, club] of clubs.entries()) {
    const first = next;
    if (!('times' in club)) {
      if (club.first !== runTo) {
        copyRun();
        [runFrom, runAt] = [club.first, next];
      }
      runTo = club.end;
      next += club.end - club.first;
      sheet.clubs.push(club.first === first ? club : { ...club, first, end: next });
      continue;
    }
    copyRun();
    runTo = -1;
    const { ids, times, ...rest } = club;
    const [minutes, holes, price, listPrice, open] = times ?? [[], [], [], [], []];
    for (let index = 0; index < minutes.length; index++, next++) {
      sheet.minutes[next] = minutes[index]!;
      sheet.holes[next] = holes[index]!;
      sheet.price[next] = price[index]!;
      sheet.listPrice[next] = listPrice[index]!;
      sheet.open[next] = Math.min(open[index]!, 255);
      sheet.startsAt[next] = startsAt(minutes[index]!);
      sheet.discount[next] = discountPercent(listPrice[index]!, price[index]!);
    }
    sheet.clubs.push({ ...rest, nameRank, foldedName: fold(rest.name), first, end: next, ids: ids ?? '' });
  }
  copyRun();
  return sheet;
}

/** About how much memory a sheet takes, for the cache's bound. */
export const daySheetBytes = (sheet: DaySheet) => sheet.clubs.length * 400 + sheet.minutes.length * (ID_LENGTH + 29);

/** The id of the sheet's time at `index`, one of the club's. */
const idAt = (club: SheetClub, index: number) =>
  club.ids.slice((index - club.first) * ID_LENGTH, (index - club.first + 1) * ID_LENGTH);

export interface TeeTimeFilter {
  /** Only tee times that can be booked at this moment are listed. */
  now: Date;
  /** Only tee times with at least this many open places. */
  minPlaces?: number;
  cantons?: string[];
  holeCounts?: number[];
  from?: string | null;
  before?: string | null;
  featuredOnly?: boolean;
  clubIds?: string[];
  /** Only tee times at most this price per player. */
  maxPrice?: number;
  /** Only tee times at least this many percent below their list price. */
  minDiscount?: number;
  /** Part of the club's name, found in any case and with or without accents. */
  name?: string;
}

/** The clubs of the sheet the filter names. */
function clubsOf(sheet: DaySheet, filter: TeeTimeFilter): SheetClub[] {
  const cantons = filter.cantons?.length ? new Set(filter.cantons) : null;
  const ids = filter.clubIds ? new Set(filter.clubIds) : null;
  const name = filter.name ? fold(filter.name) : null;
  return sheet.clubs.filter(
    (club) =>
      (!filter.featuredOnly || club.is_featured) &&
      (!cantons || cantons.has(club.canton)) &&
      (!ids || ids.has(club.id)) &&
      (!name || club.foldedName.includes(name)),
  );
}

/**
 * Whether the sheet's time at an index passes the filter and can be booked now, for one club: the domain's
 * `timeRefusalAt` decides, as it does for a booking.
 */
function timeTest(sheet: DaySheet, filter: TeeTimeFilter): (club: SheetClub) => (index: number) => boolean {
  const ahead = daysBetween(zurichDate(filter.now), sheet.date);
  const minPlaces = filter.minPlaces ?? 1;
  const holes = filter.holeCounts ? new Set(filter.holeCounts) : null;
  const from = filter.from ? minutesOfDay(filter.from) : 0;
  const before = filter.before ? minutesOfDay(filter.before) : Infinity;
  const maxPrice = filter.maxPrice ?? Infinity;
  const minDiscount = filter.minDiscount ?? 0;
  const now = filter.now.getTime();
  return (club) => (index) =>
    sheet.open[index]! >= minPlaces &&
    (!holes || holes.has(sheet.holes[index]!)) &&
    sheet.minutes[index]! >= from &&
    sheet.minutes[index]! < before &&
    sheet.price[index]! <= maxPrice &&
    sheet.discount[index]! >= minDiscount &&
    timeRefusalAt(sheet.startsAt[index]!, ahead, now, club) === null;
}

/** The indexes of a club's times that pass `test`, by time (all of them, or the first `limit`). */
function matching(club: SheetClub, test: (index: number) => boolean, limit = Infinity): number[] {
  const found: number[] = [];
  for (let index = club.first; index < club.end && found.length < limit; index++) if (test(index)) found.push(index);
  return found;
}

/** A time of a page as the lists show it. */
export interface PageTime {
  id: string;
  time: string;
  holes: number;
  price: number;
  listPrice: number;
  open: number;
  discount: number;
}

const pageTime = (sheet: DaySheet, club: SheetClub, index: number): PageTime => ({
  id: idAt(club, index),
  time: clockTime(sheet.minutes[index]!),
  holes: sheet.holes[index]!,
  price: sheet.price[index]!,
  listPrice: sheet.listPrice[index]!,
  open: sheet.open[index]!,
  discount: sheet.discount[index]!,
});

/** Which clubs a page lists, in which order, and which of them the golfer has been shown already. */
export interface PageOfClubs {
  /** Every club the filter names, with or without matching times (a club list), or only those with some (a search). */
  everyClub: boolean;
  order: 'name' | SortOrder;
  limit: number;
  /** golf_clubs.seq of the clubs shown on the pages before. */
  seen: number[];
  /** The first so many matching times of each club (a card's); all of them when null (a club's day list). */
  timesPerClub: number | null;
}

/** A club of a page: its matching times (the first ones), how many it has, and its figures of the day. */
export interface PageClub {
  club: SheetClub;
  /** [time, flames: 2 for the club's cheapest matching price of the day, 1 for its second cheapest, else 0]. */
  times: [PageTime, 0 | 1 | 2][];
  openCount: number;
  /** The deepest discount among its matching times, or null without any. */
  bestDiscount: number | null;
}

/** A club's figures of the day's matching times, read in one pass. */
interface Listed {
  club: SheetClub;
  test: (index: number) => boolean;
  count: number;
  firstMinutes: number;
  cheapest: number;
  secondCheapest: number;
  bestDiscount: number | null;
}

const byNameRank = (a: Listed, b: Listed) => a.club.nameRank - b.club.nameRank;
const byTime = (a: Listed, b: Listed) => a.firstMinutes - b.firstMinutes || byNameRank(a, b);
const pageOrders: Record<PageOfClubs['order'], (a: Listed, b: Listed) => number> = {
  name: byNameRank,
  time: byTime,
  price: (a, b) => a.cheapest - b.cheapest || byTime(a, b),
  discount: (a, b) => (b.bestDiscount ?? -1) - (a.bestDiscount ?? -1) || byTime(a, b),
};

function figures(sheet: DaySheet, club: SheetClub, test: (index: number) => boolean): Listed {
  const listed: Listed = {
    club,
    test,
    count: 0,
    firstMinutes: Infinity,
    cheapest: Infinity,
    secondCheapest: Infinity,
    bestDiscount: null,
  };
  for (let index = club.first; index < club.end; index++) {
    if (!test(index)) continue;
    const price = sheet.price[index]!;
    listed.count += 1;
    listed.firstMinutes = Math.min(listed.firstMinutes, sheet.minutes[index]!);
    if (price < listed.cheapest) [listed.secondCheapest, listed.cheapest] = [listed.cheapest, price];
    else if (price > listed.cheapest && price < listed.secondCheapest) listed.secondCheapest = price;
    listed.bestDiscount = Math.max(listed.bestDiscount ?? 0, sheet.discount[index]!);
  }
  return listed;
}

/**
 * One page of clubs (one more than `limit`, to tell whether another page follows) with their first matching
 * times, and the whole list's totals: clubs, and their matching times.
 */
export function clubPage(sheet: DaySheet, filter: TeeTimeFilter, page: PageOfClubs) {
  const testFor = timeTest(sheet, filter);
  const listed: Listed[] = [];
  let totalTimes = 0;
  for (const club of clubsOf(sheet, filter)) {
    const found = figures(sheet, club, testFor(club));
    if (found.count === 0 && !page.everyClub) continue;
    totalTimes += found.count;
    listed.push(found);
  }
  const seen = new Set(page.seen);
  const rows = listed
    .filter((one) => !seen.has(one.club.seq))
    .sort(pageOrders[page.order])
    .slice(0, page.limit + 1)
    .map(({ club, test, count, cheapest, secondCheapest, bestDiscount }): PageClub => ({
      club,
      times: matching(club, test, page.timesPerClub ?? Infinity).map((index) => [
        pageTime(sheet, club, index),
        sheet.price[index] === cheapest ? 2 : sheet.price[index] === secondCheapest ? 1 : 0,
      ]),
      openCount: count,
      bestDiscount,
    }));
  return { rows, totalClubs: listed.length, totalTimes };
}

/** How many matching tee times each canton has (cantons without any left out), for the map. */
export function teeTimesPerCanton(sheet: DaySheet, filter: TeeTimeFilter): Record<string, number> {
  const testFor = timeTest(sheet, filter);
  const counts: Record<string, number> = {};
  for (const club of clubsOf(sheet, filter)) {
    const { count } = figures(sheet, club, testFor(club));
    if (count > 0) counts[club.canton] = (counts[club.canton] ?? 0) + count;
  }
  return counts;
}

/**
 * Each club's deepest discount among the bookable times of the sheets (its earliest when several are as
 * deep), then the deepest of those clubs first: at most `limit`, one per club.
 */
export function deepestDiscounts(sheets: DaySheet[], now: Date, limit: number) {
  const best = new Map<string, { sheet: DaySheet; club: SheetClub; index: number }>();
  for (const sheet of sheets) {
    const testFor = timeTest(sheet, { now, minDiscount: 1 });
    for (const club of sheet.clubs)
      for (const index of matching(club, testFor(club))) {
        const found = best.get(club.id);
        if (!found || sheet.discount[index]! > found.sheet.discount[found.index]!)
          best.set(club.id, { sheet, club, index });
      }
  }
  return [...best.values()]
    .map(({ sheet, club, index }) => ({ club, date: sheet.date, time: pageTime(sheet, club, index) }))
    .sort(
      (a, b) =>
        b.time.discount - a.time.discount ||
        a.date.localeCompare(b.date) ||
        a.time.time.localeCompare(b.time.time) ||
        a.club.nameRank - b.club.nameRank,
    )
    .slice(0, limit);
}
