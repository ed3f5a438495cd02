import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  AdminTeeTime,
  ClubBooking,
  ClubBookingsQuery,
  ClubBookingsCsvQuery,
  ClubDashboard,
  ClubSettings,
  CreateTeeTime,
  GenerateSchedule,
  SchedulePreview,
  ScheduleResult,
  UpdateTeeTime,
} from '../../../contract/club-admin';
import { pricedFromList } from '../../../contract/club-admin';
import { DEFAULT_BOOKING_RULES, DEFAULT_CANCELLATION_HOURS } from '../../domain/booking-policy';
import { addDays, weekdayOf, zurichDate, zurichInstant, zurichTime } from '../../../contract/zurich-time';
import { paymentSummary } from '../../domain/payment-status';
import type { Deps } from '../../http/deps';
import { cancelBookingForClub } from '../bookings/service';
import { chargeOf, findBooking, lockBooking, setBookingStatus, updatePayment } from '../bookings/repo';
import { existsInZurich, scheduleSlots } from '../../domain/schedule';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { pricesFor, roundToFiveRappen, type ClubPricing } from '../../../contract/club-pricing';
import { monthRange } from '../../../contract/finances';
import { WEEKEND_SURCHARGE } from '../../domain/pricing';
import { AppError } from '../../http/app-error';
import { translate } from '../../i18n/translate';
import { bookingReference } from '../../../contract/bookings';
import { languageSchema } from '../../../contract/common';
import { csvDocument } from '../../http/csv';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { revenueBetween } from '../club-finances/repo';
import {
  activeBookingsOn,
  clubBookings,
  clubName,
  dayOccupancy,
  deleteTeeTime,
  findClubTeeTime,
  insertTeeTimes,
  lockClubTeeTime,
  pricingOf,
  savePricing,
  saveSettings,
  settingsOf,
  teeTimeStartsBetween,
  updateTeeTime,
  upcomingRounds,
  type StoredPayment,
} from './repo';

export const toAdminTeeTime = (row: NonNullable<Awaited<ReturnType<typeof findClubTeeTime>>>): AdminTeeTime => ({
  ...row,
  time: row.time.slice(0, 5),
});

/** A day before today (Zurich) is refused, naming the field. */
export function refusePast(date: string, now: Date, field: string) {
  if (date < zurichDate(now))
    throw new AppError('invalid_input', `${field}: must be today or later`, [
      { path: field, message: 'must be today or later' },
    ]);
}

export async function createTeeTime(db: Db, actor: ClubActor, input: CreateTeeTime, now: Date): Promise<AdminTeeTime> {
  refusePast(input.date, now, 'date');
  if (zurichInstant(input.date, input.time) <= now)
    throw new AppError('invalid_input', 'time: has already started today', [
      { path: 'time', message: 'has already started today' },
    ]);
  if (!existsInZurich(input.date, input.time))
    throw new AppError('invalid_input', 'time: does not exist that day (summer time starts)', [
      { path: 'time', message: 'does not exist that day' },
    ]);
  const { date, time } = input;
  return db.transaction(async (tx) => {
    if ((await insertTeeTimes(tx, actor.clubId, [input])) === 0)
      throw new AppError('already_exists', 'The club already has a tee time at this date and time');
    const created = (await tx.query.teeTimes.findFirst({
      where: (teeTimes, { and, eq }) =>
        and(eq(teeTimes.golfClubId, actor.clubId), eq(teeTimes.date, date), eq(teeTimes.time, time)),
    }))!;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'create',
      entity: 'tee_time',
      entityId: created.id,
      details: input,
    });
    return toAdminTeeTime((await findClubTeeTime(tx, actor.clubId, created.id))!);
  });
}

/** Tee times a schedule inserts per statement and transaction: between two, the database serves everyone else. */
const SCHEDULE_BATCH_SIZE = 500;

/**
 * The tee times a schedule would create, priced from the club's list unless it gives its own prices, with
 * the counts of times the club already has (kept as they are) and of today's times that have started (left
 * out). A past first day is refused.
 */
