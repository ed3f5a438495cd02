import { addDays, zurichDate } from '../contract/zurich-time';
import { expect, signInAs, test } from './fixtures';

test('pick a time, book 2 players, see the confirmation, the booking and a notification, cancel it and see the places return', async ({
  page,
}) => {
  await signInAs(page, 'golfer@example.ch');
  // Three days ahead: cancelling is free under the default policy.
  const inThreeDays = addDays(zurichDate(new Date()), 3);
  await page.goto(`/courses?date=${inThreeDays}`);
  // A time with at least two open places (the demo data has times with one place left).
  const roomForTwo = page.getByRole('button', { name: /, [234] places open$/ });
  const card = page.getByTestId('course-card').filter({ has: roomForTwo }).first();
  const club = (await card.getByRole('heading').textContent())!;
  const firstTime = card
    .getByRole('list', { name: 'Tee times' })
    .getByRole('button', { name: /, [234] places open$/ })
    .first();
  const time = (await firstTime.getAttribute('aria-label'))!.split(', ')[0]!;
  await firstTime.click();
  await card.getByRole('link', { name: 'Book Now' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your tee time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: club })).toBeVisible();
  const bookingPath = new URL(page.url()).pathname;
  const playerChoices = async () => await page.getByLabel('Players').locator('option').count();
  const openBefore = await playerChoices();
  expect(openBefore).toBeGreaterThanOrEqual(2);
  await page.getByLabel('Players').selectOption('2');
  // Free until 24 hours before the round: the day before, at the same time.
  const [year, month, day] = addDays(inThreeDays, -1).split('-');
  await expect(page.getByTestId('cancellation-terms')).toHaveText(
    new RegExp(`^Free cancellation until \\w{3} ${day}\\.${month}\\.${year}, ${time}\\.$`),
  );
  const total = (await page.getByTestId('booking-total').textContent())!;
  await page.getByRole('button', { name: /Confirm booking/ }).dblclick();

  await expect(page).toHaveURL(/\/payment-success\?booking=/);
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
  await expect(page.getByText(club)).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(`Pay ${total} at the club`);

  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const notification = page
    .getByRole('listitem')
    .filter({ hasText: 'Booking confirmed' })
    .filter({ hasText: club })
    .filter({ hasText: time });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('2 players');
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveCount(0);

  await page.goto('/my-bookings');
  const booking = page.getByTestId('my-booking').filter({ hasText: club }).filter({ hasText: time });
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('2 players');
  await expect(booking).toContainText('Confirmed');

  await booking.click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const calendarLink = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const calendar = (await (await page.request.get(calendarLink!)).text()).replace(/\r\n /g, '');
  expect(calendar).toContain(`DTSTART;TZID=Europe/Zurich:`);
  expect(calendar).toContain(`SUMMARY:Golf at ${club}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByText('Your booking is cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toHaveText('Nothing to pay');
  // The calendar file now takes the round out of the golfer's calendar.
  const cancelled = (await (await page.request.get(calendarLink!)).text()).replace(/\r\n /g, '');
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(cancelled).toContain('STATUS:CANCELLED');
  expect(cancelled.match(/UID:.*/)?.[0]).toBe(calendar.match(/UID:.*/)?.[0]);

  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { name: 'Confirm your tee time' })).toBeVisible();
  expect(await playerChoices()).toBe(openBefore);
  await page.goto('/notifications');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Booking cancelled' }).filter({ hasText: time }),
  ).toHaveCount(1);
});
