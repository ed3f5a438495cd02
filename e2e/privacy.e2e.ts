import { addDays, zurichDate } from '../contract/zurich-time';
import { expect, seriousA11yViolations, signInAs, signUpAs, mailLinkTo, test } from './fixtures';

test('the footer leads to the privacy policy and the imprint, both readable and accessible', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your rights/ })).toBeVisible();
  await expect(page.getByText('Federal Data Protection and Information Commissioner (FDPIC)')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await footer.getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(page.getByText('Swiss Tee Times AG').first()).toBeVisible();
  await expect(page.getByText(/^CHE-\d{3}\.\d{3}\.\d{3}$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a golfer downloads everything we keep about them as a JSON file', async ({ page }) => {
  const email = `own-data-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Reto', lastName: 'Caflisch', email, password: 'fairway-2026!' });
  await page.goto(await mailLinkTo(page, email));
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^swiss-tee-times-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse((await (await file.createReadStream()).toArray()).join(''));
  expect(data.profile).toMatchObject({ email, firstName: 'Reto', lastName: 'Caflisch' });
  expect(data.sessions.length).toBeGreaterThan(0);
});

test('the booking page links the terms and the privacy policy before the golfer books', async ({ page }) => {
  await signInAs(page, 'golfer@example.ch');
  // Tomorrow: from the evening on, today has no tee times left to book.
  await page.goto(`/courses?date=${addDays(zurichDate(new Date()), 1)}`);
  const card = page.getByTestId('course-card').first();
  await card.getByRole('list', { name: 'Tee times' }).getByRole('button').first().click();
  await card.getByRole('link', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your tee time' })).toBeVisible();
  await expect(
    page.getByText('Booking means accepting our terms, which include the cancellation terms above:'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy policy' }).first()).toHaveAttribute('href', '/privacy');
});
