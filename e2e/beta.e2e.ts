import type { Browser, Page } from '@playwright/test';
import { addDays, zurichDate } from '../contract/zurich-time';
import { DEMO_PASSWORD, demo, expect, test } from './fixtures';
import { ports } from './ports';
import { BETA_PASSWORD } from './test-secrets';

// The server on this port runs with BETA_MODE=password and BETA_PASSWORD (see playwright.config.ts).
test.use({ baseURL: `http://localhost:${ports.beta}` });

const gateOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Swiss Tee Times' });

async function unlock(page: Page) {
  await page.goto('/');
  const gate = gateOf(page);
  await gate.getByLabel('Early-access password').fill(BETA_PASSWORD);
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByTestId('user-menu')).toContainText('Guest');
}

/** A second visitor: a browser of its own (no cookies shared), failing on console errors as the fixture's page does. */
async function otherVisitor(browser: Browser) {
  const context = await browser.newContext({
    locale: 'en-GB',
    timezoneId: 'Europe/Zurich',
    baseURL: `http://localhost:${ports.beta}`,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

test('early access: the app waits blurred behind the gate, a wrong password is refused, the right one lets the visitor in', async ({
  page,
}) => {
  await page.goto('/');
  const gate = gateOf(page);
  await expect(gate).toBeVisible();
  const app = page.getByTestId('beta-covered-app');
  await expect(app).toHaveAttribute('aria-hidden', 'true');
  await expect(app).toHaveClass(/blur-sm/);
  await expect(gate.getByRole('tab', { name: 'Early access' })).toHaveAttribute('aria-selected', 'true');
  await expect(gate.getByLabel('Language')).toBeVisible();

  const password = gate.getByLabel('Early-access password');
  await expect(password).toBeFocused();
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate.getByText('This field is required')).toBeVisible();

  await password.fill('fairway-early-2025');
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate.getByText('Wrong password. Please check your invitation and try again.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(BETA_PASSWORD);
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByText('Welcome to the beta!')).toBeVisible();
  await expect(page.getByText('You are in as a guest: your bookings are yours alone.', { exact: false })).toBeVisible();
  await expect(app).not.toHaveAttribute('aria-hidden');
  await expect(page.getByTestId('user-menu')).toContainText('Guest');
  await expect(page.getByRole('form', { name: 'Search tee times' })).toBeVisible();

  // The session lasts: a reload goes straight to the app.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Search tee times' })).toBeVisible();
  await expect(gate).toBeHidden();
});

test('waitlist: an invalid e-mail is refused, a valid one is thanked and the field cleared (phone width)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const gate = gateOf(page);
  const earlyAccess = gate.getByRole('tab', { name: 'Early access' });
  await earlyAccess.focus();
  await earlyAccess.press('ArrowRight');
  const waitlistTab = gate.getByRole('tab', { name: 'Join waitlist' });
  await expect(waitlistTab).toHaveAttribute('aria-selected', 'true');
  await expect(waitlistTab).toBeFocused();

  const box = await gate.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  const email = gate.getByLabel('Your e-mail address');
  const join = gate.getByRole('button', { name: 'Join the waitlist' });
  await email.fill('early bird@example.ch');
  await join.click();
  await expect(gate.getByText('Please enter a valid e-mail address')).toBeVisible();

  await email.fill(`early-bird-${Date.now()}@example.ch`);
  await join.click();
  await expect(page.getByText('Thank you! We will e-mail you as soon as the beta opens.')).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(gate.getByText('Please enter a valid e-mail address')).toBeHidden();
});

test('the sign-in page stays open behind the gate', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(gateOf(page)).toBeHidden();
});

test('two early-access visitors each get an account of their own: what one books, the other never sees', async ({
  page,
  browser,
}) => {
  await unlock(page);
  const inThreeDays = addDays(zurichDate(new Date()), 3);
  await page.goto(`/courses?date=${inThreeDays}`);
  const card = page
    .getByTestId('course-card')
    .filter({ has: page.getByRole('button', { name: /places? open$/ }) })
    .first();
  const club = (await card.getByRole('heading').textContent())!;
  await card
    .getByRole('list', { name: 'Tee times' })
    .getByRole('button', { name: /places? open$/ })
    .first()
    .click();
  await card.getByRole('link', { name: 'Book Now' }).click();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('booking');
  await page.goto('/my-bookings');
  await expect(page.getByTestId('my-booking').filter({ hasText: club })).toHaveCount(1);

  const other = await otherVisitor(browser);
  try {
    await unlock(other.page);
    await other.page.goto('/my-bookings');
    await expect(other.page.getByText('No bookings yet')).toBeVisible();
    await expect(other.page.getByTestId('my-booking')).toHaveCount(0);
    // Not even with the booking's address: the server answers 404.
    expect((await other.page.request.get(`/api/bookings/${bookingId}`)).status()).toBe(404);
    // The second visitor leaves for good: the first stays signed in with the booking.
    await other.page.goto('/profile');
    await other.page.getByRole('button', { name: 'Delete my account' }).click();
    await other.page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(other.page.getByText('Your account has been deleted')).toBeVisible();
    expect(other.errors).toEqual([]);
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(page.getByTestId('my-booking').filter({ hasText: club })).toHaveCount(1);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Keep your account' })).toBeVisible();
});

test('behind the gate a club admin still signs in at the club login, and a golfer can still ask for a new password (issue 21)', async ({
  page,
  browser,
}) => {
  await page.goto('/golf-club/login');
  await expect(page.getByRole('heading', { name: 'Golf club login' })).toBeVisible();
  await expect(gateOf(page)).toHaveCount(0);
  await expect(page.getByTestId('beta-covered-app')).not.toHaveAttribute('aria-hidden');
  await page.getByLabel('E-mail').fill(demo.clubAdmin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in to the club area' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).not.toContainText('Guest');

  const golfer = await otherVisitor(browser);
  await golfer.page.goto('/auth/forgot-password');
  await expect(gateOf(golfer.page)).toHaveCount(0);
  await expect(golfer.page.getByTestId('beta-covered-app')).not.toHaveAttribute('aria-hidden');
  await golfer.page.goto('/my-bookings');
  await expect(gateOf(golfer.page)).toBeVisible();
  expect(golfer.errors).toEqual([]);
  await golfer.close();
});
