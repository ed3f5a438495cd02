import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { bookingReference } from '../../../contract/bookings';
import { BOOKING_EVENT_RETENTION_DAYS, type BookingEvent } from '../../../contract/booking-events';
import { WEBHOOK_DELIVERY_LOG_DAYS, type WebhookDelivery, type WebhookEndpoint } from '../../../contract/webhooks';
import { zurichDate } from '../../../contract/zurich-time';
import { queryRows, type Db, type Tx } from '../../db/client';
import { daysBefore, FORGOTTEN_PER_RUN } from '../../db/forgetting';
import { bookingEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** A stored event, as the trigger of migration 0022 wrote it. */
export interface EventRow {
  position: number;
  type: BookingEvent['type'];
  sequence: number;
  booking: Record<string, unknown> & { id: string; teeTime: BookingEvent['booking']['teeTime'] };
  createdAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An event as the club's software receives it. */
export function toBookingEvent(row: EventRow): BookingEvent {
  const booking = row.booking as BookingEvent['booking'] & { checkedInAt: string | null };
  return {
    id: `evt_${row.position}`,
    type: row.type,
    createdAt: iso(row.createdAt),
    sequence: row.sequence,
    booking: {
      ...booking,
      reference: bookingReference(booking.id),
      pricePerPlayer: Number(booking.pricePerPlayer),
      totalPrice: Number(booking.totalPrice),
      checkedInAt: booking.checkedInAt ? iso(booking.checkedInAt) : null,
    },
  };
}

/** Where the pull endpoint stands: the last event it answered, by transaction and position. */
export interface EventCursor {
  transactionId: string;
  position: number;
}

/**
 * A club's events after a cursor, in the order of their transactions: only those of transactions older than
 * every one still running (the snapshot's xmin), so that an event committed later can never land behind a
 * cursor already handed out (the technique of decision 0050).
 */
export function eventsAfter(db: Db, clubId: string, cursor: EventCursor | null, limit: number) {
  return queryRows<EventRow & { transactionId: string }>(
    db,
    sql`select position::float8 as position, transaction_id::text as "transactionId", type, sequence, booking,
        created_at as "createdAt"
      from booking_events
      where golf_club_id = ${clubId}
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ${cursor ? sql`and (transaction_id, position) > (${cursor.transactionId}::xid8, ${cursor.position})` : sql``}
      order by transaction_id, position
      limit ${limit}`,
  );
}

/** Whether housekeeping forgot one of the club's events that comes after the cursor: its reader missed it. */
export async function cursorExpired(db: Db, clubId: string, cursor: EventCursor) {
  const [row] = await queryRows<{ expired: boolean }>(
    db,
    sql`select exists (select 1 from booking_event_horizons where golf_club_id = ${clubId}
        and (transaction_id, position) > (${cursor.transactionId}::xid8, ${cursor.position})) as expired`,
  );
  return row!.expired;
}

/**
 * Forgets the events older than BOOKING_EVENT_RETENTION_DAYS whose round has passed (run by housekeeping), and
 * keeps each club's newest forgotten one as its horizon: a pull cursor behind it is refused as expired. An event
 * still being delivered stays, as its delivery does (an endpoint down for long holds a queue of them).
 */
export const forgetOldEvents = (db: Db, now: Date) =>
  db.execute(sql`
    with forgotten as (
      delete from booking_events where position in (
        select position from booking_events
        where created_at < ${daysBefore(now, BOOKING_EVENT_RETENTION_DAYS)}
          and (booking->'teeTime'->>'date')::date < ${zurichDate(now)}::date
          and position not in (select event_position from webhook_deliveries where status = 'pending')
        limit ${FORGOTTEN_PER_RUN})
      returning golf_club_id, transaction_id, position
    )
    insert into booking_event_horizons as horizon (golf_club_id, transaction_id, position)
    select distinct on (golf_club_id) golf_club_id, transaction_id, position
    from forgotten order by golf_club_id, transaction_id desc, position desc
    on conflict (golf_club_id) do update set transaction_id = excluded.transaction_id, position = excluded.position
      where (excluded.transaction_id, excluded.position) > (horizon.transaction_id, horizon.position)`);

export function clubEndpoints(db: Db | Tx, clubId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.golfClubId, clubId), isNull(webhookEndpoints.removedAt)))
    .orderBy(webhookEndpoints.createdAt);
}