async function plannedSchedule(db: Db, actor: ClubActor, input: GenerateSchedule, now: Date) {
  refusePast(input.from, now, 'from');
  const { from, to, weekdays, first, last, intervalMinutes, holeCount, slotsAvailable, isSurpriseDeal } = input;
  const slots = scheduleSlots({ from, to, weekdays, first, last, intervalMinutes });
  const [today, timeNow] = [zurichDate(now), zurichTime(now)];
  const upcoming = slots.filter((slot) => slot.date > today || slot.time > timeNow);
  const existing = new Set(
    (await teeTimeStartsBetween(db, actor.clubId, from, to)).map((start) => `${start.date} ${start.time}`),
  );
  const fresh = upcoming.filter((slot) => !existing.has(`${slot.date} ${slot.time}`));
  const pricing = pricedFromList(input) ? await clubPricingFor(db, actor.clubId) : null;
  const teeTimesToAdd = fresh.map((slot) => ({
    ...slot,
    holeCount,
    slotsAvailable,
    isSurpriseDeal,
    ...(pricing
      ? pricesFor(pricing, { ...slot, holes: holeCount })
      : { discountedPrice: input.discountedPrice!, originalPrice: input.originalPrice! }),
  }));
  return { teeTimesToAdd, skipped: upcoming.length - fresh.length, started: slots.length - upcoming.length };
}

/** What a schedule would create, by price, before anything is written. */
export async function previewSchedule(
  db: Db,
  actor: ClubActor,
  input: GenerateSchedule,
  now: Date,
): Promise<SchedulePreview> {
  const { teeTimesToAdd, skipped, started } = await plannedSchedule(db, actor, input, now);
  const byPrice = new Map<string, SchedulePreview['prices'][number]>();
  for (const { discountedPrice, originalPrice } of teeTimesToAdd) {
    const key = `${discountedPrice}/${originalPrice}`;
    const group = byPrice.get(key) ?? { discountedPrice, originalPrice, count: 0 };
    group.count += 1;
    byPrice.set(key, group);
  }
  const prices = [...byPrice.values()].sort((a, b) => a.discountedPrice - b.discountedPrice);
  return { created: teeTimesToAdd.length, skipped, started, prices };
}

/**
 * Generates a schedule (at most SCHEDULE_LIMITS, checked by its contract); times the club already has are kept
 * as they are. The tee times go in in batches, each its own transaction, with a turn of the event loop between
 * them: PGlite runs one transaction at a time, so one long one would hold every reader. A schedule that fails
 * half-way keeps the batches done; running it again adds the rest, as existing times are skipped.
 */
export async function generateSchedule(
  db: Db,
  actor: ClubActor,
  input: GenerateSchedule,
  now: Date,
): Promise<ScheduleResult> {
  const { teeTimesToAdd, skipped, started } = await plannedSchedule(db, actor, input, now);
  let created = 0;
  for (let start = 0; start < teeTimesToAdd.length; start += SCHEDULE_BATCH_SIZE) {
    if (start > 0) await nextTurn();
    const batch = teeTimesToAdd.slice(start, start + SCHEDULE_BATCH_SIZE);
    created += await db.transaction((tx) => insertTeeTimes(tx, actor.clubId, batch));
  }
  await recordAudit(db, {
    actorUserId: actor.userId,
    golfClubId: actor.clubId,
    action: 'generate',
    entity: 'tee_time_schedule',
    details: { ...input, created },
  });
  // A time another admin added meanwhile was kept as it was, as the club's own are.
  return { created, skipped: skipped + teeTimesToAdd.length - created, started };
}

