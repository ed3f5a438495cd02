import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, signInAs, test } from './fixtures';
import { ports } from './ports';

// The server on this port takes card payments through Stripe Checkout (a stand-in for Stripe, see playwright.config.ts).
test.use({ baseURL: `http://localhost:${ports.card}` });

test('pay by card: the places are held, Stripe takes the money once, the webhook confirms, a free cancellation refunds', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  await page.goto(`/courses?date=${addDays(zurichDate(new Date()), 4)}`);
  const card = page.getByTestId('course-card').first();
  const club = (await card.getByRole('heading').textContent())!;
  await card.getByRole('list', { name: 'Tee times' }).getByRole('button').first().click();
  await card.getByRole('link', { name: 'Book Now' }).click();

  await expect(
    page.getByText('You pay by card on the next page (Stripe). Your places are held for 15 minutes.'),
  ).toBeVisible();
  const total = (await page.getByTestId('booking-total').textContent())!;
  await page.getByRole('button', { name: `Continue to payment · ${total}` }).dblclick();

  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText(club, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^Pay CHF/ }).click();

  // Back on our site before Stripe's event arrives: the booking waits for it.
  await expect(page).toHaveURL(/\/payment-success\?booking=/);
  await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(`${total} paid by card`);
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  const sessions = (await (await page.request.get(`http://127.0.0.1:${ports.fakeStripe}/__sessions`)).json()) as {
    bookingId: string;
  }[];
  expect(sessions.filter((session) => session.bookingId === bookingId)).toHaveLength(1);

  await page.goto('/notifications');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Payment received' }).filter({ hasText: club }),
  ).toHaveCount(1);
  await page.goto('/my-bookings');
  await expect(page.getByTestId('my-booking').filter({ hasText: club })).toHaveCount(1);

  await page.goto(`/booking/${bookingId}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText(`${total} refunded to your card`);
});