export const toEndpoint = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  secretStart: row.secret.slice(0, 10),
  createdAt: row.createdAt.toISOString(),
});

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** Removes an endpoint: it is sent nothing more, and what was waiting for it is dropped. */
export async function removeEndpoint(tx: Tx, clubId: string, endpointId: string, now: Date) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ removedAt: now })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.golfClubId, clubId),
        isNull(webhookEndpoints.removedAt),
      ),
    )
    .returning();
  if (row)
    await tx
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  return row ?? null;
}

/** A delivery claimed for sending, with what to send and where. */
export interface ClaimedDelivery extends EventRow {
  id: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Claims, for each endpoint, its oldest delivery still to make when it is due and no process holds it, for
 * `leaseMs`: a club's software hears of its bookings in the order they changed, and a failing event holds
 * back the later ones until it is delivered or given up. A process that dies while sending leaves the claim
 * to run out.
 */
export function claimDue(db: Db, now: Date, leaseMs: number) {
  return queryRows<ClaimedDelivery>(
    db,
    sql`with heads as (
        select distinct on (d.endpoint_id) d.id, d.next_attempt_at, d.locked_until
        from webhook_deliveries d
        where d.status = 'pending'
        order by d.endpoint_id, d.event_position
      ), claimed as (
        update webhook_deliveries d set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        where d.id in (select id from heads where next_attempt_at <= ${now.toISOString()}::timestamptz)
          and d.status = 'pending'
          and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
        returning d.id, d.attempts, d.endpoint_id, d.event_position
      )
      select c.id, c.attempts, w.url, w.secret, e.position::float8 as position, e.type, e.sequence, e.booking,
        e.created_at as "createdAt"
      from claimed c
      join webhook_endpoints w on w.id = c.endpoint_id
      join booking_events e on e.position = c.event_position`,
  );
}

/** What an attempt came to: the endpoint's status (null: not reached) and, when it failed, why. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
}

export async function recordDelivered(db: Db, id: string, outcome: AttemptOutcome, now: Date) {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      lastStatusCode: outcome.statusCode,
      lastError: null,
      deliveredAt: now,
      lockedUntil: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: tried again at `next`, or given up (null). */
export async function recordFailed(db: Db, id: string, outcome: AttemptOutcome, now: Date, next: Date | null) {
  await db
    .update(webhookDeliveries)
    .set({
      status: next ? 'pending' : 'failed',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      nextAttemptAt: next ?? now,
      lockedUntil: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The club's latest deliveries, newest first, for the delivery log; with `id`, that one alone. */
export async function latestDeliveries(
  db: Db,
  clubId: string,
  { limit, id }: { limit: number; id?: string },
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      endpointUrl: webhookEndpoints.url,
      position: bookingEvents.position,
      eventType: bookingEvents.type,
      bookingId: bookingEvents.bookingId,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(bookingEvents, eq(bookingEvents.position, webhookDeliveries.eventPosition))
    .where(
      and(
        eq(webhookEndpoints.golfClubId, clubId),
        isNull(webhookEndpoints.removedAt),
        id ? eq(webhookDeliveries.id, id) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.eventPosition), desc(webhookDeliveries.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    endpointUrl: row.endpointUrl,
    eventId: `evt_${row.position}`,
    eventType: row.eventType,
    bookingReference: bookingReference(row.bookingId),
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Sends an event again: a new delivery of it to the same endpoint, due now (the log keeps the earlier one).
 * Null when the club has no such delivery.
 */
export async function deliverAgain(db: Db, clubId: string, deliveryId: string, now: Date) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event_position, next_attempt_at)
      select d.endpoint_id, d.event_position, ${now.toISOString()}::timestamptz
      from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
      where d.id = ${deliveryId} and w.golf_club_id = ${clubId} and w.removed_at is null
      returning id`,
  );
  return row ?? null;
}

/**
 * Forgets the deliveries made more than WEBHOOK_DELIVERY_LOG_DAYS ago that are no longer tried (run by housekeeping):
 * the log shows the latest, and a club's software reads older events from the pull endpoint. A delivery still
 * being tried is kept however old.
 */
export const forgetOldDeliveries = (db: Db, now: Date) =>
  db.delete(webhookDeliveries).where(
    inArray(
      webhookDeliveries.id,
      db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            ne(webhookDeliveries.status, 'pending'),
            lt(webhookDeliveries.createdAt, daysBefore(now, WEBHOOK_DELIVERY_LOG_DAYS)),
          ),
        )
        .limit(FORGOTTEN_PER_RUN),
    ),
  );
