import { addDays, zurichDate } from '../contract/zurich-time';
import { DEMO_PASSWORD, demo, expect, mailLinkTo, seriousA11yViolations, signInAs, signUpAs, test } from './fixtures';

test('sign up, verify by the mail, sign out, sign in and out again', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Lea', lastName: 'Schneider', email, password: 'fairway-2026!' });
  await expect(page.getByText('Registration successful! Please check your email for verification.')).toBeVisible();

  await page.goto(await mailLinkTo(page, email));
  await expect(page).toHaveURL('/auth/verified');
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Lea');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await signInAs(page, email, 'fairway-2026!');
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Lea');
  // Signed out by the server, the app knows nobody is signed in without asking again (a question that can fail).
  await page.route('**/api/auth/get-session', (route) => route.abort());
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('a golfer who forgot the password asks for a link, chooses a new one and signs in with it; the link works once', async ({
  page,
}) => {
  const email = `e2e-reset-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Nina', lastName: 'Keller', email, password: 'first-password-1' });
  await page.goto(await mailLinkTo(page, email));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If there is an account for ${email}`)).toBeVisible();

  const link = await mailLinkTo(page, email, 2);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Repeat the new password').fill('something-else');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in with it.')).toBeVisible();

  await signInAs(page, email, 'second-password-2');
  await expect(page.getByTestId('user-menu')).toContainText('Nina');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});

test('a golfer deletes the account from the profile: signed out, and the old password no longer works', async ({
  page,
}) => {
  const email = `e2e-delete-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Marc', lastName: 'Weber', email, password: 'leaving-soon-1' });
  await page.goto(await mailLinkTo(page, email));
  await expect(page.getByTestId('user-menu')).toContainText('Marc');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Delete your account for good? This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: "Tee times at Switzerland's best golf clubs, for less" }),
  ).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('leaving-soon-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
});

test('a wrong password is said once, in the form, not also in a toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill('golfer@example.ch');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
  // A toast would come with the answer, before the form shows it; wait for the toaster all the same.
  await page.waitForTimeout(1000);
  await expect(page.getByText('Invalid e-mail or password')).toHaveCount(1);
});

test('the signed-in home has no serious accessibility violations and the golfer menu', async ({ page }) => {
  await signInAs(page, 'golfer@example.ch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the hero come in after it: wait for the tee times (tomorrow's: late in the evening
  // today's are gone, e2e/golfer-trust.e2e.ts checks that home) and the mystery tee times.
  const featured = page.getByRole('region', { name: 'Featured courses' });
  await featured.locator('#featured-date').selectOption(addDays(zurichDate(new Date()), 1));
  await expect(featured.getByRole('list', { name: 'Tee times' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mystery Tee Times' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('user-menu').click();
  for (const item of ['Profile', 'Bookings', 'Favourites', 'Notifications', 'Logout'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
});

test('a club admin sees the club links in the menu', async ({ page }) => {
  await signInAs(page, 'clubadmin@example.ch');
  await page.getByTestId('user-menu').click();
  for (const item of ['Dashboard', 'Club tee times', 'Club bookings', 'Logout'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Favourites' })).toHaveCount(0);
});

test('the profile saves a new first name', async ({ page }) => {
  await signInAs(page, 'superadmin@example.ch');
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Sophia');
  await page.getByLabel('Preferred language').selectOption('en');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Sophia');
  await page.getByLabel('First name').fill('Sophie');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Sophie');
});

test('on this machine, http://127.0.0.1 signs in as well as http://localhost (issue 19)', async ({ page, baseURL }) => {
  const loopback = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${loopback}/auth`);
  await page.getByLabel('E-mail').fill(demo.golfer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});

test('the next golfer to sign in on the same device sees none of the last one’s favourites', async ({ page }) => {
  const next = {
    firstName: 'Jonas',
    lastName: 'Meier',
    email: `e2e-next-${Date.now()}@example.ch`,
    password: 'next-golfer-1',
  };
  await signUpAs(page, next);
  await page.goto(await mailLinkTo(page, next.email));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  const first = `e2e-first-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Sara', lastName: 'Frei', email: first, password: 'first-golfer-1' });
  await page.goto(await mailLinkTo(page, first));
  // Tomorrow: late in the evening today has no tee times left to show.
  await page.goto(`/courses?date=${addDays(zurichDate(new Date()), 1)}`);
  const card = page.getByTestId('course-card').first();
  const club = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Add ${club} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${club} from favourites` })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Favourites' }).click();
  await expect(page.getByTestId('favorite-club').filter({ hasText: club })).toBeVisible();

  // Signed out and the next one signed in without the page being loaded again, as on a shared computer.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('E-mail').fill(next.email);
  await page.getByLabel('Password').fill(next.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Jonas');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Favourites' }).click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByTestId('favorite-club')).toHaveCount(0);
});
