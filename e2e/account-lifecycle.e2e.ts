import type { Page } from '@playwright/test';
import { expect, mailLinkTo, mailsTo, seriousA11yViolations, signInAs, signUpAs, test } from './fixtures';

const PASSWORD = 'fairway-2026!';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('every Sign up button opens the sign-up form, and the form has its own address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Already have an account? Log in' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a golfer who lost the confirmation link gets a new one by logging in, and its page says the address is confirmed', async ({
  page,
}) => {
  const email = `e2e-lost-link-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Lara', lastName: 'Frei', email, password: PASSWORD });
  await expect.poll(() => mailsTo(page, email)).toHaveLength(1);

  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address first' })).toBeVisible();
  await expect(page.getByText(`We have sent a new link to ${email}`)).toBeVisible();
  await expect.poll(() => mailsTo(page, email)).toHaveLength(2);

  await page.goto(await mailLinkTo(page, email));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page.getByText('Thank you! You are logged in and can book tee times.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText('Lara');
});

test('signing up again sends a new link; once the address has had three in the hour, the form says when to ask again', async ({
  page,
  consoleErrors,
}) => {
  const email = `e2e-many-links-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Mia', lastName: 'Roth', email, password: PASSWORD });
  await signUpAs(page, { firstName: 'Mia', lastName: 'Roth', email, password: PASSWORD });
  await expect.poll(() => mailsTo(page, email)).toHaveLength(2);
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address first' })).toBeVisible();
  await expect.poll(() => mailsTo(page, email)).toHaveLength(3);

  await logIn(page, email);
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'We have already sent several links to this address in the last hour.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/ask for another in (60|59) minutes\./);
  await expect(page.getByText('We have sent a new link')).toHaveCount(0);
  await expect.poll(() => mailsTo(page, email)).toHaveLength(3);
  // The browser logs the refused request itself.
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/429.*\/api\/auth\/sign-in\/email$/)]);
});

test('a confirmation link that no longer works says so and how to get a new one', async ({ page }) => {
  await page.goto('/auth/verified?error=TOKEN_EXPIRED');
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a golfer changes the password in the profile: the current one is checked, the new one signs in', async ({
  page,
  consoleErrors,
}) => {
  const email = `e2e-password-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Rolf', lastName: 'Huber', email, password: PASSWORD });
  await page.goto(await mailLinkTo(page, email));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Password' });

  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password', { exact: true }).fill('short');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The password needs at least 8 characters')).toBeVisible();

  await section.getByLabel('New password', { exact: true }).fill('second-fairway-2');
  await section.getByLabel('Repeat the new password').fill('second-fairway-2');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('The current password is not correct');
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/400.*\/api\/auth\/change-password$/)]);

  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText('Your password has been changed. Other devices are logged out.');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
  await signInAs(page, email, 'second-fairway-2');
});

test('a golfer changes the e-mail address: the new address gets a link, and opening it makes it the address to log in with', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `e2e-old-${stamp}@example.ch`;
  const newEmail = `e2e-new-${stamp}@example.ch`;
  await signUpAs(page, { firstName: 'Vera', lastName: 'Graf', email, password: PASSWORD });
  await page.goto(await mailLinkTo(page, email));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText(`Your current address is ${email}.`)).toBeVisible();

  await section.getByLabel('New e-mail address').fill(email);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText('This is already your e-mail address')).toBeVisible();

  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(
    `we have sent a link to it. Your address changes when you open that link; until then you log in with ${email}.`,
  );
  // Mails are jobs: the outbox has the mail a moment after the page said it was sent.
  await expect.poll(async () => (await mailsTo(page, newEmail))[0]?.subject).toBe('Confirm your new e-mail address');

  // Opened in the tab of the scrolled profile, the page that says so starts at its top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goto(await mailLinkTo(page, newEmail));
  await expect(page.getByRole('heading', { name: 'Your new e-mail address is confirmed' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(
    page.getByRole('region', { name: 'E-mail address' }).getByText(`Your current address is ${newEmail}.`),
  ).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInAs(page, newEmail, PASSWORD);
});
