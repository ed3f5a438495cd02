import { eveningBaseUrl, liveThatEvening } from './evening';
import { demo, expect, signInAs, test } from './fixtures';

// Monday 20:35: tomorrow's deals are less than 24 hours away, so their terms are not free, and the page says so.
test.use({ baseURL: eveningBaseUrl });
test.beforeEach(({ page }) => liveThatEvening(page));

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

test('choose a region and a date in Mystery Tee Times, book it, and see the club and a time inside the window revealed', async ({ page }) => {
  await signInAs(page, demo.golfer);
  const section = page.getByRole('region', { name: 'Mystery Tee Times' });
  await expect(section.getByLabel('Region')).toBeVisible();
  const bookButton = section.getByRole('button', { name: 'Book Mystery Tee Time' });
  await expect(bookButton).toBeDisabled();

  const region = (await section.getByLabel('Region').locator('option:not([disabled]):not([value=""])').first().getAttribute('value'))!;
  await section.getByLabel('Region').selectOption(region);
  await section.getByLabel('Date').selectOption({ index: 1 });
  const windowPicker = section.getByLabel('Time window');
  if (await windowPicker.isVisible()) await windowPicker.selectOption({ index: 1 });
  await expect(bookButton).toBeEnabled();

  const clubs = await section.getByRole('listitem').allTextContents();
  const [start, end] = (await section.getByRole('definition').filter({ hasText: /^\d\d:\d\d–\d\d:\d\d$/ }).textContent())!.split('–') as [string, string];
  await bookButton.click();

  await expect(page.getByRole('heading', { name: 'Your mystery tee time' })).toBeVisible();
  await expect(page.getByText(region, { exact: true })).toBeVisible();
  await expect(page.getByText('You pay at the club reception on the day of your round.')).toBeVisible();
  const total = (await page.getByTestId('mystery-total').textContent())!;
  const terms = page.getByTestId('cancellation-terms');
  await expect(terms).toContainText(`This booking cannot be cancelled free of charge: cancelling costs ${total}.`);
  const book = page.getByRole('button', { name: 'Book Mystery Tee Time' });
  await expect(book).toBeDisabled();
  await terms.getByRole('checkbox', { name: `I understand that cancelling this booking costs ${total}.` }).check();
  await book.click();

  await expect(page.getByText('Your mystery round is at')).toBeVisible();
  const club = (await page.getByTestId('revealed-club').textContent())!;
  const time = (await page.getByTestId('revealed-time').textContent())!;
  expect(clubs).toContain(club);
  expect(minutes(time)).toBeGreaterThanOrEqual(minutes(start));
  expect(minutes(time)).toBeLessThan(minutes(end));

  await page.getByRole('link', { name: 'View my booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(club)).toBeVisible();
});
