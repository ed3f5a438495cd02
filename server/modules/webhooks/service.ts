import { randomBytes } from 'node:crypto';
import {
  BOOKING_EVENT_RETENTION_DAYS,
  type BookingEventsPage,
  type BookingEventsQuery,
} from '../../../contract/booking-events';
import {
  WEBHOOK_ENDPOINTS_PER_CLUB,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../contract/webhooks';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { PartnerActor } from '../../http/partner-access';
import type { ClubActor } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { lockClub } from '../partner-keys/repo';
import { outsideUrlProblem } from '../../http/outside-addresses';
import {
  clubEndpoints,
  cursorExpired,
  deliverAgain,
  eventsAfter,
  insertEndpoint,
  latestDeliveries,
  removeEndpoint,
  toBookingEvent,
  toEndpoint,
} from './repo';

const ENTITY = 'webhook_endpoint';
/** Deliveries the club area's log shows. */
const LOG_LENGTH = 50;

export async function listEndpoints(deps: Deps, clubId: string): Promise<WebhookEndpoint[]> {
  return (await clubEndpoints(deps.database.db, clubId)).map(toEndpoint);
}

/** Adds an endpoint for the club's bookings: the answer carries its signing secret, the only time it is shown. */
export async function createEndpoint(
  deps: Deps,
  actor: ClubActor,
  input: CreateWebhookEndpoint,
): Promise<CreatedWebhookEndpoint> {
  const problem = outsideUrlProblem(input.url, deps.config.onLoopback);
  if (problem) throw new AppError('invalid_input', `url: ${problem}`, [{ path: 'url', message: problem }]);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await deps.database.db.transaction(async (tx) => {
    if (!(await lockClub(tx, actor.clubId))) throw new AppError('not_found', 'No such golf club');
    if ((await clubEndpoints(tx, actor.clubId)).length >= WEBHOOK_ENDPOINTS_PER_CLUB)
      throw new AppError(
        'webhook_endpoint_limit',
        `A club may have ${WEBHOOK_ENDPOINTS_PER_CLUB} webhook endpoints; remove one it no longer needs first`,
      );
    const endpoint = await insertEndpoint(tx, {
      golfClubId: actor.clubId,
      url: input.url,
      secret,
      createdByUserId: actor.userId,
      createdAt: deps.clock(),
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'create',
      entity: ENTITY,
      entityId: endpoint.id,
      details: { url: input.url },
    });
    return endpoint;
  });
  return { ...toEndpoint(row), secret };
}

export async function deleteEndpoint(deps: Deps, actor: ClubActor, endpointId: string): Promise<WebhookEndpoint> {
  return deps.database.db.transaction(async (tx) => {
    const row = await removeEndpoint(tx, actor.clubId, endpointId, deps.clock());
    if (!row) throw new AppError('not_found', 'The club has no webhook endpoint with this id');
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'delete',
      entity: ENTITY,
      entityId: endpointId,
      details: { url: row.url },
    });
    return toEndpoint(row);
  });
}

export function deliveryLog(deps: Deps, clubId: string): Promise<WebhookDelivery[]> {
  return latestDeliveries(deps.database.db, clubId, { limit: LOG_LENGTH });
}

/**
 * Sends a delivered or given-up event again: a new delivery, due now (the write wakes the sender, as every write
 * does); the log keeps the earlier one.
 */
export async function sendAgain(deps: Deps, actor: ClubActor, deliveryId: string) {
  const again = await deliverAgain(deps.database.db, actor.clubId, deliveryId, deps.clock());
  if (!again) throw new AppError('not_found', 'The club has no webhook delivery with this id');
  const [delivery] = await latestDeliveries(deps.database.db, actor.clubId, { limit: 1, id: again.id });
  return delivery!;
}

const cursorOf = (text: string | undefined) => {
  if (!text) return null;
  const [transactionId, position] = text.split('.');
  return { transactionId: transactionId!, position: Number(position) };
};

/** The club's booking events after the cursor, for software that cannot receive webhooks. */
export async function pullEvents(
  deps: Deps,
  partner: PartnerActor,
  query: BookingEventsQuery,
): Promise<BookingEventsPage> {
  const cursor = cursorOf(query.after);
  if (cursor && (await cursorExpired(deps.database.db, partner.clubId, cursor)))
    throw new AppError(
      'cursor_expired',
      `Events are kept ${BOOKING_EVENT_RETENTION_DAYS} days, then forgotten once their round has passed, and some after this cursor are gone: pull again without after, from the oldest event still kept`,
    );
  const rows = await eventsAfter(deps.database.db, partner.clubId, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map(toBookingEvent),
    nextCursor: last ? `${last.transactionId}.${last.position}` : (query.after ?? '0.0'),
    hasMore: rows.length > query.limit,
  };
}