/** Changes a tee time; its capacity never drops below the players already booked. Bookings keep their price. */
export async function changeTeeTime(
  db: Db,
  actor: ClubActor,
  teeTimeId: string,
  input: UpdateTeeTime,
): Promise<AdminTeeTime> {
  return db.transaction(async (tx) => {
    const current = await lockClubTeeTime(tx, actor.clubId, teeTimeId);
    if (!current) throw new AppError('not_found', 'No such tee time at this club');
    if (input.isBlocked && !current.isBlocked && (await activeBookingsOn(tx, [teeTimeId])).length > 0)
      throw new AppError(
        'bookings_unresolved',
        'This tee time has bookings: block it with a reason, moving or cancelling each booking (POST .../admin/blocks)',
      );
    if (input.slotsAvailable !== undefined && input.slotsAvailable < current.bookedPlayers) {
      throw new AppError('conflict', `${current.bookedPlayers} players are booked: the capacity cannot be lower`);
    }
    const next = { ...current, ...input };
    if (next.discountedPrice > next.originalPrice)
      throw new AppError('invalid_input', 'discountedPrice: must not be more than the original price', [
        { path: 'discountedPrice', message: 'must not be more than the original price' },
      ]);
    await updateTeeTime(tx, teeTimeId, input.isBlocked === false ? { ...input, blockReason: null } : input);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'tee_time',
      entityId: teeTimeId,
      details: { before: pick(current, input), after: input },
    });
    return toAdminTeeTime((await findClubTeeTime(tx, actor.clubId, teeTimeId))!);
  });
}

/** Deletes a tee time nobody ever booked; one with bookings is blocked instead. */
export async function removeTeeTime(db: Db, actor: ClubActor, teeTimeId: string) {
  await db.transaction(async (tx) => {
    const current = await lockClubTeeTime(tx, actor.clubId, teeTimeId);
    if (!current) throw new AppError('not_found', 'No such tee time at this club');
    if (current.bookingCount > 0)
      throw new AppError('conflict', 'This tee time has bookings: block it instead of deleting it');
    await deleteTeeTime(tx, teeTimeId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'delete',
      entity: 'tee_time',
      entityId: teeTimeId,
      details: { date: current.date, time: current.time.slice(0, 5) },
    });
  });
}

function pick<T extends object>(source: T, keys: object): Partial<T> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, source[key as keyof T]])) as Partial<T>;
}

/** Monday of the week of a date. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

export async function clubDashboard(db: Db, clubId: string, now: Date): Promise<ClubDashboard> {
  const today = zurichDate(now);
  const thisMonth = monthRange(today.slice(0, 7));
  const [club, occupancy, week, month, upcoming] = await Promise.all([
    clubName(db, clubId),
    dayOccupancy(db, clubId, today),
    revenueBetween(db, { from: mondayOf(today), to: addDays(mondayOf(today), 6) }, clubId),
    revenueBetween(db, thisMonth, clubId),
    upcomingRounds(db, clubId, today, zurichTime(now)),
  ]);
  if (!club) throw new AppError('not_found', 'No such golf club');
  return { club, today: { date: today, ...occupancy }, week, month, upcoming };
}

export async function listClubBookings(
  db: Db,
  clubId: string,
  query: ClubBookingsQuery,
  now: Date,
): Promise<ClubBooking[]> {
  return (await clubBookings(db, clubId, query)).map((row) => ({
    id: row.id,
    date: row.date,
    time: row.time,
    playerCount: row.player_count,
    golfer: row.golfer,
    email: row.email,
    status: row.status as ClubBooking['status'],
    totalPrice: row.total_price,
    isMystery: row.is_mystery,
    pricePerPlayer: row.price_per_player,
    holeCount: row.hole_count,
    bookedAt: row.booked_at,
    cancelledAt: row.cancelled_at,
    refund: row.refund ? { status: row.refund.status, amount: row.refund.amount } : null,
    payment: paymentSummary(row.charge, row.refund, row.status),
    undo: deskMarksToUndo(row, now),
  }));
}

/** Which of the desk's marks on a booking it may still take back today: the round's outcome, the desk payment. */
export const deskMarksToUndo = (
  row: { outcome_at: string | null; charge: StoredPayment | null },
  now: Date,
): ClubBooking['undo'] => ({
  outcome: undoableOn(row.outcome_at ? new Date(row.outcome_at) : null, now),
  deskPayment:
    row.charge?.provider === 'club' &&
    row.charge.status === 'succeeded' &&
    undoableOn(new Date(row.charge.updatedAt), now),
});

