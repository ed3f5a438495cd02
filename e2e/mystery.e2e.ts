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
  const windows = section.getByRole('group', { name: 'Time window' }).getByRole('radio');
  if (await windows.count()) await windows.first().check();
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

/** The regions of the demo clubs and how a German reader knows them. */
const germanRegionNames: Record<string, string> = {
  'Zurich & Eastern Switzerland': 'Zürich & Ostschweiz',
  'Central Switzerland': 'Zentralschweiz',
  'Bern & Mittelland': 'Bern & Mittelland',
  'Northwestern Switzerland': 'Nordwestschweiz',
  'Lake Geneva & Romandy': 'Genfersee & Romandie',
  Valais: 'Wallis',
  Ticino: 'Tessin',
  Graubünden: 'Graubünden',
};

test('in German, the regions have their German names and two deals of one window, holes and price can still be told apart', async ({ page }) => {
  let twin = { region: '', date: '' };
  // Two deals of one region and day that share window, holes and price, as two clubs' tee sheets can make them.
  await page.route('**/api/mystery-deals', async (route) => {
    const response = await route.fetch();
    const deals = (await response.json()) as { id: string; region: string; date: string }[];
    twin = deals[0]!;
    await route.fulfill({ response, json: [...deals, { ...deals[0]!, id: `${deals[0]!.id}-twin` }] });
  });
  await signInAs(page, demo.golfer);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto('/mystery-tee-times');

  const section = page.getByRole('region', { name: 'Mystery-Startzeiten' });
  await expect(section.getByLabel('Region').locator('option')).toHaveText(['Region wählen', ...Object.values(germanRegionNames).sort((a, b) => a.localeCompare(b, 'de'))]);

  await section.getByLabel('Region').selectOption(twin.region);
  await section.getByLabel('Datum').selectOption(twin.date);
  const windowChoice = section.getByRole('group', { name: 'Zeitfenster' });
  const windows = (await windowChoice.locator('label').allTextContents()).map((line) => line.replace(/\s/g, ' '));
  expect(windows.length).toBeGreaterThanOrEqual(2);
  for (const line of windows) expect(line).toMatch(/^\d\d:\d\d–\d\d:\d\d Uhr · \d+ Löcher · CHF \d/);
  expect(new Set(windows).size).toBe(windows.length);

  // On a phone a line wraps rather than being cut.
  await page.setViewportSize({ width: 390, height: 844 });
  const cut = await windowChoice.locator('label').evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
  expect(cut).toBe(0);
  await windowChoice.getByRole('radio').first().check();
  await expect(section.getByRole('definition').first()).toHaveText(germanRegionNames[twin.region]!);
});
