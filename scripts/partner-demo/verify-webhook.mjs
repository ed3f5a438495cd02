// The check of a webhook's signature that docs/partner-api.md gives a club's developer, as the reference client
// (npm run partner:demo) and our tests use it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` (Stt-Signature: t=<unix seconds>,v1=<hex>) signs `body`, the raw body as received, with the
 * endpoint's secret, and is at most five minutes old: an older one is refused as a replay.
 */
export function verifyWebhook(secret, header, body, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Math.abs(nowSeconds - Number(parts.t)) <= 300; // older than 5 minutes: a replay
}