/** The same list as CSV for the club's accounting, with headers and statuses in the admin's language. */
export async function clubBookingsCsv(db: Db, clubId: string, query: ClubBookingsCsvQuery, now: Date): Promise<string> {
  const t = (key: string) => translate(query.language, key);
  const columns = [
    { title: t('clubAdmin.csv.columns.reference') },
    { title: t('clubAdmin.csv.columns.date') },
    { title: t('clubAdmin.csv.columns.time') },
    { title: t('clubAdmin.csv.columns.players') },
    { title: t('clubAdmin.csv.columns.golfer') },
    { title: t('clubAdmin.csv.columns.email') },
    { title: t('clubAdmin.csv.columns.status') },
    { title: t('clubAdmin.csv.columns.total'), amount: true },
    { title: t('clubAdmin.csv.columns.payment') },
    { title: t('clubAdmin.csv.columns.mystery') },
  ];
  const rows = (await listClubBookings(db, clubId, query, now)).map((booking) => [
    bookingReference(booking.id),
    booking.date,
    booking.time,
    booking.playerCount,
    booking.golfer,
    booking.email,
    t(`booking.status.${booking.status}`),
    booking.totalPrice,
    booking.payment ? t(`clubAdmin.csv.payment.${booking.payment.status}`) : null,
    t(booking.isMystery ? 'clubAdmin.csv.yes' : 'clubAdmin.csv.no'),
  ]);
  return csvDocument(columns, rows);
}

/** After the round: the golfer played, or did not come. Only for confirmed bookings whose round has begun. */
export async function recordRoundOutcome(
  db: Db,
  actor: ClubActor,
  bookingId: string,
  status: 'completed' | 'no_show',
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { view, booking } = await lockClubBooking(tx, actor, bookingId);
    if (booking.status !== 'confirmed') throw new AppError('conflict', 'Only a confirmed booking can be marked');
    if (zurichInstant(view.date, view.time.slice(0, 5)) > now)
      throw new AppError('conflict', 'The round has not started yet');
    if (status === 'no_show' && booking.checkedInAt)
      throw new AppError('conflict', 'The golfer checked in: take back the check-in first to mark a no-show');
    await setBookingStatus(tx, bookingId, status, now);
    await tx.update(bookings).set({ outcomeAt: now }).where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: status,
      entity: 'booking',
      entityId: bookingId,
    });
  });
}

/** A desk's mark can be taken back on the day it was made (Zurich), while the round is still fresh. */
export const undoableOn = (markedAt: Date | null, now: Date) =>
  markedAt !== null && zurichDate(markedAt) === zurichDate(now);

/** Takes back a round's outcome (played or no-show) recorded today: the booking is confirmed again. Audited. */
export async function undoRoundOutcome(db: Db, actor: ClubActor, bookingId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { booking } = await lockClubBooking(tx, actor, bookingId);
    if (booking.status !== 'completed' && booking.status !== 'no_show')
      throw new AppError('conflict', 'This booking has no outcome to take back');
    if (!undoableOn(booking.outcomeAt, now))
      throw new AppError('conflict', 'An outcome can only be taken back on the day it was recorded');
    await setBookingStatus(tx, bookingId, 'confirmed', now);
    await tx.update(bookings).set({ outcomeAt: null }).where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'undo_outcome',
      entity: 'booking',
      entityId: bookingId,
      details: { before: booking.status },
    });
  });
}

/**
 * The desk received the money of a booking paid at the club (`received`), or takes that back on the same day.
 * Only bookings paid at the club; received money counts as the club's revenue however the round went.
 */
export async function recordDeskPayment(db: Db, actor: ClubActor, bookingId: string, received: boolean, now: Date) {
  await db.transaction(async (tx) => {
    const { view } = await lockClubBooking(tx, actor, bookingId);
    const charge = view.charge;
    if (charge?.provider !== 'club')
      throw new AppError('conflict', 'Only a booking paid at the club is paid at the desk');
    if (received && charge.status !== 'pending')
      throw new AppError('conflict', 'Nothing is due at the desk for this booking');
    if (!received && (charge.status !== 'succeeded' || !undoableOn((await chargeOf(tx, bookingId))!.updatedAt, now)))
      throw new AppError('conflict', 'A desk payment can only be taken back on the day it was marked');
    await updatePayment(tx, bookingId, 'charge', { status: received ? 'succeeded' : 'pending', updatedAt: now });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: received ? 'desk_payment' : 'undo_desk_payment',
      entity: 'booking',
      entityId: bookingId,
      details: { amount: charge.amount },
    });
  });
}

