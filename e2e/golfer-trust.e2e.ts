import type { APIRequestContext } from '@playwright/test';
import { eveningBaseUrl, liveThatEvening } from './evening';
import { DEMO_PASSWORD, demo, expect, seriousA11yViolations, signInAs, test } from './fixtures';

// Monday 23.11.2026, 20:35 in Zurich, on the server and in the browser: every round of tomorrow is less
// than 24 hours away, so booking one is late for free cancellation.
test.use({ baseURL: eveningBaseUrl });
test.beforeEach(({ page }) => liveThatEvening(page));

const today = '2026-11-23';
const tomorrow = '2026-11-24';

/**
 * Mails are jobs: the outbox has the mail a moment after the action that queued it. `subject` tells the
 * confirmation from the reminder, which housekeeping may send minutes after a booking for tomorrow.
 */
async function mailWith(request: APIRequestContext, to: string, text: string, subject = '') {
  const find = async () => {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    return mails.find(
      (candidate) => candidate.to === to && candidate.subject.startsWith(subject) && candidate.text.includes(text),
    );
  };
  await expect.poll(find, { message: `a mail to ${to} with ${text}` }).toBeDefined();
  return (await find())!;
}

test('at 20:35, today offers nothing that has started and points to tomorrow, where places show and a late booking states its cost before and after', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  // The home's featured courses have nothing left today either, and offer tomorrow.
  const featured = page.getByRole('region', { name: 'Featured courses' });
  await expect(featured.getByText('No featured tee times left for this date.')).toBeVisible();
  await expect(featured.getByRole('button', { name: 'Show tomorrow' })).toBeVisible();
  // The last-minute deals have nothing left today either: tomorrow's, said so.
  const lastMinute = page.getByRole('region', { name: 'Last-minute deals' });
  await expect(lastMinute.getByText(/^Tomorrow, \d\d:\d\d$/).first()).toBeVisible();
  await expect(lastMinute.getByText(/^Today, /)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(`/courses?date=${today}`);
  await expect(page.getByRole('heading', { name: 'No tee times match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Show tomorrow' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  await expect(page.getByTestId('course-card').first()).toBeVisible();

  // A four-ball asks for four places: every time offered has them, and says so.
  await page.getByRole('form', { name: 'Search tee times' }).getByLabel('Players').selectOption('4');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/players=4/);
  const card = page.getByTestId('course-card').first();
  // The cards of the four-ball's search, not the last search's still on the page.
  await expect(card.getByLabel('Players')).toHaveValue('4');
  await expect(card.getByTestId('open-places').first()).toHaveText('4 places');
  expect(new Set(await page.getByTestId('open-places').allTextContents())).toEqual(new Set(['4 places']));
  // Back to the search for one and forward again, both answered from memory: each card counts the search's players.
  await page.goBack();
  await expect(page.getByTestId('course-card').first().getByLabel('Players')).toHaveValue('1');
  await page.goForward();
  await expect(card.getByLabel('Players')).toHaveValue('4');
  await card.getByRole('list', { name: 'Tee times' }).getByRole('button').first().click();
  await card.getByRole('link', { name: 'Book Now' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your tee time' })).toBeVisible();
  await expect(page.getByLabel('Players')).toHaveValue('4');
  const total = (await page.getByTestId('booking-total').textContent())!;
  const terms = page.getByTestId('cancellation-terms');
  await expect(terms).toContainText(`This booking cannot be cancelled free of charge: cancelling costs ${total}.`);
  const confirm = page.getByRole('button', { name: /Confirm booking/ });
  await expect(confirm).toBeDisabled();
  await terms.getByRole('checkbox', { name: `I understand that cancelling this booking costs ${total}.` }).check();
  await confirm.click();

  // The confirmation: something to show at the desk, and the same terms.
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByTestId('booking-when')).toContainText('Tuesday, 24.11.2026');
  await expect(page.getByTestId('booking-terms')).toContainText(`cancelling now costs ${total}`);
  await expect(page.getByRole('link', { name: 'Show on map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  const calendar = await page.request.get(
    (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(await calendar.text()).toContain(`DTSTART;TZID=Europe/Zurich:20261124T`);
  const confirmation = await mailWith(
    page.request,
    demo.golfer,
    `Booking reference: ${reference}`,
    'Booking confirmed:',
  );
  expect(confirmation.text).toContain(`This booking cannot be cancelled free of charge: cancelling it costs ${total}.`);

  // Cancelling says what it costs before, and the mail says what is owed.
  await page.getByRole('link', { name: 'Open the booking' }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Cancelling now costs ${total}: the free cancellation period is over.`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByText('Your booking is cancelled')).toBeVisible();
  const cancellation = await mailWith(page.request, demo.golfer, `so ${total} is owed to the club`);
  expect(cancellation.text).toContain(reference);

  // My bookings keeps cancelled rounds apart from the upcoming ones.
  await page.goto('/my-bookings');
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Cancelled bookings').getByTestId('my-booking')).toContainText(['Cancelled']);
  await expect(section('Upcoming rounds').getByText('Cancelled', { exact: true })).toHaveCount(0);
});

test('when someone takes places while the golfer decides, the golfer is told how many are left and the player choice shrinks to them', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  await signInAs(page, demo.golfer);
  const {
    clubs: [found],
  } = (await (await page.request.get(`/api/tee-times/search?date=${tomorrow}&players=4&time=afternoon`)).json()) as {
    clubs: { id: string }[];
  };
  // The club's last time of the afternoon, from its day list (a page of clubs carries each club's first times).
  const club = (await (
    await page.request.get(`/api/clubs/${found!.id}/tee-times?date=${tomorrow}&players=4&time=afternoon`)
  ).json()) as { id: string; teeTimes: { id: string }[] };
  const teeTime = club.teeTimes.at(-1)!;
  await page.goto(`/booking/${club.id}/${teeTime.id}`);
  await page.getByLabel('Players').selectOption('3');
  await page.getByRole('checkbox').check();

  // Another golfer books three of the four places first.
  const other = await playwright.request.newContext({
    baseURL: eveningBaseUrl,
    extraHTTPHeaders: { origin: eveningBaseUrl },
  });
  expect(
    (await other.post('/api/auth/sign-in/email', { data: { email: demo.clubAdmin, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  expect(
    (
      await other.post('/api/bookings', {
        data: { teeTimeId: teeTime.id, playerCount: 3, acceptLateCancellation: true },
      })
    ).status(),
  ).toBe(201);
  await other.dispose();

  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Someone was quicker: only 1 place is left. The number of players has been adjusted; please check it and confirm again.',
  );
  await expect(page.getByLabel('Players').locator('option')).toHaveText(['1 player']);
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 409 .*\/api\/bookings$/)]);
  // A smaller total is a new amount to accept: the tick from before does not carry over.
  const confirm = page.getByRole('button', { name: /Confirm booking/ });
  await expect(confirm).toBeDisabled();
  await page.getByTestId('cancellation-terms').getByRole('checkbox').check();
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
});
