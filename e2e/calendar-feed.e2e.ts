import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingReference } from '../contract/bookings';
import { addDays, zurichDate } from '../contract/zurich-time';
import { swissDate } from '../web/lib/swiss-date-time';
import { demo, expect, signInAs, test } from './fixtures';

test("a club subscribes to the calendar it keeps its competitions in: the preview names the booked time it leaves open, the sheet shows the calendar's blocks, and ending it reopens them", async ({
  page,
  browser,
}) => {
  // Early times of a day next week, apart from the other journeys' times.
  const date = addDays(zurichDate(new Date()), 9);
  const minute = Date.now() % 9;
  const [free, booked] = [`05:0${minute}`, `05:1${minute}`];
  const title = `Junioren-Cup ${Date.now()}`;
  const day = date.replaceAll('-', '');
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Journey//EN',
    'BEGIN:VEVENT',
    `UID:${title}@journey`,
    `SUMMARY:${title}`,
    `DTSTART;TZID=Europe/Zurich:${day}T050000`,
    `DTEND;TZID=Europe/Zurich:${day}T053000`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const feed = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar),
  );
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/club.ics`;

  await signInAs(page, demo.clubAdmin);
  const origin = new URL(page.url()).origin;
  const { clubId } = (await (await page.request.get('/api/me')).json()).roles.golfClubAdmin as { clubId: string };
  const [freeTime, bookedTime] = await Promise.all(
    [free, booked].map(async (time) => {
      const response = await page.request.post(`/api/clubs/${clubId}/admin/tee-times`, {
        data: { date, time, holeCount: 18, slotsAvailable: 4, discountedPrice: 60, originalPrice: 90 },
        headers: { origin },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: string };
    }),
  );
  const golfer = await browser.newPage();
  await signInAs(golfer, demo.golfer);
  const booking = await golfer.request.post('/api/bookings', {
    data: { teeTimeId: bookedTime!.id, playerCount: 1 },
    headers: { origin },
  });
  expect(booking.status()).toBe(201);
  const reference = bookingReference(((await booking.json()) as { id: string }).id);

  // The preview says what the calendar would do, and nothing is blocked yet.
  await page.goto('/golf-club/connections');
  await page.getByLabel('Calendar address (iCalendar, .ics)').fill(feedUrl);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preview – to block:' })).toBeVisible();
  const event = page
    .getByRole('list', { name: 'Events of the calendar' })
    .getByTestId('calendar-event')
    .filter({ hasText: title });
  await expect(event).toContainText(`${swissDate(date)} · 05:00–05:30`);
  await expect(event).toContainText('to block');
  await expect(event).toContainText(`Stays open, booked: ${booked} (${reference})`);
  const sheet = async () =>
    (
      (await (await page.request.get(`/api/clubs/${clubId}/admin/tee-times?date=${date}`)).json()) as {
        id: string;
        isBlocked: boolean;
      }[]
    ).filter((time) => time.id === freeTime!.id || time.id === bookedTime!.id);
  expect((await sheet()).every((time) => !time.isBlocked)).toBe(true);

  // Subscribed: the free time is blocked with the event's title, the booked one stays open.
  await page.getByRole('button', { name: 'Subscribe and block these times' }).click();
  await expect(page.getByText('Subscribed: the times of its events are blocked.')).toBeVisible();
  await expect(page.getByText(feedUrl)).toBeVisible();
  await page.goto('/golf-club/tee-times');
  await page.getByLabel('Date', { exact: true }).fill(swissDate(date));
  const freeRow = page.getByRole('listitem', { name: `Tee time ${free}` });
  await expect(freeRow).toContainText('Blocked by your calendar');
  await expect(freeRow).toContainText(title);
  await expect(page.getByRole('listitem', { name: `Tee time ${booked}` })).not.toContainText('Blocked');

  // Ending the subscription reopens what the calendar blocked.
  await page.goto('/golf-club/connections');
  await page.getByRole('button', { name: 'End subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End subscription' }).click();
  await expect(page.getByText(/Subscription ended: \d+ tee times? reopened\./)).toBeVisible();
  await expect(page.getByLabel('Calendar address (iCalendar, .ics)')).toBeVisible();
  expect((await sheet()).every((time) => !time.isBlocked)).toBe(true);

  await golfer.request.post(`/api/bookings/${((await booking.json()) as { id: string }).id}/cancel`, {
    headers: { origin },
  });
  await golfer.close();
  await new Promise((resolve) => feed.close(resolve));
});