/** One of the club's bookings, locked: anyone else's is not found. */
export async function lockClubBooking(tx: Tx, actor: ClubActor, bookingId: string) {
  const view = await findBooking(tx, bookingId);
  if (!view || view.clubId !== actor.clubId) throw new AppError('not_found', 'No such booking at this club');
  return { view, booking: (await lockBooking(tx, bookingId))! };
}

/** The club cancels a booking: the places return and the golfer gets the full amount back. */
export async function cancelClubBooking(deps: Deps, actor: ClubActor, bookingId: string, now: Date) {
  await cancelBookingForClub(deps, actor.clubId, bookingId, now);
  await recordAudit(deps.database.db, {
    actorUserId: actor.userId,
    golfClubId: actor.clubId,
    action: 'cancel',
    entity: 'booking',
    entityId: bookingId,
  });
}

export async function clubSettingsFor(db: Db, clubId: string): Promise<ClubSettings> {
  const row = await settingsOf(db, clubId);
  return {
    cancellationHours: row?.cancellationHours ?? DEFAULT_CANCELLATION_HOURS,
    bookingWindowDays: row?.bookingWindowDays ?? DEFAULT_BOOKING_RULES.bookingWindowDays,
    maxPlayersPerBooking: row?.maxPlayersPerBooking ?? DEFAULT_BOOKING_RULES.maxPlayersPerBooking,
    minLeadMinutes: row?.minLeadMinutes ?? DEFAULT_BOOKING_RULES.minLeadMinutes,
    mysteryDealsAllowed: row?.mysteryDealsAllowed ?? true,
    mailOnBooking: row?.mailOnBooking ?? false,
    mailOnCancellation: row?.mailOnCancellation ?? false,
    mailDailySheet: row?.mailDailySheet ?? false,
    mailTo: row?.mailTo ?? null,
    mailLanguage: languageSchema.catch('en').parse(row?.mailLanguage),
    handicapLimit: row?.handicapLimit ?? null,
    playerProof: row?.playerProof ?? 'none',
  };
}

/** New rules apply to new bookings and cancellations from now on. */
export async function changeClubSettings(db: Db, actor: ClubActor, input: ClubSettings): Promise<ClubSettings> {
  const before = await clubSettingsFor(db, actor.clubId);
  // An empty address means the club's admins.
  const settings = { ...input, mailTo: input.mailTo || null };
  await db.transaction(async (tx) => {
    await saveSettings(tx, actor.clubId, settings);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'club_settings',
      details: { before, after: settings },
    });
  });
  return clubSettingsFor(db, actor.clubId);
}

export async function clubPricingFor(db: Db | Tx, clubId: string): Promise<ClubPricing> {
  const row = await pricingOf(db, clubId);
  return {
    weekdayStandardPrice: row.weekdayStandardPrice,
    weekdayDiscount: row.weekdayDiscount,
    weekendPrice: row.weekendPrice ?? roundToFiveRappen(row.weekdayStandardPrice * WEEKEND_SURCHARGE),
    twilightStart: row.twilightStart?.slice(0, 5) ?? null,
    twilightDiscount: row.twilightDiscount ?? 0,
  };
}

/** New prices apply to tee times created from now on; existing times keep theirs. */
export async function changeClubPricing(db: Db, actor: ClubActor, input: ClubPricing): Promise<ClubPricing> {
  const before = await clubPricingFor(db, actor.clubId);
  await db.transaction(async (tx) => {
    await savePricing(tx, actor.clubId, input);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'club_pricing',
      details: { before, after: input },
    });
  });
  return clubPricingFor(db, actor.clubId);
}
