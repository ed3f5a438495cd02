import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, signInAs, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("the club's software sends a tee time, hears of a golfer's booking through a signed webhook, and the club sends it again from the delivery log", async ({
  page,
  browser,
  playwright,
}) => {
  // The club's tee-sheet software: a webhook receiver that keeps what it is sent.
  const received: { body: string; signature: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['stt-signature']) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now()}`;

  await signInAs(page, demo.clubAdmin);
  const origin = new URL(page.url()).origin;
  const { clubId } = (await (await page.request.get('/api/me')).json()).roles.golfClubAdmin as { clubId: string };
  const key = (await (
    await page.request.post(`/api/clubs/${clubId}/admin/partner-keys`, {
      data: { name: `Journey ${Date.now()}`, scopes: ['tee-times:write', 'bookings:read'] },
      headers: { origin },
    })
  ).json()) as { secret: string };

  // The club adds the receiver's address and is shown its signing secret once.
  await page.goto('/golf-club/connections');
  await expect(page.getByRole('heading', { name: 'Bookings to your software (webhooks)' })).toBeVisible();
  await page.getByLabel('Address (https://…)').fill(hookUrl);
  await page.getByRole('button', { name: 'Add address' }).click();
  const shown = page.getByRole('status').filter({ hasText: `Signing secret for ${hookUrl}` });
  await expect(shown.getByLabel('Signing secret')).toBeFocused();
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Bookings to your software (webhooks)' })).toContainText(hookUrl);

  // The software sends a tee time of its own; a golfer books it here.
  const software = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { authorization: `Bearer ${key.secret}` },
  });
  const externalId = `JOURNEY-${Date.now()}`;
  const sent = await software.put(`/api/partner/v1/tee-times/${externalId}`, {
    data: {
      date: addDays(zurichDate(new Date()), 5),
      time: `06:${String((Date.now() % 50) + 5).padStart(2, '0')}`,
      holeCount: 18,
      places: 4,
      bookedElsewhere: 1,
      discountedPrice: 70,
      originalPrice: 100,
    },
  });
  expect(sent.status()).toBe(200);
  const { teeTime } = (await sent.json()) as { teeTime: { id: string; open: number } };
  expect(teeTime.open).toBe(3);
  const golfer = await browser.newPage();
  await signInAs(golfer, demo.golfer);
  const booking = (await (
    await golfer.request.post('/api/bookings', {
      data: { teeTimeId: teeTime.id, playerCount: 2 },
      headers: { origin },
    })
  ).json()) as { id: string; reference: string };

  // The delivery log fills by itself; the receiver got the event, signed with the secret shown.
  const log = page.getByTestId('delivery-log');
  const delivered = log.getByTestId('delivery').filter({ hasText: booking.reference });
  await expect(delivered).toContainText('Booked');
  await expect(delivered).toContainText('Delivered');
  await expect(delivered).toContainText('answer 200');
  const [first] = received;
  const event = JSON.parse(first!.body) as { id: string; type: string; booking: { teeTime: { externalId: string } } };
  expect(event).toMatchObject({ type: 'booking.created', booking: { teeTime: { externalId } } });
  const { t, v1 } = Object.fromEntries(first!.signature.split(',').map((part) => part.split('='))) as {
    t: string;
    v1: string;
  };
  expect(createHmac('sha256', secret).update(`${t}.${first!.body}`).digest('hex')).toBe(v1);

  // The software lost it: the club sends it again, and the same event arrives a second time.
  await delivered.getByRole('button', { name: `Send “Booked” of booking ${booking.reference} again` }).click();
  await expect(page.getByText('The event is being sent again.')).toBeVisible();
  await expect.poll(() => received.filter((delivery) => delivery.body.includes(event.id)).length).toBe(2);
  await expect(log.getByTestId('delivery').filter({ hasText: booking.reference })).toHaveCount(2);

  // The pull list has the same event, for software that cannot receive webhooks.
  const pulled: string[] = [];
  for (let cursor = '', more = true; more;) {
    const batch = (await (
      await software.get(`/api/partner/v1/booking-events?limit=500${cursor ? `&after=${cursor}` : ''}`)
    ).json()) as { events: { id: string }[]; nextCursor: string; hasMore: boolean };
    pulled.push(...batch.events.map((one) => one.id));
    [cursor, more] = [batch.nextCursor, batch.hasMore];
  }
  expect(pulled).toContain(event.id);
  expect(new Set(pulled).size).toBe(pulled.length);

  await software.dispose();
  await golfer.close();
  await new Promise((resolve) => receiver.close(resolve));
});

test("a club without a link imports its tee-sheet program's export: the preview says why a line is refused before anything is saved", async ({
  page,
}) => {
  await signInAs(page, demo.clubAdmin);
  const day = addDays(zurichDate(new Date()), 6);
  const [year, month, date] = day.split('-');
  const swiss = `${date}.${month}.${year}`;
  const minute = String((Date.now() % 50) + 5).padStart(2, '0');
  // Two digits for the next minute too: "05:6" is no start time (the journey failed in CI when the minute was 05).
  const next = String(Number(minute) + 1).padStart(2, '0');
  const csv = [
    'Datum;Zeit;Löcher;Plätze;Preis;Normalpreis',
    `${swiss};05:${minute};18;4;68,00;95,00`,
    `${swiss};05:${next};18;4;120,00;95,00`,
  ].join('\r\n');
  await page.goto('/golf-club/connections');
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name: 'pccaddie-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const summary = page.getByRole('status').filter({ hasText: 'Preview – new: 1' });
  await expect(summary).toContainText('refused: 1');
  const lines = page.getByRole('list', { name: 'Lines of the file' }).getByTestId('import-line');
  await expect(lines.nth(0)).toContainText('New');
  await expect(lines.nth(1)).toContainText('Refused');
  await expect(lines.nth(1)).toContainText('The price is above the regular price.');

  // Nothing is saved before the import.
  const { clubId } = (await (await page.request.get('/api/me')).json()).roles.golfClubAdmin as { clubId: string };
  const sheet = async () =>
    (
      (await (await page.request.get(`/api/clubs/${clubId}/admin/tee-times?date=${day}`)).json()) as { time: string }[]
    ).map((time) => time.time);
  expect(await sheet()).not.toContain(`05:${minute}`);
  await page.getByRole('button', { name: 'Import 1 tee time' }).click();
  await expect(page.getByText('1 tee time imported.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Imported – new: 1' })).toBeVisible();
  expect(await sheet()).toContain(`05:${minute}`);
});
