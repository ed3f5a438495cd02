import { eveningBaseUrl, liveThatEvening } from './evening';
import { demo, expect, signInAs, test } from './fixtures';

// Monday 20:35: tomorrow's deals are less than 24 hours away, so their terms are not free, and the page says so.
test.use({ baseURL: eveningBaseUrl });
test.beforeEach(({ page }) => liveThatEvening(page));

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

test('choose a region and a date in Mystery Tee Times, book it, and see the club and a time inside the window revealed', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  const section = page.getByRole('region', { name: 'Mystery Tee Times' });
  await expect(section.getByLabel('Region')).toBeVisible();
  const bookButton = section.getByRole('button', { name: 'Book Mystery Tee Time' });
  await expect(bookButton).toBeDisabled();

  const region = (await section
    .getByLabel('Region')
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value'))!;
  await section.getByLabel('Region').selectOption(region);
  await section.getByLabel('Date').selectOption({ index: 1 });
  // The deals of the day load: one is shown at once, several are offered by time window.
  const windowChoice = section.getByRole('group', { name: 'Time window' });
  await expect(windowChoice.or(section.getByTestId('mystery-usual-price')).first()).toBeVisible();
  const windows = windowChoice.getByRole('radio');
  if (await windows.count()) await windows.first().check();
  await expect(bookButton).toBeEnabled();

  await expect(section.getByTestId('mystery-usual-price')).toContainText('Usual green fee at these clubs: from CHF');
  const clubs = await section.getByRole('listitem').allTextContents();
  const [start, end] = (await section
    .getByRole('definition')
    .filter({ hasText: /^\d\d:\d\d–\d\d:\d\d$/ })
    .textContent())!.split('–') as [string, string];
  await bookButton.click();

  await expect(page.getByRole('heading', { name: 'Your mystery tee time' })).toBeVisible();
  await expect(page.getByText(region, { exact: true })).toBeVisible();
  await expect(page.getByText('You pay at the club reception on the day of your round.')).toBeVisible();
  await expect(page.getByTestId('mystery-reveal-terms')).toContainText(
    'The club and the exact time are revealed as soon as you book.',
  );
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
  // Where to go: the demo clubs have a street address with their postcode.
  await expect(page.getByTestId('revealed-address')).toHaveText(/\d{4} /);
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

/** Another token of the same length for a copy of a deal. */
const twinId = (id: string) => `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;

test('in German, the regions have their German names, two deals of one window, holes and price can still be told apart, and the page lists the deals of the chosen region', async ({
  page,
}) => {
  // Two deals of one region and day that share window, holes and price, as two clubs' tee sheets can make them.
  await page.route('**/api/mystery-deals?*', async (route) => {
    const response = await route.fetch();
    const deals = (await response.json()) as { id: string }[];
    await route.fulfill({ response, json: deals[0] ? [...deals, { ...deals[0], id: twinId(deals[0].id) }] : deals });
  });
  await signInAs(page, demo.golfer);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto('/mystery-tee-times');

  const section = page.getByRole('region', { name: 'Mystery-Startzeiten' });
  await expect(section.getByLabel('Region').locator('option')).toHaveText([
    'Region wählen',
    ...Object.values(germanRegionNames).sort((a, b) => a.localeCompare(b, 'de')),
  ]);
  // No deal is listed before a region is chosen: with every region there would be hundreds.
  await expect(
    page.getByText('Wählen Sie oben eine Region, um alle ihre Mystery-Angebote Tag für Tag zu sehen.'),
  ).toBeVisible();
  await expect(page.getByTestId('mystery-deal')).toHaveCount(0);

  const region = (await section
    .getByLabel('Region')
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value'))!;
  await section.getByLabel('Region').selectOption(region);
  await expect(page.getByRole('heading', { name: `Mystery-Angebote – ${germanRegionNames[region]}` })).toBeVisible();
  await expect(page.getByTestId('mystery-deal').first()).toBeVisible();
  // At most ten a day over eight days, and a twin of the first.
  expect(await page.getByTestId('mystery-deal').count()).toBeLessThanOrEqual(81);

  await section.getByLabel('Datum').selectOption({ index: 1 });
  const windowChoice = section.getByRole('group', { name: 'Zeitfenster' });
  await expect(windowChoice.getByRole('radio').nth(1)).toBeVisible();
  const windows = (await windowChoice.locator('label').allTextContents()).map((line) => line.replace(/\s/g, ' '));
  expect(windows.length).toBeGreaterThanOrEqual(2);
  for (const line of windows) expect(line).toMatch(/^\d\d:\d\d–\d\d:\d\d Uhr · \d+ Löcher · CHF \d/);
  expect(new Set(windows).size).toBe(windows.length);

  // On a phone a line wraps rather than being cut.
  await page.setViewportSize({ width: 390, height: 844 });
  const cut = await windowChoice
    .locator('label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
  expect(cut).toBe(0);
  await windowChoice.getByRole('radio').first().check();
  await expect(section.getByRole('definition').first()).toHaveText(germanRegionNames[region]!);
});
