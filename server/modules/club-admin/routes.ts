import { z } from 'zod';
import {
  adminTeeTimeSchema,
  blockPreviewQuerySchema,
  blockPreviewSchema,
  blockResultSchema,
  blockTeeTimesSchema,
  clubBookingSchema,
  clubBookingsQuerySchema,
  clubBookingsCsvQuerySchema,
  clubSettingsSchema,
  roundOutcomeSchema,
  clubDashboardSchema,
  createTeeTimeSchema,
  generateScheduleSchema,
  scheduleResultSchema,
  schedulePreviewSchema,
  teeSheetQuerySchema,
  updateTeeTimeSchema,
} from '../../../contract/club-admin';
import { IDEMPOTENCY_KEY_DAYS } from '../../../contract/bookings';
import { clubPricingSchema } from '../../../contract/club-pricing';
import {
  changeDeskBookingSchema,
  createDeskBookingSchema,
  moveBookingSchema,
  sheetTeeTimeSchema,
  weekSheetQuerySchema,
} from '../../../contract/desk';
import { uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { csvHeaders } from '../../http/csv';
import { idempotencyKeyOf } from '../../http/idempotency';
import { route } from '../../http/route';
import {
  cancelClubBooking,
  changeClubPricing,
  changeClubSettings,
  clubPricingFor,
  changeTeeTime,
  clubSettingsFor,
  clubBookingsCsv,
  clubDashboard,
  createTeeTime,
  generateSchedule,
  listClubBookings,
  previewSchedule,
  recordDeskPayment,
  recordRoundOutcome,
  undoRoundOutcome,
  removeTeeTime,
} from './service';
import { blockPreview, blockTeeTimes } from './blocks';
import { daySheet, weekSheet } from './day-sheet';
import { changeDeskBooking, createDeskBooking, moveDeskBooking, recordCheckIn } from './desk';

/** The club admin API: every path starts with /api/clubs/:clubId/admin/ and is for that club's admins and super admins. */
export function clubAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const club = z.object({ clubId: uuidSchema });
  const clubTeeTime = z.object({ clubId: uuidSchema, teeTimeId: uuidSchema });
  const clubBooking = z.object({ clubId: uuidSchema, bookingId: uuidSchema });
  const base = '/api/clubs/:clubId/admin';
  return [
    route(
      {
        method: 'get',
        path: `${base}/dashboard`,
        summary: "Today's occupancy, bookings and revenue of the week and month, upcoming rounds",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubDashboardSchema },
      },
      async ({ c, params }) => c.json(await clubDashboard(db, params.clubId, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: `${base}/tee-times`,
        summary:
          'The tee sheet of one day, blocked and mystery times included, with the bookings in their places (golfer, guests, payment, check-in, note)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: teeSheetQuerySchema,
        responses: { 200: z.array(sheetTeeTimeSchema) },
      },
      async ({ c, params, query }) => c.json(await daySheet(db, params.clubId, query.date, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: `${base}/tee-times/week`,
        summary: 'The tee times of seven days from a date, for the week at a glance',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: weekSheetQuerySchema,
        responses: { 200: z.array(adminTeeTimeSchema) },
      },
      async ({ c, params, query }) => c.json(await weekSheet(db, params.clubId, query.from)),
    ),
    route(
      {
        method: 'post',
        path: `${base}/tee-times`,
        summary: 'Create one tee time',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: createTeeTimeSchema,
        responses: { 201: adminTeeTimeSchema, 409: null },
      },
      async ({ c, body, actor }) => c.json(await createTeeTime(db, actor, body, deps.clock()), 201),
    ),
    route(
      {
        method: 'post',
        path: `${base}/tee-times/schedule/preview`,
        summary: 'What a schedule would create, by price, and what it would keep or leave out; nothing is written',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: generateScheduleSchema,
        responses: { 200: schedulePreviewSchema },
      },
      async ({ c, body, actor }) => c.json(await previewSchedule(db, actor, body, deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: `${base}/tee-times/schedule`,
        summary:
          'Generate tee times over a date range on chosen weekdays at an interval; existing times stay as they are',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: generateScheduleSchema,
        responses: { 200: scheduleResultSchema },
      },
      async ({ c, body, actor }) => c.json(await generateSchedule(db, actor, body, deps.clock())),
    ),
    route(
      {
        method: 'patch',
        path: `${base}/tee-times/:teeTimeId`,
        summary: 'Change price, capacity or holes; block or unblock; mark as mystery deal',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubTeeTime,
        body: updateTeeTimeSchema,
        responses: { 200: adminTeeTimeSchema, 404: null, 409: null },
      },
      async ({ c, params, body, actor }) => c.json(await changeTeeTime(db, actor, params.teeTimeId, body)),
    ),
    route(
      {
        method: 'get',
        path: `${base}/blocks/preview`,
        summary:
          'The open tee times a block of a day or range would close, and the bookings on them to move or cancel first',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: blockPreviewQuerySchema,
        responses: { 200: blockPreviewSchema },
      },
      async ({ c, params, query }) => c.json(await blockPreview(db, params.clubId, query, deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: `${base}/blocks`,
        summary:
          'Block the open tee times of a day or range for a reason; each booking on them is moved or cancelled (refunded in full) as chosen, and its golfer told',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: blockTeeTimesSchema,
        responses: { 200: blockResultSchema, 409: null },
      },
      async ({ c, body, actor }) => c.json(await blockTeeTimes(deps, actor, body, deps.clock())),
    ),
    route(
      {
        method: 'delete',
        path: `${base}/tee-times/:teeTimeId`,
        summary: 'Delete a tee time that was never booked',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubTeeTime,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await removeTeeTime(db, actor, params.teeTimeId);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: `${base}/bookings`,
        summary: 'Bookings with rounds in a date range, optionally of one status or golfer (name or e-mail)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: clubBookingsQuerySchema,
        responses: { 200: z.array(clubBookingSchema) },
      },
      async ({ c, params, query }) => c.json(await listClubBookings(db, params.clubId, query, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: `${base}/bookings.csv`,
        summary: 'The same bookings as CSV',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: clubBookingsCsvQuerySchema,
        responses: { 200: null },
      },
      async ({ c, params, query }) =>
        c.body(
          await clubBookingsCsv(db, params.clubId, query, deps.clock()),
          200,
          csvHeaders(`bookings-${query.from}-${query.to}.csv`),
        ),
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings`,
        summary: `Book a tee time at the desk for a golfer on the phone or at the counter (no commission); paid at the desk or due there. Send an Idempotency-Key header: a retry within ${IDEMPOTENCY_KEY_DAYS} days replays the first answer.`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: createDeskBookingSchema,
        responses: { 201: z.object({ id: z.string(), reference: z.string() }), 404: null, 409: null },
      },
      async ({ c, body, actor }) =>
        c.json(await createDeskBooking(deps, actor, body, idempotencyKeyOf(c), deps.clock()), 201),
    ),
    route(
      {
        method: 'patch',
        path: `${base}/bookings/:bookingId`,
        summary:
          "Change a booking's players (their number where the money is due at the club, their names) or its note",
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        body: changeDeskBookingSchema,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, body, actor }) => {
        await changeDeskBooking(deps, actor, params.bookingId, body, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings/:bookingId/move`,
        summary:
          'Move a booking to another open tee time of the club; the golfer keeps the price, may cancel free until the new round and is told why',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        body: moveBookingSchema,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, body, actor }) => {
        await moveDeskBooking(deps, actor, params.bookingId, body, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings/:bookingId/check-in`,
        summary: 'The golfer of a confirmed booking has arrived on the day of the round',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await recordCheckIn(db, actor, params.bookingId, true, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'delete',
        path: `${base}/bookings/:bookingId/check-in`,
        summary: 'Take back a check-in made today',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await recordCheckIn(db, actor, params.bookingId, false, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings/:bookingId/outcome`,
        summary: 'Mark a begun round as played (completed) or not attended (no_show)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        body: roundOutcomeSchema,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, body, actor }) => {
        await recordRoundOutcome(db, actor, params.bookingId, body.status, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'delete',
        path: `${base}/bookings/:bookingId/outcome`,
        summary: 'Take back the outcome recorded today (played or no-show): the booking is confirmed again',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await undoRoundOutcome(db, actor, params.bookingId, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings/:bookingId/desk-payment`,
        summary: 'Mark the money of a booking paid at the club as received at the desk',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await recordDeskPayment(db, actor, params.bookingId, true, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'delete',
        path: `${base}/bookings/:bookingId/desk-payment`,
        summary: 'Take back a desk payment marked today: the money is due at the club again',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await recordDeskPayment(db, actor, params.bookingId, false, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: `${base}/bookings/:bookingId/cancel`,
        summary: 'Cancel a booking for the golfer with a full refund; the places return at once',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubBooking,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await cancelClubBooking(deps, actor, params.bookingId, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: `${base}/settings`,
        summary: 'Booking rules: free cancellation hours, booking window, players per booking, mystery deals',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubSettingsSchema },
      },
      async ({ c, params }) => c.json(await clubSettingsFor(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/settings`,
        summary: 'Change the booking rules (they apply to new bookings and cancellations)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: clubSettingsSchema,
        responses: { 200: clubSettingsSchema },
      },
      async ({ c, body, actor }) => c.json(await changeClubSettings(db, actor, body)),
    ),
    route(
      {
        method: 'get',
        path: `${base}/pricing`,
        summary: 'The price list: weekday price and discount, weekend price, twilight start and discount',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubPricingSchema },
      },
      async ({ c, params }) => c.json(await clubPricingFor(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/pricing`,
        summary: 'Change the price list (used for schedules generated from now on)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: clubPricingSchema,
        responses: { 200: clubPricingSchema },
      },
      async ({ c, body, actor }) => c.json(await changeClubPricing(db, actor, body)),
    ),
  ];
}
