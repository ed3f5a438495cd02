import { addDays, zurichDate } from '../contract/zurich-time';
import { DEMO_PASSWORD, demo, expect, seriousA11yViolations, signInAs, test } from './fixtures';

const tomorrow = () => addDays(zurichDate(new Date()), 1);

test('a search of all Switzerland comes a page at a time, its first cards built with the page: more as the golfer scrolls or asks, and the same place after a course page', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/courses?date=${tomorrow()}`);
  const cards = page.getByTestId('course-card');
  await expect(page.getByText(/^\d+ clubs, \d+ tee times$/)).toBeVisible();
  // On a phone, where the panel and the map fill the first screen, the first 2 cards of the page of 20: the rest
  // are built as the end of the list comes near.
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(/^2 of \d+ clubs shown$/)).toBeVisible();

  // Near the end of the list, the rest of the page, then the next page, come by themselves.
  for (let shown = 2; shown < 40; shown = await cards.count()) {
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }

  // A course page and back: the same clubs, and the card the golfer left from in view.
  const shown = await cards.count();
  const left = cards.nth(24);
  const name = (await left.getByRole('heading', { level: 3 }).textContent())!;
  await left.getByRole('link', { name: `More information about ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeInViewport();

  // The button under the list, for keyboards and screen readers, asks for more too.
  const back = await cards.count();
  await page.getByRole('button', { name: 'Show more clubs' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(back);
});

test('finds a club by its name typed without accents, keeps the filters in the address, and every time shown fits them', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  await page.goto(`/courses?date=${tomorrow()}`);
  await page.getByLabel('Club name').fill('schonenberg');
  await expect(page).toHaveURL(/q=schonenberg/);
  const cards = page.getByTestId('course-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText('Golf Club Schönenberg');

  // A shared address opens the same search: a price limit and a discount, the cheapest first.
  await page.goto(`/courses?date=${tomorrow()}&maxPrice=80&minDiscount=20&sort=price`);
  await expect(page.getByLabel('Highest price')).toHaveValue('80');
  await expect(page.getByLabel('Lowest discount')).toHaveValue('20');
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect(cards.first()).toBeVisible();
  const prices = await page
    .getByTestId('search-results')
    .getByRole('list', { name: 'Tee times' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => Number(/CHF ([\d']+\.\d\d)/.exec(button.textContent ?? '')![1]!.replace(/'/g, ''))),
    );
  expect(prices.length).toBeGreaterThan(0);
  expect(Math.max(...prices)).toBeLessThanOrEqual(80);
});

test('two cantons picked on the map make the search, and the list, the address and the canton list agree', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  await page.goto(`/courses?date=${tomorrow()}`);
  const map = page.locator('svg').filter({ has: page.locator('[data-canton]') });
  await expect(map.locator('[data-canton="Ticino"]')).toHaveAttribute('data-fill', /[1-4]/);
  // The map's counts are of the day and filters, whatever cantons the search has: picking them asks for none again.
  const countsAsked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/tee-times/cantons') countsAsked.push(sent.url());
  });
  await map.locator('[data-canton="Ticino"]').click();
  await expect(page).toHaveURL(/regions=Ticino/);
  await map.locator('[data-canton="Geneva"]').click();
  await expect(page).toHaveURL(/regions=Ticino%2CGeneva|regions=Ticino,Geneva/);
  await expect(map.locator('[data-canton="Ticino"]')).toHaveAttribute('data-selected', 'true');
  await expect(map.locator('[data-canton="Geneva"]')).toHaveAttribute('data-selected', 'true');
  const cantonList = page.getByRole('button', { name: 'Cantons' });
  await expect(cantonList).toContainText('Ticino');
  await expect(cantonList).toContainText('Geneva');
  // Every club listed lies in one of the two.
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  const places = await page.getByTestId('course-card').locator('h3 + p').allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/, (Ticino|Geneva)$/);
  expect(countsAsked).toEqual([]);
  await expect(map.locator('[data-canton="Ticino"]')).toHaveAttribute('data-fill', /[1-4]/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test("on a first visit a page's frame shows while its code is on the way: the results page's heading, a course page's loader", async ({
    page,
    request,
  }) => {
    await signInAs(page, demo.golfer);
    // The pages' own code held back, as on a slow network (and not from the service worker's copies).
    let release!: () => void;
    let held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(results|course)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/courses?date=${tomorrow()}`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find tee times' })).toBeVisible();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Search tee times' })).toHaveCount(0);
    release();
    await expect(page.getByRole('form', { name: 'Search tee times' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrow()}`)).json()) as {
      clubs: { id: string; name: string }[];
    };
    held = new Promise<void>((resolve) => (release = resolve));
    await page.goto(`/courses/${clubs[0]!.id}`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('status')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: clubs[0]!.name })).toBeVisible();
  });
});

test('in German on a phone, the cards of the results and of the home fit the screen (their day menus took 428 px of 390)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'de-CH' });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: demo.golfer, password: DEMO_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto(`/courses?date=${tomorrow()}`);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'results').toBeLessThanOrEqual(390);
  // The home's row shows today's times, none of which are left in the evening: tomorrow's are shown at any hour.
  await page.goto('/');
  await page.locator('#featured-date').selectOption(tomorrow());
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'home').toBeLessThanOrEqual(390);
  await context.close();
});
