import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ports } from './ports';
import { BETA_PASSWORD } from './test-secrets';

// The server on this port runs with BETA_MODE=password and BETA_PASSWORD (see playwright.config.ts).
test.use({ baseURL: `http://localhost:${ports.beta}` });

const gateOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Swiss Tee Times' });

test('early access: the app waits blurred behind the gate, a wrong password is refused, the right one lets the visitor in', async ({ page }) => {
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
  await expect(gate.getByText('Please enter the early-access password.')).toBeVisible();

  await password.fill('fairway-early-2025');
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate.getByText('Wrong password. Please check your invitation and try again.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(BETA_PASSWORD);
  await gate.getByRole('button', { name: 'Get early access' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByText('Welcome to the beta!')).toBeVisible();
  await expect(page.getByText('You are signed in with the shared beta account', { exact: false })).toBeVisible();
  await expect(app).not.toHaveAttribute('aria-hidden');
  await expect(page.getByTestId('user-menu')).toContainText('Beta');
  await expect(page.getByRole('form', { name: 'Search tee times' })).toBeVisible();

  // The session lasts: a reload goes straight to the app.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Search tee times' })).toBeVisible();
  await expect(gate).toBeHidden();
});

test('waitlist: an invalid e-mail is refused, a valid one is thanked and the field cleared (phone width)', async ({ page }) => {
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
  await expect(gate.getByText('Please enter a valid e-mail address without spaces.')).toBeVisible();

  await email.fill(`early-bird-${Date.now()}@example.ch`);
  await join.click();
  await expect(page.getByText('Thank you! We will e-mail you as soon as the beta opens.')).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(gate.getByText('Please enter a valid e-mail address without spaces.')).toBeHidden();
});

test('the sign-in page stays open behind the gate', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(gateOf(page)).toBeHidden();
});
