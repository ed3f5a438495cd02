import { createHmac } from 'node:crypto';
import { SIGNATURE_HEADER } from '../../../contract/webhooks';
import { batched } from '../../batched';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { Logger } from 'pino';
import { fetchOutside } from '../../http/outside-addresses';
import {
  claimDue,
  recordDelivered,
  recordFailed,
  toBookingEvent,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './repo';

/**
 * The waits after each failed attempt: 1 and 5 minutes, half an hour, 2, 5 and 12 hours, then a day twice,
 * about three days in all. The tenth failure gives the delivery up; the club can send it again.
 */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 300, 720, 1440, 1440, 1440].map((minutes) => minutes * 60_000);
/** An endpoint has this long to answer. */
const TIMEOUT_MS = 10_000;
/** A process holds a delivery it sends for this long: past it, another may take it over. */
const LEASE_MS = 60_000;
/** Rounds of one run: each sends at most one delivery per endpoint. */
const ROUNDS = 50;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`, as docs/partner-api.md says. */
export function signatureHeader(secret: string, body: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

interface DeliveryDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<AppConfig, 'onLoopback'>;
}

/** Posts one event, signed; an answer 2xx is the endpoint's acknowledgement. */
async function attempt(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<AttemptOutcome> {
  const body = JSON.stringify(toBookingEvent(delivery));
  try {
    const response = await fetchOutside(
      new URL(delivery.url),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SwissTeeTimes-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, body, deps.clock()),
          'stt-event-id': `evt_${delivery.position}`,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      deps.config.onLoopback,
    );
    await response.body?.cancel();
    return response.ok
      ? { statusCode: response.status, error: null }
      : { statusCode: response.status, error: `answered ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    return {
      statusCode: null,
      error:
        error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : cause,
    };
  }
}

/**
 * Sends every delivery that is due, each endpoint's in the order of their events: a round sends the first
 * waiting one of each endpoint side by side, and the next round the ones after those that were acknowledged.
 */
export async function deliverDue(deps: DeliveryDeps): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) {
    const due = await claimDue(deps.database.db, deps.clock(), LEASE_MS);
    if (due.length === 0) return;
    await Promise.all(
      due.map(async (delivery) => {
        const outcome = await attempt(deps, delivery);
        const now = deps.clock();
        if (outcome.error === null) return recordDelivered(deps.database.db, delivery.id, outcome, now);
        const wait = RETRY_DELAYS_MS[delivery.attempts];
        deps.logger.info(
          { deliveryId: delivery.id, attempt: delivery.attempts + 1, error: outcome.error },
          wait === undefined
            ? 'a webhook delivery failed for the last time'
            : 'a webhook delivery failed; it is tried again',
        );
        return recordFailed(
          deps.database.db,
          delivery.id,
          outcome,
          now,
          wait === undefined ? null : new Date(now.getTime() + wait),
        );
      }),
    );
  }
}

/** Delivers soon after a write, in this process, once the server's workers run (never in tests, which call deliverDue). */
export function createWebhookSender(deps: DeliveryDeps) {
  let started = false;
  const run = batched<void>(() =>
    deliverDue(deps).catch((error: unknown) => deps.logger.error({ err: error }, 'webhook deliveries failed')),
  );
  return {
    start() {
      started = true;
    },
    wake() {
      if (started) void run();
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
