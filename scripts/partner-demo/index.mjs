// npm run partner:demo: a small club tee-sheet system talking to Swiss Tee Times through the partner API
// (docs/partner-api.md). It pushes a week of tee times, reports places it sold itself, reads the booking events,
// receives and verifies webhooks, and withdraws a time. Plain Node.js (20+), no dependencies.
//
//   STT_KEY=stt_…            a partner key of the club (club area, Tee-sheet link), both scopes
//   STT_URL=http://localhost:3000
//   STT_WEBHOOK_SECRET=whsec_…   optional: the signing secret of the address http://127.0.0.1:4000/hooks,
//                                 added in the club area; webhooks are then received and checked
//   STT_LISTEN_SECONDS=60     how long to wait for webhooks (book a time on the site meanwhile)
import { createServer } from 'node:http';
import { verifyWebhook } from './verify-webhook.mjs';

const base = (process.env.STT_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const key = process.env.STT_KEY;
const secret = process.env.STT_WEBHOOK_SECRET;
const listenSeconds = Number(process.env.STT_LISTEN_SECONDS ?? 60);
const port = Number(process.env.STT_WEBHOOK_PORT ?? 4000);

if (!key) {
  console.error('Set STT_KEY to a partner key of the club (club area → Tee-sheet link → Make key).');
  process.exit(1);
}

async function call(method, path, body) {
  const response = await fetch(`${base}/api/partner/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${answer.error.code}: ${answer.error.message}`);
  return answer;
}

/** The day `offset` days from today, in Zurich. */
const zurichDay = (offset) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + offset * 86_400_000));

const me = await call('GET', '/me');
console.log(`Acting for ${me.clubName} with the key "${me.keyName}" (${me.scopes.join(', ')})`);

// 1. A week of times, tomorrow on: every 10 minutes from 07:00 to 08:50, in one batch.
const week = [];
for (let day = 1; day <= 7; day += 1)
  for (let minutes = 7 * 60; minutes < 9 * 60; minutes += 10) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const date = zurichDay(day);
    week.push({
      externalId: `DEMO-${date.replaceAll('-', '')}-${time.replace(':', '')}`,
      date,
      time,
      holeCount: 18,
      places: 4,
      discountedPrice: 69,
      originalPrice: 95,
      mysteryAllowed: false,
    });
  }
const batch = await call('POST', '/tee-times/batch', { teeTimes: week });
console.log(`Sent ${week.length} tee times:`, batch.counts);
for (const refused of batch.results.filter((result) => result.outcome === 'refused').slice(0, 5))
  console.log(`  refused ${refused.externalId}: ${refused.error.code} (${refused.error.message})`);

// 2. Our desk sold two places of the first time: reported before we confirm the sale.
const first = week[0];
const sold = await call('PUT', `/tee-times/${first.externalId}`, { ...first, bookedElsewhere: 2 });
console.log(
  `Reported 2 places sold at our desk on ${first.date} ${first.time}: ${sold.teeTime.open} left on Swiss Tee Times`,
);

// 3. Webhooks: a receiver that checks every delivery with the documented recipe.
if (secret) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const valid = verifyWebhook(secret, String(request.headers['stt-signature'] ?? ''), body);
      const event = valid ? JSON.parse(body) : null;
      console.log(
        valid
          ? `Webhook ${event.id}: ${event.type} of booking ${event.booking.reference} (${event.booking.playerCount} players, ${event.booking.teeTime.externalId ?? event.booking.teeTime.id})`
          : 'Webhook with a wrong signature or too old: refused',
      );
      response.writeHead(valid ? 200 : 400).end();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  console.log(`Listening on http://127.0.0.1:${port}/hooks for ${listenSeconds} s: book one of the times on the site.`);
  await new Promise((resolve) => setTimeout(resolve, listenSeconds * 1000));
  server.close();
} else {
  console.log('No STT_WEBHOOK_SECRET: add http://127.0.0.1:4000/hooks in the club area to receive webhooks.');
}

// 4. The same events, pulled (for systems that cannot receive webhooks).
let cursor = '';
let events = 0;
for (let more = true; more;) {
  const page = await call('GET', `/booking-events?limit=500${cursor ? `&after=${cursor}` : ''}`);
  events += page.events.length;
  for (const event of page.events.filter((one) => one.booking.teeTime.externalId?.startsWith('DEMO-')))
    console.log(`Pulled ${event.id}: ${event.type} of booking ${event.booking.reference}`);
  [cursor, more] = [page.nextCursor, page.hasMore];
}
console.log(`Pulled ${events} booking events of the club; next time ask after ${cursor}`);

// 5. The last time of the week is withdrawn (a time with bookings would need bookings=cancel and a reason).
const last = week.at(-1);
const withdrawn = await call('DELETE', `/tee-times/${last.externalId}`);
console.log(`Withdrew ${last.externalId}: ${withdrawn.outcome}`);
